/**
 * /audit/global-reports/gip-report (spec 03 "GIP report screen", issue 20 point 1): the form,
 * then the preview of the config it stood for when submitted (server pages, the off-tolerance
 * toggle), with Download (csv, xls) and Save report for that same config. `?clone={reportId}`
 * prefills the form from a saved report.
 */
import { useState } from 'react';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORT_PREVIEW_PAGE_SIZE, type ReportConfigInput } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { EmptyState } from '../../../components/EmptyState';
import { GlobalReportScreen } from '../GlobalReportScreen';
import { CloneNotice } from './CloneNotice';
import { GipReportResults } from './GipReportResults';
import { ReportActions } from './ReportActions';
import { ReportForm } from './ReportForm';
import { gipPreviewQueryOptions } from './reports.api';
import { useReportForm } from './use-report-form';

/** `clone`: the saved report whose config fills the form (the route's `?clone=`). */
export function GipReportScreen({ clone: cloneId }: { clone?: string | undefined }) {
  const { t } = useTranslation('gip-report');
  const { api } = useAppServices();
  const form = useReportForm(cloneId);
  const [config, setConfig] = useState<ReportConfigInput | null>(null);
  const [paging, setPaging] = useState({ page: 1, pageSize: REPORT_PREVIEW_PAGE_SIZE });
  const [hideOffTolerance, setHideOffTolerance] = useState(false);
  const preview = useQuery({
    ...gipPreviewQueryOptions(api, config ?? { stationsIds: [], from: 0, to: 0 }, { ...paging, hideOffTolerance }),
    enabled: config !== null,
  });

  const run = () => {
    setConfig(form.toConfig());
    setPaging((current) => ({ ...current, page: 1 }));
  };

  return (
    <GlobalReportScreen
      page="gip-report"
      actions={<ReportActions kind="gip" config={config} />}
      intro={<CloneNotice cloneId={cloneId} clone={form.clone} />}
      form={<ReportForm form={form} onSubmit={run} loading={preview.isFetching} />}
      results={
        config ? (
          <GipReportResults
            preview={preview}
            page={paging.page}
            pageSize={paging.pageSize}
            hideOffTolerance={hideOffTolerance}
            onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
            onHideOffToleranceChange={(hide) => {
              setHideOffTolerance(hide);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
          />
        ) : (
          <EmptyState
            icon={<IconReportAnalytics size={28} />}
            title={t('gip.start')}
            description={t('gip.startHelp')}
          />
        )
      }
    />
  );
}
