/**
 * What a station's Transcriptions tab and Search screen say about the built-in engine (issue
 * 31): whether its model is there yet, and whether the station is beyond the stations it takes.
 */
import { asc, sql } from 'drizzle-orm';
import type { TranscriptionAvailability } from '@antena/contract';
import type { Context } from '../../../context';
import { stations } from '../../../db/schema';
import { engineKind } from '../engine';
import { maxLocalStations, modelStatus } from './whisper-models';

export const transcriptionEnabled = sql`${stations.featuresConfig} -> 'transcription' ->> 'enabled' = 'true'`;

/** The stations the built-in engine takes: the oldest with transcription, up to its cap. */
export async function localEngineStationIds(ctx: Pick<Context, 'db' | 'config'>): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: stations.id })
    .from(stations)
    .where(transcriptionEnabled)
    .orderBy(asc(stations.createdAt), asc(stations.id))
    .limit(maxLocalStations(ctx.config));
  return rows.map((row) => row.id);
}

export async function transcriptionAvailability(
  ctx: Pick<Context, 'db' | 'config'>,
  stationId: string,
  enabled: boolean,
): Promise<TranscriptionAvailability> {
  const engine = engineKind(ctx.config);
  if (engine !== 'whisper-local' || !enabled) return { enabled, engine };
  const model = (await modelStatus(ctx.config)).state;
  const overCapacity = !(await localEngineStationIds(ctx)).includes(stationId);
  return { enabled, engine, model, overCapacity };
}
