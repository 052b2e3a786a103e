import { IconBroadcastOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/links';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';

/**
 * spec 01 section 8: an unknown station shows 'Station not found', once: the heading says it,
 * the breadcrumbs name what was asked for and the body says why and where to go.
 */
export function StationNotFound({ slug }: { slug: string }) {
  const { t } = useTranslation('stations');
  const breadcrumbs = useAdminBreadcrumbs({ label: t('list.title'), link: { to: '/admin/stations' } }, { label: slug });
  return (
    <>
      <PageHeader title={t('notFound')} breadcrumbs={breadcrumbs} />
      <EmptyState icon={<IconBroadcastOff size={28} />} title={t('notFoundDescription')}>
        <ButtonLink to="/admin/stations" variant="default">
          {t('notFoundBack')}
        </ButtonLink>
      </EmptyState>
    </>
  );
}
