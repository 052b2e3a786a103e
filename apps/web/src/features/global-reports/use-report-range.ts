/**
 * A global report's date-time range on the report's timezone: the report's default range (today
 * unless it says otherwise) until the user edits it, its epoch-ms bounds or the problem that
 * keeps the report from being asked, and the props of its DateTimeRangeFields.
 */
import { useState } from 'react';
import type { DateTimeRangeFieldsProps } from './DateTimeRangeFields';
import { lastDaysRange, rangeBounds, todayOn, type WallRange } from './report-range';

export interface ReportRangeOptions {
  /** The range before the user edits it; today by default (spec 03 section 9). */
  initial?: (timeZone: string) => WallRange;
  /** An end later than now is a problem (a report of what has already aired). */
  notFuture?: boolean;
}

const today = (timeZone: string) => lastDaysRange(1, timeZone);

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
  return {
    wall,
    bounds,
    fields,
    /** Back to the default range (e.g. on another station's clock). */
    reset: () => setEdited(null),
  };
}
