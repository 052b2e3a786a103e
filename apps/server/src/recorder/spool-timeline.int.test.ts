/**
 * A spooled segment delivered late takes only the time no other capture recorded, is never
 * registered twice, and shrinks the gap it lands in; one too old, or of a deleted station, is
 * dropped with a log line naming it and counted as lost (antena_segments_lost_total).
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveBinary } from '@antena/media';
import { and, asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/helpers';
import { segments, stationGaps } from '../db/schema';
import { segmentsLost } from '../observability/pipeline-metrics';
import { registerSegment } from '../modules/segments/segment-registry';
import { appendJournal, type JournalEntry } from './spool';
import { SpoolDelivery } from './spool-delivery';

describe('late spooled segments on the timeline', () => {
  let t: TestContext;
  let clientId: string;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestContext();
    clientId = (await createClient(t.db, { name: 'Radio Norte' })).id;
  });
  afterAll(async () => t.close());

  /** The station's count of lost segments for `reason`, as /metrics would show it. */
  async function lost(stationId: string, reason: string): Promise<number> {
    const { values } = await segmentsLost.get();
    return values.find((value) => value.labels.station === stationId && value.labels.reason === reason)?.value ?? 0;
  }

  const delivery = () =>
    new SpoolDelivery({
      spoolDir: t.config.spoolDir,
      ctx: t,
      log: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
      maxAgeMs: t.config.STREAMER_BOX_BACKFILL_MAX_HOURS * 3_600_000,
    });

  /** A run a crashed recorder left, its files journaled: real MP3 of each span's length. */
  async function leftRun(stationId: string, spans: { startTs: number; endTs: number }[]): Promise<JournalEntry[]> {
    const runDir = path.join(t.config.spoolDir, stationId, '1700000000000');
    await mkdir(runDir, { recursive: true });
    const entries: JournalEntry[] = [];
    for (const [index, span] of spans.entries()) {
      const file = path.join(runDir, `00000000${index}.mp3`);
      const seconds = String((span.endTs - span.startTs) / 1000);
      execFileSync(resolveBinary('ffmpeg'), [
        ...['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
        ...['-c:a', 'libmp3lame', '-b:a', '64k', '-y', file],
      ]);
      const entry = { file, ...span };
      await appendJournal(runDir, entry);
      entries.push(entry);
    }
    return entries;
  }

  it('fits each late segment around the rows already there and shrinks the gap it fills', async () => {
    const station = await createStation(t.db, clientId, { format: 'mp3' });
    const at = Date.now() - 3_600_000;
    const registered = path.join(t.dataDir, 'registered.mp3');
    await writeFile(registered, Buffer.alloc(64));
    const register = (startTs: number) =>
      registerSegment(t, { stationId: station.id, file: registered, startTs, endTs: startTs + 2000, format: 'mp3' });
    // Another recorder's rows, the hole between them recorded as a gap.
    await register(at);
    await register(at + 10_000);
    const old = Date.now() - (t.config.STREAMER_BOX_BACKFILL_MAX_HOURS + 1) * 3_600_000;
    const entries = await leftRun(station.id, [
      { startTs: old, endTs: old + 2000 },
      // Registered already: a retry whose first answer was lost.
      { startTs: at, endTs: at + 2000 },
      { startTs: at + 2000, endTs: at + 4000 },
      // Its last 2 s are the other recorder's.
      { startTs: at + 8000, endTs: at + 12_000 },
      { startTs: at + 10_500, endTs: at + 11_500 },
      // Starts where the other recorder's row starts, and is not that row.
      { startTs: at + 10_000, endTs: at + 11_000 },
      // The last half second before a stop, on its own: registered whole.
      { startTs: at + 20_000, endTs: at + 20_500 },
    ]);

    const uncut = (await stat(entries[3]!.file)).size;
    await delivery().deliver(station.id);

    const rows = await t.db
      .select({ startTs: segments.startTs, endTs: segments.endTs })
      .from(segments)
      .where(eq(segments.stationId, station.id))
      .orderBy(asc(segments.startTs));
    const [cut] = await t.db
      .select({ bytes: segments.bytes })
      .from(segments)
      .where(and(eq(segments.stationId, station.id), eq(segments.startTs, at + 8000)));
    // Half of the file is left: its bytes match its time.
    expect(cut!.bytes / uncut).toBeGreaterThan(0.4);
    expect(cut!.bytes / uncut).toBeLessThan(0.6);
    expect(rows).toEqual([
      { startTs: at, endTs: at + 2000 },
      { startTs: at + 2000, endTs: at + 4000 },
      { startTs: at + 8000, endTs: at + 10_000 },
      { startTs: at + 10_000, endTs: at + 12_000 },
      { startTs: at + 20_000, endTs: at + 20_500 },
    ]);
    const gaps = await t.db
      .select({ fromTs: stationGaps.fromTs, toTs: stationGaps.toTs })
      .from(stationGaps)
      .where(eq(stationGaps.stationId, station.id))
      .orderBy(asc(stationGaps.fromTs));
    expect(gaps).toEqual([
      { fromTs: at + 4000, toTs: at + 8000 },
      { fromTs: at + 12_000, toTs: at + 20_000 },
    ]);
    expect(entries.some((entry) => existsSync(entry.file))).toBe(false);
    expect(existsSync(path.dirname(entries[0]!.file))).toBe(false);
    expect(
      lines.filter((line) => line.includes(path.basename(entries[0]!.file)) && line.includes('older')),
    ).toHaveLength(1);
    expect(lines.filter((line) => line.includes('another capture recorded its time'))).toHaveLength(2);
    // The old one is lost; the two whose time another capture recorded lose nothing.
    expect(await lost(station.id, 'spool-too-old')).toBe(1);
    const { values } = await segmentsLost.get();
    expect(values.filter((value) => value.labels.station === station.id)).toHaveLength(1);
  });

  it('drops the spool of a station that no longer exists, naming each file', async () => {
    const stationId = randomUUID();
    const [entry] = await leftRun(stationId, [{ startTs: Date.now() - 60_000, endTs: Date.now() - 58_000 }]);
    await delivery().deliver(stationId);
    expect(existsSync(entry!.file)).toBe(false);
    expect(lines.filter((line) => line.includes(stationId) && line.includes('its station was deleted'))).toHaveLength(
      1,
    );
    expect(await lost(stationId, 'spool-station-deleted')).toBe(1);
  });
});
