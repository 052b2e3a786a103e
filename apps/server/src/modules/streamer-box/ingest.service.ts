/**
 * The StreamerBox segment ingest (issue 21): a device uploads the segments of the station it
 * feeds, live or backfilled after a link outage, each with its true times, and they are
 * registered exactly as the recorder registers its own (segment-registry.ts), so the timeline,
 * the gaps, the waveform job and the status know no difference. The body streams to a private
 * temporary folder, never into memory, and the folder is removed whatever the answer.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { INGEST_MAX_SEGMENT_BYTES, type IngestSegmentResult, type StationFormat } from '@antena/contract';
import { MediaCommandError, probeAs, probeUntrusted, UntrustedMediaError, type ProbeResult } from '@antena/media';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Context } from '../../context';
import type { Db } from '../../db';
import { segments, stations } from '../../db/schema';
import type { DeviceRecord } from '../../http/device-auth';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { registerSegment } from '../segments/segment-registry';

/** What the device must send for each station format. */
export const INGEST_CONTENT_TYPES: Record<StationFormat, string> = {
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  mpegts: 'video/mp2t',
};
/**
 * The demuxer that reads each format. A segment must be detected as its station's container
 * (ffmpeg's later reads of segments, through concat lists, detect it again) and is then read
 * as that container only: a playlist sent as a segment would have ffmpeg read other stations'
 * recordings into this one (`probeUntrusted`).
 */
const DEMUXERS: Record<StationFormat, string> = { mp3: 'mp3', aac: 'aac', mpegts: 'mpegts' };

/**
 * How far a segment's end may lie ahead of the server's clock. A device whose clock runs fast
 * (no NTP after a power cut) would otherwise put the station's audio in the future, where it
 * would stand in for what really airs then.
 */
const INGEST_MAX_CLOCK_AHEAD_MS = 60_000;

/**
 * How far before the device's creation, or the backfill age, a segment may start: a clock a
 * little behind the server's, and the segment that was being recorded when the limit passed.
 */
const INGEST_PAST_SLACK_MS = 5 * 60_000;

/** Where uploads are received, under DATA_DIR (ingest-leftovers.ts sweeps what a crash left). */
export const INGEST_TMP_DIR = 'tmp';

/** The gap reason of a hole between two uploads (a segment the device never delivered). */
export const DEVICE_GAP_REASON = 'device link interrupted';

export interface IngestUpload {
  startTs: number;
  endTs: number;
  /** The Content-Type header as sent. */
  contentType: string | undefined;
  /** The Content-Length header as sent (absent for a chunked body). */
  contentLength: string | undefined;
  /** The raw body; undefined when the request had none. */
  body: Readable | undefined;
}

type DeviceStation = { id: string; format: StationFormat };

/** The station whose featuresConfig.streamerBox.deviceId names this device, within its client. */
export async function findDeviceStation(db: Db, device: DeviceRecord): Promise<DeviceStation | null> {
  const [station] = await db
    .select({ id: stations.id, format: stations.format })
    .from(stations)
    .where(
      and(
        eq(stations.clientId, device.clientId),
        sql`${stations.featuresConfig} -> 'streamerBox' ->> 'deviceId' = ${device.id}`,
      ),
    )
    // One station a device, as the link sets it; the oldest wins should two ever name it.
    .orderBy(asc(stations.createdAt), asc(stations.id))
    .limit(1);
  return station ?? null;
}

const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() || undefined;

const payloadTooLarge = (maxBytes: number) =>
  new HttpError(413, 'ERR_PAYLOAD_TOO_LARGE', `A segment is at most ${maxBytes} bytes`);

const unreadable = (reason: string) =>
  new HttpError(400, 'ERR_DEVICE_SEGMENT_UNREADABLE', `The segment cannot be read: ${reason}`, [
    { path: 'body', message: reason },
  ]);

