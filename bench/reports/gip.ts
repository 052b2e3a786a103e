/**
 * GIP report benchmark (issue 20): three months of 20 stations (about 200,000 SPOT schedules, their
 * airings and confirmations). Times, through the API (app.inject: parsing, auth, the queries, the
 * JSON or the file), the GIP preview, its xlsx and csv downloads and the alternative report's
 * preview over every station and the whole range; target ≤ 5 s. Prints figures; asserts nothing.
 *
 *   node --import tsx bench/reports/gip.ts [--stations 20] [--days 92] [--spots 110] [--requests 5]
 *     [--data-dir DIR] [--explain]
 *
 * The data is made inside the database as bench/audit/schedules.ts makes it: spots between 06:00
 * and 24:00 on the stations' clock (UTC-3), 50 custom ids with group audios; 88 % air within 4
 * minutes, 6 % 8 to 14 minutes late (off tolerance), 6 % never. `--explain` prints the plans of
 * the report's two big queries. With `--data-dir` the database is kept for a later run.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { asc, sql } from 'drizzle-orm';
import { stations } from '../../apps/server/src/db/schema';
import { openBenchApp } from '../bench-app';
import { seedAuditClient } from '../audit-seed';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '20' },
    days: { type: 'string', default: '92' },
    spots: { type: 'string', default: '110' },
    requests: { type: 'string', default: '5' },
    'data-dir': { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
const stationCount = Number(values.stations);
const days = Number(values.days);
const spots = Number(values.spots);
const requests = Number(values.requests);
const CUSTOM_IDS = 50;
const BREAKS = 72; // quarter-hours from 06:00 to 24:00
const DAY_MS = 86_400_000;
const OFFSET_MS = 3 * 3_600_000; // the stations' clock, UTC-3 (no DST)
const EMAIL = 'bench@gip.test';
const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

const keptDir = values['data-dir'] && path.resolve(values['data-dir']);
const dataDir = keptDir ?? (await mkdtemp(path.join(tmpdir(), 'antena-bench-gip-')));
if (keptDir) await mkdir(keptDir, { recursive: true });
const markerFile = path.join(dataDir, 'bench-gip.json');
const sizes = JSON.stringify({ stationCount, days, spots });
const generated = await readFile(markerFile, 'utf8').then(
  (text) => JSON.parse(text) as { sizes: string; firstDay: number },
  () => null,
);
const reused = generated?.sizes === sizes ? generated : null;
const { database, ctx, app } = await openBenchApp(dataDir);

// Day 0 is `days` days before today (UTC date); the last day is yesterday.
const firstDay = reused?.firstDay ?? Math.floor(Date.now() / DAY_MS) * DAY_MS - days * DAY_MS;

async function generate() {
  const started = performance.now();
  const { clientId, stations: rows } = await seedAuditClient(ctx.db, {
    email: EMAIL,
    stationCount,
    customIds: CUSTOM_IDS,
    stationName: (i) => `Bench ${String(i).padStart(2, '0')}`,
  });
  for (const [index, station] of rows.entries()) {
    await ctx.db.execute(sql`
      insert into audit_schedules (client_id, station_id, type, datetime, day, custom_id, advertiser, campaign, version, "order", custom)
      select ${clientId}::uuid, ${station.id}::uuid, 'SPOT',
        ${firstDay + OFFSET_MS + 6 * 3_600_000}::bigint + d * ${DAY_MS}::bigint
          + floor(k * ${BREAKS}::numeric / ${spots}) * 900000
          + (k - ceil(floor(k * ${BREAKS}::numeric / ${spots}) * ${spots}::numeric / ${BREAKS})) * 30000,
        to_char(to_timestamp((${firstDay}::bigint + d * ${DAY_MS}::bigint) / 1000) at time zone 'UTC', 'YYYY-MM-DD'),
        'SPOT-' || lpad(n::text, 2, '0'),
        'Advertiser ' || mod(k, 12), 'Campaign ' || mod(k, 30), 'v' || mod(d, 3), 'ORD-' || mod(k, 30),
        jsonb_build_object('nocontrato', 'C-' || mod(k, 30), 'numorden', 'N-' || mod(k, 30))
      from generate_series(0, ${days - 1}) d, generate_series(0, ${spots - 1}) k,
        lateral (select mod(${index * 7919} + d * 31 + k * 17, ${CUSTOM_IDS}) + 1 n) custom`);
    await ctx.db.execute(sql`
      with aired as (
        select s.id schedule_id, s.station_id, s.day, s.datetime, a.id audio_id, a.duration_ms, h, gen_random_uuid() match_id,
          case when h < 88 then (mod(h * 7919, 481) - 240) * 1000 else (8 + mod(h, 7)) * 60000 end diff
        from (select *, mod(abs(hashtext(id::text)), 100) h from audit_schedules where station_id = ${station.id}) s
        join audit_audios a on a.client_id = ${clientId} and a.custom_id = s.custom_id
        where s.h < 94),
      matched as (
        insert into audit_matches (id, station_id, audio_id, datetime, score, played_duration_ms, ref_end_ms, source)
        select match_id, station_id, audio_id, datetime + diff, 60 + mod(h, 40), duration_ms, duration_ms, 'AUTO'
        from aired)
      insert into audit_schedule_confirmations (schedule_id, match_id, station_id, day, type, diff_minutes)
      select schedule_id, match_id, station_id, day,
        case when abs(diff) <= 300000 then 'DEFAULT' else 'OFF_TOLERANCE' end, round(diff / 60000.0, 2)
      from aired`);
    process.stdout.write(`\rschedules, matches and confirmations of ${index + 1}/${rows.length} stations`);
  }
  const [counts] = (
    await ctx.db.execute(
      sql`select (select count(*) from audit_schedules)::int schedules, (select count(*) from audit_matches)::int matches`,
    )
  ).rows as { schedules: number; matches: number }[];
  say(`\n${counts!.schedules} schedules and ${counts!.matches} matches made in ${seconds(started)} s`);
  await ctx.db.execute(sql`analyze`);
  await writeFile(markerFile, JSON.stringify({ sizes, firstDay }));
  return rows;
}

say(`GIP report benchmark: ${stationCount} stations x ${days} days x ${spots} spots`);
const load = () => `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`;
say(load());
try {
  const rows = reused ? await ctx.db.select().from(stations).orderBy(asc(stations.name)) : await generate();
  if (reused) say(`measuring the database kept in ${dataDir}`);
  const body = {
    stationsIds: rows.map((station) => station.id),
    from: firstDay + OFFSET_MS,
    to: firstDay + days * DAY_MS + OFFSET_MS - 1,
  };

  if (values.explain) {
    const ids = sql.join(
      rows.map((station) => sql`${station.id}::uuid`),
      sql`, `,
    );
    for (const query of [
      sql`explain analyze select s.id, m.datetime, a.duration_ms, c.type from audit_schedules s
        join (select * from audit_schedule_confirmations where station_id in (${ids})) c on c.schedule_id = s.id
        join audit_matches m on m.id = c.match_id join audit_audios a on a.id = m.audio_id
        where s.station_id in (${ids}) and s.type = 'SPOT' and s.datetime >= ${body.from} and s.datetime <= ${body.to}`,
      sql`explain analyze select distinct on (station_id, custom_id) station_id, custom_id,
        count(*) over (partition by station_id, custom_id) from audit_schedules
        where station_id in (${ids}) and type = 'SPOT' and datetime >= ${body.from} and datetime <= ${body.to}
        order by station_id, custom_id, datetime desc, id`,
    ]) {
      const plan = await ctx.db.execute<{ 'QUERY PLAN': string }>(query);
      say(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
  }

  /** A POST of the report's config, or a GET of `url` alone. */
  async function measure(url: string, method: 'GET' | 'POST' = 'POST') {
    const times: number[] = [];
    const cpu: number[] = [];
    let bytes = 0;
    for (let i = -1; i < requests; i++) {
      const begun = performance.now();
      const cpuBegun = process.cpuUsage();
      const res = await app.inject({
        method,
        url,
        ...(method === 'POST' && { payload: body }),
        headers: { authorization: `Bearer mock:${EMAIL}` },
      });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`);
      // The first warms the plans and the cache.
      if (i >= 0) {
        times.push(performance.now() - begun);
        const used = process.cpuUsage(cpuBegun);
        cpu.push((used.user + used.system) / 1000);
        bytes += res.rawPayload.length;
      }
    }
    return { ...stats(times), cpu: stats(cpu).p50, kb: bytes / requests / 1024 };
  }
  const first = await app.inject({
    method: 'POST',
    url: '/api/v2/audit/gip/status-report/preview?pageSize=1',
    payload: body,
    headers: { authorization: `Bearer mock:${EMAIL}` },
  });
  const { summary } = first.json() as { summary: { schedules: number; confirmed: number } };
  say(`the report: ${summary.schedules} schedules, ${summary.confirmed} confirmed rows`);
  const table = [
    { call: 'GIP preview (page 1 of 100)', ...(await measure('/api/v2/audit/gip/status-report/preview')) },
    { call: 'GIP download xlsx', ...(await measure('/api/v2/audit/gip/status-report/download?format=xls')) },
    { call: 'GIP download csv', ...(await measure('/api/v2/audit/gip/status-report/download?format=csv')) },
    { call: 'alternative preview', ...(await measure('/api/v2/audit/gip/alternative-report/preview')) },
    {
      call: 'versions of an advertiser (choices)',
      ...(await measure(
        `/api/v2/audit/gip/versions?from=${body.from}&to=${body.to}&advertisers=${encodeURIComponent('Advertiser 3')}`,
        'GET',
      )),
    },
    { call: 'custom fields (choices)', ...(await measure('/api/v2/audit/gip/custom-fields', 'GET')) },
    { call: 'params for an order', ...(await measure('/api/v2/audit/gip/params-for-order?orderId=N-7', 'GET')) },
  ];
  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
  say(`\nmeasured on ${load()}`);
  // PGlite runs in this process: its CPU time and ours, what the call would take on an idle core.
  say('| call | requests | answer | p50 | p95 | max | CPU time p50 | target p95 |');
  say('| ---- | -------- | ------ | --- | --- | --- | ------------ | ---------- |');
  for (const row of table)
    say(
      `| ${row.call} | ${requests} | ${row.kb.toFixed(0)} KB | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${ms(row.cpu)} | ≤ 5 s ${row.p95 <= 5000 ? 'met' : 'missed'} |`,
    );
} finally {
  await app.close();
  await database.close();
  if (!keptDir) await rm(dataDir, { recursive: true, force: true });
}
