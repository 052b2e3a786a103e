/**
 * Asset upload: one file per multipart request (field `file`), stored under
 * `assets/{clientId|platform}/{id}/{filename}`; the answer carries a signed download URL.
 */
import { randomUUID } from 'node:crypto';
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { badRequest, HttpError } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { safeFileName } from '../../storage/file-names';
import { ObjectTooLargeError } from '../../storage/storage';
import { recordUpload, requireUploadQuota } from './upload-quota';

/** The stored name: its last 120 characters (the extension kept) made one safe segment. */
const safeFilename = (name: string) => safeFileName(name.slice(-120)) || 'file';

/**
 * What the asset uses of the spec take (fragment templates, watermarks, audiograms): pictures,
 * sound, video and documents. Markup that a browser could run (SVG, HTML, XML) is never stored.
 */
const ALLOWED_EXTENSIONS = new Set('png jpg jpeg gif webp mp3 m4a aac wav ogg mp4 webm pdf csv txt'.split(' '));
const extensionOf = (filename: string) => /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';

export function assetsRoutes(app: FastifyInstance, ctx: Context): void {
  const maxBytes = ctx.config.ASSET_MAX_MB * 1024 * 1024;
  const tooLarge = () =>
    new HttpError(413, 'ERR_PAYLOAD_TOO_LARGE', `Los archivos no deben superar ${ctx.config.ASSET_MAX_MB}MB`);

  registerRoute(app, routes.uploadAsset, async (request, reply) => {
    const user = currentUser(request);
    if (!request.isMultipart())
      throw badRequest('Expected a multipart form', [{ path: 'body', message: 'multipart/form-data required' }]);
    const owner = { userId: user.id, clientId: user.clientId };
    // The declared length bounds the file, so a form past the quota is refused before it is read.
    const declared = Number(request.headers['content-length']) || 0;
    await requireUploadQuota(ctx.db, owner, Math.min(declared, maxBytes), ctx.config.ASSET_QUOTA_MB_PER_DAY);
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file) throw badRequest('No file in the form', [{ path: 'body.file', message: 'Required' }]);
    const id = randomUUID();
    const filename = safeFilename(file.filename);
    if (!ALLOWED_EXTENSIONS.has(extensionOf(filename))) {
      file.file.resume();
      throw badRequest('This file type cannot be uploaded', [
        { path: 'body.file', message: `Allowed types: ${[...ALLOWED_EXTENSIONS].join(', ')}` },
      ]);
    }
    const key = `assets/${user.clientId ?? 'platform'}/${id}/${filename}`;
    let stored;
    try {
      stored = await ctx.storage.put(key, file.file, { maxBytes });
    } catch (error) {
      if (error instanceof ObjectTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw tooLarge();
      throw error;
    }
    if (file.file.truncated) {
      await ctx.storage.delete(key);
      throw tooLarge();
    }
    // A form without a length (chunked) is counted once stored: past the quota, it is not kept.
    try {
      await requireUploadQuota(ctx.db, owner, stored.size, ctx.config.ASSET_QUOTA_MB_PER_DAY);
    } catch (error) {
      await ctx.storage.delete(key);
      throw error;
    }
    await recordUpload(ctx.db, owner, { id, key, size: stored.size });
    reply.status(201);
    return {
      id,
      key,
      // Minutes, not a day: a link must stop working soon after its holder loses access.
      url: ctx.storage.signedUrl(key),
      filename,
      contentType: file.mimetype,
      size: stored.size,
    };
  });
}
