/**
 * Test fixtures of external export, delivery and CFR: fragment rows with rendered media put in
 * storage directly (what `fragments.render-media` leaves).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveBinary } from '@antena/media';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context';
import { fragments } from '../../db/schema';

type FragmentValues = Partial<typeof fragments.$inferInsert>;
interface MediaFiles {
  mp3: Buffer;
  mp4: Buffer;
  aac: Buffer;
}

let media: Promise<MediaFiles> | undefined;

/**
 * Two seconds of tone (MP3, AAC) and of video whose frames come at uneven intervals (3 of
 * every 5 frames of 25 fps kept), so a constant frame rate output is told apart from its source.
 */
export function sampleMedia(): Promise<MediaFiles> {
  media ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'antena-fragment-media-'));
    const ffmpeg = (...args: string[]) =>
      execFileSync(resolveBinary('ffmpeg'), ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
    const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'];
    ffmpeg(...tone, '-c:a', 'libmp3lame', path.join(dir, 'audio.mp3'));
    ffmpeg(...tone, '-c:a', 'aac', '-f', 'adts', path.join(dir, 'audio.aac'));
    ffmpeg(
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=25:duration=2', ...tone],
      ...['-vf', "select='lt(mod(n\\,5)\\,3)'", '-fps_mode', 'vfr'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
      path.join(dir, 'video.mp4'),
    );
    const files = {
      mp3: await readFile(path.join(dir, 'audio.mp3')),
      aac: await readFile(path.join(dir, 'audio.aac')),
      mp4: await readFile(path.join(dir, 'video.mp4')),
    };
    await rm(dir, { recursive: true, force: true });
    return files;
  })();
  return media;
}

/**
 * A fragment of the station with READY media unless told otherwise: an MP3 for audio stations,
 * MP4 plus AAC for video stations.
 */
export async function insertFragment(
  ctx: Context,
  station: { id: string; clientId: string; format: string },
  values: FragmentValues = {},
) {
  const from = Date.parse('2026-03-02T13:00:00Z');
  const [row] = await ctx.db
    .insert(fragments)
    .values({
      clientId: station.clientId,
      stationId: station.id,
      type: 'DEFAULT_FRAGMENT',
      title: 'Entrevista al ministro',
      description: 'Economía',
      tags: ['política', 'economía'],
      fromTs: from,
      toTs: from + 2_000,
      durationMs: 2_000,
      chunks: [{ from, to: from + 2_000, label: null, color: null, segments: [{ from, to: from + 2_000 }] }],
      gaps: [],
      mediaStatus: 'READY',
      ...values,
    })
    .returning();
  const fragment = row!;
  if (fragment.mediaStatus !== 'READY') return fragment;
  const files = await sampleMedia();
  const prefix = `fragments/${fragment.clientId}/${fragment.id}`;
  const keys =
    station.format === 'mpegts'
      ? { audio: `${prefix}/audio.aac`, video: `${prefix}/video.mp4` }
      : { audio: `${prefix}/audio.mp3` };
  await ctx.storage.put(keys.audio, keys.video ? files.aac : files.mp3);
  if (keys.video) await ctx.storage.put(keys.video, files.mp4);
  await ctx.db.update(fragments).set({ mediaKeys: keys }).where(eq(fragments.id, fragment.id));
  return { ...fragment, mediaKeys: keys };
}
