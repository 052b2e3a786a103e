/**
 * Audit II benchmark (issue 16): a client's year of schedules and their matches. The
 * schedule-status call and the schedules list (pageSize 50 and 9999, with their audio and
 * matches) for a month of one station, through the API (app.inject: HTTP parsing, auth, the
 * queries and the JSON answer all count), and the re-pairing of one station-day. Prints figures;
 * asserts nothing.
 *
 *   node --import tsx bench/audit/schedules.ts [--stations 100] [--days 365] [--spots 150] [--requests 30]
 *     [--data-dir DIR]
 *
 * Each station airs about `spots` spots a day between 06:00 and 24:00 on its clock, two or three
 * in each quarter-hour break, of 50 custom ids (group audios; SPOT-50's campaign ends half-way
 * through, which the no-matches report of a later month finds). 88 % air within 4 minutes of
 * their time, 6 % 8 to 14 minutes late (off tolerance) and 6 % never. Schedules, matches and
 * their confirmations are generated inside the database (pairing 100 station-years through
 * `repairStationDays` takes the better part of an hour on PGlite); then `repairStationDays`
 * re-pairs the whole year of the first `--paired-stations` stations (default 2), which is timed,
 * projected to the client (what a change of its default tolerances or exclusions costs) and
 * checked against the generated confirmations. With `--data-dir` the database is kept there and a
 * later run with the same sizes measures it again without generating it (100 stations take about
 * 20 minutes to generate).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { asc, sql } from 'drizzle-orm';
import { stations } from '../../apps/server/src/db/schema';
import { repairStationDays } from '../../apps/server/src/modules/audit/schedule-confirmation';
import { openBenchApp } from '../bench-app';
import { seedAuditClient } from '../audit-seed';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '100' },
    days: { type: 'string', default: '365' },
    spots: { type: 'string', default: '150' },
    requests: { type: 'string', default: '30' },
    'paired-stations': { type: 'string', default: '2' },
    'data-dir': { type: 'string' },
  },
});
const stationCount = Number(values.stations);
const days = Number(values.days);
const spots = Number(values.spots);
const requests = Number(values.requests);
const pairedStations = Math.min(stationCount, Number(values['paired-stations']));
const CUSTOM_IDS = 50;
const BREAKS = 72; // quarter-hours from 06:00 to 24:00
const DAY_MS = 86_400_000;
const OFFSET_MS = 3 * 3_600_000; // the stations' clock, UTC-3 (no DST)
const EMAIL = 'bench@schedules.test';
const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

const keptDir = values['data-dir'] && path.resolve(values['data-dir']);
const dataDir = keptDir ?? (await mkdtemp(path.join(tmpdir(), 'antena-bench-schedules-')));
if (keptDir) await mkdir(keptDir, { recursive: true });
/** What a kept database was generated with: reused only for the same sizes. */
const markerFile = path.join(dataDir, 'bench-schedules.json');
const sizes = JSON.stringify({ stationCount, days, spots });
const generated = await readFile(markerFile, 'utf8').then(
  (text) => JSON.parse(text) as { sizes: string; firstDay: number; made: { total: number; off: number } },
  () => null,
);
const reused = generated?.sizes === sizes ? generated : null;
const { database, ctx, app } = await openBenchApp(dataDir);

// Day 0 is `days` days before today (UTC date); the last day is yesterday.
const firstDay = reused?.firstDay ?? Math.floor(Date.now() / DAY_MS) * DAY_MS - days * DAY_MS;
const dayNames = Array.from({ length: days }, (_, i) => new Date(firstDay + i * DAY_MS).toISOString().slice(0, 10));

const confirmations = async () =>
  (
    await ctx.db.execute(
      sql`select count(*)::int total, count(*) filter (where type = 'OFF_TOLERANCE')::int off from audit_schedule_confirmations`,
    )
  ).rows[0] as { total: number; off: number };

