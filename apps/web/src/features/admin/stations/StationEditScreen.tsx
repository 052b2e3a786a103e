/** /admin/stations/{slug}/edit: the station's language, and its audit review thresholds when it has audit. */
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { PageHeader } from '../../../components/PageHeader';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { useAdminBreadcrumbs } from '../dashboard/use-admin-breadcrumbs';
import { AuditReviewForm } from './AuditReviewForm';
import { StationLanguageForm } from './StationLanguageForm';
import { StationNotFound } from './StationNotFound';
import { stationKeys, updateStation, type StationUpdate } from '../../stations/stations.api';
import { useStation } from './use-station';

export function StationEditScreen({ slug }: { slug: string }) {
  const { t } = useTranslation('stations');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { query, notFound } = useStation(slug);
  const breadcrumbs = useAdminBreadcrumbs(
    { label: t('list.title'), link: { to: '/admin/stations' } },
    { label: query.data?.name ?? slug, link: { to: '/admin/stations/$slug', params: { slug } } },
    { label: t('edit.title') },
  );

  const save = async (stationId: string, values: StationUpdate) => {
    const updated = await updateStation(api, stationId, values);
    queryClient.setQueryData(stationKeys.one(slug), updated);
    await queryClient.invalidateQueries({ queryKey: stationKeys.all });
  };
  const back = () => void navigate({ to: '/admin/stations/$slug', params: { slug } });

  if (notFound) return <StationNotFound slug={slug} />;
  return (
    <>
      <PageHeader title={t('edit.title')} breadcrumbs={breadcrumbs} />
      {query.isPending && <LoadingState label={t('loadingStation')} />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('loadFailed')} />}
      {query.isSuccess && (
        <Stack>
          <StationLanguageForm station={query.data} save={(values) => save(query.data.id, values)} onCancel={back} />
          {query.data.featuresConfig.audit.enabled && (
            <AuditReviewForm
              station={query.data}
              // The call requires the language: the one the station has (the server stores only the contract's).
              save={(auditReview) =>
                save(query.data.id, { language: query.data.language as StationUpdate['language'], auditReview })
              }
              onCancel={back}
            />
          )}
        </Stack>
      )}
    </>
  );
}
