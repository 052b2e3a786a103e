/**
 * What most global reports are asked for: a date-time range on a timezone over the chosen
 * stations with audit, and the request of a report's body once all of it is known and valid.
 * The timezone is the user's setting until another is chosen; the report waits for the setting
 * (or its failure), so a report shown on open does not run on the default zone a moment before
 * the user's arrives.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIMEZONE } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { mySettingsQueryOptions } from '../settings/settings.api';
import type { GlobalReport, GlobalReportBody } from './global-reports.api';
import { useReportStations } from './report-stations';
import type { ReportRequest } from './use-global-report';
import { useReportRange, type ReportRangeOptions } from './use-report-range';

/**
 * The `stationsIds` of a report body: empty for every station, whether nothing or everything
 * is chosen (spec 03 section 5: all stations serialise as empty); otherwise the chosen ids in
 * list order.
 */
export function stationsIdsOf(chosen: readonly string[], stations: readonly { id: string }[]): string[] {
  const ids = stations.filter((station) => chosen.includes(station.id)).map((station) => station.id);
  return ids.length === stations.length ? [] : ids;
}

export function useReportScope(rangeOptions?: ReportRangeOptions) {
  const { api } = useAppServices();
  const settings = useQuery(mySettingsQueryOptions(api));
  const [chosenZone, chooseZone] = useState<string | null>(null);
  const timezone = chosenZone ?? settings.data?.timezone ?? DEFAULT_TIMEZONE;
  const range = useReportRange(timezone, rangeOptions);
  const stations = useReportStations();
  const [chosen, setChosen] = useState<string[]>([]);
  return {
    timezone,
    chooseZone,
    range,
    stations,
    chosen,
    setChosen,
    /**
     * The request of the body `toBody` makes of the range's bounds and the chosen stations'
     * `stationsIds`; null while the range has a problem or the stations or the timezone have not
     * answered yet.
     */
    request<R extends GlobalReport>(
      toBody: (bounds: { from: number; to: number }, stationsIds: string[]) => GlobalReportBody<R>,
    ): ReportRequest<R> | null {
      const { bounds } = range;
      if ('problem' in bounds || !stations.data || (chosenZone === null && settings.isPending)) return null;
      return { body: toBody(bounds, stationsIdsOf(chosen, stations.data)), timezone };
    },
  };
}

export type ReportScope = ReturnType<typeof useReportScope>;