/** The bench client's stations, bench-0 first. */
async function benchStations() {
  const found = await ctx.db.select().from(stations).orderBy(asc(stations.createdAt));
  return [...found.filter((row) => row.slug === 'bench-0'), ...found.filter((row) => row.slug !== 'bench-0')];
}

/** The client, its stations, audios, schedules, matches and confirmations. */
async function generate() {
  const started = performance.now();
  const { clientId, stations: rows } = await seedAuditClient(ctx.db, {
    email: EMAIL,
    stationCount,
    customIds: CUSTOM_IDS,
    stationName: (i) => `Bench ${i}`,
  });

  for (const [index, station] of rows.entries()) {
    // Spot k of a day airs in break floor(k * BREAKS / spots), 30 s after the spot before it there.
    await ctx.db.execute(sql`
      insert into audit_schedules (client_id, station_id, type, datetime, day, custom_id, advertiser, campaign, version)
      select ${clientId}::uuid, ${station.id}::uuid, 'SPOT',
        ${firstDay + OFFSET_MS + 6 * 3_600_000}::bigint + d * ${DAY_MS}::bigint
          + floor(k * ${BREAKS}::numeric / ${spots}) * 900000
          + (k - ceil(floor(k * ${BREAKS}::numeric / ${spots}) * ${spots}::numeric / ${BREAKS})) * 30000,
        to_char(to_timestamp((${firstDay}::bigint + d * ${DAY_MS}::bigint) / 1000) at time zone 'UTC', 'YYYY-MM-DD'),
        'SPOT-' || lpad(n::text, 2, '0'),
        'Advertiser ' || mod(k, 12), 'Campaign ' || mod(k, 30), 'v' || mod(d, 3)
      from generate_series(0, ${days - 1}) d, generate_series(0, ${spots - 1}) k,
        lateral (select mod(${index * 7919} + d * 31 + k * 17, ${CUSTOM_IDS}) + 1 n) custom
      where not (n = ${CUSTOM_IDS} and d >= ${Math.floor(days / 2)})`);
    // Airings, by a hash of the schedule: in tolerance (up to 4 min either way), late, or none;
    // and their confirmations as the pairing makes them (each confirms the spot it airs for).
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
    if ((index + 1) % 10 === 0 || index + 1 === rows.length)
      process.stdout.write(
        `\rschedules, matches and confirmations of ${index + 1}/${rows.length} stations (${seconds(started)} s)`,
      );
  }
  const [counts] = (
    await ctx.db.execute(
      sql`select (select count(*) from audit_schedules)::int schedules, (select count(*) from audit_matches)::int matches`,
    )
  ).rows as { schedules: number; matches: number }[];
  const made = await confirmations();
  say(
    `\n${counts!.schedules} schedules, ${counts!.matches} matches and ${made.total} confirmations (${made.off} off tolerance) made in ${seconds(started)} s`,
  );
  await ctx.db.execute(sql`analyze`);

  await writeFile(markerFile, JSON.stringify({ sizes, firstDay, made }));
  return { rows, made };
}

