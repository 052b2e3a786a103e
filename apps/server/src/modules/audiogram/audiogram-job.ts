/**
 * The `fragments.render-audiogram` job (issue 34): renders one variant of a fragment's audiogram
 * with the props it was asked with, stores it beside the fragment's media and records progress.
 * A render overtaken by a newer request (other props) leaves the row to the newer job.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import type { AudiogramInputProps, AudiogramVariant } from '@antena/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from '../../context';
import { fragmentAudiogramVariants, fragments } from '../../db/schema';
import { localCopy } from '../segments/local-copy';
import { audiogramKey } from '../fragments/fragment-media';
import { watermarkAssetKey } from '../fragments/watermark-image';
import { captionsOf } from './audiogram.service';
import { renderAudiogram } from './audiogram-render';
import { audiogramSize, AudiogramFontMissingError } from './audiogram-layout';

type VariantRow = typeof fragmentAudiogramVariants.$inferSelect;

/** Rendered failures the user can act on, in words (the variant's failedReason). */
class AudiogramInputError extends Error {}

const sameProps = (a: AudiogramInputProps, b: AudiogramInputProps) => JSON.stringify(a) === JSON.stringify(b);

async function clientPicture(ctx: Context, url: string | null, clientId: string, dir: string, name: string) {
  if (!url) return undefined;
  const key = watermarkAssetKey(url, clientId);
  const bytes = key ? await ctx.storage.read(key) : null;
  if (!bytes) throw new AudiogramInputError(`The ${name} image must be a picture uploaded to Antena`);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

export async function renderVariant(ctx: Context, fragmentId: string, variant: AudiogramVariant): Promise<void> {
  const where = and(
    eq(fragmentAudiogramVariants.fragmentId, fragmentId),
    eq(fragmentAudiogramVariants.variant, variant),
  );
  const [claimed] = await ctx.db
    .update(fragmentAudiogramVariants)
    .set({ status: 'IN_PROGRESS', progress: 0 })
    .where(and(where, inArray(fragmentAudiogramVariants.status, ['QUEUED', 'IN_PROGRESS'])))
    .returning();
  const [fragment] = await ctx.db.select().from(fragments).where(eq(fragments.id, fragmentId));
  if (!claimed || !fragment?.mediaKeys.audio) return;
  const props = claimed.props;
  // Only the row still asking for these props is updated.
  const update = async (values: Partial<VariantRow>) => {
    const [row] = await ctx.db.select().from(fragmentAudiogramVariants).where(where);
    if (!row || !sameProps(row.props, props)) return false;
    await ctx.db.update(fragmentAudiogramVariants).set(values).where(where);
    return true;
  };
  const workDir = await mkdtemp(path.join(tmpdir(), 'antena-audiogram-'));
  const audio = await localCopy(ctx.storage, [fragment.mediaKeys.audio]);
  try {
    const words =
      props.captionsType === 'NONE'
        ? []
        : (props.captions ?? (await captionsOf(ctx.db, fragmentId)).captions).map(({ text, startMs, endMs }) => ({
            text,
            startMs,
            endMs,
          }));
    const output = path.join(workDir, 'audiogram.mp4');
    const durationSeconds = Math.max(0.1, fragment.durationMs / 1000 - props.audioOffsetInSeconds);
    let reported = 0;
    await renderAudiogram(
      {
        variant,
        width: variant === '9x16' ? 1080 : props.width,
        audioFile: audio.files[0]!,
        audioOffsetSeconds: props.audioOffsetInSeconds,
        durationSeconds,
        visualizer: props.visualizer,
        colors: {
          title: props.titleColor,
          captions: props.captionsTextColor,
          visualizer: props.visualizerColor,
          background: props.backgroundColor,
        },
        backgroundImageFile:
          props.backgroundType === 'image'
            ? await clientPicture(
                ctx,
                props.backgroundImageUrl,
                fragment.clientId,
                path.join(workDir, 'bg'),
                'background',
              )
            : undefined,
        coverImageFile: await clientPicture(
          ctx,
          props.coverImageUrl,
          fragment.clientId,
          path.join(workDir, 'cover'),
          'cover',
        ),
        titleText: props.titleText || undefined,
        words,
        captionsType: props.captionsType === 'NONE' ? 'none' : 'karaoke',
        onlyDisplayCurrentSentence: props.onlyDisplayCurrentSentence,
        outputFile: output,
        workDir,
      },
      {
        onProgress: (fraction) => {
          const percent = Math.floor(fraction * 100);
          if (percent >= reported + 5 && percent < 100) {
            reported = percent;
            void update({ progress: percent }).catch(() => undefined);
          }
        },
      },
    );
    const key = audiogramKey(fragment, variant);
    await ctx.storage.put(key, createReadStream(output));
    await update({
      status: 'COMPLETED',
      progress: 100,
      storageKey: key,
      durationMs: Math.round(durationSeconds * 1000),
      ...audiogramSize(variant, variant === '9x16' ? 1080 : props.width),
    });
  } catch (error) {
    ctx.log.warn({ fragmentId, variant, err: error }, 'audiogram render failed');
    // ffmpeg's own words name server paths: the user reads what they can act on.
    const reason =
      error instanceof AudiogramInputError || error instanceof AudiogramFontMissingError
        ? error.message
        : 'The audiogram could not be rendered from this fragment';
    await update({ status: 'FAILED', failedReason: reason });
  } finally {
    await audio.dispose();
    await rm(workDir, { recursive: true, force: true });
  }
}
