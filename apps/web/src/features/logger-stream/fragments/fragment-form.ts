/**
 * The single fragment form (spec 02 section 5): title required; date required and not later
 * than today; from_time and to_time required, the end after the start, the duration over 0 and
 * under 3 hours, crossing midnight allowed (an end time earlier than the start time is on the
 * next day); description and tags optional (tags comma separated, trimmed, empties dropped).
 * Date and times are on the station's clock, to the second, prefilled from the selection.
 */
import { FRAGMENT_MAX_DURATION_MS, type FragmentCreateInput } from '@antena/contract';
import { isApiError } from '../../../lib/api-error';
import { zonedDateTime } from '../matches/manual-match-form';
import { fromZonedInputs } from '../stream-time';
import type { TimeRange } from '../timeline/timeline.types';

export interface FragmentFormValues {
  title: string;
  /** 'YYYY-MM-DD' on the station's clock: the day the fragment starts. */
  date: string;
  /** 'HH:mm:ss' on the station's clock. */
  fromTime: string;
  toTime: string;
  description: string;
  /** Comma separated. */
  tags: string;
  doExternalExport: boolean;
}

export type FragmentFormField = 'title' | 'date' | 'fromTime' | 'toTime';
/** The rules a value breaks: keys of the `fragment-editor` namespace's `form.errors`. */
export type FragmentFormRule = 'required' | 'dateFuture' | 'endBeforeStart' | 'tooLong';
export type FragmentFormErrors = Partial<Record<FragmentFormField, FragmentFormRule>>;

const DAY_MS = 24 * 60 * 60_000;

/** The form's values for a selection. */
export function initialFragmentForm(selection: TimeRange, timeZone: string): FragmentFormValues {
  const from = zonedDateTime(selection.from, timeZone);
  return {
    title: '',
    date: from.date,
    fromTime: from.time,
    toTime: zonedDateTime(selection.to, timeZone).time,
    description: '',
    tags: '',
    doExternalExport: false,
  };
}

/** spec 02 section 5: comma separated, trimmed, empty dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/**
 * The range the date and times name; an end time earlier than the start time is the next day.
 * Fields still as the selection filled them keep the selection's exact millisecond (the fields
 * show whole seconds), so a fragment of an untouched selection is exactly that selection.
 */
export function fragmentRange(
  values: Pick<FragmentFormValues, 'date' | 'fromTime' | 'toTime'>,
  timeZone: string,
  selection?: TimeRange,
): TimeRange | null {
  const from = fromZonedInputs(values.date, values.fromTime, timeZone);
  let to = fromZonedInputs(values.date, values.toTime, timeZone);
  if (from === null || to === null) return null;
  if (values.toTime < values.fromTime)
    to = fromZonedInputs(nextDay(values.date), values.toTime, timeZone) ?? to + DAY_MS;
  if (!selection) return { from, to };
  const prefilled = initialFragmentForm(selection, timeZone);
  const sameStart = values.date === prefilled.date && values.fromTime === prefilled.fromTime;
  const sameEnd = sameStart && values.toTime === prefilled.toTime;
  return { from: sameStart ? selection.from : from, to: sameEnd ? selection.to : to };
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
}

/** The rule each field breaks; `now` decides today on the station's clock. */
export function validateFragmentForm(values: FragmentFormValues, timeZone: string, now: number): FragmentFormErrors {
  const errors: FragmentFormErrors = {};
  if (!values.title.trim()) errors.title = 'required';
  if (!values.date) errors.date = 'required';
  else if (values.date > zonedDateTime(now, timeZone).date) errors.date = 'dateFuture';
  if (!values.fromTime) errors.fromTime = 'required';
  if (!values.toTime) errors.toTime = 'required';
  if (errors.date || errors.fromTime || errors.toTime) return errors;
  const range = fragmentRange(values, timeZone);
  if (!range) return { ...errors, date: 'required' };
  const duration = range.to - range.from;
  if (duration <= 0) errors.toTime = 'endBeforeStart';
  else if (duration >= FRAGMENT_MAX_DURATION_MS) errors.toTime = 'tooLong';
  return errors;
}

/** The POST body of values that passed validateFragmentForm. */
export function fragmentBody(
  values: FragmentFormValues,
  timeZone: string,
  selection: TimeRange,
  stationId: string,
): FragmentCreateInput {
  const { from, to } = fragmentRange(values, timeZone, selection)!;
  return {
    type: 'DEFAULT_FRAGMENT',
    stationId,
    title: values.title.trim(),
    description: values.description.trim() || null,
    tags: parseTags(values.tags),
    doExternalExport: values.doExternalExport,
    from,
    to,
  };
}

/** What a 400's details name in the form (a range outside the recording: its start or end). */
const SERVER_FIELDS: Record<string, FragmentFormField> = {
  'body.title': 'title',
  'body.from': 'fromTime',
  'body.to': 'toTime',
};

/** The fields a failed POST names: marked in the form, which tells the error code's text once above them. */
export function serverFields(error: unknown): FragmentFormField[] {
  if (!isApiError(error)) return [];
  return (error.details ?? []).flatMap((detail) => SERVER_FIELDS[detail.path] ?? []);
}
