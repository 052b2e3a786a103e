/**
 * POST /v2/audit/audios (spec 03 "Upload"): the file is received into a temporary folder, its
 * fields validated with the contract, its audio probed and decoded; only then is it stored and
 * recorded, so a file ffmpeg cannot read never leaves a half-audio behind (400 instead). It counts
 * in the client's daily upload quota, with POST /assets (429 ERR_UPLOAD_QUOTA past it).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { auditAudioUploadFieldsSchema, type AuditAudio } from '@antena/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Context } from '../../context';
import { auditAudios, auditMatches, auditRetroScans, stationGroups } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { findReachableStation } from '../../access/station-access';
import { requireClientId } from '../../access/tenant';
import { currentUser } from '../../http/auth';
import { badRequest, conflict, featureNotEnabled, HttpError, notFound } from '../../http/errors';
import { checkAudio } from './audio-check';
import { recordUpload, requireUploadQuota } from '../assets/upload-quota';
import { auditEnabled } from './audit-station';
import { findAudio, targetCondition, type AudioTarget } from './audios.service';
import { receiveFile, type ReceivedFile } from './received-file';
import { repairAudioDays } from './schedule-confirmation';

/** Audio and video containers; the type a file is served with comes from this extension. */
const MEDIA_EXTENSIONS = new Set('mp3 aac m4a wav ogg oga opus flac wma mp4 m4v mov webm mkv'.split(' '));

const extensionOf = (filename: string) => path.extname(filename).slice(1).toLowerCase();

async function readForm(request: FastifyRequest, maxBytes: number) {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  const limits = { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const extension = extensionOf(part.filename);
        file = await receiveFile(part, `upload${MEDIA_EXTENSIONS.has(extension) ? `.${extension}` : ''}`);
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    await file?.dispose();
    throw error;
  }
  return { fields, file };
}

async function resolveTarget(
  ctx: Context,
  request: FastifyRequest,
  fields: { stationId?: string; stationsGroupId?: string },
) {
  const user = currentUser(request);
  if (fields.stationId) {
    const station = await findReachableStation(ctx.db, user, fields.stationId);
    if (!auditEnabled(station)) throw featureNotEnabled('audit', 'The audit feature is not enabled for this station');
    return { clientId: station.clientId, target: { stationId: station.id, stationGroupId: null } as AudioTarget };
  }
  const clientId = requireClientId(user);
  const [group] = await ctx.db
    .select()
    .from(stationGroups)
    .where(and(eq(stationGroups.id, fields.stationsGroupId!), eq(stationGroups.clientId, clientId)));
  if (!group) throw notFound('Station group not found');
  return { clientId, target: { stationId: null, stationGroupId: group.id } as AudioTarget };
}

export async function uploadAudio(
  ctx: Context,
  request: FastifyRequest,
): Promise<{ audio: AuditAudio; overridden: boolean }> {
  if (!request.isMultipart())
    throw badRequest('Expected a multipart form', [{ path: 'body', message: 'multipart/form-data required' }]);
  const maxMb = ctx.config.ASSET_MAX_MB;
  const maxBytes = maxMb * 1024 * 1024;
  const user = currentUser(request);
  const owner = { userId: user.id, clientId: user.clientId };
  const quotaMb = ctx.config.ASSET_QUOTA_MB_PER_DAY;
  // The declared length bounds the file, so a form past the quota is refused before it is read.
  const declared = Number(request.headers['content-length']) || 0;
  await requireUploadQuota(ctx.db, owner, Math.min(declared, maxBytes), quotaMb);
  const { fields, file } = await readForm(request, maxBytes);
  try {
    if (!file) throw badRequest('No file in the form', [{ path: 'body.file', message: 'Required' }]);
    if (file.truncated) throw new HttpError(413, 'ERR_PAYLOAD_TOO_LARGE', `Los archivos no deben superar ${maxMb}MB`);
    // A form without a length (chunked) is counted once received, before anything is stored.
    await requireUploadQuota(ctx.db, owner, file.bytes, quotaMb);
    const parsed = auditAudioUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => ({
        path: ['body', ...issue.path].join('.'),
        message: issue.message,
      }));
      throw badRequest(`Invalid body: ${details.map((detail) => detail.path).join(', ')}`, details);
    }
    const extension = extensionOf(file.filename);
    if (!MEDIA_EXTENSIONS.has(extension))
      throw badRequest('This file type cannot be uploaded', [
        { path: 'body.file', message: `An audio or video file: ${[...MEDIA_EXTENSIONS].join(', ')}` },
      ]);
    const { clientId, target } = await resolveTarget(ctx, request, parsed.data);
    const facts = await checkAudio(file.path);
    const override = parsed.data.override === 'true';
    const { storageKey, ...stored } = await storeAudio(ctx, {
      clientId,
      target,
      file,
      extension,
      customId: parsed.data.customId,
      override,
      ...facts,
    });
    await recordUpload(ctx.db, owner, { id: randomUUID(), key: storageKey, size: file.bytes });
    return stored;
  } finally {
    await file?.dispose();
  }
}

