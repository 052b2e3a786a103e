/**
 * The report form of the GIP and GIP alternative report screens as the form hook has it: a
 * loading state until the stations, the timezone and the clone are known, the stations' failure
 * with a retry, then the filters.
 */
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { ReportFilterForm } from './ReportFilterForm';
import type { ReportFormState } from './use-report-form';

export interface ReportFormProps {
  form: ReportFormState;
  onSubmit: () => void;
  loading?: boolean;
}

export function ReportForm({ form, onSubmit, loading }: ReportFormProps) {
  const { t } = useTranslation('gip-report');
  if (form.stationsQuery.isError)
    return (
      <LoadError
        error={form.stationsQuery.error}
        title={t('form.stationsFailed')}
        onRetry={() => void form.stationsQuery.refetch()}
      />
    );
  if (form.isPending) return <LoadingState label={t('form.stationsLoading')} />;
  return (
    <ReportFilterForm
      stations={form.stations}
      values={form.values}
      onChange={form.setValues}
      timeZone={form.timeZone}
      onSubmit={onSubmit}
      loading={loading}
    />
  );
}
