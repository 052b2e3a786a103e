/**
 * What a rule's report covers (docs/aod.md): its stations (the client's, checked as every
 * report), its range (the config's from and to, or the span of its orders' schedules) and the
 * clock its trigger dates are read on (clients have no timezone: the rule's first station's).
 */
import { ORDER_CUSTOM_FIELD, zonedDay } from '@antena/contract';
import type { Db } from '../../db';
import type { StationRow } from '../../access/station-access';
import { orderParams } from '../reports/gip/gip-choices';
import { reportStations } from '../reports/report-stations';
import { withinTimeBounds } from '../reports/time-bounds';
import { clientAccessUser } from './aod-access';
import type { AodRuleRow } from './aod-rules.service';
import type { CampaignRange } from './trigger-dates';

type RuleScope = Pick<AodRuleRow, 'clientId' | 'reportConfig'>;

export const ruleStations = (db: Db, rule: RuleScope): Promise<StationRow[]> =>
  reportStations(db, clientAccessUser(rule.clientId), rule.reportConfig.stationsIds);

/** The orders a rule names: its `orders` and its numorden custom field. */
export function ruleOrders(config: RuleScope['reportConfig']): string[] {
  const field = config.customFields?.[ORDER_CUSTOM_FIELD]?.trim();
  return [...new Set([...(config.orders ?? []), ...(field ? [field] : [])])];
}

/** null: its orders have no schedule on its stations (yet). Within the contract's time bounds. */
export async function campaignOf(
  db: Db,
  stations: readonly StationRow[],
  config: RuleScope['reportConfig'],
): Promise<CampaignRange | null> {
  const campaign = await campaignRange(db, stations, config);
  return campaign && withinTimeBounds(campaign);
}

async function campaignRange(
  db: Db,
  stations: readonly StationRow[],
  config: RuleScope['reportConfig'],
): Promise<CampaignRange | null> {
  if (config.from !== undefined && config.to !== undefined) return { from: config.from, to: config.to };
  let campaign: CampaignRange | null = null;
  for (const orderId of ruleOrders(config)) {
    const range = (await orderParams(db, stations, orderId)).schedulesRange;
    if (!range) continue;
    campaign = campaign
      ? { from: Math.min(campaign.from, range.from), to: Math.max(campaign.to, range.to) }
      : { ...range };
  }
  return campaign;
}

/** The rule's first station's timezone (the first it names, else the first by name). */
export function ruleTimezone(stations: readonly StationRow[], config: RuleScope['reportConfig']): string | null {
  const first = config.stationsIds?.[0];
  return (stations.find((station) => station.id === first) ?? stations[0])?.timezone ?? null;
}

/**
 * The range a run's report covers: the config's, or the whole days (on the station's clock) of
 * its orders' first and last schedules, so an airing late within its tolerance still counts and an
 * order of one schedule is a range.
 */
export function reportRange(
  campaign: CampaignRange,
  config: RuleScope['reportConfig'],
  timeZone: string,
): CampaignRange {
  if (config.from !== undefined && config.to !== undefined) return campaign;
  return { from: zonedDay(timeZone, campaign.from).from, to: zonedDay(timeZone, campaign.to).to };
}
