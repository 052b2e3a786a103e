/**
 * Speech search benchmark (issue 18): one station's transcription in an embedded PGlite, stored
 * as the batch job stores it (rows of one speaker's run of words within a segment, unaccented
 * text, tsvector in the station's language), words drawn from a Zipf-like Spanish vocabulary.
 * Then `GET /stations/{id}/transcription/simple-search` through app.inject, --queries times each:
 * one word, an AND of two, an OR of three and a later page, over the last month and (when the
 * history is longer) over all of it, and the same search called directly (the query alone).
 * Prints each search's median and p95 against the 200 ms target; asserts nothing.
 *
 *   node --import tsx bench/speech/run.ts --days 30 --queries 50
 *   # a year of a station that talks three hours a day, two speakers a segment (9.2 M words):
 *   node --import tsx bench/speech/run.ts --days 365 --talk-hours 3 --words 70 --rows 2 --data-dir /tmp/speech-year
 *
 * Layout: each day has --talk-hours of speech from 07:00 UTC (24: all day), cut in
 * --segment-s segments of --words words, split in --rows rows (speaker runs, SPEAKER_0 and
 * SPEAKER_1 in turn; 1: one row a segment, no speaker). Segments without speech have no rows, as
 * the batch job stores none for them. With --data-dir the database is kept there and a later run
 * with the same layout only measures it. --explain prints EXPLAIN ANALYZE of each search's
 * windows query over the whole history.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { segments, stations } from '../../apps/server/src/db/schema';
import { insertTranscriptionRows } from '../../apps/server/src/modules/transcription/rows-store';
import { searchTranscription } from '../../apps/server/src/modules/transcription/search';
import { parseSearchQuery, toTsQuery } from '../../apps/server/src/modules/transcription/search-query';
import { createClient, createStation, createUser } from '../../apps/server/test/factories';
import { asUser } from '../../apps/server/test/helpers';
import { pick } from './vocabulary';
import { openBenchApp } from '../bench-app';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '30' },
    'segment-s': { type: 'string', default: '30' },
    'talk-hours': { type: 'string', default: '24' },
    words: { type: 'string', default: '70' },
    rows: { type: 'string', default: '1' },
    queries: { type: 'string', default: '50' },
    'data-dir': { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
const days = Number(values.days);
const segmentMs = Number(values['segment-s']) * 1000;
const talkHours = Number(values['talk-hours']);
const wordsPerSegment = Number(values.words);
const rowsPerSegment = Number(values.rows);
const queries = Number(values.queries);
const DAY_MS = 86_400_000;
const MONTH_MS = 30 * DAY_MS;
const TALK_FROM_MS = 7 * 3_600_000;
const TARGET_MS = 200;
const BATCH = 500;
const ADMIN = 'bench@speech.test';
const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () => `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`;
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const keptDir = values['data-dir'] && path.resolve(values['data-dir']);
const dataDir = keptDir ?? (await mkdtemp(path.join(tmpdir(), 'antena-bench-speech-')));
if (keptDir) await mkdir(keptDir, { recursive: true });
/** What a kept database was built with: reused only for the same layout. */
const markerFile = path.join(dataDir, 'bench-speech.json');
const layout = JSON.stringify({ days, segmentMs, talkHours, wordsPerSegment, rowsPerSegment });
const built = await readFile(markerFile, 'utf8').then(
  (text) => JSON.parse(text) as { layout: string; to: number; rows: number; words: number },
  () => null,
);
const reused = built?.layout === layout ? built : null;
const { database, ctx, app } = await openBenchApp(dataDir, { resetDatabase: Boolean(keptDir && !reused) });

