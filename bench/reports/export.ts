/**
 * Evidence export benchmark (issue 20 point 5): a saved GIP report with --airings confirmed
 * airings over --stations recorded MP3 stations, exported through the API (POST .../export, no
 * queue: the export runs beside the answer) until COMPLETED. Prints the time, the ZIP's size and
 * the process's peak memory (RSS sampled every 50 ms, and the kernel's max RSS), against the
 * memory before the export. Prints figures; asserts nothing.
 *
 *   node --import tsx bench/reports/export.ts [--airings 1000] [--stations 10] [--before 60] [--after 60]
 *     [--audio-seconds 30] [--bitrate 48k]
 *
 * Each station airs one spot a minute (its schedule at the same minute) from 08:00 on its clock;
 * its recording is one 30 s MP3 segment file (a tone, mono) stored again under each segment's
 * key, back to back, covering every cut (before + audio + after) with a minute to spare.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { stationDay, type SavedReport } from '@antena/contract';
import { resolveBinary } from '@antena/media';
import { eq } from 'drizzle-orm';
import { auditClientConfigs, auditMatches, auditSchedules, reports, segments } from '../../apps/server/src/db/schema';
import { DEFAULT_PATH_FORMATS } from '../../apps/server/src/modules/audit/audit-config';
import { repairClient } from '../../apps/server/src/modules/audit/schedule-confirmation';
import { createAuditAudio, createClient, createStation, createUser } from '../../apps/server/test/factories';
import { asUser, buildTestApp } from '../../apps/server/test/helpers';

const { values } = parseArgs({
  options: {
    airings: { type: 'string', default: '1000' },
    stations: { type: 'string', default: '10' },
    before: { type: 'string', default: '60' },
    after: { type: 'string', default: '60' },
    'audio-seconds': { type: 'string', default: '30' },
    bitrate: { type: 'string', default: '48k' },
  },
});
const airings = Number(values.airings);
const stationCount = Number(values.stations);
const before = Number(values.before);
const after = Number(values.after);
const audioMs = Number(values['audio-seconds']) * 1000;
const SEGMENT_SECONDS = 30;
const TZ = 'America/Argentina/Buenos_Aires'; // UTC-3, no DST
const START = Date.parse('2026-10-05T08:00:00-03:00');
const ADMIN = 'bench@export.test';
const say = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One tone segment of SEGMENT_SECONDS, encoded once; its bytes and true length. */
function segmentFile(): { content: Buffer; durationMs: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'antena-bench-export-'));
  try {
    const file = path.join(dir, 'segment.mp3');
    execFileSync(resolveBinary('ffmpeg'), [
      ...['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${SEGMENT_SECONDS}:sample_rate=44100`],
      ...['-ac', '1', '-c:a', 'libmp3lame', '-b:a', values.bitrate, '-write_xing', '0', file],
    ]);
    const probe = ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file];
    const durationMs = Math.round(Number(execFileSync(resolveBinary('ffprobe'), probe).toString()) * 1000);
    return { content: readFileSync(file), durationMs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

say(
  `Evidence export benchmark: ${airings} airings over ${stationCount} stations, cuts of ${before} + ${audioMs / 1000} + ${after} s, ${cpus().length} cores`,
);
const t = await buildTestApp({ LOG_LEVEL: 'warn' });
try {
  const prepared = performance.now();
  const clientId = (await createClient(t.ctx.db)).id;
  await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
  await t.ctx.db.insert(auditClientConfigs).values({
    clientId,
    excludedCustomIds: [],
    toleranceBefore: 5,
    toleranceAfter: 5,
    pathFormats: DEFAULT_PATH_FORMATS,
  });
  const segment = segmentFile();
  const perStation = Math.ceil(airings / stationCount);
  const recordedMs = (perStation + 1) * 60_000 + before * 1000 + audioMs + after * 1000;
  let segmentCount = 0;
  for (let s = 0; s < stationCount; s++) {
    const station = await createStation(t.ctx.db, clientId, {
      name: `Radio ${String(s + 1).padStart(2, '0')}`,
      timezone: TZ,
      format: 'mp3',
      featuresConfig: { audit: { enabled: true } },
    });
    const audio = await createAuditAudio(t.ctx, clientId, {
      stationId: station.id,
      customId: 'SPOT-A',
      durationMs: audioMs,
    });
    const rows = [];
    for (let startTs = START - before * 1000 - 60_000, seq = 0; startTs < START + recordedMs; seq++) {
      const storageKey = `segments/${station.id}/${startTs}.mp3`;
      await t.ctx.storage.put(storageKey, segment.content);
      rows.push({
        stationId: station.id,
        startTs,
        endTs: startTs + segment.durationMs,
        seq,
        durationMs: segment.durationMs,
        format: 'mp3' as const,
        codec: 'mp3',
        bytes: segment.content.length,
        storageKey,
      });
      startTs += segment.durationMs;
    }
    for (let i = 0; i < rows.length; i += 500) await t.ctx.db.insert(segments).values(rows.slice(i, i + 500));
    segmentCount += rows.length;
    const count = Math.min(perStation, airings - s * perStation);
    const times = Array.from({ length: count }, (_, k) => START + k * 60_000);
    await t.ctx.db.insert(auditSchedules).values(
      times.map((datetime) => ({
        clientId,
        stationId: station.id,
        type: 'SPOT' as const,
        datetime,
        day: stationDay(TZ, datetime),
        customId: 'SPOT-A',
        advertiser: 'Acme',
        campaign: 'Verano',
        version: 'V1',
      })),
    );
    await t.ctx.db.insert(auditMatches).values(
      times.map((datetime) => ({
        stationId: station.id,
        audioId: audio.id,
        datetime: datetime + 20_000,
        score: 100,
        playedDurationMs: audioMs,
        refEndMs: audioMs,
        source: 'MANUAL' as const,
      })),
    );
  }
  await repairClient(t.ctx, clientId);
  say(
    `Data: ${segmentCount} segments of ${segment.durationMs} ms (${mb(segment.content.length * segmentCount)}) in ${((performance.now() - prepared) / 1000).toFixed(1)} s`,
  );

  const headers = asUser(ADMIN);
  const config = { stationsIds: [], from: START - 3_600_000, to: START + recordedMs };
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/v2/audit/gip/status-report',
    headers,
    payload: { name: 'Bench export', data: { config } },
  });
  if (saved.statusCode !== 200) throw new Error(`save answered ${saved.statusCode}: ${saved.body}`);
  const reportId = saved.json<SavedReport>().id;

  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  const started = performance.now();
  const options = {
    audioMatchIncludeBefore: before,
    audioMatchIncludeAfter: after,
    excludeVersion: false,
    publicLink: false,
    pathFormat: { formatId: 'station-date' },
  };
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v2/audit/gip/status-report/${reportId}/export`,
    headers,
    payload: options,
  });
  if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}: ${res.body}`);
  let report: SavedReport;
  const stepsAt: Record<string, number> = {};
  for (;;) {
    report = (await t.app.inject({ url: `/api/reports/${reportId}`, headers })).json<SavedReport>();
    const status = report.data.export!.status;
    stepsAt[status] ??= performance.now() - started;
    if (['COMPLETED', 'ERROR'].includes(status)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const [stored] = await t.ctx.db
    .select({ exportKey: reports.exportKey })
    .from(reports)
    .where(eq(reports.id, reportId));
  const exportKey = stored?.exportKey;
  const zipBytes = exportKey ? ((await t.ctx.storage.stat(exportKey))?.size ?? 0) : 0;

  say(
    `Export: ${report.data.export!.status}${report.data.export!.error ? ` (${report.data.export!.error})` : ''}, ${report.data.export!.airings} airings in ${seconds.toFixed(1)} s (${((seconds * 1000) / airings).toFixed(0)} ms an airing)`,
  );
  say(
    `  steps reached at: ${Object.entries(stepsAt)
      .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}`,
  );
  say(`  ZIP: ${mb(zipBytes)}`);
  say(
    `  memory: RSS ${mb(baseline.rss)} before, peak ${mb(peakRss)} (+${mb(peakRss - baseline.rss)}); heap ${mb(baseline.heapUsed)} before, peak ${mb(peakHeap)}; max RSS of the process ${mb(process.resourceUsage().maxRSS * 1024)}`,
  );
} finally {
  await t.close();
}
