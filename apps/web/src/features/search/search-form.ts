/**
 * The Search screen's filters (spec 02 Search and section 5): from and to as date and time on
 * the station's clock, never in the future, from before to; by default today up to now; and a
 * text that names at least one word.
 */
import { fromZonedInputs, toZonedInputs } from '../logger-stream/stream-time';
import { queryWords } from './search-grammar';

export interface SearchFormValues {
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
  query: string;
}

export type SearchFormError = 'required' | 'future' | 'order' | 'empty';
export type SearchFormErrors = Partial<Record<'from' | 'to' | 'query', SearchFormError>>;

const MINUTE = 60_000;

/** The form's values for a search (or, with none yet, today from midnight to now). */
export function searchFormValues(
  search: { q?: string | undefined; from?: number | undefined; to?: number | undefined },
  timeZone: string,
  now = Date.now(),
): SearchFormValues {
  const today = toZonedInputs(now, timeZone);
  const from = search.from !== undefined ? toZonedInputs(search.from, timeZone) : { date: today.date, time: '00:00' };
  // `to` ends its minute (see checkSearchForm): the field shows the minute it ends.
  const to = search.to !== undefined ? toZonedInputs(search.to - 1, timeZone) : today;
  return { fromDate: from.date, fromTime: from.time, toDate: to.date, toTime: to.time, query: search.q ?? '' };
}

/**
 * The search the values ask for, or what is wrong with them. `to` takes its whole minute (a
 * search to 14:05 finds what was said at 14:05:30), never past now.
 */
export function checkSearchForm(
  values: SearchFormValues,
  timeZone: string,
  now = Date.now(),
): { errors: SearchFormErrors } | { search: { q: string; from: number; to: number } } {
  const errors: SearchFormErrors = {};
  const from = fromZonedInputs(values.fromDate, values.fromTime, timeZone);
  const toMinute = fromZonedInputs(values.toDate, values.toTime, timeZone);
  if (from === null) errors.from = 'required';
  else if (from > now) errors.from = 'future';
  if (toMinute === null) errors.to = 'required';
  else if (toMinute > now) errors.to = 'future';
  else if (from !== null && toMinute < from) errors.to = 'order';
  const q = values.query.trim();
  if (queryWords(q).size === 0) errors.query = q ? 'empty' : 'required';
  if (Object.keys(errors).length > 0 || from === null || toMinute === null) return { errors };
  return { search: { q, from, to: Math.min(toMinute + MINUTE, now) } };
}
