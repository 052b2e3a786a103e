/**
 * What the global reports are asked over. Most: a date-time range on a timezone over the chosen
 * stations with audit, and the request of a report's body once all of it is known and valid
 * (useReportScope). The timezone is the user's setting until another is chosen; the report waits
 * for the setting (or its failure), so a report shown on open does not run on the default zone a
 * moment before the user's arrives. Lower thirds: one station's range on its own clock.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TIMEZONE, type Station } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { isAuditEnabled } from '../audit/audit-stations';
import { mySettingsQueryOptions } from '../settings/settings.api';
import { stationsQueryOptions } from '../stations/stations.api';
import type { DateTimeRangeFieldsProps } from './DateTimeRangeFields';
import type { GlobalReport, GlobalReportBody } from './global-reports.api';
import { lastDaysRange, rangeBounds, todayOn, type WallRange } from './report-range';
import type { ReportRequest } from './use-global-report';

export interface ReportRangeOptions {
  /** The range before the user edits it; today by default (spec 03 section 9). */
  initial?: (timeZone: string) => WallRange;
  /** An end later than now is a problem (a report of what has already aired). */
  notFuture?: boolean;
}

const today = (timeZone: string) => lastDaysRange(1, timeZone);

/**
 * A range on the report's timezone: the report's default range until the user edits it, its
 * epoch-ms bounds or the problem that keeps the report from being asked, and the props of its
 * DateTimeRangeFields.
 */
export function useReportRange(timeZone: string, { initial = today, notFuture = false }: ReportRangeOptions = {}) {
  const [edited, setEdited] = useState<WallRange | null>(null);
  const wall = edited ?? initial(timeZone);
  const bounds = rangeBounds(wall, timeZone, { notFuture });
  const fields = {
    value: wall,
    today: todayOn(timeZone),
    onChange: setEdited,
    problem: 'problem' in bounds ? bounds.problem : null,
  } satisfies DateTimeRangeFieldsProps;
  /** `reset`: back to the default range (e.g. on another station's clock). */
  return { wall, bounds, fields, reset: () => setEdited(null) };
}

/** spec 03 "Lowerthird screen": the station selector lists stations with the lower-third feature. */
export const hasLowerThird = (station: Pick<Station, 'featuresConfig'>): boolean =>
  // Both flags, as the server reads it (effectiveFeaturesConfig): lower thirds come from video analysis.
  station.featuresConfig.videoAnalysis.enabled && station.featuresConfig.videoAnalysis.lowerThird.enabled;

/** The stations a report offers, from the list the app has loaded: with audit unless told (spec 03 section 6). */
export function useReportStations(include: (station: Station) => boolean = isAuditEnabled) {
  const { api } = useAppServices();
  const stations = useQuery(stationsQueryOptions(api));
  return { ...stations, data: stations.data?.filter(include) };
}

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
