/**
 * Audit benchmark (issue 15): what matching every new segment against a client's references
 * costs, and how long a retro-scan of one new audio takes over stored recordings. Stations
 * record a generated programme (a melody bed with reference airings at known moments), cut in
 * 30 s MP3 segments; each segment then goes through the live matching job, two at a time as the
 * worker runs it, landing in real time at its station's moment of the period (or all together
 * with --land-together). Prints figures; asserts nothing.
 *
 *   node --import tsx bench/audit/run.ts --stations 10 --minutes 30 --refs 1000
 *
 * The delay a user sees is the job's processing time plus the queue's polling (0.5 s), as long
 * as the worker is not saturated: the printed load for 100 stations says whether it would be.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { melody, mixInto } from '@antena/fingerprint/test-signals';
import { pino } from 'pino';
import { eq } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db';
import { auditAudios, auditMatches, clients, segments, stationGroups, stations } from '../../apps/server/src/db/schema';
import { mp3Of, recordSegment, SAMPLE_RATE } from '../../apps/server/src/modules/audit/audit.test-helpers';
import { clientReferences } from '../../apps/server/src/modules/audit/reference-index';
import { packEndedHours } from '../../apps/server/src/modules/audit/fingerprint-packs';
import { retroScan } from '../../apps/server/src/modules/audit/retro-scan';
import { retroScanThreads, searchThreadActivity } from '../../apps/server/src/modules/audit/retro-scan-pool';
import { PACK_HOUR_MS } from '../../apps/server/src/modules/segments/segment-keys';
import { addArchivedHours as copyHours } from './archived-hours';
import { matchSegment } from '../../apps/server/src/modules/audit/segment-matching';
import { LocalDiskStorage } from '../../apps/server/src/storage/local-disk.storage';
import { usage } from '../recording/process-stats';
import { segmentClockOffset } from '@antena/media';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '10' },
    minutes: { type: 'string', default: '30' },
    refs: { type: 'string', default: '1000' },
    // Station-hours of archived recording added for the retro-scan, copies of the recorded ones.
    'retro-hours': { type: 'string', default: '0' },
    'land-together': { type: 'boolean', default: false },
  },
});
const stationCount = Number(values.stations);
const minutes = Number(values.minutes);
const refCount = Number(values.refs);
const retroHours = Number(values['retro-hours']);
const landTogether = values['land-together'];
const SEGMENT_MS = 30_000;
const REAL_TIME_SLOTS = 6;
const AIRINGS_PER_10_MIN = 4;
const say = (line: string) => process.stdout.write(`${line}\n`);
const cpu = () => {
  const now = usage();
  return now.nodeCpu + now.endedChildrenCpu + now.captureCpu;
};
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return `median ${Math.round(at(0.5))} ms, p95 ${Math.round(at(0.95))} ms, max ${Math.round(sorted.at(-1) ?? NaN)} ms`;
};

const dir = await mkdtemp(path.join(tmpdir(), 'antena-bench-audit-'));
say(`Audit benchmark: ${stationCount} stations x ${minutes} min, ${refCount} references, ${cpus().length} cores`);
const database = await openDatabase({ pgliteDir: path.join(dir, 'db') });
await migrateDatabase(database);
const ctx = {
  db: database.db,
  storage: new LocalDiskStorage(path.join(dir, 'media'), '', 'bench-signing-key'),
  log: pino({ level: 'warn' }),
};

/** Adds `hours` station-hours of archive before the recording; the station-hours there are then. */
async function addArchivedHours(rows: { id: string }[], hours: number): Promise<number> {
  const started = Date.now();
  const recorded = (await ctx.db.select({ id: segments.id }).from(segments)).length * (SEGMENT_MS / 3_600_000);
  if (hours === 0) return recorded;
  const added = await copyHours(ctx, rows, hours);
  say(`archived hours added: ${added.toFixed(1)} station-hours in ${Math.round((Date.now() - started) / 1000)} s`);
  return recorded + added;
}

