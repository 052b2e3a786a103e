/**
 * /admin (spec 01 "Admin dashboard"): a card per administered area with its counts and links,
 * and one card per social platform.
 */
import { Badge, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBell, IconBroadcast, IconScissors, IconShare, IconSparkles, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { PageHeader } from '../../../components/PageHeader';
import { groupsQueryOptions } from '../groups/groups.api';
import { stationsQueryOptions } from '../../stations/stations.api';
import { socialPlatformLink } from '../../social-export/social-platform';
import { connectionsQueryOptions } from '../../social-export/social-export.api';
import { DashboardCard } from './DashboardCard';
import { DashboardCount } from './DashboardCount';
import { usersCountQueryOptions } from './dashboard.api';

export function AdminDashboardScreen() {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const stations = useQuery(stationsQueryOptions(api));
  const usersCount = useQuery(usersCountQueryOptions(api));
  const groups = useQuery(groupsQueryOptions(api));

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        breadcrumbs={[{ label: t('crumbs.home'), link: { to: '/' } }, { label: t('crumbs.admin') }]}
      />
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <DashboardCard
            title={t('dashboard.stations.title')}
            icon={<IconBroadcast size={20} />}
            links={[{ label: t('dashboard.stations.manage'), link: { to: '/admin/stations' } }]}
          >
            <DashboardCount
              subject={t('dashboard.stations.title')}
              label={(count) => t('dashboard.stations.count', { count })}
              count={stations.data?.length}
              isPending={stations.isPending}
              isError={stations.isError}
              onRetry={() => void stations.refetch()}
            />
          </DashboardCard>
          <DashboardCard
            title={t('dashboard.users.title')}
            icon={<IconUsersGroup size={20} />}
            links={[
              { label: t('dashboard.users.manageUsers'), link: { to: '/admin/users' } },
              { label: t('dashboard.users.manageGroups'), link: { to: '/admin/groups' } },
            ]}
          >
            <Stack gap={4}>
              <DashboardCount
                subject={t('dashboard.users.users')}
                label={(count) => t('dashboard.users.usersCount', { count })}
                count={usersCount.data}
                isPending={usersCount.isPending}
                isError={usersCount.isError}
                onRetry={() => void usersCount.refetch()}
              />
              <DashboardCount
                subject={t('dashboard.users.groups')}
                label={(count) => t('dashboard.users.groupsCount', { count })}
                count={groups.data?.length}
                isPending={groups.isPending}
                isError={groups.isError}
                onRetry={() => void groups.refetch()}
              />
            </Stack>
          </DashboardCard>
          <DashboardCard
            title={t('dashboard.alerts.title')}
            icon={<IconBell size={20} />}
            description={t('dashboard.alerts.description')}
            links={[{ label: t('dashboard.alerts.manage'), link: { to: '/admin/alerts' } }]}
          />
          <DashboardCard
            title={t('dashboard.fragments.title')}
            icon={<IconScissors size={20} />}
            description={t('dashboard.fragments.description')}
            links={[{ label: t('dashboard.fragments.manage'), link: { to: '/admin/fragments' } }]}
          />
          <DashboardCard
            title={t('dashboard.contentAi.title')}
            icon={<IconSparkles size={20} />}
            description={t('dashboard.contentAi.description')}
            links={[{ label: t('dashboard.contentAi.manage'), link: { to: '/admin/content-ai' } }]}
          />
        </SimpleGrid>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('dashboard.social.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {SOCIAL_PLATFORMS.map((platform) => (
              <DashboardCard
                key={platform}
                title={t(`social.platforms.${platform}`)}
                icon={<IconShare size={20} />}
                links={[
                  {
                    label: t('dashboard.social.configure', { platform: t(`social.platforms.${platform}`) }),
                    link: socialPlatformLink(platform),
                  },
                ]}
              >
                <ConnectedStations platform={platform} />
              </DashboardCard>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </>
  );
}

/** How many of the client's stations publish to the platform (spec 01 dashboard cards). */
function ConnectedStations({ platform }: { platform: SocialPlatform }) {
  const { t } = useTranslation('admin');
  const { api } = useAppServices();
  const connections = useQuery(connectionsQueryOptions(api, platform));
  if (!connections.data) return null;
  const connected = connections.data.results.filter((state) => state.connected).length;
  return (
    <Badge variant="light" color={connected ? 'teal' : 'gray'}>
      {connected
        ? t('social.connected', { count: connected, total: connections.data.results.length })
        : t('social.notConfigured')}
    </Badge>
  );
}
