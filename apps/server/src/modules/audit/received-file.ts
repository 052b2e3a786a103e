/**
 * An uploaded file received into a private temporary folder, with its md5 and size taken as it
 * streams in, so the audio is probed and decoded before anything is stored or recorded.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';

export interface ReceivedFile {
  path: string;
  filename: string;
  mimetype: string;
  md5: string;
  bytes: number;
  /** The file passed the size limit and was cut: it must not be used. */
  truncated: boolean;
  dispose(): Promise<void>;
}

export async function receiveFile(part: MultipartFile, name: string): Promise<ReceivedFile> {
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-upload-'));
  const file = path.join(dir, name);
  const hash = createHash('md5');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    await pipeline(part.file, tap, createWriteStream(file));
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    path: file,
    filename: part.filename,
    mimetype: part.mimetype,
    md5: hash.digest('hex'),
    bytes,
    truncated: part.file.truncated,
    dispose,
  };
}
