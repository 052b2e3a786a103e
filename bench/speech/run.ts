/**
 * Speech search benchmark (issue 18): one station's transcription over --days (default 30) in
 * an embedded PGlite, one row every 30 s segment of --words words (default 70) drawn from a
 * Zipf-like Spanish vocabulary, stored as the batch job stores them (unaccented text, tsvector
 * in the station's language). Then `GET /stations/{id}/transcription/simple-search` over the
 * whole range through app.inject, --queries times each: one word, an AND of two, an OR of three,
 * and a later page, and the same search called directly (the query alone). Prints the build
 * time and each search's median and p95; asserts nothing.
 * Building takes about 0.7 ms a row on a 2-core machine: a month (86,400 rows) a minute or two.
 *
 *   node --import tsx bench/speech/run.ts --days 30 --queries 50
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { segments, transcriptionRows } from '../../apps/server/src/db/schema';
import { searchTranscription } from '../../apps/server/src/modules/transcription/search';
import { unaccent } from '../../apps/server/src/modules/transcription/search-query';
import { createClient, createStation, createUser } from '../../apps/server/test/factories';
import { asUser, buildTestApp } from '../../apps/server/test/helpers';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '30' },
    words: { type: 'string', default: '70' },
    queries: { type: 'string', default: '50' },
  },
});
const days = Number(values.days);
const wordsPerRow = Number(values.words);
const queries = Number(values.queries);
const SEGMENT_MS = 30_000;
const BATCH = 500;
const ADMIN = 'bench@speech.test';
const say = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * Common words first: word k is drawn with weight 1/(k+1), so the head is frequent and the tail
 * of generated `termino…` words is rare (termino3000 is in about 0.25% of rows).
 */
const REAL = (
  'que de no la el en y los se del las un por con una para es al lo como más pero sus le ya o ' +
  'este porque esta entre cuando muy sin sobre también me hasta hay donde quien desde todo nos ' +
  'durante todos uno les ni contra otros ese eso ante ellos gobierno presidente ciudad país ' +
  'economía noticias mañana tarde fútbol partido equipo música canción programa radio oyentes ' +
  'tránsito clima lluvia temperatura elecciones congreso ministro mercado precios inflación ' +
  'salud hospital escuela policía seguridad empresa trabajo acuerdo campeonato huracán'
).split(' ');
const VOCABULARY = [...REAL, ...Array.from({ length: 4000 }, (_, k) => `termino${k}`)];
const cumulative: number[] = [];
VOCABULARY.reduce((sum, _w, k) => (cumulative[k] = sum + 1 / (k + 1)), 0);
const totalWeight = cumulative.at(-1)!;

/** A fixed seed, so every run stores the same month. */
let seed = 18;
/** mulberry32: 32-bit integer steps, exact in JavaScript numbers. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
}
function pick(): string {
  const target = random() * totalWeight;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (cumulative[mid]! < target) low = mid + 1;
    else high = mid;
  }
  return VOCABULARY[low]!;
}

say(
  `Speech search benchmark: ${days} days, ${wordsPerRow} words a row, ${queries} queries each, ${cpus().length} cores`,
);
const t = await buildTestApp();
try {
  const clientId = (await createClient(t.ctx.db)).id;
  await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
  const station = await createStation(t.ctx.db, clientId, {
    language: 'es',
    featuresConfig: { transcription: { enabled: true } },
  });
  const to = Math.floor(Date.now() / SEGMENT_MS) * SEGMENT_MS;
  const from = to - days * 86_400_000;
  const count = (to - from) / SEGMENT_MS;

  const started = performance.now();
  for (let first = 0; first < count; first += BATCH) {
    const starts = Array.from({ length: Math.min(BATCH, count - first) }, (_, k) => from + (first + k) * SEGMENT_MS);
    const stored = await t.ctx.db
      .insert(segments)
      .values(
        starts.map((startTs, k) => ({
          stationId: station.id,
          startTs,
          endTs: startTs + SEGMENT_MS,
          seq: first + k,
          durationMs: SEGMENT_MS,
          format: 'mp3' as const,
          codec: 'mp3',
          bytes: 1,
          storageKey: `bench/${startTs}.mp3`,
        })),
      )
      .returning({ id: segments.id, startTs: segments.startTs });
    await t.ctx.db.insert(transcriptionRows).values(
      stored.map(({ id, startTs }) => {
        const step = (SEGMENT_MS - 1000) / wordsPerRow;
        const words = Array.from({ length: wordsPerRow }, (_, k) => ({
          word: pick(),
          confidence: 0.9,
          start: Math.round(startTs + k * step),
          end: Math.round(startTs + (k + 0.8) * step),
        }));
        const text = words.map((w) => w.word).join(' ');
        return {
          stationId: station.id,
          segmentId: id,
          time: startTs,
          lengthMs: SEGMENT_MS - 1000,
          words,
          text,
          search: sql`to_tsvector('spanish', ${unaccent(text)})`,
        };
      }),
    );
  }
  const buildMs = performance.now() - started;
  say(
    `built ${count} rows (${count * wordsPerRow} words) in ${Math.round(buildMs / 1000)} s, ${(buildMs / count).toFixed(2)} ms a row`,
  );

  /** The HTTP answer (route, zod validation, JSON of every window's rows) and the query alone. */
  async function measure(label: string, query: string, page = 0): Promise<void> {
    const http: number[] = [];
    const direct: number[] = [];
    let total = 0;
    const search = new URLSearchParams({ from: String(from), to: String(to), query, page: String(page) });
    for (let run = 0; run < queries; run += 1) {
      let begun = performance.now();
      const res = await t.app.inject({
        url: `/api/stations/${station.id}/transcription/simple-search?${search}`,
        headers: asUser(ADMIN),
      });
      http.push(performance.now() - begun);
      if (res.statusCode !== 200) throw new Error(`${label} answered ${res.statusCode}: ${res.body}`);
      total = res.json().total;
      begun = performance.now();
      await searchTranscription(t.ctx.db, station.id, query, from, to, 60, page);
      direct.push(performance.now() - begun);
    }
    const figures = (times: number[]) => {
      const sorted = times.sort((a, b) => a - b);
      return `median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
    };
    say(`${label.padEnd(42)} ${String(total).padStart(6)} windows  HTTP ${figures(http)}; query ${figures(direct)}`);
  }

  const searches = async () => {
    await measure('one rare word (termino3000)', 'termino3000');
    await measure('one common word (gobierno)', 'gobierno');
    await measure('AND of two (gobierno + economía)', 'gobierno + economía');
    await measure('OR of three (fútbol | música | huracán)', 'fútbol | música | huracán');
    await measure('common word, page 20', 'gobierno', 20);
  };
  // PGlite runs no autovacuum: without statistics the planner may not choose the GIN index.
  say('before ANALYZE:');
  await searches();
  await t.ctx.db.execute(sql`analyze transcription_rows`);
  say('after ANALYZE transcription_rows:');
  await searches();
} finally {
  await t.close();
}
