/**
 * YouTube's resumable upload protocol
 * (https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol):
 * 1. POST the video's metadata to `/upload/youtube/v3/videos?uploadType=resumable`: the answer's
 *    Location is the upload session, stored (ctx.saveSession) before any byte is sent;
 * 2. PUT the file in chunks (SOCIAL_UPLOAD_CHUNK_MB MiB, a multiple of 256 KiB; the last one any
 *    size) with Content-Range. `308 Resume Incomplete` says in its Range (`bytes=0-N`) how much
 *    YouTube holds (no Range: nothing), and the next chunk starts there; 200/201 is the video;
 * 3. after a dropped connection or a 5xx, and when a later attempt finds a stored session, a PUT
 *    with `Content-Range: bytes *\/SIZE` asks where the session stands; 404/410: it expired (a
 *    week), and a new one starts.
 * The file is read a chunk at a time, never whole.
 */
import type { VideoUploadData } from '@antena/contract';
import { open, readFile, type FileHandle } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { PlatformError, type UploadContext } from '../platform-client';
import { youtubeError, youtubeFetch } from './youtube-http';

/** Retries of a dropped or failed (5xx) request, with exponential backoff; tests shorten it. */
export const uploadRetry = { attempts: 5, baseDelayMs: 1000, chunkTimeoutMs: 10 * 60_000 };

/** YouTube's category "News & Politics". */
export const NEWS_CATEGORY_ID = '25';

/** How many times an upload session may expire under one upload before it gives up. */
const MAX_SESSION_RESTARTS = 2;

type SessionState = { videoId: string } | { acked: number } | { expired: true };

export function videoMetadata(data: VideoUploadData) {
  return {
    snippet: { title: data.title, description: data.content, tags: data.tags, categoryId: NEWS_CATEGORY_ID },
    status: { privacyStatus: data.private ? 'private' : 'public', selfDeclaredMadeForKids: data.forKids },
  };
}

/** The bytes a 308's Range acknowledges (`bytes=0-N` is N + 1; no Range is none). */
export function acknowledgedBytes(response: Response): number {
  const match = /^bytes=0-(\d+)$/.exec(response.headers.get('range')?.trim() ?? '');
  return match ? Number(match[1]) + 1 : 0;
}

const auth = (ctx: UploadContext) => ({ authorization: `Bearer ${ctx.credentials.accessToken}` });
const backoff = (failures: number, signal: AbortSignal) =>
  sleep(uploadRetry.baseDelayMs * 2 ** (failures - 1), undefined, { signal });
const reason = (error: unknown) =>
  error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);

/** Uploads ctx.video (resuming ctx.session when there is one); the video's id. */
export async function uploadVideo(ctx: UploadContext): Promise<string> {
  if (!('title' in ctx.data)) throw new PlatformError('A YouTube upload needs a title and a description');
  if (ctx.video.size <= 0) throw new PlatformError('The video is empty');
  const data = ctx.data as VideoUploadData;
  let uri = typeof ctx.session?.uri === 'string' ? ctx.session.uri : null;
  let acked = 0;
  if (uri) {
    const state = await queryStatus(ctx, uri);
    if ('videoId' in state) return state.videoId;
    if ('expired' in state) uri = null;
    else {
      acked = state.acked;
      await ctx.progress(acked);
    }
  }
  const file = await open(ctx.video.file, 'r');
  try {
    for (let restarts = 0; ; restarts++) {
      if (!uri) {
        uri = await startSession(ctx, data);
        await ctx.saveSession({ uri });
        acked = 0;
      }
      const outcome = await sendChunks(ctx, file, uri, acked);
      if ('videoId' in outcome) return outcome.videoId;
      if (restarts >= MAX_SESSION_RESTARTS) throw new PlatformError('YouTube: the upload session keeps expiring');
      uri = null;
    }
  } finally {
    await file.close();
  }
}

/** Step 1: the session's URI. */
async function startSession(ctx: UploadContext, data: VideoUploadData): Promise<string> {
  const url = new URL(`${ctx.config.YOUTUBE_API_URL}/upload/youtube/v3/videos`);
  url.searchParams.set('uploadType', 'resumable');
  url.searchParams.set('part', 'snippet,status');
  for (let failures = 0; ;) {
    let response: Response | null = null;
    let why = '';
    try {
      response = await youtubeFetch(url, {
        method: 'POST',
        headers: {
          ...auth(ctx),
          'content-type': 'application/json; charset=UTF-8',
          'x-upload-content-length': String(ctx.video.size),
          'x-upload-content-type': ctx.video.contentType,
        },
        body: JSON.stringify(videoMetadata(data)),
        signal: ctx.signal,
      });
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      why = reason(error);
    }
    if (response?.ok) {
      await response.body?.cancel();
      const location = response.headers.get('location');
      if (!location) throw new PlatformError('YouTube did not give an upload session');
      return new URL(location, url).toString();
    }
    if (response && response.status < 500) throw await youtubeError(response, 'the video');
    if (response) why = `HTTP ${response.status}`;
    await response?.body?.cancel();
    if (++failures > uploadRetry.attempts) throw new PlatformError(`YouTube cannot start the upload: ${why}`);
    await backoff(failures, ctx.signal);
  }
}

