/**
 * When an AOD rule fires (spec 03 "Triggers", issue 20 point 6), as pure functions of the rule's
 * campaign and a clock. Dates are calendar dates (YYYY-MM-DD) on the client's clock (the
 * timezone of the rule's first station: clients have none), so date arithmetic never meets a
 * DST hour; only turning an instant into a date reads the zone.
 */
import { stationDay, type AodTrigger } from '@antena/contract';

const DAY_MS = 86_400_000;

/** What a rule's report covers: its range, or the schedules of its orders. Epoch ms. */
export interface CampaignRange {
  from: number;
  to: number;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => dateOf(dayNumber(date) + days);

/** 1 for Monday to 7 for Sunday (ISO). */
const isoWeekday = (date: string) => ((new Date(dayNumber(date) * DAY_MS).getUTCDay() + 6) % 7) + 1;

/**
 * The dates a rule fires on, oldest first. ORDER_END: the day after the campaign's last day (the
 * date of `to`). EOW_AND_ORDER_END also: each Monday that closes a week (Monday to Sunday) the
 * campaign ran in and ran past; the week holding the last day is closed by ORDER_END itself, so
 * a campaign ending on a Sunday fires once on the Monday after.
 */
export function triggerDates(trigger: AodTrigger, campaign: CampaignRange, timeZone: string): string[] {
  const firstDay = stationDay(timeZone, campaign.from);
  const orderEnd = addDays(stationDay(timeZone, campaign.to), 1);
  if (trigger !== 'EOW_AND_ORDER_END') return [orderEnd];
  const dates: string[] = [];
  // The first Monday after the first day: the end of the campaign's first week.
  let monday = addDays(firstDay, 8 - isoWeekday(firstDay));
  for (; monday < orderEnd; monday = addDays(monday, 7)) dates.push(monday);
  dates.push(orderEnd);
  return dates;
}

/**
 * The trigger date to fire now, if any: the latest date that has come (`today`, on the same
 * clock), after the last one fired and not before the rule was made (a rule made for a campaign
 * long over does not fire for it: "Run now" does that). Days missed while no worker ran fire
 * once, for the latest: each run computes the whole report anyway.
 */
export function dueTriggerDate(
  dates: readonly string[],
  today: string,
  lastFiredFor: string | null,
  createdOn: string,
): string | null {
  const due = dates.filter((date) => date <= today && date >= createdOn && (!lastFiredFor || date > lastFiredFor));
  return due.at(-1) ?? null;
}
