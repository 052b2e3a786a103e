/**
 * The application sidebar of spec 01 "Sidebar": client (or the Admin indicator), main links,
 * who is being acted as, the user, Settings, Change user and logout.
 */
import { Avatar, Badge, Box, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconAdjustments,
  IconBroadcast,
  IconBuildingCommunity,
  IconChecklist,
  IconLogout,
  IconScissors,
  IconSearch,
  IconServer,
  IconSettings,
  IconSparkles,
  IconUserShare,
  type Icon,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MeUser } from '@antena/contract';
import { NavLinkLink, type LinkTarget } from '../../components/links';
import { displayName, initials, nameInitials } from '../../lib/initials';
import { useFeatureFlag } from '../../lib/use-feature-flag';
import { useAppServices } from '../../lib/app-services';
import { isAuditEnabled } from '../audit/audit-stations';
import { isImpersonating, isSuperadmin } from '../auth/roles';
import { stationsQueryOptions } from '../stations/stations.api';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { ImpersonationBanner } from './ImpersonationBanner';
import { isLinkActive, sidebarLinks, type SidebarLinkKey } from './sidebar-links';

const ICONS: Record<SidebarLinkKey, Icon> = {
  logger: IconBroadcast,
  fragments: IconScissors,
  audit: IconChecklist,
  streamerBox: IconServer,
  search: IconSearch,
  contentAi: IconSparkles,
  admin: IconAdjustments,
  platform: IconBuildingCommunity,
};

function ClientHeader({ user }: { user: MeUser }) {
  const { t } = useTranslation('shell');
  // spec: an Admin indicator for a superadmin; acting as someone shows that user's client.
  if ((user.role === 'SUPERADMIN' && !isImpersonating(user)) || !user.client) {
    return (
      <Group gap="sm">
        <Avatar src="/logo.svg" alt="" radius="md" />
        <Badge color="grape" variant="light" size="lg">
          {t('adminIndicator')}
        </Badge>
      </Group>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={user.client.logoUrl} alt={user.client.name} radius="md" color="blue">
        {nameInitials(user.client.name)}
      </Avatar>
      <Text fw={600} truncate>
        {user.client.name}
      </Text>
    </Group>
  );
}

export function Sidebar({ user }: { user: MeUser }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const contentAiEnabled = useFeatureFlag('app__content_ai_enabled');
  const superadmin = isSuperadmin(user);
  const { api } = useAppServices();
  // The protected layout has loaded the stations; the Audit link needs the audit-enabled ones.
  const stations = useQuery(stationsQueryOptions(api));
  const auditStations = (stations.data ?? []).filter(isAuditEnabled).map((station) => station.slug);
  const links = sidebarLinks({ role: user.role, superadmin, pathname, contentAiEnabled, auditStations });
  const name = displayName(user);
  const userLink = (label: string, link: LinkTarget, icon: Icon) => {
    const LinkIcon = icon;
    const active = pathname === link.to;
    return (
      <NavLinkLink
        {...link}
        label={label}
        leftSection={<LinkIcon size={18} stroke={1.6} />}
        active={active}
        aria-current={active ? 'page' : undefined}
      />
    );
  };

  return (
    <Stack h="100%" gap={0}>
      <Box p="md">
        <ClientHeader user={user} />
      </Box>
      <Divider />
      <ScrollArea style={{ flex: 1 }} p="xs">
        <nav aria-label={t('nav.label')}>
          {links.map((link) => {
            const LinkIcon = ICONS[link.key];
            const active = isLinkActive(link, pathname);
            return (
              <NavLinkLink
                key={link.key}
                {...link.link}
                label={t(`nav.${link.key}`)}
                leftSection={<LinkIcon size={18} stroke={1.6} />}
                active={active}
                aria-current={active ? 'page' : undefined}
              />
            );
          })}
        </nav>
      </ScrollArea>
      <Divider />
      <Stack p="md" gap="xs">
        <ImpersonationBanner user={user} />
        <Group gap="sm" wrap="nowrap">
          <Avatar src={user.picture} alt={name} radius="xl" color="blue">
            {initials(user)}
          </Avatar>
          <Box style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} truncate data-testid="sidebar-user-name">
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          </Box>
          <ColorSchemeToggle />
        </Group>
        {userLink(t('settings'), { to: '/settings/config' }, IconSettings)}
        {superadmin && userLink(t('changeUser'), { to: '/settings/log-in-as' }, IconUserShare)}
        {userLink(t('auth:logout'), { to: '/logout' }, IconLogout)}
      </Stack>
    </Stack>
  );
}
