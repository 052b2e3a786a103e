/**
 * The manual audio match form (spec 02 section 5): audio required; datetime required and not in
 * the future; score a number 0 to 100 (default 100); played duration a number, filled from the
 * audio with 'use audio duration'. The datetime is entered on the station's clock to the second;
 * the played duration in seconds (the API takes ms).
 */
import { stationDateTime, type ManualMatchInput } from '@antena/contract';
import { isApiError } from '../../../lib/api-error';
import { fromZonedInputs } from '../stream-time';

export interface ManualMatchValues {
  audioId: string | null;
  /** 'YYYY-MM-DD' on the station's clock. */
  date: string;
  /** 'HH:mm:ss' on the station's clock. */
  time: string;
  score: number | string;
  /** Seconds. */
  playedSeconds: number | string;
  useAudioDuration: boolean;
}

/** The form's fields that carry an error; `datetime` stands for the date and time together. */
export type ManualMatchField = 'audioId' | 'datetime' | 'score' | 'playedSeconds';
/** The rules a value breaks: keys of the namespace's `dialog.errors`. */
export type ManualMatchRule =
  'audioRequired' | 'audioUnknown' | 'datetimeRequired' | 'future' | 'score' | 'playedDuration';
export type ManualMatchErrors = Partial<Record<ManualMatchField, ManualMatchRule>>;

/** The contract's bound on a played duration (manualMatchSchema). */
const MAX_PLAYED_SECONDS = 24 * 60 * 60;

/** The date and time fields of `ts` on the station's clock, to the second. */
export const zonedDateTime = (ts: number, timeZone: string): { date: string; time: string } =>
  stationDateTime(timeZone, ts);

export function initialManualMatch(at: number, timeZone: string): ManualMatchValues {
  return {
    audioId: null,
    ...zonedDateTime(at, timeZone),
    score: 100,
    playedSeconds: '',
    useAudioDuration: false,
  };
}

const asNumber = (value: number | string): number | null =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value);

/** The rule each field breaks. */
export function validateManualMatch(values: ManualMatchValues, timeZone: string, now: number): ManualMatchErrors {
  const errors: ManualMatchErrors = {};
  if (!values.audioId) errors.audioId = 'audioRequired';
  const datetime = fromZonedInputs(values.date, values.time, timeZone);
  if (datetime === null) errors.datetime = 'datetimeRequired';
  else if (datetime > now) errors.datetime = 'future';
  const score = asNumber(values.score);
  if (score === null || !Number.isFinite(score) || score < 0 || score > 100) errors.score = 'score';
  const played = asNumber(values.playedSeconds);
  if (played === null || !Number.isFinite(played) || Math.round(played * 1000) < 1 || played > MAX_PLAYED_SECONDS)
    errors.playedSeconds = 'playedDuration';
  return errors;
}

/** The POST body of values that passed validateManualMatch. */
export function manualMatchBody(values: ManualMatchValues, timeZone: string): ManualMatchInput {
  return {
    audioId: values.audioId!,
    datetime: fromZonedInputs(values.date, values.time, timeZone)!,
    score: Number(values.score),
    playedDuration: Math.round(Number(values.playedSeconds) * 1000),
  };
}

/** What a 400 on each path means here (create-manual: a future moment, an audio not of the station). */
const SERVER_FIELDS: Record<string, [ManualMatchField, ManualMatchRule]> = {
  'body.audioId': ['audioId', 'audioUnknown'],
  'body.datetime': ['datetime', 'future'],
  'body.score': ['score', 'score'],
  'body.playedDuration': ['playedSeconds', 'playedDuration'],
};

/** The fields a 400's details name, each with the rule to tell: the form's words, never the server's. */
export function serverFieldErrors(error: unknown): ManualMatchErrors {
  if (!isApiError(error) || error.status !== 400) return {};
  const known = (error.details ?? []).map((detail) => SERVER_FIELDS[detail.path]).filter((entry) => !!entry);
  return Object.fromEntries(known);
}
