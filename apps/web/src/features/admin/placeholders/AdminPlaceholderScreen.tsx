/**
 * An admin area whose features arrive in later issues (content AI): its real header
 * and an honest "not configured yet" state, never sample data.
 */
import { IconSettingsOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';

export type AdminPlaceholderArea = 'contentAi';

export function AdminPlaceholderScreen({ area }: { area: AdminPlaceholderArea }) {
  const { t } = useTranslation('admin');
  const title = t(`placeholders.${area}.title`);
  const breadcrumbs = useAdminBreadcrumbs({ label: title });
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <EmptyState
        icon={<IconSettingsOff size={28} />}
        title={t('placeholders.notConfigured')}
        description={t(`placeholders.${area}.description`)}
      />
    </>
  );
}
