/** /admin/social-export: every social platform and whether it is configured (none is yet). */
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PLATFORMS } from '@antena/contract';
import { AppLink } from '../../../components/AppLink';
import { PageHeader } from '../../../components/PageHeader';
import { socialExportPath } from '../dashboard/admin-paths';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';

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
              <Anchor renderRoot={(props) => <AppLink {...props} href={socialExportPath(platform)} />} fw={600}>
                {t(`social.platforms.${platform}`)}
              </Anchor>
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
