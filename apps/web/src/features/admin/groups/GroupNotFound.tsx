import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';

export function GroupNotFound() {
  const { t } = useTranslation('groups');
  const breadcrumbs = useAdminBreadcrumbs(
    { label: t('list.title'), link: { to: '/admin/groups' } },
    { label: t('notFound') },
  );
  return (
    <>
      <PageHeader title={t('notFound')} breadcrumbs={breadcrumbs} />
      <EmptyState icon={<IconUsersGroup size={28} />} title={t('notFound')} description={t('notFoundDescription')} />
    </>
  );
}
