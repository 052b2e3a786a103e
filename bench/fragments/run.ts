/**
 * Fragments benchmark (issue 17): the time from 'create' (POST /stations/{id}/fragments) to the
 * media READY, for a 3-minute fragment of an MP3 station, a 3-minute fragment of a video station
 * (640x360 H.264, the demo source, watermark off) and a joint fragment of three 1-minute chunks
 * (median of --runs), then the fragment list of a station holding 10,000 fragments (pageSize 50,
 * p95 of --queries). Recordings are backfilled in 30 s segments, as the recorder cuts them. Runs
 * through app.inject on PGlite without a queue: the render starts beside the 201, so the
 * worker's polling (0.5 s at most) comes on top. Prints figures; asserts nothing.
 *
 *   node --import tsx bench/fragments/run.ts --runs 5 --fragments 10000
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { DEMO_SOURCES } from '@antena/media';
import { fragments } from '../../apps/server/src/db/schema';
import { backfillStation } from '../../apps/server/src/recorder/backfill';
import { createClient, createStation, createUser } from '../../apps/server/test/factories';
import { asUser, buildTestApp } from '../../apps/server/test/helpers';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    fragments: { type: 'string', default: '10000' },
    queries: { type: 'string', default: '100' },
    'skip-video': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const fragmentCount = Number(values.fragments);
const queries = Number(values.queries);
const SEGMENT_SECONDS = 30;
const MINUTE = 60_000;
const ADMIN = 'bench@fragments.test';
const say = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const all = times.map((ms) => Math.round(ms)).join(', ');
  return `median ${Math.round(percentile(sorted, 0.5))} ms, p95 ${Math.round(percentile(sorted, 0.95))} ms (runs: ${all})`;
};

say(`Fragments benchmark: ${runs} runs, ${fragmentCount} fragments in the list, ${cpus().length} cores`);
const t = await buildTestApp({ SEGMENT_SECONDS: String(SEGMENT_SECONDS) });
const headers = asUser(ADMIN);
try {
  const clientId = (await createClient(t.ctx.db)).id;
  await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
  const endTs = Math.floor(Date.now() / (SEGMENT_SECONDS * 1000)) * SEGMENT_SECONDS * 1000 - 10 * MINUTE;
  const startTs = endTs - 6 * MINUTE;

  /** Creates a fragment and waits for its media; the time from the POST to READY. */
  async function createToReady(stationId: string, body: object): Promise<number> {
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stations/${stationId}/fragments`,
      headers,
      payload: body,
    });
    if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
    for (;;) {
      const fragment = (await t.app.inject({ url: `/api/fragments/${res.json().id}`, headers })).json();
      if (fragment.media.status === 'READY') return performance.now() - started;
      if (fragment.media.status === 'ERROR') throw new Error(`media failed: ${fragment.media.error}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async function timed(stationId: string, body: (run: number) => object): Promise<number[]> {
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) times.push(await createToReady(stationId, body(run)));
    return times;
  }

  let started = performance.now();
  const radio = await createStation(t.ctx.db, clientId, { format: 'mp3', streamUrl: DEMO_SOURCES.audio });
  await backfillStation(t.ctx, radio, { hours: 6 / 60, segmentSeconds: SEGMENT_SECONDS, endTs });
  say(`recorded 6 minutes of MP3 in ${Math.round((performance.now() - started) / 1000)} s`);
  // Off the segment boundaries, so every run cuts inside segments; a little later each run.
  const single = (run: number) => ({
    type: 'DEFAULT_FRAGMENT',
    title: `Audio ${run}`,
    from: startTs + 12_345 + run * 1_000,
    to: startTs + 12_345 + run * 1_000 + 3 * MINUTE,
  });
  say(`audio, 3 minutes: ${summary(await timed(radio.id, single))}`);
  const joint = (run: number) => ({
    type: 'JOINT_FRAGMENT',
    title: `Joint ${run}`,
    chunks: [4, 0.5, 2.5].map((at) => ({
      from: startTs + at * MINUTE + run * 1_000 + 321,
      to: startTs + (at + 1) * MINUTE + run * 1_000 + 321,
    })),
  });
  say(`audio, joint of three 1-minute chunks: ${summary(await timed(radio.id, joint))}`);

  if (!values['skip-video']) {
    started = performance.now();
    const tv = await createStation(t.ctx.db, clientId, { format: 'mpegts', streamUrl: DEMO_SOURCES.video });
    await backfillStation(t.ctx, tv, { hours: 4 / 60, segmentSeconds: SEGMENT_SECONDS, endTs });
    say(`recorded 4 minutes of 640x360 video in ${Math.round((performance.now() - started) / 1000)} s`);
    const video = (run: number) => ({
      ...single(run),
      title: `Video ${run}`,
      from: endTs - 4 * MINUTE + 2_345 + run * 1_000,
      to: endTs - MINUTE + 2_345 + run * 1_000,
    });
    say(`video, 3 minutes: ${summary(await timed(tv.id, video))}`);
  }

  started = performance.now();
  const listed = await createStation(t.ctx.db, clientId, { format: 'mp3' });
  const now = Date.now();
  for (let batch = 0; batch < fragmentCount; batch += 1000) {
    const rows = Array.from({ length: Math.min(1000, fragmentCount - batch) }, (_unused, index) => {
      const n = batch + index;
      const from = startTs + (n % 300) * 1_000;
      const range = { from, to: from + MINUTE };
      return {
        clientId,
        stationId: listed.id,
        type: 'DEFAULT_FRAGMENT' as const,
        title: `Fragment ${n} ${n % 7 === 0 ? 'news' : 'music'}`,
        description: 'A benchmark fragment',
        tags: ['bench'],
        fromTs: range.from,
        toTs: range.to,
        durationMs: MINUTE,
        chunks: [{ ...range, label: null, color: null, segments: [range] }],
        gaps: [],
        mediaStatus: 'READY' as const,
        mediaKeys: { audio: `fragments/${clientId}/bench/audio.mp3` },
        // Spread over the last 25 days: all within the list's default month.
        createdAt: new Date(now - Math.floor((n / fragmentCount) * 25 * 24 * 60) * MINUTE),
      };
    });
    await t.ctx.db.insert(fragments).values(rows);
  }
  say(`stored ${fragmentCount} fragments in ${Math.round((performance.now() - started) / 1000)} s`);
  for (const [name, query] of [
    ['newest first, first page', 'pageSize=50'],
    ['newest first, page 100', 'pageSize=50&page=100'],
    ['title filter "news", sorted by title', 'pageSize=50&title=news&sort=title'],
  ] as const) {
    const times: number[] = [];
    for (let call = 0; call < queries; call += 1) {
      const began = performance.now();
      const res = await t.app.inject({ url: `/api/stations/${listed.id}/fragments?${query}`, headers });
      times.push(performance.now() - began);
      if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}`);
    }
    const sorted = times.sort((a, b) => a - b);
    const [p50, p95] = [percentile(sorted, 0.5), percentile(sorted, 0.95)];
    say(`list (${name}, ${queries} calls): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
  }
} finally {
  await t.close();
}
