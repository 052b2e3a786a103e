/**
 * What the fragment integration tests share: recordings of steady tones (so that the order of a
 * joint fragment's chunks can be heard in its media), ffprobe measures of rendered media, and the
 * wait for a fragment's media.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Fragment } from '@antena/contract';
import { run } from '@antena/media';
import type { FastifyInstance } from 'fastify';
import type { StationRow } from '../../access/station-access';
import type { Context } from '../../context';
import { registerSegment } from '../segments/segment-registry';

export const SEGMENT_MS = 10_000;

/** `seconds` of a `frequency` Hz tone recorded as 10 s MP3 segments from `startTs` on. */
export async function recordTone(
  ctx: Pick<Context, 'db' | 'storage' | 'log'>,
  station: StationRow,
  tone: { startTs: number; seconds: number; frequency: number },
): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-tone-'));
  try {
    const count = tone.seconds / (SEGMENT_MS / 1000);
    await run('ffmpeg', [
      ...['-nostdin', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', `sine=frequency=${tone.frequency}:sample_rate=44100`, '-t', String(tone.seconds)],
      ...['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'segment', '-segment_time', String(SEGMENT_MS / 1000)],
      ...['-reset_timestamps', '1', '-segment_format_options', 'write_xing=0', path.join(dir, '%03d.mp3')],
    ]);
    const files = (await readdir(dir)).sort().slice(0, count);
    for (const [index, file] of files.entries()) {
      const startTs = tone.startTs + index * SEGMENT_MS;
      await registerSegment(
        { ...ctx, queue: undefined },
        { stationId: station.id, file: path.join(dir, file), startTs, endTs: startTs + SEGMENT_MS, format: 'mp3' },
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A rendered file's length by ffprobe: the container's duration, or for ADTS AAC (whose duration
 * ffprobe only estimates from the bit rate) its frames of 1024 samples counted.
 */
export async function mediaSeconds(file: string): Promise<number> {
  if (file.endsWith('.aac')) {
    const out = await run('ffprobe', [
      ...['-v', 'error', '-count_packets', '-select_streams', 'a:0'],
      ...['-show_entries', 'stream=nb_read_packets,sample_rate', '-of', 'json', file],
    ]);
    const [stream] = (JSON.parse(out.toString()) as { streams: { nb_read_packets: string; sample_rate: string }[] })
      .streams;
    return (Number(stream!.nb_read_packets) * 1024) / Number(stream!.sample_rate);
  }
  const out = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(out.toString().trim());
}

const PCM_RATE = 8000;

/** The tone heard in each window (seconds into the file), in Hz, from its zero crossings. */
export async function tonesAt(file: string, windows: [number, number][]): Promise<number[]> {
  const pcm = await run('ffmpeg', [
    '-nostdin',
    '-loglevel',
    'error',
    '-i',
    file,
    '-ac',
    '1',
    '-ar',
    '8000',
    '-f',
    's16le',
    'pipe:1',
  ]);
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));
  return windows.map(([from, to]) => {
    let crossings = 0;
    for (let i = Math.round(from * PCM_RATE) + 1; i < Math.round(to * PCM_RATE); i += 1) {
      if (samples[i - 1]! < 0 !== samples[i]! < 0) crossings += 1;
    }
    return Math.round(crossings / 2 / (to - from));
  });
}

/** Polls the fragment until its media leaves WAITING and IN_PROGRESS. */
export async function settledFragment(
  app: FastifyInstance,
  fragmentId: string,
  headers: Record<string, string>,
): Promise<Fragment> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const fragment = (
      await app.inject({ method: 'GET', url: `/api/fragments/${fragmentId}`, headers })
    ).json<Fragment>();
    if (fragment.media.status === 'READY' || fragment.media.status === 'ERROR') return fragment;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The media of fragment ${fragmentId} never settled`);
}

/** Downloads what a signed URL names through the app, into `dir`. */
export async function downloadTo(app: FastifyInstance, url: string, dir: string, name: string): Promise<string> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const res = await app.inject({ method: 'GET', url: `${pathname}${search}` });
  if (res.statusCode !== 200) throw new Error(`Download failed: ${res.statusCode} ${res.body}`);
  const file = path.join(dir, name);
  await writeFile(file, res.rawPayload);
  return file;
}
