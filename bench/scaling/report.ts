/** The scaling benchmark's figures, each divided by the station-hours its phase measured. */
import { objectKind, type DatabaseSnapshot, type RoleCpu } from './measure';

export interface Phase {
  kind: 'idle' | 'audio' | 'video';
  /** Recorded time of the segments registered during the measurement, hours. */
  stationHours: number;
  segments: number;
  /** The recorder's measured window: a live capture records one second a second. */
  wallSeconds: number;
  recorder: RoleCpu;
  worker: RoleCpu;
  database: { before: DatabaseSnapshot; after: DatabaseSnapshot };
  /** Objects written during the measurement: key -> bytes. */
  objects: Map<string, number>;
  /** The hour pack the archives above would make (`encodeArchivePack`). */
  packBytes: number;
  /** Waveforms, kept in the segment rows. */
  waveformBytes: number;
  /** Store requests by operation. */
  requests: Map<string, number>;
  /** CPU seconds an hour of the demo source's generation alone (sourceCpuPerHour). */
  sourceCpu: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
const fixed = (value: number, digits = 1) => value.toFixed(digits);

export function report(phases: Phase[], say: (line: string) => void): void {
  for (const phase of phases) {
    const perHour = (value: number) => value / phase.stationHours;
    const captureHours = phase.wallSeconds / 3600;
    say('');
    say(
      phase.kind === 'idle'
        ? `== idle: a worker and a recorder with no station, ${fixed(phase.wallSeconds)} s measured; figures per hour of the pair`
        : `== ${phase.kind}: ${phase.segments} segments, ${fixed(phase.stationHours * 60)} station-minutes recorded, ${fixed(phase.wallSeconds)} s measured`,
    );

    say('CPU seconds per station-hour (share of one core in brackets):');
    const cpuLine = (what: string, seconds: number) =>
      say(`  ${what.padEnd(44)} ${fixed(seconds).padStart(8)} s  (${fixed((seconds / 3600) * 100, 2)} %)`);
    cpuLine('recorder, ffmpeg captures', phase.recorder.ffmpeg / captureHours);
    if (phase.sourceCpu > 0) cpuLine('  of which generating the demo source', phase.sourceCpu);
    cpuLine('recorder, node (leases, registration, uploads)', phase.recorder.node / captureHours);
    cpuLine('worker, ffmpeg (decodes, thumbnail sheets)', perHour(phase.worker.ffmpeg));
    cpuLine('worker, node (jobs, matching, queue)', perHour(phase.worker.node));

    say('Storage written per station-hour:');
    const byKind = new Map<string, { bytes: number; objects: number }>();
    for (const [key, bytes] of phase.objects) {
      const kind = objectKind(key);
      const sum = byKind.get(kind) ?? { bytes: 0, objects: 0 };
      byKind.set(kind, { bytes: sum.bytes + bytes, objects: sum.objects + 1 });
    }
    for (const [kind, sum] of [...byKind].sort()) {
      say(`  ${kind.padEnd(44)} ${mib(perHour(sum.bytes)).padStart(12)} in ${fixed(perHour(sum.objects))} objects`);
    }
    if (phase.packBytes > 0)
      say(
        `  ${'fingerprint pack (made from the archives)'.padEnd(44)} ${mib(perHour(phase.packBytes)).padStart(12)} in 1 object`,
      );
    say(`  ${'waveforms (in the segment rows)'.padEnd(44)} ${mib(perHour(phase.waveformBytes)).padStart(12)}`);

    say('Store requests per station-hour:');
    for (const [operation, count] of [...phase.requests].sort())
      say(`  ${operation.padEnd(44)} ${fixed(perHour(count)).padStart(8)}`);

    say('Database per station-hour (tables with a change; bytes: pg_total_relation_size, grows in 8 KiB pages):');
    const { before, after } = phase.database;
    for (const [name, end] of [...after.tables].sort()) {
      const start = before.tables.get(name) ?? { rows: 0, bytes: 0 };
      if (end.rows === start.rows && end.bytes === start.bytes) continue;
      say(
        `  ${name.padEnd(44)} ${fixed(perHour(end.rows - start.rows)).padStart(8)} rows  ${kb(perHour(end.bytes - start.bytes)).padStart(12)}  ${fixed(end.rowBytes, 0).padStart(6)} B a row`,
      );
    }
    for (const [name, count] of [...after.jobs].sort()) {
      const sent = count - (before.jobs.get(name) ?? 0);
      if (sent > 0) say(`  ${`jobs sent: ${name}`.padEnd(44)} ${fixed(perHour(sent)).padStart(8)}`);
    }
    say(`  ${'WAL written'.padEnd(44)} ${mib(perHour(after.walBytes - before.walBytes)).padStart(12)}`);
    say(`  ${'transactions committed'.padEnd(44)} ${fixed(perHour(after.commits - before.commits)).padStart(8)}`);
    say(
      `  ${'rows inserted, updated, deleted'.padEnd(44)} ${fixed(perHour(after.rowWrites - before.rowWrites)).padStart(8)}`,
    );
  }
}
