/**
 * Speech for the fragment transcription tests: tone bursts (the protocol stand-in hears each as
 * the word its pitch names, test/transcription-server.ts) recorded as 10 s MP3 segments.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '@antena/media';
import type { StationRow } from '../../access/station-access';
import type { Context } from '../../context';
import { registerSegment } from '../segments/segment-registry';

const RATE = 8000;
const SEGMENT_S = 10;

/** `seconds` (whole segments) from `startTs`, silent but for `speech`: [hz, from s, to s]. */
export async function recordSpeech(
  ctx: Pick<Context, 'db' | 'storage' | 'log'>,
  station: StationRow,
  startTs: number,
  seconds: number,
  speech: readonly (readonly [number, number, number])[],
): Promise<void> {
  const pcm = Buffer.alloc(seconds * RATE * 2);
  for (const [hz, from, to] of speech)
    for (let i = Math.round(from * RATE); i < Math.round(to * RATE); i++)
      pcm.writeInt16LE(Math.round(0.5 * 32767 * Math.sin((2 * Math.PI * hz * i) / RATE)), i * 2);
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-fragment-speech-'));
  try {
    await writeFile(path.join(dir, 'speech.raw'), pcm);
    await run('ffmpeg', [
      ...['-nostdin', '-loglevel', 'error', '-f', 's16le', '-ar', String(RATE), '-ac', '1'],
      ...['-i', path.join(dir, 'speech.raw'), '-c:a', 'libmp3lame', '-b:a', '64k'],
      ...['-f', 'segment', '-segment_time', String(SEGMENT_S), '-reset_timestamps', '1'],
      ...['-segment_format_options', 'write_xing=0', path.join(dir, '%03d.mp3')],
    ]);
    const files = (await readdir(dir)).filter((file) => file.endsWith('.mp3')).sort();
    for (const [index, file] of files.slice(0, seconds / SEGMENT_S).entries()) {
      const from = startTs + index * SEGMENT_S * 1000;
      await registerSegment(
        { ...ctx, queue: undefined },
        {
          stationId: station.id,
          file: path.join(dir, file),
          startTs: from,
          endTs: from + SEGMENT_S * 1000,
          format: 'mp3',
        },
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
