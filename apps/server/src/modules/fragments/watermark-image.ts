/**
 * A station's watermark image: one of its client's assets, and a picture. ffmpeg reads it through
 * the demuxer its check found, never by detection (`untrustedInput`): an asset is any bytes a
 * client admin uploaded, and a playlist named `wm.txt` set as the watermark once put another
 * client's recording into the fragment. Checked when it is set (a clear 400 on the field) and
 * again at each render (a watermark set before these checks is not trusted either).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROOT } from '@antena/contract';
import { probeUntrusted, UntrustedMediaError } from '@antena/media';
import type { Context } from '../../context';
import { badRequest } from '../../http/errors';

/**
 * The storage key of a watermark image: the `imageUrl` the configuration keeps is a signed URL of
 * an asset (`POST /assets` answers one, `{API_ROOT}/media/{key}?…`) or the asset's key. Only the
 * client's own assets are read.
 */
export function watermarkAssetKey(imageUrl: string, clientId: string): string | null {
  const marker = `${API_ROOT}/media/`;
  const at = imageUrl.indexOf(marker);
  let key = imageUrl;
  if (at >= 0) {
    try {
      key = decodeURIComponent(imageUrl.slice(at + marker.length).split(/[?#]/)[0]!);
    } catch {
      return null;
    }
  }
  return key.startsWith(`assets/${clientId}/`) && !key.split('/').includes('..') ? key : null;
}

export class WatermarkImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WatermarkImageError';
  }
}

/** The image copied into `dir`, with the demuxer that reads it; WatermarkImageError when it is not one. */
export async function fetchWatermarkImage(
  ctx: Pick<Context, 'storage'>,
  imageUrl: string,
  clientId: string,
  dir: string,
): Promise<{ file: string; demuxer: string }> {
  const key = watermarkAssetKey(imageUrl, clientId);
  const image = key ? await ctx.storage.read(key) : null;
  if (!image) throw new WatermarkImageError("The watermark image is not one of the client's assets");
  const file = path.join(dir, 'watermark');
  await writeFile(file, image);
  try {
    return { file, demuxer: (await probeUntrusted(file, 'image')).demuxer };
  } catch (error) {
    if (error instanceof UntrustedMediaError)
      throw new WatermarkImageError(`The watermark is not a PNG, JPEG, WebP or GIF picture: ${error.reason}`);
    throw error;
  }
}

/** Refuses (400 on the field) a watermark image that a render would refuse. */
export async function checkWatermarkImage(
  ctx: Pick<Context, 'storage'>,
  imageUrl: string,
  clientId: string,
): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-watermark-'));
  try {
    await fetchWatermarkImage(ctx, imageUrl, clientId, dir);
  } catch (error) {
    if (!(error instanceof WatermarkImageError)) throw error;
    throw badRequest(error.message, [{ path: 'body.mediaWatermark.imageUrl', message: error.message }]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
