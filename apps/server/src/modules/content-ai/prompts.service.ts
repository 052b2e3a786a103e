/**
 * A station's content-AI prompts (issue 35, spec 02 section 7): the saved list in its order, or
 * the built-in prompts until one is saved. Reached through the station's access like every
 * station setting: another client's station is not found.
 */
import type { Prompt, StationContentConfig } from '@antena/contract';
import { eq } from 'drizzle-orm';
import { findReachableStation, type AccessUser } from '../../access/station-access';
import type { Context } from '../../context';
import { contentAiStationConfigs, stations } from '../../db/schema';
import { builtInPrompts } from './built-in-prompts';

type Row = typeof contentAiStationConfigs.$inferSelect;

const configOf = (stationId: string, language: string, row: Row | undefined): StationContentConfig =>
  row
    ? { stationId, prompts: row.prompts, builtIn: false, updatedAt: row.updatedAt.toISOString() }
    : { stationId, prompts: builtInPrompts(language), builtIn: true, updatedAt: null };

async function savedRow(ctx: Pick<Context, 'db'>, stationId: string): Promise<Row | undefined> {
  const [row] = await ctx.db
    .select()
    .from(contentAiStationConfigs)
    .where(eq(contentAiStationConfigs.stationId, stationId))
    .limit(1);
  return row;
}

export async function stationContentConfig(
  ctx: Pick<Context, 'db'>,
  user: AccessUser,
  stationIdOrSlug: string,
): Promise<StationContentConfig> {
  const station = await findReachableStation(ctx.db, user, stationIdOrSlug);
  return configOf(station.id, station.language, await savedRow(ctx, station.id));
}

/** Replaces the list (ids already filled and unique: the contract's transform and refinement). */
export async function saveStationContentConfig(
  ctx: Pick<Context, 'db'>,
  user: AccessUser,
  stationIdOrSlug: string,
  prompts: Prompt[],
): Promise<StationContentConfig> {
  const station = await findReachableStation(ctx.db, user, stationIdOrSlug);
  const [row] = await ctx.db
    .insert(contentAiStationConfigs)
    .values({ stationId: station.id, prompts })
    .onConflictDoUpdate({ target: contentAiStationConfigs.stationId, set: { prompts, updatedAt: new Date() } })
    .returning();
  return configOf(station.id, station.language, row);
}

/** The station's prompt of that id (saved, or built-in while none is saved), or null. */
export async function promptOf(ctx: Pick<Context, 'db'>, stationId: string, promptId: string): Promise<Prompt | null> {
  const row = await savedRow(ctx, stationId);
  if (row) return row.prompts.find((prompt) => prompt.id === promptId) ?? null;
  const [station] = await ctx.db
    .select({ language: stations.language })
    .from(stations)
    .where(eq(stations.id, stationId))
    .limit(1);
  return builtInPrompts(station?.language).find((prompt) => prompt.id === promptId) ?? null;
}
