/**
 * Audio recorded as a station's MP3 segments for tests: encoded once and cut with the segment
 * muxer (stream copy), as the recorder's capture does, each segment stored and registered
 * back to back from `startTs` with its true length.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveBinary } from '@antena/media';
import type { Context } from '../src/context';
import { segments } from '../src/db/schema';

type SegmentRow = typeof segments.$inferSelect;

/** `input`: ffmpeg's input arguments (`-i file`, or a raw format and `-i` of a raw file). */
export async function recordMp3Segments(
  ctx: Pick<Context, 'db' | 'storage'>,
  stationId: string,
  input: string[],
  options: { startTs: number; segmentSeconds: number },
): Promise<SegmentRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'antena-test-segments-'));
  try {
    execFileSync(resolveBinary('ffmpeg'), [
      ...['-v', 'error', ...input, '-c:a', 'libmp3lame', '-b:a', '64k'],
      ...['-f', 'segment', '-segment_time', String(options.segmentSeconds), path.join(dir, 'seg%03d.mp3')],
    ]);
    const files = readdirSync(dir)
      .filter((f) => f.startsWith('seg'))
      .sort();
    const recorded: SegmentRow[] = [];
    let startTs = options.startTs;
    for (const [seq, name] of files.entries()) {
      const file = path.join(dir, name);
      const probe = ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file];
      const durationMs = Math.round(Number(execFileSync(resolveBinary('ffprobe'), probe).toString()) * 1000);
      const storageKey = `segments/${stationId}/${startTs}.mp3`;
      const content = readFileSync(file);
      await ctx.storage.put(storageKey, content);
      const [row] = await ctx.db
        .insert(segments)
        .values({
          stationId,
          startTs,
          endTs: startTs + durationMs,
          seq,
          durationMs,
          format: 'mp3',
          codec: 'mp3',
          bytes: content.length,
          storageKey,
        })
        .returning();
      recorded.push(row!);
      startTs += durationMs;
    }
    return recorded;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