/** Step 2 from `from`: the video's id, or that the session expired. */
async function sendChunks(
  ctx: UploadContext,
  file: FileHandle,
  uri: string,
  from: number,
): Promise<{ videoId: string } | { expired: true }> {
  const size = ctx.video.size;
  const chunk = ctx.config.SOCIAL_UPLOAD_CHUNK_MB * 1024 * 1024; // a multiple of 256 KiB
  let acked = from;
  for (let failures = 0; ;) {
    ctx.signal.throwIfAborted();
    if (acked >= size) {
      // YouTube holds every byte but has not answered with the video: ask once more.
      const state = await queryStatus(ctx, uri);
      if (!('acked' in state)) return state;
      if (state.acked >= size) throw new PlatformError('YouTube holds the whole video but does not finish it');
      acked = state.acked;
      continue;
    }
    const end = Math.min(acked + chunk, size);
    const body = await readRange(file, acked, end);
    let response: Response | null = null;
    let why = '';
    try {
      response = await youtubeFetch(uri, {
        method: 'PUT',
        headers: {
          ...auth(ctx),
          'content-type': ctx.video.contentType,
          'content-range': `bytes ${acked}-${end - 1}/${size}`,
        },
        // A Buffer is a valid body; DOM's lib types (the bench's) want an ArrayBuffer-backed view.
        body: body as Uint8Array<ArrayBuffer>,
        signal: ctx.signal,
        timeoutMs: uploadRetry.chunkTimeoutMs,
      });
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      why = reason(error);
    }
    if (response && (response.status === 200 || response.status === 201)) {
      const videoId = await videoIdOf(response);
      await ctx.progress(size);
      return { videoId };
    }
    if (response?.status === 308) {
      await response.body?.cancel();
      acked = acknowledgedBytes(response);
      failures = 0;
      await ctx.progress(acked);
      continue;
    }
    if (response?.status === 404 || response?.status === 410) {
      await response.body?.cancel();
      return { expired: true };
    }
    if (response && response.status < 500) throw await youtubeError(response, 'the video upload');
    // A dropped connection or a 5xx: wait, ask YouTube how much it holds, go on from there.
    if (response) why = `HTTP ${response.status}`;
    await response?.body?.cancel();
    if (++failures > uploadRetry.attempts) throw new PlatformError(`YouTube upload failed: ${why}`);
    await backoff(failures, ctx.signal);
    const state = await queryStatus(ctx, uri);
    if (!('acked' in state)) return state;
    acked = state.acked;
    await ctx.progress(acked);
  }
}

/** Step 3: where the session stands (retrying dropped connections and 5xx). */
async function queryStatus(ctx: UploadContext, uri: string): Promise<SessionState> {
  for (let failures = 0; ;) {
    let response: Response | null = null;
    let why = '';
    try {
      response = await youtubeFetch(uri, {
        method: 'PUT',
        headers: { ...auth(ctx), 'content-range': `bytes */${ctx.video.size}` },
        body: new Uint8Array(0),
        signal: ctx.signal,
      });
    } catch (error) {
      if (ctx.signal.aborted) throw error;
      why = reason(error);
    }
    if (response && (response.status === 200 || response.status === 201)) return { videoId: await videoIdOf(response) };
    if (response?.status === 308) {
      await response.body?.cancel();
      return { acked: acknowledgedBytes(response) };
    }
    if (response?.status === 404 || response?.status === 410) {
      await response.body?.cancel();
      return { expired: true };
    }
    if (response && response.status < 500) throw await youtubeError(response, 'the upload status');
    if (response) why = `HTTP ${response.status}`;
    await response?.body?.cancel();
    if (++failures > uploadRetry.attempts) throw new PlatformError(`YouTube upload status unknown: ${why}`);
    await backoff(failures, ctx.signal);
  }
}

async function videoIdOf(response: Response): Promise<string> {
  const video = (await response.json().catch(() => null)) as { id?: unknown } | null;
  if (typeof video?.id !== 'string' || !video.id)
    throw new PlatformError('YouTube finished the upload without a video');
  return video.id;
}

/** Bytes [start, end) of the file. */
async function readRange(file: FileHandle, start: number, end: number): Promise<Buffer> {
  const buffer = Buffer.alloc(end - start);
  for (let at = 0; at < buffer.length;) {
    const { bytesRead } = await file.read(buffer, at, buffer.length - at, start + at);
    if (bytesRead === 0) throw new PlatformError('The video file is shorter than its size');
    at += bytesRead;
  }
  return buffer;
}

/**
 * Sets the video's thumbnail (`thumbnails.set`, 2 MB at most). Whether it was set: a refusal
 * (a channel not verified for custom thumbnails) keeps the video, and nothing is logged.
 */
export async function setThumbnail(ctx: UploadContext, videoId: string): Promise<boolean> {
  if (!ctx.thumbnail) return false;
  try {
    const url = new URL(`${ctx.config.YOUTUBE_API_URL}/upload/youtube/v3/thumbnails/set`);
    url.searchParams.set('videoId', videoId);
    url.searchParams.set('uploadType', 'media');
    const response = await youtubeFetch(url, {
      method: 'POST',
      headers: { ...auth(ctx), 'content-type': ctx.thumbnail.contentType },
      body: await readFile(ctx.thumbnail.file),
      signal: ctx.signal,
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}
