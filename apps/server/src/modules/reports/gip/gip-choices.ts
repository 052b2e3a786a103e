/**
 * The GIP form's choices (spec 03 "GIP" calls): advertisers of the stations' SPOT schedules in the
 * range, campaigns of those advertisers, versions of those campaigns, the custom fields with their
 * values, and what an order's schedules cover (docs/reports.md "Choices").
 */
import type { gipOrderParamsSchema } from '@antena/contract';
import type { z } from 'zod';
import { ORDER_CUSTOM_FIELD } from '@antena/contract';
import { and, eq, inArray, max, min, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { auditSchedules } from '../../../db/schema';
import type { StationRow } from '../../../access/station-access';
import { missingAudioCustomIds } from './gip-report';
import { notExcluded, scheduleConditions } from './report-schedules';

/** How many values of one custom field the form is offered (a field like a spot id has thousands). */
export const CUSTOM_FIELD_VALUES_CAP = 500;

type GipOrderParams = z.infer<typeof gipOrderParamsSchema>;
export type ChoiceColumn = 'advertiser' | 'campaign' | 'version';
export type ChoicesQuery = { from?: number; to?: number; advertisers?: string[]; campaigns?: string[] };

/** spec 03 section 9: the GIP form's range is three months back to now unless asked. */
export function choicesRange(query: Pick<ChoicesQuery, 'from' | 'to'>, now = Date.now()) {
  const to = query.to ?? now;
  if (query.from !== undefined) return { from: query.from, to };
  const from = new Date(to);
  from.setUTCMonth(from.getUTCMonth() - 3);
  return { from: from.getTime(), to };
}

const stationIds = (stations: readonly StationRow[]) => stations.map((station) => station.id);

/** The distinct non-empty values of `column` over the narrowed schedules, sorted. */
export async function gipChoices(
  db: Db,
  stations: readonly StationRow[],
  column: ChoiceColumn,
  query: ChoicesQuery,
): Promise<string[]> {
  if (!stations.length) return [];
  const where = scheduleConditions(
    stations,
    {
      ...choicesRange(query),
      // Each list narrows the next: campaigns by advertisers, versions by both.
      advertisers: column === 'advertiser' ? [] : (query.advertisers ?? []),
      campaigns: column === 'version' ? (query.campaigns ?? []) : [],
      versions: [],
      customIds: [],
      orders: [],
      customFields: {},
    },
    await notExcluded(db, stations),
  );
  const target = auditSchedules[column];
  const rows = await db
    .selectDistinct({ value: target })
    .from(auditSchedules)
    .where(and(where, ne(target, '')))
    .orderBy(target);
  return rows.map((row) => row.value);
}

/** The custom fields of the stations' SPOT schedules, each with its values (at most the cap), sorted. */
export async function gipCustomFields(db: Db, stations: readonly StationRow[]) {
  if (!stations.length) return [];
  const found = await db.execute<{ name: string; values: string[] }>(sql`
    select field.key as name,
      (array_agg(distinct field.value order by field.value))[1:${sql.raw(String(CUSTOM_FIELD_VALUES_CAP))}] as values
    from ${auditSchedules}, jsonb_each_text(${auditSchedules.custom}) as field
    where ${and(inArray(auditSchedules.stationId, stationIds(stations)), eq(auditSchedules.type, 'SPOT'))}
      and field.value <> ''
    group by field.key
    order by field.key`);
  return found.rows.map((row) => ({ name: row.name, values: row.values ?? [] }));
}

/**
 * What an order's SPOT schedules on the stations cover (its `order` column or its numorden custom
 * field): to prefill the form. H-aod's ORDER_END trigger uses `schedulesRange` too.
 */
export async function orderParams(db: Db, stations: readonly StationRow[], orderId: string): Promise<GipOrderParams> {
  const none: GipOrderParams = {
    stationsIds: [],
    advertisers: [],
    campaigns: [],
    versions: [],
    customIds: [],
    schedulesRange: null,
    missingAudioCustomIds: [],
  };
  if (!stations.length) return none;
  const where = and(
    inArray(auditSchedules.stationId, stationIds(stations)),
    eq(auditSchedules.type, 'SPOT'),
    or(
      eq(auditSchedules.order, orderId),
      sql`${auditSchedules.custom} @> ${JSON.stringify({ [ORDER_CUSTOM_FIELD]: orderId })}::jsonb`,
    ),
  );
  const groups = await db
    .select({
      stationId: auditSchedules.stationId,
      customId: auditSchedules.customId,
      advertiser: auditSchedules.advertiser,
      campaign: auditSchedules.campaign,
      version: auditSchedules.version,
      first: min(auditSchedules.datetime),
      last: max(auditSchedules.datetime),
    })
    .from(auditSchedules)
    .where(where)
    .groupBy(
      auditSchedules.stationId,
      auditSchedules.customId,
      auditSchedules.advertiser,
      auditSchedules.campaign,
      auditSchedules.version,
    );
  if (!groups.length) return none;
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))].sort();
  const order = new Map(stations.map((station, index) => [station.id, index]));
  return {
    stationsIds: [...new Set(groups.map((group) => group.stationId))].sort((a, b) => order.get(a)! - order.get(b)!),
    advertisers: distinct(groups.map((group) => group.advertiser)),
    campaigns: distinct(groups.map((group) => group.campaign)),
    versions: distinct(groups.map((group) => group.version)),
    customIds: distinct(groups.map((group) => group.customId)),
    schedulesRange: {
      from: Math.min(...groups.map((group) => Number(group.first))),
      to: Math.max(...groups.map((group) => Number(group.last))),
    },
    missingAudioCustomIds: await missingAudioCustomIds(db, stations, groups),
  };
}