try {
  const [client] = await ctx.db.insert(clients).values({ name: 'Bench', slug: 'bench' }).returning();
  const [group] = await ctx.db.insert(stationGroups).values({ clientId: client!.id, name: 'All' }).returning();
  const rows = await ctx.db
    .insert(stations)
    .values(
      Array.from({ length: stationCount }, (_, i) => ({
        clientId: client!.id,
        slug: `bench-${i}`,
        name: `Bench ${i}`,
        stationGroupId: group!.id,
        featuresConfig: { audit: { enabled: true } },
      })),
    )
    .returning();

  // References: melodies of 15-30 s, as group audios so each applies to every station.
  let started = Date.now();
  const references = Array.from({ length: refCount + 1 }, (_, i) => melody(1000 + i, 15 + (i % 16)));
  const late = references.pop()!; // aired, but uploaded only for the retro-scan
  for (const [i, samples] of references.entries()) {
    const key = `audit/audios/bench/${i}.mp3`;
    const content = mp3Of(samples, SAMPLE_RATE);
    await ctx.storage.put(key, content);
    await ctx.db.insert(auditAudios).values({
      clientId: client!.id,
      stationGroupId: group!.id,
      customId: `REF-${i}`,
      filename: `${i}.mp3`,
      durationMs: Math.round((samples.length / SAMPLE_RATE) * 1000),
      md5: String(i),
      bytes: content.length,
      contentType: 'audio/mpeg',
      storageKey: key,
    });
  }
  say(`references made in ${Math.round((Date.now() - started) / 1000)} s`);

  // The programme: a bed with airings of random references (and of the late one) at known moments.
  started = Date.now();
  const planted: { stationId: string; at: number; ref: number }[] = [];
  // From an hour's start, as a station recording around the clock fills its hours.
  const base = Math.floor((Date.now() - minutes * 60_000) / PACK_HOUR_MS) * PACK_HOUR_MS;
  const perStation: string[][] = [];
  for (const [s, station] of rows.entries()) {
    const day = melody(500 + s, minutes * 60, 0.2);
    const airings = Math.floor((minutes / 10) * AIRINGS_PER_10_MIN);
    for (let k = 0; k < airings; k++) {
      const ref = k === 0 ? refCount : (s * 31 + k * 17) % refCount;
      const clip = ref === refCount ? late : references[ref]!;
      const at = 20 + k * ((minutes * 60 - 60) / airings);
      day.fill(0, Math.round(at * SAMPLE_RATE), Math.round(at * SAMPLE_RATE) + clip.length);
      mixInto(day, clip, at);
      planted.push({ stationId: station.id, at: base + Math.round(at * 1000), ref });
    }
    const ids: string[] = [];
    const per = (SEGMENT_MS / 1000) * SAMPLE_RATE;
    for (let i = 0; i * per < day.length; i++)
      ids.push(await recordSegment(ctx, station.id, day.subarray(i * per, (i + 1) * per), base + i * SEGMENT_MS, i));
    perStation.push(ids);
  }
  say(`programme recorded in ${Math.round((Date.now() - started) / 1000)} s`);

  started = Date.now();
  let before = cpu();
  await clientReferences(ctx, client!.id);
  say(
    `reference index built in ${((Date.now() - started) / 1000).toFixed(1)} s (${(cpu() - before).toFixed(1)} s CPU)`,
  );

  // Live: each station's segment lands at its own moment of the 30 s period, as the recorder cuts
  // them (segmentClockOffset), in real time for the first REAL_TIME_SLOTS periods (enough for the
  // delay's percentiles; later segments go through untimed, for the recall); or, with
  // --land-together, every station's segment at once, each period as soon as the last is done (the
  // recorder's cuts before the offsets, or a worker catching up). Two jobs at a time, in order.
  const processing: number[] = [];
  before = cpu();
  started = Date.now();
  const arrivals = perStation
    .flatMap((ids, s) =>
      ids.map((id, slot) => ({
        id,
        slot,
        at:
          slot >= REAL_TIME_SLOTS && !landTogether
            ? Number.POSITIVE_INFINITY
            : started +
              slot * SEGMENT_MS +
              (landTogether ? 0 : segmentClockOffset(rows[s]!.id, SEGMENT_MS / 1000) * 1000),
      })),
    )
    .sort((a, b) => a.slot - b.slot || a.at - b.at);
  for (const slot of landTogether ? [...new Set(arrivals.map((a) => a.slot))] : [null]) {
    const queue = arrivals.filter((a) => slot === null || a.slot === slot);
    const landed = Date.now();
    await Promise.all(
      [0, 1].map(async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const at = landTogether ? landed : next.at;
          if (Number.isFinite(at) && at > Date.now())
            await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
          await matchSegment(ctx, next.id);
          if (Number.isFinite(at)) processing.push(Date.now() - at);
        }
      }),
    );
  }
  const liveCpu = cpu() - before;
  const stationHours = (stationCount * minutes) / 60;
  say(
    `live matching: ${arrivals.length} segments (${processing.length} timed) in ${Math.round((Date.now() - started) / 1000)} s (process memory ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB: each ffmpeg spawn costs in proportion)`,
  );
  say(
    `  segment end -> matches stored, ${stationCount} stations landing ${landTogether ? 'together' : 'at their own moments'}: ${stats(processing)}`,
  );
  const perStationHour = liveCpu / stationHours;
  say(
    `  CPU: ${perStationHour.toFixed(1)} s per station-hour (${((perStationHour / 3600) * 100).toFixed(2)} % of a core per station)`,
  );
  say(`  load of 100 stations: ${((perStationHour * 100) / 3600).toFixed(2)} cores of ${cpus().length}`);

  const found = await ctx.db
    .select({ stationId: auditMatches.stationId, datetime: auditMatches.datetime, customId: auditAudios.customId })
    .from(auditMatches)
    .innerJoin(auditAudios, eq(auditAudios.id, auditMatches.audioId));
  const hit = (p: (typeof planted)[number]) =>
    found.some(
      (m) => m.stationId === p.stationId && m.customId === `REF-${p.ref}` && Math.abs(m.datetime - p.at) < 500,
    );
  const live = planted.filter((p) => p.ref !== refCount);
  say(`  recall ${live.filter(hit).length}/${live.length} within 0.5 s; ${found.length} matches stored`);

  // Retro-scan: the late reference, uploaded now, over everything recorded. Every hour is packed
  // first, as the periodic job has done by then for all but the hour in progress.
  started = Date.now();
  await packEndedHours(ctx, Date.now() + 2 * PACK_HOUR_MS);
  say(`fingerprint hours packed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const recordedHours = await addArchivedHours(rows, retroHours);
  const content = mp3Of(late, SAMPLE_RATE);
  await ctx.storage.put('audit/audios/bench/late.mp3', content);
  const [lateAudio] = await ctx.db
    .insert(auditAudios)
    .values({
      clientId: client!.id,
      stationGroupId: group!.id,
      customId: `REF-${refCount}`,
      filename: 'late.mp3',
      durationMs: Math.round((late.length / SAMPLE_RATE) * 1000),
      md5: 'late',
      bytes: content.length,
      contentType: 'audio/mpeg',
      storageKey: 'audit/audios/bench/late.mp3',
    })
    .returning();
  started = Date.now();
  await clientReferences(ctx, client!.id);
  say(`reference index rebuilt after one more audio in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Three scans: on the pool's threads as they start, on them started (as a busy worker has them),
  // and on one thread, the way it ran before issue 32. The machine is shared: its load is printed.
  const threads = retroScanThreads();
  for (const [label, count] of [
    [`${threads} threads, started cold`, threads],
    [`${threads} threads, warm`, threads],
    ['1 thread', 1],
  ] as const) {
    process.env.RETRO_SCAN_THREADS = String(count);
    const loadBefore = loadavg()[0]!;
    const activity = searchThreadActivity();
    const mainLoop = performance.eventLoopUtilization();
    before = cpu();
    started = Date.now();
    await retroScan(ctx, lateAudio!.id);
    const wallMs = Date.now() - started;
    const scanCpu = cpu() - before;
    const busyMs = searchThreadActivity().activeMs - activity.activeMs;
    const mainBusy = performance.eventLoopUtilization(mainLoop).utilization;
    const lateFound = (await ctx.db.select().from(auditMatches).where(eq(auditMatches.audioId, lateAudio!.id))).length;
    const thirtyDays100 = ((wallMs / 1000 / recordedHours) * 100 * 30 * 24) / 60;
    say(
      `retro-scan of one new audio, ${label}: ${recordedHours.toFixed(1)} station-hours in ${(wallMs / 1000).toFixed(1)} s, ${lateFound} airings found`,
    );
    say(
      `  CPU ${scanCpu.toFixed(1)} s (${((scanCpu * 1000) / wallMs).toFixed(2)} cores); search threads busy ${((busyMs / wallMs / count) * 100).toFixed(0)} % of ${count} x wall time; main thread busy ${(mainBusy * 100).toFixed(0)} %; load average ${loadBefore.toFixed(1)} -> ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
    );
    say(`  projected for 30 days of 100 stations on one worker: ${thirtyDays100.toFixed(1)} min`);
  }
} finally {
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