/** The station and its rows: `to` is today's midnight UTC, the history the `days` before it. */
async function build(to: number) {
  const clientId = (await createClient(ctx.db)).id;
  await createUser(ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
  const station = await createStation(ctx.db, clientId, {
    language: 'es',
    featuresConfig: { transcription: { enabled: true } },
  });
  const talkSegments = Math.floor((Math.min(24, talkHours) * 3_600_000) / segmentMs);
  const starts: number[] = [];
  for (let day = to - days * DAY_MS; day < to; day += DAY_MS)
    for (let k = 0; k < talkSegments; k++)
      starts.push(talkHours >= 24 ? day + k * segmentMs : day + TALK_FROM_MS + k * segmentMs);
  const started = performance.now();
  let rowCount = 0;
  for (let first = 0; first < starts.length; first += BATCH) {
    const batch = starts.slice(first, first + BATCH);
    const stored = await ctx.db
      .insert(segments)
      .values(
        batch.map((startTs, k) => ({
          stationId: station.id,
          startTs,
          endTs: startTs + segmentMs,
          seq: first + k,
          durationMs: segmentMs,
          format: 'mp3' as const,
          codec: 'mp3',
          bytes: 1,
          storageKey: `bench/${startTs}.mp3`,
        })),
      )
      .returning({ id: segments.id, startTs: segments.startTs });
    const rows = stored.flatMap(({ id, startTs }) => {
      // The segment's words evenly in time, cut into rowsPerSegment speaker runs.
      const step = (segmentMs - 1000) / wordsPerSegment;
      const words = Array.from({ length: wordsPerSegment }, (_, k) => ({
        word: pick(),
        confidence: 0.9,
        start: Math.round(startTs + k * step),
        end: Math.round(startTs + (k + 0.8) * step),
      }));
      const perRow = Math.ceil(wordsPerSegment / rowsPerSegment);
      return Array.from({ length: rowsPerSegment }, (_, r) => words.slice(r * perRow, (r + 1) * perRow))
        .filter((run) => run.length > 0)
        .map((run, r) => {
          const text = run.map((w) => w.word).join(' ');
          return {
            stationId: station.id,
            segmentId: id,
            time: run[0]!.start,
            lengthMs: run.at(-1)!.end - run[0]!.start,
            speaker: rowsPerSegment > 1 ? `SPEAKER_${r % 2}` : null,
            words: run,
            text,
          };
        });
    });
    await insertTranscriptionRows(ctx.db, 'es', rows);
    rowCount += rows.length;
    if (first % (BATCH * 40) === 0)
      process.stdout.write(`\rbuilt ${rowCount} rows (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  const buildMs = performance.now() - started;
  const words = starts.length * wordsPerSegment;
  say(
    `\rbuilt ${rowCount} rows of ${starts.length} segments (${words} words) in ${Math.round(buildMs / 1000)} s, ${(buildMs / rowCount).toFixed(2)} ms a row`,
  );
  return { stationId: station.id, rows: rowCount, words };
}

say(
  `Speech search benchmark: ${days} days, ${talkHours} h of speech a day in ${segmentMs / 1000} s segments of ${wordsPerSegment} words in ${rowsPerSegment} rows, ${queries} queries each`,
);
say(load());
try {
  const to = reused?.to ?? Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const from = to - days * DAY_MS;
  let stationId: string;
  if (reused) {
    const [station] = await ctx.db.select({ id: stations.id }).from(stations).orderBy(asc(stations.createdAt));
    stationId = station!.id;
    say(`measuring the database kept in ${dataDir}: ${reused.rows} rows, ${reused.words} words`);
  } else {
    const made = await build(to);
    stationId = made.stationId;
    await writeFile(markerFile, JSON.stringify({ layout, to, rows: made.rows, words: made.words }));
  }
  const ranges = [
    ...(days > 30 ? [{ name: 'last month', from: to - MONTH_MS }] : []),
    { name: days > 30 ? `all ${days} days` : `${days} days`, from },
  ];

  /**
   * The HTTP answer (route, zod validation, JSON of every window's rows) and the query alone; and
   * the process's CPU during the HTTP call (PGlite runs in this process), which a busy machine
   * does not inflate as it does the wall time.
   */
  async function measure(range: (typeof ranges)[number], label: string, query: string, page: number, calls: number) {
    const http: number[] = [];
    const cpu: number[] = [];
    const direct: number[] = [];
    let total = 0;
    const search = new URLSearchParams({ from: String(range.from), to: String(to), query, page: String(page) });
    for (let run = 0; run < calls; run += 1) {
      let begun = performance.now();
      const cpuBefore = process.cpuUsage();
      const res = await app.inject({
        url: `/api/stations/${stationId}/transcription/simple-search?${search}`,
        headers: asUser(ADMIN),
      });
      http.push(performance.now() - begun);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
      if (res.statusCode !== 200) throw new Error(`${label} answered ${res.statusCode}: ${res.body}`);
      total = res.json().total;
      begun = performance.now();
      await searchTranscription(ctx.db, stationId, query, range.from, to, 60, page);
      direct.push(performance.now() - begun);
    }
    const ms = (times: number[], q: number) =>
      percentile(
        [...times].sort((a, b) => a - b),
        q,
      ).toFixed(1);
    const p95 = Number(ms(http, 0.95));
    say(
      `| ${range.name} | ${label} | ${total} | ${ms(http, 0.5)} | ${p95} | ${ms(cpu, 0.5)} | ${ms(cpu, 0.95)} | ${ms(direct, 0.5)} | ${ms(direct, 0.95)} | ${p95 <= TARGET_MS ? 'met' : 'missed'} |`,
    );
  }

  const SEARCHES: [string, string, number?][] = [
    ['one rare word (`termino3000`)', 'termino3000'],
    ['one common word (`gobierno`)', 'gobierno'],
    ['AND of two (`gobierno + economía`)', 'gobierno + economía'],
    ['OR of three (`fútbol \\| música \\| huracán`)', 'fútbol | música | huracán'],
    ['common word, page 20', 'gobierno', 20],
  ];
  const searches = async (calls: number) => {
    say(
      `| range | search | windows | HTTP p50 ms | HTTP p95 ms | HTTP CPU p50 ms | HTTP CPU p95 ms | query p50 ms | query p95 ms | p95 ≤ ${TARGET_MS} ms |`,
    );
    say(
      '| ----- | ------ | ------: | ----------: | ----------: | --------------: | --------------: | -----------: | -----------: | ------------ |',
    );
    for (const range of ranges)
      for (const [label, query, page = 0] of SEARCHES) await measure(range, label, query, page, calls);
  };
  // PGlite runs no autovacuum: without statistics the planner may not choose the GIN index. A
  // longer history is read whole that way (seconds a call), so a few calls tell enough.
  if (!reused) {
    const calls = days > 31 ? Math.min(3, queries) : queries;
    say(`before ANALYZE (${calls} calls each):`);
    await searches(calls);
  }
  // Again on a kept database: cheap (a sample), and a run stopped before it left none.
  await ctx.db.execute(sql`analyze transcription_rows`);
  await ctx.db.execute(sql`analyze transcription_search`);
  say(`after ANALYZE transcription_rows and transcription_search (${load()}):`);
  await searches(queries);

  if (values.explain)
    for (const [label, query, page = 0] of SEARCHES) {
      const tsquery = toTsQuery(parseSearchQuery(query), 'spanish');
      const plan = await ctx.db.execute(sql`explain (analyze, buffers)
        select (time / 60000)::bigint * 60000, count(*) over () from transcription_search
        where station_id = ${stationId} and time >= ${from} and time < ${to} and search @@ ${tsquery}
        group by 1 order by 1 desc limit 50 offset ${page * 50}`);
      say(`\nEXPLAIN ANALYZE, ${label}, all ${days} days:`);
      for (const row of plan.rows as Record<string, string>[]) say(`  ${Object.values(row)[0]}`);
    }
} finally {
  await app.close();
  await database.close();
  if (!keptDir) await rm(dataDir, { recursive: true, force: true });
}