export async function ingestSegment(
  ctx: Context,
  device: DeviceRecord,
  upload: IngestUpload,
): Promise<IngestSegmentResult> {
  const maxBytes = INGEST_MAX_SEGMENT_BYTES;
  const ahead = upload.endTs - Date.now();
  if (ahead > INGEST_MAX_CLOCK_AHEAD_MS) {
    throw badRequest('Invalid query: endTs', [
      {
        path: 'endTs',
        message: `Is ${Math.round(ahead / 1000)} s ahead of the server's clock: set the device's clock (NTP)`,
      },
    ]);
  }
  checkNotTooOld(upload.startTs, device, ctx.config.STREAMER_BOX_BACKFILL_MAX_HOURS);
  const station = await findDeviceStation(ctx.db, device);
  if (!station) throw conflict('ERR_DEVICE_NO_STATION', 'This device feeds no station: link it to a station first');

  const expected = INGEST_CONTENT_TYPES[station.format];
  const given = mediaType(upload.contentType);
  if (given !== expected) {
    throw badRequest('Invalid header: content-type', [
      {
        path: 'headers.content-type',
        message: `Must be ${expected} for this ${station.format} station${given ? `, not ${given}` : ''}`,
      },
    ]);
  }
  if (Number(upload.contentLength) > maxBytes) throw payloadTooLarge(maxBytes);

  // A retry whose first answer was lost: the segment is already on the timeline, and its stored
  // file is left as it is (the body is drained by the HTTP server, not written anywhere).
  const existing = await segmentAt(ctx.db, station.id, upload.startTs);
  if (existing) return { segmentId: existing, stationId: station.id, duplicate: true };

  if (!upload.body) throw unreadable('the body is empty');
  const tmpRoot = path.join(ctx.config.dataDir, INGEST_TMP_DIR);
  await mkdir(tmpRoot, { recursive: true });
  const dir = await mkdtemp(path.join(tmpRoot, 'ingest-'));
  try {
    const file = path.join(dir, `segment.${station.format === 'mpegts' ? 'ts' : station.format}`);
    if (!(await receiveBody(upload.body, file, maxBytes))) throw payloadTooLarge(maxBytes);
    await checkSegment(file, station.format);
    const registered = await registerSegment(
      ctx,
      { stationId: station.id, file, startTs: upload.startTs, endTs: upload.endTs, format: station.format },
      DEVICE_GAP_REASON,
    );
    return { segmentId: registered.id, stationId: station.id, duplicate: !registered.created };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A device delivers what it recorded: nothing before its token existed, and what it kept through
 * an outage only up to the backfill age (its outbox holds days, not years). A segment dated in
 * 1970 would sit among a station's recordings where no one looks, or fill a past day with audio.
 */
function checkNotTooOld(startTs: number, device: DeviceRecord, backfillMaxHours: number): void {
  const backfillFrom = Date.now() - backfillMaxHours * 3_600_000;
  const earliest = Math.max(device.createdAt.getTime(), backfillFrom) - INGEST_PAST_SLACK_MS;
  if (startTs >= earliest) return;
  const message =
    earliest + INGEST_PAST_SLACK_MS === backfillFrom
      ? `Is older than the ${backfillMaxHours} hours a device may deliver late (STREAMER_BOX_BACKFILL_MAX_HOURS)`
      : "Is before this device was created: set the device's clock (NTP)";
  throw badRequest('Invalid query: startTs', [{ path: 'startTs', message }]);
}

async function segmentAt(db: Db, stationId: string, startTs: number): Promise<string | null> {
  const [row] = await db
    .select({ id: segments.id })
    .from(segments)
    .where(and(eq(segments.stationId, stationId), eq(segments.startTs, startTs)));
  return row?.id ?? null;
}

/**
 * Writes the body to `file`, up to `maxBytes`; false when it was longer. The rest of a body too
 * long is read and dropped rather than the connection cut, so the device gets its 413.
 */
async function receiveBody(body: Readable, file: string, maxBytes: number): Promise<boolean> {
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, bytes > maxBytes ? undefined : chunk);
    },
  });
  try {
    await pipeline(body, limit, createWriteStream(file));
  } catch (error) {
    // The device lost its link mid-upload: its caller's doing, not a server failure (it keeps
    // the file and sends it again); a disk error still is one.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw badRequest('The upload ended before its body was complete');
    }
    throw error;
  }
  return bytes <= maxBytes;
}

/** ffprobe must read the station's container with an audio stream and some duration in it. */
async function checkSegment(file: string, format: StationFormat): Promise<void> {
  let facts: ProbeResult;
  try {
    const detected = await probeUntrusted(file, 'audio');
    if (detected.demuxer !== DEMUXERS[format]) throw new UntrustedMediaError(`not ${format} audio`);
    // Read again as that container: a pipe cannot tell the duration of raw AAC.
    facts = await probeAs(file, DEMUXERS[format]);
  } catch (error) {
    if (error instanceof MediaCommandError || error instanceof UntrustedMediaError)
      throw unreadable(`not a ${format} file`);
    throw error;
  }
  if (!facts.streams.some((stream) => stream.codecType === 'audio')) throw unreadable(`not a ${format} file`);
  if (!facts.durationSeconds) throw unreadable('it holds no media');
}
