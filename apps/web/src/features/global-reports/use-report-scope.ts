/**
 * What most global reports are asked for: a date-time range on a timezone (the user's until
 * another is chosen) over the chosen stations with audit (none chosen: every one), and the
 * request of a report's body once all of it is known and valid.
 */
import { useState } from 'react';
import type { GlobalReport, GlobalReportBody } from './global-reports.api';
import { useReportStations } from './report-stations';
import { stationsIdsOf } from './StationsSelect';
import type { ReportRequest } from './use-global-report';
import { useReportRange, type ReportRangeOptions } from './use-report-range';
import { useReportTimeZone } from './use-report-time-zone';

export function useReportScope(rangeOptions?: ReportRangeOptions) {
  const zone = useReportTimeZone();
  const { timezone } = zone;
  const range = useReportRange(timezone, rangeOptions);
  const stations = useReportStations();
  const [chosen, setChosen] = useState<string[]>([]);
  return {
    timezone,
    zone,
    range,
    stations,
    chosen,
    setChosen,
    /**
     * The request of the body `toBody` makes of the range's bounds and the chosen stations'
     * `stationsIds` (empty for every station); null while the range has a problem or the
     * stations or the timezone have not answered yet.
     */
    request<R extends GlobalReport>(
      toBody: (bounds: { from: number; to: number }, stationsIds: string[]) => GlobalReportBody<R>,
    ): ReportRequest<R> | null {
      const { bounds } = range;
      if ('problem' in bounds || !stations.data || !zone.ready) return null;
      return { body: toBody(bounds, stationsIdsOf(chosen, stations.data)), timezone };
    },
  };
}

export type ReportScope = ReturnType<typeof useReportScope>;