export interface NewAudio {
  clientId: string;
  target: AudioTarget;
  file: ReceivedFile;
  extension: string;
  customId: string;
  override: boolean;
  durationMs: number;
  title: string | null;
}

/** Stores a checked audio file as the target's audio (or its new version), and queues its retro-scan. */
export async function storeAudio(
  ctx: Context,
  audio: NewAudio,
): Promise<{ audio: AuditAudio; overridden: boolean; storageKey: string }> {
  const scope = targetCondition(audio.target);
  const [sameContent] = await ctx.db
    .select({ customId: auditAudios.customId })
    .from(auditAudios)
    .where(and(scope, eq(auditAudios.md5, audio.file.md5)));
  if (sameContent)
    throw conflict('ERR_AUDIT_AUDIO_EXISTS_MD5', `An audio with the same content exists: ${sameContent.customId}`);
  const [previous] = await ctx.db
    .select()
    .from(auditAudios)
    .where(and(scope, eq(auditAudios.customId, audio.customId)));
  if (previous && !audio.override)
    throw conflict('ERR_AUDIT_AUDIO_EXISTS_NAME', `An audio with the same ID exists: ${audio.customId}`);
  const id = previous?.id ?? randomUUID();
  // A new key per content: a replaced file is never served from a cache under the old one's name.
  const key = `audit/audios/${audio.clientId}/${id}/${audio.file.md5}.${audio.extension}`;
  const stored = await ctx.storage.put(key, createReadStream(audio.file.path));
  const values = {
    filename: path.basename(audio.file.filename).slice(-200),
    title: audio.title?.slice(0, 200) ?? null,
    durationMs: audio.durationMs,
    md5: audio.file.md5,
    bytes: stored.size,
    contentType: audio.file.mimetype,
    storageKey: key,
  };
  try {
    await ctx.db.transaction(async (tx) => {
      if (previous) {
        await tx.update(auditAudios).set(values).where(eq(auditAudios.id, id));
        // The old content's airings say nothing of the new one; the retro-scan finds the new ones.
        await tx.delete(auditMatches).where(eq(auditMatches.audioId, id));
      } else {
        await tx
          .insert(auditAudios)
          .values({ id, clientId: audio.clientId, customId: audio.customId, ...audio.target, ...values });
      }
      const queued = { status: 'QUEUED' as const, segmentsTotal: 0, segmentsDone: 0, error: null };
      await tx
        .insert(auditRetroScans)
        .values({ audioId: id, ...queued })
        .onConflictDoUpdate({ target: auditRetroScans.audioId, set: queued });
    });
  } catch (error) {
    await ctx.storage.delete(key);
    // Another upload of the same id got there between the check and the insert.
    if (isUniqueViolation(error))
      throw conflict('ERR_AUDIT_AUDIO_EXISTS_NAME', `An audio with the same ID exists: ${audio.customId}`);
    throw error;
  }
  if (previous && previous.storageKey !== key) await ctx.storage.delete(previous.storageKey);
  // The old content's matches are gone: the schedules they confirmed are unconfirmed until found again.
  if (previous) await repairAudioDays(ctx, previous);
  // Its past airings, in everything retention keeps of its stations.
  await ctx.queue?.send('audit.retro-scan', { audioId: id });
  const saved = await findAudio(ctx.db, eq(auditAudios.id, id));
  return { audio: saved!, overridden: Boolean(previous), storageKey: key };
}
