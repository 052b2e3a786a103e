/**
 * The manual live mention form (spec 02 section 5): datetime required and not in the future;
 * 'custom' needs a name (and may carry a description); 'schedules' needs one of the mention
 * schedules of the datetime's station day, whose title and script become the name and the
 * description, and whose id is sent. The datetime is entered on the station's clock to the second.
 */
import type { ManualLiveMentionInput, Schedule } from '@antena/contract';
import { fromZonedInputs } from '../logger-stream/stream-time';
import { zonedDateTime } from '../logger-stream/matches/manual-match-form';

export type ManualMentionSource = 'schedules' | 'custom';

export interface ManualMentionValues {
  source: ManualMentionSource;
  /** 'YYYY-MM-DD' on the station's clock. */
  date: string;
  /** 'HH:mm:ss' on the station's clock. */
  time: string;
  scheduleId: string | null;
  name: string;
  description: string;
}

export type ManualMentionField = 'datetime' | 'scheduleId' | 'name';
/** The rules a value breaks: keys of the namespace's `dialog.errors`. */
export type ManualMentionRule = 'datetimeRequired' | 'future' | 'scheduleRequired' | 'nameRequired';
export type ManualMentionErrors = Partial<Record<ManualMentionField, ManualMentionRule>>;

export function initialManualMention(at: number, timeZone: string): ManualMentionValues {
  return { source: 'custom', ...zonedDateTime(at, timeZone), scheduleId: null, name: '', description: '' };
}

/** The name a mention schedule gives a mention: its title, or its custom id when untitled. */
export const scheduleMentionName = (schedule: Pick<Schedule, 'title' | 'customId'>) =>
  schedule.title?.trim() || schedule.customId;

export function validateManualMention(values: ManualMentionValues, timeZone: string, now: number): ManualMentionErrors {
  const errors: ManualMentionErrors = {};
  const datetime = fromZonedInputs(values.date, values.time, timeZone);
  if (datetime === null) errors.datetime = 'datetimeRequired';
  else if (datetime > now) errors.datetime = 'future';
  if (values.source === 'schedules' && !values.scheduleId) errors.scheduleId = 'scheduleRequired';
  if (values.source === 'custom' && values.name.trim() === '') errors.name = 'nameRequired';
  return errors;
}

/** The POST body of values that passed validateManualMention; a schedule's texts come from it. */
export function manualMentionBody(
  values: ManualMentionValues,
  timeZone: string,
  schedule: Pick<Schedule, 'id' | 'title' | 'customId' | 'dirtyText'> | undefined,
): ManualLiveMentionInput {
  const datetime = fromZonedInputs(values.date, values.time, timeZone)!;
  if (values.source === 'schedules' && schedule)
    return {
      datetime,
      name: scheduleMentionName(schedule),
      description: schedule.dirtyText ?? '',
      scheduleId: schedule.id,
    };
  return { datetime, name: values.name.trim(), description: values.description.trim(), scheduleId: null };
}
