/**
 * An UploadContext built by hand for the platform clients' tests (issue 34): a temporary video
 * file of random bytes, and a context that keeps the sessions saved and the progress reported,
 * as the upload job would store them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../../src/config';
import type { SocialAccount, UploadSession } from '../../src/db/schema';
import type { PlatformCredentials, UploadContext } from '../../src/modules/social-export/platform-client';

export interface VideoFile {
  file: string;
  bytes: Buffer;
  remove(): Promise<void>;
}

/** 1.3 MiB of random bytes by default: two chunks of 1 MiB. */
export async function videoFile(size = Math.round(1.3 * 1024 * 1024)): Promise<VideoFile> {
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-social-'));
  const file = path.join(dir, 'fragment.mp4');
  const bytes = randomBytes(size);
  await writeFile(file, bytes);
  return { file, bytes, remove: () => rm(dir, { recursive: true, force: true }) };
}

export interface RecordingContext extends UploadContext {
  /** Every session saved, in order. */
  saved: UploadSession[];
  /** Every progress reported, in order. */
  reported: number[];
}

export function uploadContext(
  config: Config,
  video: VideoFile,
  fields: {
    credentials: PlatformCredentials;
    account: SocialAccount;
    data: UploadContext['data'];
    session?: UploadSession | null;
  },
): RecordingContext {
  const context: RecordingContext = {
    config,
    credentials: fields.credentials,
    account: fields.account,
    data: fields.data,
    video: {
      file: video.file,
      size: video.bytes.length,
      contentType: 'video/mp4',
      publicUrl: 'https://antena.test/v.mp4',
    },
    thumbnail: null,
    session: fields.session ?? null,
    saved: [],
    reported: [],
    saveSession: async (session) => {
      context.saved.push(structuredClone(session));
    },
    progress: async (sentBytes) => {
      context.reported.push(sentBytes);
    },
    signal: new AbortController().signal,
  };
  return context;
}

/** The next attempt of an upload: the same context, resuming from the last session saved. */
export function resumed(previous: RecordingContext, credentials = previous.credentials): RecordingContext {
  const next = uploadContext(
    previous.config,
    { file: previous.video.file, bytes: Buffer.alloc(0), remove: async () => undefined },
    {
      credentials,
      account: previous.account,
      data: previous.data,
      session: previous.saved.at(-1) ?? previous.session,
    },
  );
  next.video = previous.video;
  return next;
}
