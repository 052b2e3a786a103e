/**
 * The resumable upload half of the YouTube stand-in (youtube-stand-in.ts): sessions started by
 * POST, chunks and status queries by PUT, with the faults the tests inject.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Session, StandInRequest, StoredVideo, YouTubeStandIn } from './youtube-stand-in';

const QUANTUM = 256 * 1024;

export const base64url = (bytes: Buffer) => bytes.toString('base64url');
export const googleError = (code: number, message: string, reason: string) =>
  JSON.stringify({ error: { code, message, errors: [{ message, domain: 'youtube', reason }] } });

export async function readBody(request: IncomingMessage, record: StandInRequest, cutAfter = Infinity) {
  const parts: Buffer[] = [];
  for await (const part of request) {
    parts.push(part as Buffer);
    record.bytes += (part as Buffer).length;
    if (record.bytes > cutAfter) {
      request.socket.destroy(); // mid-body, without an answer
      return { body: Buffer.concat(parts), cut: true };
    }
  }
  return { body: Buffer.concat(parts), cut: false };
}

export type Send = (status: number, body?: string, headers?: Record<string, string>) => void;

export async function startSession(
  standIn: YouTubeStandIn,
  url: URL,
  request: IncomingMessage,
  record: StandInRequest,
  send: Send,
  authorized: () => boolean,
) {
  const { body } = await readBody(request, record);
  if (!authorized()) return;
  if (url.searchParams.get('uploadType') !== 'resumable')
    return send(400, googleError(400, 'uploadType', 'badRequest'));
  if (standIn.faults.quotaExceeded > 0) {
    standIn.faults.quotaExceeded--;
    return send(
      403,
      googleError(
        403,
        'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        'quotaExceeded',
      ),
    );
  }
  if (standIn.faults.rateLimited > 0) {
    standIn.faults.rateLimited--;
    return send(429, googleError(429, 'Too many requests.', 'rateLimitExceeded'), {
      'retry-after': String(standIn.faults.retryAfterSeconds),
    });
  }
  const size = Number(request.headers['x-upload-content-length']);
  if (!Number.isInteger(size) || size <= 0) return send(400, googleError(400, 'X-Upload-Content-Length', 'badContent'));
  let metadata: StoredVideo['metadata'];
  try {
    metadata = JSON.parse(body.toString()) as StoredVideo['metadata'];
  } catch {
    return send(400, googleError(400, 'Parse Error', 'parseError'));
  }
  const id = base64url(randomBytes(12));
  const contentType = String(request.headers['x-upload-content-type'] ?? 'video/*');
  standIn.sessions.set(id, { id, size, contentType, metadata, parts: [], held: 0, expired: false, videoId: null });
  send(200, '', { location: `${standIn.url}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}` });
}

export async function putChunk(
  standIn: YouTubeStandIn,
  url: URL,
  request: IncomingMessage,
  record: StandInRequest,
  send: Send,
) {
  const session = standIn.sessions.get(url.searchParams.get('upload_id') ?? '');
  const range = request.headers['content-range'] ?? '';
  const incomplete = (held: number) => send(308, '', held > 0 ? { range: `bytes=0-${held - 1}` } : {});
  const done = (s: Session) => send(200, JSON.stringify(videoResource(standIn, s)));
  if (!session || session.expired) {
    await readBody(request, record);
    return send(404, googleError(404, 'Upload session not found.', 'notFound'));
  }
  record.heldBefore = session.held;
  const status = /^bytes \*\/(\d+)$/.exec(range);
  if (status) {
    await readBody(request, record);
    return session.videoId ? done(session) : incomplete(session.held);
  }
  const chunk = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
  if (!chunk) return send(400, googleError(400, `Bad Content-Range ${range}`, 'badRequest'));
  const [start, last, size] = [Number(chunk[1]), Number(chunk[2]), Number(chunk[3])];
  const faults = standIn.faults;
  if (faults.cutChunk > 0) {
    faults.cutChunk--;
    const { body, cut } = await readBody(request, record, QUANTUM + 1024);
    if (start === session.held && cut) keep(session, body.subarray(0, QUANTUM));
    request.socket?.destroy();
    return;
  }
  const { body } = await readBody(request, record);
  if (session.videoId) return done(session);
  if (size !== session.size || last < start || body.length !== last - start + 1) {
    return send(
      400,
      googleError(400, `Content-Range ${range} does not match the ${body.length} bytes sent`, 'badRequest'),
    );
  }
  if (start !== session.held)
    return send(400, googleError(400, `Expected the bytes from ${session.held}`, 'badRequest'));
  if (last + 1 < size && body.length % QUANTUM !== 0)
    return send(400, googleError(400, 'Chunks must be multiples of 256 KiB', 'badRequest'));
  if (faults.rangeless > 0) {
    faults.rangeless--;
    session.parts = [];
    session.held = 0;
    return incomplete(0);
  }
  if (faults.unavailable > 0) {
    faults.unavailable--;
    return send(503, googleError(503, 'Backend Error', 'backendError'));
  }
  keep(session, body);
  if (session.held < session.size) return incomplete(session.held);
  session.videoId = base64url(randomBytes(8)).slice(0, 11);
  standIn.videos.push({
    id: session.videoId,
    sessionId: session.id,
    metadata: session.metadata,
    contentType: session.contentType,
    bytes: Buffer.concat(session.parts),
    thumbnail: null,
  });
  done(session);
}

function keep(session: Session, bytes: Buffer) {
  session.parts.push(Buffer.from(bytes));
  session.held += bytes.length;
}

const videoResource = (standIn: YouTubeStandIn, session: Session) => ({
  kind: 'youtube#video',
  id: session.videoId,
  ...standIn.videos.find((v) => v.id === session.videoId)?.metadata,
});
