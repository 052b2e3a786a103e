/** /admin/social-export: every social platform and whether it is configured (none is yet). */
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORMS } from '@antena/contract';
import { AnchorLink } from '../../../components/links';
import { PageHeader } from '../../../components/PageHeader';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';
import { socialPlatformLink } from './social-platform';

export function SocialExportScreen() {
  const { t } = useTranslation('admin');
  const title = t('social.title');
  const breadcrumbs = useAdminBreadcrumbs({ label: title });
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <Text c="dimmed" mb="md">
        {t('social.description')}
      </Text>
      <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
        {SOCIAL_PLATFORMS.map((platform) => (
          <Paper key={platform} withBorder p="md" component="li">
            <Group justify="space-between">
              <AnchorLink {...socialPlatformLink(platform)} fw={600}>
                {t(`social.platforms.${platform}`)}
              </AnchorLink>
              <Badge variant="light" color="gray">
                {t('social.notConfigured')}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
