/** /admin/social-export/{platform}: the platform's real header and its honest 'not configured' state. */
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';
import type { SocialPlatform } from './social-platform';

export function SocialPlatformScreen({ platform }: { platform: SocialPlatform }) {
  const { t } = useTranslation('admin');
  const name = t(`social.platforms.${platform}`);
  const breadcrumbs = useAdminBreadcrumbs(
    { label: t('social.title'), link: { to: '/admin/social-export' } },
    { label: name },
  );
  return (
    <>
      <PageHeader title={t('social.platformTitle', { platform: name })} breadcrumbs={breadcrumbs} />
      <EmptyState
        icon={<IconPlugConnectedX size={28} />}
        title={t('social.notConfigured')}
        description={t('social.platformDescription', { platform: name })}
      />
    </>
  );
}
