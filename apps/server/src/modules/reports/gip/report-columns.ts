/**
 * The columns of the GIP and alternative reports' tables (spec 03 "GIP report screen", "GIP
 * alternative report screen"), as their csv and xlsx files write them: dates and times on each
 * row's station clock (`rowTimezone`), durations in seconds.
 */
import { wallClock, type AlternativeReportRow, type GipReportRow } from '@antena/contract';
import type { ReportColumn } from '../report-files';

const clocks = new Map<string, (ms: number) => number>();
const pad = (n: number) => String(n).padStart(2, '0');

/** HH:mm:ss of an instant on a zone's clock (the files have no time-of-day cell type). */
export function stationTime(timezone: string, ms: number): string {
  let clock = clocks.get(timezone);
  if (!clock) clocks.set(timezone, (clock = wallClock(timezone)));
  const wall = new Date(clock(ms));
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

/** The zone each row's dates are written in: its station's. */
export const rowTimezone = (row: { timezone: string }) => row.timezone;

/** spec 03: off-tolerance rows show NO in the schedule column, all others SI. */
export const scheduleMark = (row: Pick<GipReportRow, 'inTolerance'>) => (row.inTolerance ? 'SI' : 'NO');

export const gipColumns: ReportColumn<GipReportRow>[] = [
  { header: 'Station', type: 'text', value: (row) => row.stationName },
  { header: 'Date', type: 'date', value: (row) => row.datetime },
  { header: 'Time', type: 'text', value: (row) => stationTime(row.timezone, row.datetime) },
  { header: 'Advertiser', type: 'text', value: (row) => row.advertiser },
  { header: 'Campaign', type: 'text', value: (row) => row.campaign },
  { header: 'Version', type: 'text', value: (row) => row.version },
  { header: 'Duration (s)', type: 'duration', value: (row) => row.duration },
  { header: 'Contract', type: 'text', value: (row) => row.contract },
  { header: 'Order number', type: 'text', value: (row) => row.order ?? '' },
  { header: 'Schedule', type: 'text', value: scheduleMark },
];

export const alternativeColumns: ReportColumn<AlternativeReportRow>[] = [
  { header: 'Date', type: 'date', value: (row) => row.datetime },
  { header: 'Time', type: 'text', value: (row) => stationTime(row.timezone, row.datetime) },
  { header: 'Station', type: 'text', value: (row) => row.stationName },
  { header: 'Advertiser', type: 'text', value: (row) => row.advertiser },
  { header: 'Campaign', type: 'text', value: (row) => row.campaign },
  { header: 'Version', type: 'text', value: (row) => row.version },
  { header: 'Custom ID', type: 'text', value: (row) => row.customId },
  { header: 'Duration (s)', type: 'duration', value: (row) => row.duration },
  { header: 'Order', type: 'text', value: (row) => row.order ?? '' },
];
