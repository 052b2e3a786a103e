/**
 * A station's fragment services (`/station-config`): its external target. The S3 secret is
 * write-only: answers say whether one is set, and an update that leaves it out keeps it.
 */
import type { StationConfig, StationConfigUpdate } from '@antena/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { stationExternalTargets, type StoredExternalTarget } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { folderProblem, KeyPatternError, normalizeFolder, renderKey, SAMPLE_KEY_VALUES } from './external-target';

type Reader = Pick<Db, 'select'>;
const TARGET_PATH = 'body.externalExport.target';

/** A stored target as answers show it: never the secret. */
export function publicTarget(target: StoredExternalTarget | null): StationConfig['externalExport']['target'] {
  if (!target) return null;
  if (target.type === 'FOLDER') return { type: 'FOLDER', folder: target.folder, keyPattern: target.keyPattern };
  const { secretAccessKey, ...rest } = target;
  return { ...rest, secretAccessKeySet: secretAccessKey.length > 0 };
}

export const toStationConfig = (stationId: string, target: StoredExternalTarget | null): StationConfig => ({
  stationId,
  externalExport: { enabled: target !== null, target: publicTarget(target) },
});

export async function storedTarget(db: Reader, stationId: string): Promise<StoredExternalTarget | null> {
  const [row] = await db
    .select({ target: stationExternalTargets.target })
    .from(stationExternalTargets)
    .where(eq(stationExternalTargets.stationId, stationId));
  return row?.target ?? null;
}

export async function stationConfigs(db: Reader, stationIds: string[]): Promise<StationConfig[]> {
  if (stationIds.length === 0) return [];
  const rows = await db
    .select()
    .from(stationExternalTargets)
    .where(inArray(stationExternalTargets.stationId, stationIds));
  const byStation = new Map(rows.map((row) => [row.stationId, row.target]));
  return stationIds.map((id) => toStationConfig(id, byStation.get(id) ?? null));
}

/**
 * The target to store from an update: its folder checked against the export root, its pattern
 * rendered once with sample values, and an S3 secret left out replaced by the stored one.
 */
export async function targetToStore(
  input: StationConfigUpdate['externalExport']['target'],
  previous: StoredExternalTarget | null,
  root: string,
): Promise<StoredExternalTarget | null> {
  if (!input) return null;
  try {
    renderKey(input.keyPattern.trim(), SAMPLE_KEY_VALUES);
  } catch (error) {
    if (!(error instanceof KeyPatternError)) throw error;
    throw badRequest(error.message, [{ path: `${TARGET_PATH}.keyPattern`, message: error.message }]);
  }
  if (input.type === 'FOLDER') {
    const problem = await folderProblem(root, input.folder.trim());
    if (problem) throw badRequest(problem, [{ path: `${TARGET_PATH}.folder`, message: problem }]);
    return { type: 'FOLDER', folder: normalizeFolder(input.folder.trim()), keyPattern: input.keyPattern.trim() };
  }
  const secretAccessKey = input.secretAccessKey || (previous?.type === 'S3' ? previous.secretAccessKey : '');
  if (!secretAccessKey) {
    throw badRequest('Required', [{ path: `${TARGET_PATH}.secretAccessKey`, message: 'Required' }]);
  }
  return {
    type: 'S3',
    endpoint: input.endpoint.trim(),
    region: input.region.trim(),
    bucket: input.bucket.trim(),
    accessKeyId: input.accessKeyId.trim(),
    secretAccessKey,
    forcePathStyle: input.forcePathStyle ?? true,
    keyPattern: input.keyPattern.trim(),
  };
}
