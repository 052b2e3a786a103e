/**
 * /audit/global-reports/gip-alternative-report (spec 03 "GIP alternative report screen", issue 20
 * point 2): the GIP report's form, then the airings of the scheduled custom ids with the stats
 * per custom id. The station filter narrows what the preview shows; the unchecked rows (with
 * include-all-matches off) become the `excludedMatches` of the download and the saved report; a
 * Clone of a report that left matches out starts with them unchecked.
 */
import { useMemo, useRef, useState } from 'react';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORT_PREVIEW_PAGE_SIZE, type ReportConfigInput } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { EmptyState } from '../../../components/EmptyState';
import { GlobalReportScreen } from '../GlobalReportScreen';
import { AlternativeReportResults } from './AlternativeReportResults';
import { CloneNotice } from './CloneNotice';
import { ReportActions } from './ReportActions';
import { ReportForm } from './ReportForm';
import { alternativePreviewQueryOptions } from './reports.api';
import { useReportForm } from './use-report-form';

/** `clone`: the saved report whose config fills the form (the route's `?clone=`). */
export function GipAlternativeReportScreen({ clone: cloneId }: { clone?: string | undefined }) {
  const { t } = useTranslation('gip-report');
  const { api } = useAppServices();
  const form = useReportForm(cloneId);
  const [config, setConfig] = useState<ReportConfigInput | null>(null);
  const [paging, setPaging] = useState({ page: 1, pageSize: REPORT_PREVIEW_PAGE_SIZE });
  const [stationFilter, setStationFilter] = useState<string | null>(null);
  const [includeAll, setIncludeAll] = useState(true);
  const [excluded, setExcluded] = useState<Set<string>>(() => new Set());
  // A cloned alternative report keeps its left-out matches for its first preview.
  const clonedExclusions = form.clone.data?.data.config.excludedMatches ?? [];
  const seeded = useRef(false);

  const shown = config && stationFilter ? { ...config, stationsIds: [stationFilter] } : config;
  const preview = useQuery({
    ...alternativePreviewQueryOptions(api, shown ?? { stationsIds: [], from: 0, to: 0 }, paging),
    enabled: shown !== null,
  });
  // The download and the saved report cover the whole report, less the unchecked rows.
  const kept = useMemo(
    () => (config ? { ...config, excludedMatches: includeAll ? [] : [...excluded] } : null),
    [config, excluded, includeAll],
  );
  const reportStations = config?.stationsIds?.length
    ? form.stations.filter((station) => config.stationsIds!.includes(station.id))
    : form.stations;

  const run = () => {
    setConfig(form.toConfig());
    setPaging((current) => ({ ...current, page: 1 }));
    setStationFilter(null);
    const seed = seeded.current ? [] : clonedExclusions;
    if (form.clone.data) seeded.current = true;
    setExcluded(new Set(seed));
    if (seed.length) setIncludeAll(false);
  };

  return (
    <GlobalReportScreen
      page="gip-alternative-report"
      actions={<ReportActions kind="alternative" config={kept} />}
      intro={<CloneNotice cloneId={cloneId} clone={form.clone} />}
      form={<ReportForm form={form} onSubmit={run} loading={preview.isFetching} />}
      results={
        config ? (
          <AlternativeReportResults
            preview={preview}
            page={paging.page}
            pageSize={paging.pageSize}
            onPageChange={(page, pageSize) => setPaging({ page, pageSize })}
            stations={reportStations}
            stationFilter={stationFilter}
            onStationFilterChange={(stationId) => {
              setStationFilter(stationId);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
            includeAll={includeAll}
            onIncludeAllChange={setIncludeAll}
            excluded={excluded}
            onExcludedChange={setExcluded}
          />
        ) : (
          <EmptyState
            icon={<IconReportAnalytics size={28} />}
            title={t('alternative.start')}
            description={t('alternative.startHelp')}
          />
        )
      }
    />
  );
}
