/**
 * A station's fragment services (`/station-config`): its external target. The S3 secret is
 * write-only: answers say whether one is set, and an update that leaves it out keeps it. The
 * target's details (folder, endpoint, bucket, key id, pattern) are answered to the station's
 * client admins and superadmins only; any other user learns that a target is set, and its type.
 */
import type { StationConfig, StationConfigUpdate } from '@antena/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import type { AccessUser } from '../../access/station-access';
import { stationExternalTargets, stations, type StoredExternalTarget } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { checkHost, OutboundAddressError, type OutboundPolicy } from '../../http/outbound-address';
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

/** Who reads a target's details: superadmins, and the admins of the station's client. */
export const seesTargetDetails = (user: AccessUser, station: { clientId: string }): boolean =>
  user.role === 'SUPERADMIN' || (user.role === 'CLIENT_ADMIN' && user.clientId === station.clientId);

export const toStationConfig = (
  stationId: string,
  target: StoredExternalTarget | null,
  details: boolean,
): StationConfig => ({
  stationId,
  externalExport: {
    enabled: target !== null,
    type: target?.type ?? null,
    target: details ? publicTarget(target) : null,
  },
});

export async function storedTarget(db: Reader, stationId: string): Promise<StoredExternalTarget | null> {
  const [row] = await db
    .select({ target: stationExternalTargets.target })
    .from(stationExternalTargets)
    .where(eq(stationExternalTargets.stationId, stationId));
  return row?.target ?? null;
}

/** A station's target and the station's client, whose root a FOLDER target lies under. */
export async function targetOfStation(
  db: Reader,
  stationId: string,
): Promise<{ target: StoredExternalTarget; clientId: string } | null> {
  const [row] = await db
    .select({ target: stationExternalTargets.target, clientId: stations.clientId })
    .from(stationExternalTargets)
    .innerJoin(stations, eq(stations.id, stationExternalTargets.stationId))
    .where(eq(stationExternalTargets.stationId, stationId));
  return row ?? null;
}

export async function stationConfigs(
  db: Reader,
  user: AccessUser,
  reachable: { id: string; clientId: string }[],
): Promise<StationConfig[]> {
  if (reachable.length === 0) return [];
  const rows = await db
    .select()
    .from(stationExternalTargets)
    .where(
      inArray(
        stationExternalTargets.stationId,
        reachable.map((station) => station.id),
      ),
    );
  const byStation = new Map(rows.map((row) => [row.stationId, row.target]));
  return reachable.map((station) =>
    toStationConfig(station.id, byStation.get(station.id) ?? null, seesTargetDetails(user, station)),
  );
}

/**
 * The target to store from an update: its folder checked against the client's export root, its
 * pattern rendered once with sample values, and an S3 secret left out replaced by the stored
 * one. The endpoint is checked before (`checkEndpoint`), outside the transaction: it waits on DNS.
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

/** Refuses (400 on the field) an S3 target whose endpoint `endpointProblem` refuses. */
export async function checkEndpoint(
  input: StationConfigUpdate['externalExport']['target'],
  policy: OutboundPolicy,
): Promise<void> {
  if (input?.type !== 'S3') return;
  const problem = await endpointProblem(input.endpoint.trim(), policy);
  if (problem) throw badRequest(problem, [{ path: `${TARGET_PATH}.endpoint`, message: problem }]);
}

/**
 * Why an S3 endpoint is refused, or null: it must be http(s), and its host must not be (or
 * resolve to) a loopback, private, link-local, metadata or reserved address the configuration
 * does not allow. The upload checks again when it connects: what a name resolves to may change.
 */
export async function endpointProblem(endpoint: string, policy: OutboundPolicy): Promise<string | null> {
  const url = URL.parse(endpoint);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'An http:// or https:// URL';
  try {
    await checkHost(policy, url.hostname);
  } catch (error) {
    if (error instanceof OutboundAddressError) return error.message;
    throw error;
  }
  return null;
}
