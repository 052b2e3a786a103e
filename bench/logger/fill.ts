/**
 * Fills a station with `days` of back-to-back 30 s segment rows, each with an 8-bit waveform of
 * the real size (11025 Hz / 441 samples per pixel = 25 px/s, min and max per pixel: 1,500 bytes).
 * Only rows: the benchmark reads the segment list, never the media.
 */
import { SEGMENT_DURATION_MS } from '@antena/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db';
import { segments } from '../../apps/server/src/db/schema';

const PIXELS = (SEGMENT_DURATION_MS / 1000) * 25;
const BATCH = 1000;

/** A speech-like envelope: a slow swell times a faster syllable rhythm, with a little noise. */
function waveform(segmentIndex: number): Buffer {
  const bytes = Buffer.alloc(PIXELS * 2);
  for (let pixel = 0; pixel < PIXELS; pixel += 1) {
    const t = segmentIndex * PIXELS + pixel;
    const level = 0.5 + 0.3 * Math.sin(t / 400) + 0.2 * Math.abs(Math.sin(t / 7));
    const peak = Math.round(Math.min(1, level * (0.9 + 0.1 * Math.random())) * 127);
    bytes.writeInt8(-peak, pixel * 2);
    bytes.writeInt8(peak, pixel * 2 + 1);
  }
  return bytes;
}

export async function fillSegments(
  db: Db,
  stationId: string,
  endTs: number,
  days: number,
  onProgress: (done: number, total: number) => void,
): Promise<number> {
  const total = Math.round((days * 86_400_000) / SEGMENT_DURATION_MS);
  const firstStart = endTs - total * SEGMENT_DURATION_MS;
  for (let from = 0; from < total; from += BATCH) {
    const rows = [];
    for (let index = from; index < Math.min(total, from + BATCH); index += 1) {
      const startTs = firstStart + index * SEGMENT_DURATION_MS;
      rows.push({
        stationId,
        startTs,
        endTs: startTs + SEGMENT_DURATION_MS,
        durationMs: SEGMENT_DURATION_MS,
        format: 'mp3' as const,
        codec: 'mp3',
        bytes: 480_000,
        storageKey: `bench/${stationId}/${startTs}.mp3`,
        waveformSampleRate: 11025,
        waveformSamplesPerPixel: 441,
        waveform: waveform(index),
      });
    }
    await db.insert(segments).values(rows);
    onProgress(Math.min(total, from + BATCH), total);
  }
  await db.execute(sql`analyze ${segments}`);
  return total;
}