say(`Audit II benchmark: ${stationCount} stations x ${days} days x ${spots} spots, ${CUSTOM_IDS} custom ids`);
// Timings mean little on a busy machine: say how busy it was.
const load = () => `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`;
say(load());
try {
  let started = performance.now();
  const { rows, made } = reused ? { rows: await benchStations(), made: reused.made } : await generate();
  if (reused) say(`measuring the database kept in ${dataDir}`);

  started = performance.now();
  for (const [index, station] of rows.slice(0, pairedStations).entries()) {
    await repairStationDays(ctx, station.id, dayNames);
    process.stdout.write(`\rpaired ${index + 1}/${pairedStations} stations (${seconds(started)} s)`);
  }
  const pairing = (performance.now() - started) / 1000;
  say(
    `\npairing ${pairedStations} stations x ${days} days: ${pairing.toFixed(1)} s` +
      (pairedStations > 0 && pairedStations < stationCount
        ? `; projected for ${stationCount} stations: ${((pairing / pairedStations) * stationCount).toFixed(0)} s`
        : '') +
      ` (what a change of the client's tolerances or exclusions re-pairs)`,
  );
  const paired = await confirmations();
  say(
    `after the re-pairing: ${paired.total} confirmations, ${paired.off} off tolerance (${paired.total === made.total && paired.off === made.off ? 'as generated' : 'NOT as generated'})`,
  );
  await ctx.db.execute(sql`analyze`);

  const station = rows[0]!;
  const monthOf = (i: number) => {
    const first = Math.floor(((days - 30) * i) / Math.max(1, requests - 1));
    return { from: firstDay + first * DAY_MS + OFFSET_MS, to: firstDay + (first + 30) * DAY_MS + OFFSET_MS - 1 };
  };
  async function measure(url: (month: { from: number; to: number }) => string) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = -3; i < requests; i++) {
      const begun = performance.now();
      const res = await app.inject({
        url: url(monthOf(Math.max(0, i))),
        headers: { authorization: `Bearer mock:${EMAIL}` },
      });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`);
      // The first three warm the plans and the cache.
      if (i >= 0) {
        times.push(performance.now() - begun);
        bytes += res.rawPayload.length;
      }
    }
    return { ...stats(times), kb: bytes / requests / 1024 };
  }
  const base = `/api/v2/stations/${station.id}/audit`;
  const list = (pageSize: number) => (month: { from: number; to: number }) =>
    `${base}/schedules?type=SPOT&datetime.gte=${month.from}&datetime.lte=${month.to}&contain=audio,matches&pageSize=${pageSize}`;
  const table = [
    {
      call: 'schedule-status, a month',
      target: 200,
      ...(await measure((month) => `${base}/reports/schedule-status?from=${month.from}&to=${month.to}`)),
    },
    { call: 'schedules, a month, pageSize 50', target: 200, ...(await measure(list(50))) },
    // The schedule screen's largest page (PAGE_SIZES).
    { call: 'schedules, a month, pageSize 100', target: 200, ...(await measure(list(100))) },
    { call: 'schedules, a month, pageSize 9999', target: 200, ...(await measure(list(9999))) },
    {
      call: 'missing-audios-schedule, a month',
      ...(await measure((month) => `${base}/reports/missing-audios-schedule?from=${month.from}&to=${month.to}`)),
    },
    {
      call: 'no-matches, every audio, a month of matches',
      ...(await measure(
        (month) =>
          `${base}/reports/no-matches?audioFrom=0&audioTo=${Date.now()}&matchFrom=${month.from}&matchTo=${month.to}`,
      )),
    },
    {
      call: 'equal-md5, every audio',
      ...(await measure(() => `${base}/reports/equal-md5?from=0&to=${Date.now()}`)),
    },
  ];

  const repairs: number[] = [];
  for (let i = -3; i < requests; i++) {
    const day = dayNames[Math.floor(((days - 1) * Math.max(0, i)) / Math.max(1, requests - 1))]!;
    const begun = performance.now();
    await repairStationDays(ctx, station.id, [day]);
    if (i >= 0) repairs.push(performance.now() - begun);
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  say(`\nmeasured on ${load()}`);
  say('| call | requests | answer | p50 | p95 | max | target p95 |');
  say('| ---- | -------- | ------ | --- | --- | --- | ---------- |');
  for (const row of table)
    say(
      `| ${row.call} | ${requests} | ${row.kb.toFixed(0)} KB | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${'target' in row ? `≤ ${row.target} ms ${row.p95 <= row.target ? 'met' : 'missed'}` : '-'} |`,
    );
  const repair = stats(repairs);
  say(
    `| re-pairing one station-day (${spots} spots) | ${requests} | - | ${ms(repair.p50)} | ${ms(repair.p95)} | ${ms(repair.max)} | ≤ 50 ms ${repair.p95 <= 50 ? 'met' : 'missed'} |`,
  );
} finally {
  await app.close();
  await database.close();
  if (!keptDir) await rm(dataDir, { recursive: true, force: true });
}
