/**
 * A global report on a screen: the filters as the form has them (`current`, null while they are
 * not valid), the filters last shown (asked again only on 'Show report', as a report over every
 * station can be large), and a download of what the form says as csv or xls.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ReportFormat } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import {
  downloadGlobalReport,
  globalReportQueryOptions,
  type GlobalReport,
  type GlobalReportBody,
} from './global-reports.api';

export interface ReportRequest<R extends GlobalReport> {
  body: GlobalReportBody<R>;
  timezone: string;
}

/** `showOnOpen`: run the report with the form's first filters (when they are valid). */
export function useGlobalReport<R extends GlobalReport>(
  report: R,
  current: ReportRequest<R> | null,
  showOnOpen = true,
) {
  const { api } = useAppServices();
  const [shown, setShown] = useState<ReportRequest<R> | null>(showOnOpen ? current : null);
  // The first valid filters may come a moment later (the station list): shown once, on open.
  const opened = useRef(shown !== null || !showOnOpen);
  useEffect(() => {
    if (opened.current || !current) return;
    opened.current = true;
    setShown(current);
  }, [current]);
  const query = useQuery({
    ...globalReportQueryOptions(api, report, shown?.body ?? ({} as GlobalReportBody<R>), shown?.timezone ?? 'UTC'),
    enabled: shown !== null,
  });
  return {
    query,
    shown,
    /** The form's filters can be shown and downloaded. */
    valid: current !== null,
    show: () => {
      if (!current) return;
      opened.current = true;
      setShown(current);
      // The same filters again: the user asks for fresh results.
      if (shown && JSON.stringify(shown) === JSON.stringify(current)) void query.refetch();
    },
    download: (format: ReportFormat) =>
      current ? downloadGlobalReport(api, report, current.body, format, current.timezone) : Promise.resolve(),
  };
}
