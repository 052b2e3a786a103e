/** Stations as platform administration reads and writes them: every field, the source included. */
import { DEMO_STREAM_SOURCES, type CaptureFailure, type PlatformStation } from '@antena/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { StationRow } from '../../access/station-access';
import type { Db } from '../../db';
import { stationGroups, stationStorage, stations } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import {
  addressKind,
  checkHost,
  OutboundAddressError,
  outboundPolicy,
  type OutboundPolicy,
} from '../../http/outbound-address';
import type { Config } from '../../config';
import { captureFailures } from '../station-status/station-status.service';
import { selectStationRows, toStationDto, type StationWithRelations } from '../stations/station-dto';

/** The Station of the contract plus its source and storage, which only platform administration sees. */
const toPlatformStation = (
  row: StationWithRelations,
  storageBytes: number,
  captureFailure: CaptureFailure | null,
): PlatformStation => ({
  ...toStationDto(row),
  streamUrl: row.station.streamUrl,
  storageBytes,
  captureFailure,
});

/** Bytes of recordings and what was derived from them, per station (kept by a trigger). */
async function storageByStation(db: Db, stationIds: string[]): Promise<Map<string, number>> {
  if (stationIds.length === 0) return new Map();
  const rows = await db.select().from(stationStorage).where(inArray(stationStorage.stationId, stationIds));
  return new Map(rows.map((row) => [row.stationId, row.bytes]));
}

async function selectPlatformStations(db: Db, where: SQL): Promise<PlatformStation[]> {
  const rows = await selectStationRows(db, where);
  const ids = rows.map((row) => row.station.id);
  const storage = await storageByStation(db, ids);
  const failures = await captureFailures(db, ids);
  return rows.map((row) =>
    toPlatformStation(row, storage.get(row.station.id) ?? 0, failures.get(row.station.id) ?? null),
  );
}

export const listClientStations = (db: Db, clientId: string) =>
  selectPlatformStations(db, eq(stations.clientId, clientId));

export async function findPlatformStation(db: Db, stationId: string): Promise<PlatformStation> {
  const [station] = await selectPlatformStations(db, eq(stations.id, stationId));
  if (!station) throw notFound('Station not found');
  return station;
}

export async function requireStation(db: Db, stationId: string): Promise<StationRow> {
  const [row] = await db.select().from(stations).where(eq(stations.id, stationId));
  if (!row) throw notFound('Station not found');
  return row;
}

/** A station may only be in a station group of its own client. */
export async function checkStationGroup(db: Db, stationGroupId: string | null, clientId: string): Promise<void> {
  if (!stationGroupId) return;
  const [group] = await db
    .select({ id: stationGroups.id })
    .from(stationGroups)
    .where(and(eq(stationGroups.id, stationGroupId), eq(stationGroups.clientId, clientId)));
  if (!group) {
    throw badRequest('Invalid body: body.stationGroupId', [
      { path: 'body.stationGroupId', message: 'No station group of this client has this id' },
    ]);
  }
}

/** What the audit log keeps of a station. */
export const stationSnapshot = (station: StationRow) => ({
  id: station.id,
  name: station.name,
  slug: station.slug,
  logoUrl: station.logoUrl,
  timezone: station.timezone,
  language: station.language,
  format: station.format,
  streamUrl: station.streamUrl,
  featuresConfig: station.featuresConfig,
  stationGroupId: station.stationGroupId,
});

/**
 * The host ffmpeg connects to for a stream URL, split as ffmpeg splits it (libavformat's
 * av_url_split): after `scheme://`, up to the first `/`, `?` or `#`, after the last `@` in that
 * span, without the port. WHATWG URL parsing differs (`http://a.example\@127.0.0.1/` is host
 * a.example there, 127.0.0.1 to ffmpeg), and ffmpeg is what connects.
 */
export function ffmpegHost(streamUrl: string): string {
  const afterScheme = streamUrl.slice(streamUrl.indexOf(':') + 1).replace(/^\/{0,2}/, '');
  const authority = afterScheme.slice(0, afterScheme.search(/[/?#]|$/));
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (host.startsWith('[')) return host.slice(1, Math.max(host.indexOf(']'), 1));
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/**
 * URL options of ffmpeg's UDP and SRT protocols (the ones that read options from the URL) that
 * bind one of this server's ports rather than only connect out.
 */
const LISTENING_OPTIONS =
  /(^|[?&])(listen|localport|localaddr|localip|reuse|reuse_socket|connect)(=|&|$)|(^|[?&])mode=(listener|rendezvous)(&|$)/i;

/**
 * Why a station's stream URL is refused, or null. ffmpeg reads it from this server's network,
 * so whoever sets it must not reach what only that network reaches: its host must not be (or
 * resolve to) a loopback, private, link-local, metadata or reserved address unless the operator
 * allows it (OUTBOUND_ALLOW_PRIVATE, OUTBOUND_ALLOWED_NETWORKS). A UDP source, or a UDP or SRT
 * URL with options that make ffmpeg listen (`?localport=`, `?mode=listener`), binds a port of
 * this server: its errors would tell which ports are taken, so it needs OUTBOUND_ALLOW_PRIVATE,
 * except a UDP multicast group (ffmpeg joins it sharing the port). The demo stations' generated
 * sources pass. A name is checked as it resolves now; ffmpeg resolves it again when it connects.
 */
export async function streamUrlProblem(streamUrl: string, policy: OutboundPolicy): Promise<string | null> {
  if ((Object.values(DEMO_STREAM_SOURCES) as string[]).includes(streamUrl)) return null;
  const scheme = streamUrl.slice(0, streamUrl.indexOf(':')).toLowerCase();
  const host = ffmpegHost(streamUrl);
  const query = streamUrl.includes('?') ? streamUrl.slice(streamUrl.indexOf('?') + 1).split('#')[0]! : '';
  const multicast = scheme === 'udp' && addressKind(host) === 'reserved' && /^(2(2[4-9]|3\d)\.|ff)/i.test(host);
  const listens =
    ((scheme === 'udp' || scheme === 'srt') && LISTENING_OPTIONS.test(query)) || (scheme === 'udp' && !multicast);
  if (listens && !policy.allowPrivate) {
    return "This URL makes ffmpeg listen on one of this server's ports, which Antena does not do unless the server's operator allows it (OUTBOUND_ALLOW_PRIVATE)";
  }
  if (multicast || (listens && !host)) return null;
  if (!host) return 'The URL must name a host';
  try {
    await checkHost(policy, host);
  } catch (error) {
    if (error instanceof OutboundAddressError) return error.message;
    throw error;
  }
  return null;
}

/** Refuses (400 on body.streamUrl) a stream URL that `streamUrlProblem` refuses. */
export async function checkStreamUrl(config: Config, streamUrl: string | null): Promise<void> {
  if (!streamUrl) return;
  const problem = await streamUrlProblem(streamUrl, outboundPolicy(config));
  if (problem) throw badRequest('Invalid body: body.streamUrl', [{ path: 'body.streamUrl', message: problem }]);
}
