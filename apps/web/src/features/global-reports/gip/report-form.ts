/**
 * The GIP report form's rules (spec 03 sections 5 and 9), pure so they are tested alone: the
 * default range (three months back to the end of today, never after today, in the user's
 * timezone), the fixed range of the no-contract custom fields, when the loaded-order button
 * shows, the station choice that serialises as empty when every station is chosen, and the
 * mapping between the form and a ReportConfig (preview, download, save, Clone).
 */
import {
  NO_CONTRACT_FIELDS,
  NO_CONTRACT_RANGE_START,
  ORDER_CUSTOM_FIELD,
  type gipOrderParamsSchema,
  type ReportConfig,
  type ReportConfigInput,
} from '@antena/contract';
import type { z } from 'zod';
import { dayRangeBounds, stationToday, type DayRange } from '../../audit/audit-range';
import { toZonedInputs } from '../../logger-stream/stream-time';

export type GipOrderParams = z.infer<typeof gipOrderParamsSchema>;

export interface ReportFormValues {
  /** The stations chosen in the picker (every one of them is sent as an empty list). */
  stationsIds: string[];
  range: DayRange;
  advertisers: string[];
  campaigns: string[];
  versions: string[];
  customFieldName: string | null;
  customFieldValue: string;
  /** Comma-separated, as typed. */
  customIds: string;
  /** Comma-separated, as typed (spec 03 section 7: orders are a ',' list). */
  orders: string;
}

/** 'YYYY-MM-DD' three calendar months before `day`, the day clamped to that month's length. */
export function threeMonthsBack(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - 3, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** spec 03 section 9: the default GIP range is three months back to the end of today. */
export const defaultReportRange = (today: string): DayRange => ({ from: threeMonthsBack(today), to: today });

export const emptyReportForm = (today: string): ReportFormValues => ({
  stationsIds: [],
  range: defaultReportRange(today),
  advertisers: [],
  campaigns: [],
  versions: [],
  customFieldName: null,
  customFieldValue: '',
  customIds: '',
  orders: '',
});

/** A typed ',' list: items trimmed, empty ones dropped, each once. */
export const splitCommaList = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];

/** spec 03 section 5: nocontrato / nocontratonacional with a value fix (and hide) the range. */
export const isFixedRange = (values: Pick<ReportFormValues, 'customFieldName' | 'customFieldValue'>): boolean =>
  (NO_CONTRACT_FIELDS as readonly string[]).includes(values.customFieldName ?? '') &&
  values.customFieldValue.trim() !== '';

/** The orders the loaded-order button loads: the numorden custom field's value and the orders typed. */
export function orderIdsOf(values: ReportFormValues): string[] {
  const fromField =
    values.customFieldName === ORDER_CUSTOM_FIELD && values.customFieldValue.trim()
      ? [values.customFieldValue.trim()]
      : [];
  return [...new Set([...fromField, ...splitCommaList(values.orders)])];
}

/** spec 03 section 2: the loaded-order button shows only with numorden and a value, or orders entered. */
export const canLoadOrder = (values: ReportFormValues): boolean => orderIdsOf(values).length > 0;

/**
 * spec 03 section 5: a station filter with every station chosen serialises as empty. Not a
 * single station (issue 31 point 11): a client with one audit station that picked it saved a
 * report reading 'Every station with audit'; one station stays named.
 */
export const stationsParam = (chosen: readonly string[], allStationIds: readonly string[]): string[] =>
  allStationIds.length > 1 && allStationIds.every((id) => chosen.includes(id)) ? [] : [...chosen];

/** A day range never after today: later days become today, a reversed range is put in order. */
export function capRange(range: DayRange, today: string): DayRange {
  const from = range.from > today ? today : range.from;
  const to = range.to > today ? today : range.to;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The epoch-ms bounds the form covers in `timeZone`: its range, or 2020-01-01 to the end of today when fixed. */
export function reportBounds(values: ReportFormValues, timeZone: string, now = Date.now()) {
  const today = stationToday(timeZone, now);
  const range = isFixedRange(values) ? { from: NO_CONTRACT_RANGE_START, to: today } : capRange(values.range, today);
  return dayRangeBounds(range, timeZone);
}

/** The ReportConfig the form stands for (preview, download and save). */
export function toReportConfig(
  values: ReportFormValues,
  allStationIds: readonly string[],
  timeZone: string,
  now = Date.now(),
): ReportConfigInput & { excludedMatches: string[] } {
  const name = values.customFieldName;
  const value = values.customFieldValue.trim();
  return {
    stationsIds: stationsParam(values.stationsIds, allStationIds),
    ...reportBounds(values, timeZone, now),
    advertisers: values.advertisers,
    campaigns: values.campaigns,
    versions: values.versions,
    customFields: name && value ? { [name]: value } : {},
    customIds: splitCommaList(values.customIds),
    orders: splitCommaList(values.orders),
    excludedMatches: [],
  };
}

const dayOf = (ms: number, timeZone: string) => toZonedInputs(ms, timeZone).date;

/** The form a saved report's config (a Clone) fills in: an empty station list means all of them. */
export function fromReportConfig(
  config: ReportConfig,
  allStationIds: readonly string[],
  timeZone: string,
  now = Date.now(),
): ReportFormValues {
  const [customField] = Object.entries(config.customFields);
  const today = stationToday(timeZone, now);
  return {
    stationsIds: config.stationsIds.length ? [...config.stationsIds] : [...allStationIds],
    range: capRange({ from: dayOf(config.from, timeZone), to: dayOf(config.to, timeZone) }, today),
    advertisers: [...config.advertisers],
    campaigns: [...config.campaigns],
    versions: [...config.versions],
    customFieldName: customField?.[0] ?? null,
    customFieldValue: customField?.[1] ?? '',
    customIds: config.customIds.join(', '),
    orders: config.orders.join(', '),
  };
}

/** What several orders cover together: their lists joined, their ranges spanned, missing audios joined. */
export function mergeOrderParams(all: readonly GipOrderParams[]): GipOrderParams {
  const union = (pick: (params: GipOrderParams) => string[]) => [...new Set(all.flatMap(pick))];
  const ranges = all.flatMap((params) => (params.schedulesRange ? [params.schedulesRange] : []));
  return {
    stationsIds: union((params) => params.stationsIds),
    advertisers: union((params) => params.advertisers),
    campaigns: union((params) => params.campaigns),
    versions: union((params) => params.versions),
    customIds: union((params) => params.customIds),
    missingAudioCustomIds: union((params) => params.missingAudioCustomIds),
    schedulesRange: ranges.length
      ? { from: Math.min(...ranges.map((r) => r.from)), to: Math.max(...ranges.map((r) => r.to)) }
      : null,
  };
}

/** The form prefilled from what the order's schedules cover (its range capped at today). */
export function applyOrderParams(
  values: ReportFormValues,
  params: GipOrderParams,
  timeZone: string,
  now = Date.now(),
): ReportFormValues {
  const today = stationToday(timeZone, now);
  return {
    ...values,
    stationsIds: params.stationsIds,
    advertisers: params.advertisers,
    campaigns: params.campaigns,
    versions: params.versions,
    range: params.schedulesRange
      ? capRange(
          { from: dayOf(params.schedulesRange.from, timeZone), to: dayOf(params.schedulesRange.to, timeZone) },
          today,
        )
      : values.range,
  };
}
