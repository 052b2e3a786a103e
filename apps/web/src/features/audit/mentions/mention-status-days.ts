/**
 * Which station days the mentions' schedule status is asked for. The status call answers one day
 * (spec 03 section 7: schedule-status for mentions takes a date), and a day's detection runs once
 * its transcription is complete, so today has no results yet (spec 03 section 5: 'Resultados no
 * disponibles. El procesamiento de datos se hace al finalizar el día.').
 */
import type { DayRange } from '../audit-range';

/** At most a month of days, one call each: a longer range shows its latest month. */
export const MENTION_STATUS_MAX_DAYS = 31;

const shift = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export interface MentionStatusDays {
  /** The days before today in the range, newest first, at most MENTION_STATUS_MAX_DAYS. */
  days: string[];
  /** The range reaches today, whose results are not available yet. */
  includesToday: boolean;
  /** The range held more past days than are asked for. */
  capped: boolean;
}

export function mentionStatusDays(range: DayRange, today: string): MentionStatusDays {
  const includesToday = range.to >= today;
  const last = includesToday ? shift(today, -1) : range.to;
  const days: string[] = [];
  for (let day = last; day >= range.from && days.length <= MENTION_STATUS_MAX_DAYS; day = shift(day, -1))
    days.push(day);
  const capped = days.length > MENTION_STATUS_MAX_DAYS;
  return { days: days.slice(0, MENTION_STATUS_MAX_DAYS), includesToday, capped };
}
