/**
 * The recorder role: every LEASE_TICK_MS it renews and claims station leases, starts a capture
 * for each station it holds, restarts one whose source changed, and stops those it lost. Its
 * spool delivery outlives the captures: segments held back by an outage of the store or the
 * database are delivered when they answer again, whether or not this recorder still holds the
 * station, and a crashed recorder's leftovers on this host are delivered at start.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Context } from '../context';
import { existingDemoTalkTrack } from '../seed/demo-talk';
import type { ClassifiedFailure } from './capture-failure';
import { claimLeases, releaseLeases, reportCaptureFailure, type LeasedStation } from './leases';
import { SpoolDelivery } from './spool-delivery';
import { StationCapture } from './station-capture';

/**
 * A dead recorder's stations are claimed by another within LEASE_SECONDS + one tick (25 s): the
 * hole a recorder's death leaves stays under the 30 s operations expect (issue 32); a live one
 * renews four times per lease, so a slow round or two never loses a station.
 */
const LEASE_SECONDS = 20;
const LEASE_TICK_MS = 5_000;

export interface Recorder {
  readonly id: string;
  /** Stations captured now. */
  stations(): string[];
  /** Runs one lease round now (tests, start-up). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

const sameSource = (a: LeasedStation, b: LeasedStation) => a.streamUrl === b.streamUrl && a.format === b.format;

export async function startRecorder(ctx: Context, options: { tickMs?: number } = {}): Promise<Recorder> {
  const id = ctx.config.RECORDER_ID ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const captures = new Map<string, StationCapture>();
  const spool = new SpoolDelivery({
    spoolDir: ctx.config.spoolDir,
    ctx,
    log: ctx.log,
    maxAgeMs: ctx.config.STREAMER_BOX_BACKFILL_MAX_HOURS * 3_600_000,
  });
  const captureOptions = {
    spoolDir: ctx.config.spoolDir,
    spool,
    segmentSeconds: ctx.config.SEGMENT_SECONDS,
    demoTalkTrack: () => existingDemoTalkTrack(ctx.config.dataDir),
    ctx,
    log: ctx.log,
    onFailure: (stationId: string, failure: ClassifiedFailure | null) => {
      reportCaptureFailure(ctx.db, id, stationId, failure).catch((error: unknown) =>
        ctx.log.error({ err: error, stationId }, 'capture failure not recorded'),
      );
    },
  };
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;

  async function tick(): Promise<void> {
    const leased = await claimLeases(ctx.db, id, LEASE_SECONDS, ctx.config.RECORDER_MAX_STATIONS);
    if (stopping) return;
    const held = new Map(leased.map((station) => [station.stationId, station]));
    for (const [stationId, capture] of captures) {
      const station = held.get(stationId);
      if (station && sameSource(station, capture.station)) continue;
      captures.delete(stationId);
      await capture.stop();
    }
    for (const station of leased) {
      if (captures.has(station.stationId)) continue;
      const capture = new StationCapture(station, captureOptions);
      captures.set(station.stationId, capture);
      capture.start();
      ctx.log.info({ stationId: station.stationId, recorderId: id }, 'capture started');
    }
  }

  const loop = async () => {
    try {
      await tick();
    } catch (error) {
      ctx.log.error({ err: error }, 'recorder lease round failed');
    }
    if (!stopping) timer = setTimeout(() => void loop(), options.tickMs ?? LEASE_TICK_MS);
  };
  spool.start();
  await loop();

  return {
    id,
    stations: () => [...captures.keys()],
    tick,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await Promise.all([...captures.values()].map((capture) => capture.stop()));
      captures.clear();
      await spool.stop();
      await releaseLeases(ctx.db, id);
    },
  };
}
