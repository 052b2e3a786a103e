/**
 * Logger benchmark (issue 5, API part): the segments of a 1-hour and a 24-hour range, with their
 * waveforms, read through the API (app.inject, so HTTP parsing, auth, the query and the JSON
 * answer all count) from the embedded database (PGlite) holding 30 days of one station.
 * Prints figures; asserts nothing.
 *
 *   node --import tsx bench/logger/run.ts [--days 30] [--hour-requests 200] [--day-requests 50]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { clients, stations, users } from '../../apps/server/src/db/schema';
import { fillSegments } from './fill';
import { openBenchApp } from '../bench-app';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '30' },
    'hour-requests': { type: 'string', default: '200' },
    'day-requests': { type: 'string', default: '50' },
  },
});
const days = Number(values.days);
const say = (line: string) => process.stdout.write(`${line}\n`);
const HOUR = 3_600_000;
const EMAIL = 'bench@logger.test';

const dataDir = await mkdtemp(path.join(tmpdir(), 'antena-bench-logger-'));
const { database, ctx, app } = await openBenchApp(dataDir);

try {
  const [client] = await ctx.db.insert(clients).values({ name: 'Bench', slug: 'bench' }).returning();
  await ctx.db
    .insert(users)
    .values({ email: EMAIL, role: 'CLIENT_ADMIN', clientId: client!.id, name: 'B', surname: 'B' });
  const [station] = await ctx.db
    .insert(stations)
    .values({ clientId: client!.id, slug: 'bench-fm', name: 'Bench FM', format: 'mp3' })
    .returning();
  const endTs = Math.floor(Date.now() / HOUR) * HOUR;
  const startTs = endTs - days * 24 * HOUR;

  const fillStarted = performance.now();
  let shown = 0;
  const rows = await fillSegments(ctx.db, station!.id, endTs, days, (done, total) => {
    if (done - shown >= total / 10 || done === total) {
      shown = done;
      process.stdout.write(`\rfilling ${done}/${total} segments`);
    }
  });
  say(`\nfilled ${rows} segments (${days} days) in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`);

  async function measure(spanMs: number, requests: number, samplesPerPixel?: number) {
    const times: number[] = [];
    let bytes = 0;
    let segments = 0;
    for (let i = 0; i < requests; i += 1) {
      const from = startTs + Math.floor(Math.random() * (endTs - startTs - spanMs));
      const started = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/segments/stations/${station!.id}/segments?from=${from}&to=${from + spanMs}${samplesPerPixel ? `&samplesPerPixel=${samplesPerPixel}` : ''}`,
        headers: { authorization: `Bearer mock:${EMAIL}` },
      });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`);
      bytes += res.rawPayload.length;
      segments += (res.json() as unknown[]).length;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return { p50: at(0.5), p95: at(0.95), max: times.at(-1)!, bytes: bytes / requests, segments: segments / requests };
  }

  // Warm-up: the first queries pay for planning and the buffer cache.
  await measure(HOUR, 5);
  const hourRequests = Number(values['hour-requests']);
  const dayRequests = Number(values['day-requests']);
  const table = [
    { range: '1 hour', requests: hourRequests, target: 30, ...(await measure(HOUR, hourRequests)) },
    { range: '24 hours', requests: dayRequests, target: 200, ...(await measure(24 * HOUR, dayRequests)) },
    {
      range: '24 hours, a pixel a second',
      requests: dayRequests,
      target: 200,
      ...(await measure(24 * HOUR, dayRequests, 11025)),
    },
  ];
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  say('');
  say('| range | requests | segments | answer | p50 | p95 | max | target p95 |');
  say('| ----- | -------- | -------- | ------ | --- | --- | --- | ---------- |');
  for (const row of table) {
    const verdict = row.p95 < row.target ? 'met' : 'missed';
    say(
      `| ${row.range} | ${row.requests} | ${Math.round(row.segments)} | ${(row.bytes / 1024 / 1024).toFixed(2)} MB | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | < ${row.target} ms ${verdict} |`,
    );
  }

  // The query segmentsInRange sends: the (station, start) bounds only, the end bound is applied in code.
  const from = endTs - 10 * 24 * HOUR;
  const plan = await ctx.db.execute(
    sql.raw(
      `explain analyze select * from segments where station_id = '${station!.id}' and start_ts >= ${from - 600_000} and start_ts < ${from + 24 * HOUR} order by start_ts`,
    ),
  );
  say('\nPlan of the 24-hour query:');
  for (const line of plan.rows as { 'QUERY PLAN': string }[]) say(`  ${line['QUERY PLAN']}`);
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
