import { IconBroadcastOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { stationPaths } from '../dashboard/admin-paths';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';

/** spec 01 section 8: an unknown station shows 'Station not found'. */
export function StationNotFound() {
  const { t } = useTranslation('stations');
  const breadcrumbs = useAdminBreadcrumbs(
    { label: t('list.title'), href: stationPaths.list },
    { label: t('notFound') },
  );
  return (
    <>
      <PageHeader title={t('notFound')} breadcrumbs={breadcrumbs} />
      <EmptyState icon={<IconBroadcastOff size={28} />} title={t('notFound')} description={t('notFoundDescription')} />
    </>
  );
}
