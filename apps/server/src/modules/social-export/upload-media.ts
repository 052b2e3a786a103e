/**
 * The video an upload sends (issue 34): a video station's fragment MP4 as rendered; an audiogram
 * variant as rendered; a radio fragment posted to X as a plain 16:9 audiogram of its audio (X
 * takes video, not audio; the video platforms take radio fragments only as audiograms). Each is in
 * the store, so platforms that fetch the video themselves read it through a signed URL that
 * answers ranges.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { run } from '@antena/media';
import type { Context } from '../../context';
import type { fragmentAudiogramVariants, fragments, socialUploads, stations } from '../../db/schema';
import { localCopy } from '../segments/local-copy';
import { renderAudiogram } from '../audiogram/audiogram-render';
import { AUDIOGRAM_DEFAULT_COLORS } from '../audiogram/audiogram-layout';
import type { UploadMedia } from './platform-client';

/** Platforms fetch within hours; the signed URL outlives a slow processing queue. */
const PUBLIC_URL_SECONDS = 12 * 3600;

type UploadRow = typeof socialUploads.$inferSelect;
type FragmentRow = typeof fragments.$inferSelect;
type StationRow = typeof stations.$inferSelect;
type VariantRow = typeof fragmentAudiogramVariants.$inferSelect;

/** The store key of the upload's own rendering (radio fragments), removed once the upload ends. */
export const uploadVideoKey = (uploadId: string) => `social-uploads/${uploadId}.mp4`;

async function mediaOf(ctx: Context, key: string, workDir: string): Promise<UploadMedia> {
  const file = path.join(workDir, 'video.mp4');
  await pipeline(await ctx.storage.stream(key), createWriteStream(file));
  return {
    file,
    size: (await stat(file)).size,
    contentType: 'video/mp4',
    publicUrl: ctx.storage.signedUrl(key, { expiresInSeconds: PUBLIC_URL_SECONDS }),
  };
}

/** The upload's video as a local work file in `workDir`, with its signed URL. */
export async function uploadVideo(
  ctx: Context,
  upload: UploadRow,
  fragment: FragmentRow,
  station: StationRow,
  variant: VariantRow | null,
  workDir: string,
): Promise<UploadMedia> {
  if (variant?.storageKey) return mediaOf(ctx, variant.storageKey, workDir);
  if (station.format === 'mpegts' && fragment.mediaKeys.video) return mediaOf(ctx, fragment.mediaKeys.video, workDir);
  const key = uploadVideoKey(upload.id);
  if (!(await ctx.storage.stat(key))) {
    const audio = await localCopy(ctx.storage, [fragment.mediaKeys.audio!]);
    const output = path.join(workDir, 'render.mp4');
    try {
      await renderAudiogram({
        variant: '16x9',
        width: 1080,
        audioFile: audio.files[0]!,
        audioOffsetSeconds: 0,
        durationSeconds: fragment.durationMs / 1000,
        visualizer: { type: 'spectrum', samples: 64 },
        colors: {
          title: AUDIOGRAM_DEFAULT_COLORS.title,
          captions: AUDIOGRAM_DEFAULT_COLORS.captions,
          visualizer: AUDIOGRAM_DEFAULT_COLORS.visualizer,
          background: AUDIOGRAM_DEFAULT_COLORS.background,
        },
        titleText: `${station.name}\n${fragment.title}`,
        captionsType: 'none',
        outputFile: output,
        workDir,
      });
    } finally {
      await audio.dispose();
    }
    await ctx.storage.put(key, createReadStream(output));
  }
  return mediaOf(ctx, key, workDir);
}

/** A still of the video at `seconds` (the form's VIDEO_FRAME thumbnail), as a JPEG work file. */
export async function videoFrame(video: UploadMedia, seconds: number, workDir: string): Promise<UploadMedia> {
  const file = path.join(workDir, 'thumbnail.jpg');
  await run('ffmpeg', [
    '-nostdin',
    '-y',
    '-ss',
    String(seconds),
    '-i',
    video.file,
    '-frames:v',
    '1',
    '-q:v',
    '3',
    file,
  ]);
  return { file, size: (await stat(file)).size, contentType: 'image/jpeg', publicUrl: '' };
}
