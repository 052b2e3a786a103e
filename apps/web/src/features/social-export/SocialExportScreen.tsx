/** /admin/social-export: every social platform, each to its stations' connections and its latest videos sent. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORMS } from '@antena/contract';
import { AnchorLink } from '../../components/links';
import { PageHeader } from '../../components/PageHeader';
import { useAdminBreadcrumbs } from '../admin/dashboard/use-admin-breadcrumbs';
import { socialPlatformLink } from './social-platform';

export function SocialExportScreen() {
  const { t } = useTranslation('social-export');
  const title = t('title');
  const breadcrumbs = useAdminBreadcrumbs({ label: title });
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <Text c="dimmed" mb="md">
        {t('description')}
      </Text>
      <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
        {SOCIAL_PLATFORMS.map((platform) => (
          <Paper key={platform} withBorder p="md" component="li">
            <Group justify="space-between">
              <AnchorLink {...socialPlatformLink(platform)} fw={600}>
                {t(`platforms.${platform}`)}
              </AnchorLink>
              <AnchorLink
                size="sm"
                to="/admin/social-export/uploaded/$platform"
                params={{ platform: platform.toLowerCase() }}
                aria-label={t('uploads.title', { platform: t(`platforms.${platform}`) })}
              >
                {t('uploads.link')}
              </AnchorLink>
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
