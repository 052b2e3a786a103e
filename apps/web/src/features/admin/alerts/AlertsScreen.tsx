/** /admin/alerts (spec 01 "Alerts"). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';
import { WhatsappGroupCard } from './WhatsappGroupCard';

export function AlertsScreen() {
  const { t } = useTranslation('admin');
  const title = t('alerts.title');
  const breadcrumbs = useAdminBreadcrumbs({ label: title });
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <WhatsappGroupCard />
    </>
  );
}
