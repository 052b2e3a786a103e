/**
 * Streaming decode through ffmpeg: any file ffmpeg reads becomes mono float PCM at SAMPLE_RATE,
 * chunk by chunk, so an hour of audio never sits in memory.
 */
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { PREAMBLE, exitReason, monoAudio, spawnFfmpeg } from '@antena/media';
import { FingerprintError } from './errors';
import { SAMPLE_RATE } from './params';

/**
 * The ffmpeg arguments that decode the first audio stream of `file` to s16le mono at SAMPLE_RATE.
 * `input` replaces a plain `-i file` where the file's bytes are a user's (`untrustedInput`).
 */
export function decodeArgs(file: string, input: string[] = ['-i', file]): string[] {
  return [...[...PREAMBLE, ...input, ...monoAudio(SAMPLE_RATE), '-sn', '-dn'], ...['-f', 's16le', '-']];
}

function decodeError(file: string, stderr: string): FingerprintError {
  const name = path.basename(file);
  if (/matches no streams|does not contain any stream/.test(stderr)) {
    return new FingerprintError('no-audio', `${name}: no audio stream`);
  }
  const last = stderr.trim().split('\n').pop()?.trim() || 'ffmpeg failed';
  return new FingerprintError('decode', `${name}: cannot decode (${last.replace(/^.*?: /, '')})`);
}

/**
 * Yields Float32Array chunks in [-1, 1]. A chunk is only valid until the next one is requested
 * (one buffer is reused, so decoding allocates nothing per chunk). Throws FingerprintError naming
 * the file when it cannot be read or decoded.
 */
export async function* decodeAudio(file: string, input?: string[]): AsyncGenerator<Float32Array> {
  try {
    await access(file, constants.R_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new FingerprintError('unreadable', `${path.basename(file)}: cannot read file (${reason})`);
  }
  const media = spawnFfmpeg(decodeArgs(file, input));
  let buffer = new Float32Array(1 << 15);
  // A sample split across two pipe chunks: its low byte waits here.
  let carry = -1;
  let produced = 0;
  try {
    for await (const chunk of (media.stdout ?? []) as AsyncIterable<Buffer>) {
      const size = (chunk.length + (carry >= 0 ? 1 : 0)) >> 1;
      if (size > buffer.length) buffer = new Float32Array(size);
      let n = 0;
      let offset = 0;
      if (carry >= 0) {
        buffer[n++] = ((((chunk[0]! << 8) | carry) << 16) >> 16) / 32768;
        offset = 1;
        carry = -1;
      }
      const pairs = (chunk.length - offset) >> 1;
      if ((chunk.byteOffset + offset) % 2 === 0) {
        // Aligned (the usual case): read the samples through a typed view, not one call each
        // (s16le, and every platform Node runs on is little-endian).
        const view = new Int16Array(chunk.buffer, chunk.byteOffset + offset, pairs);
        for (let k = 0; k < pairs; k++) buffer[n++] = view[k]! / 32768;
      } else {
        for (let k = 0; k < pairs; k++) buffer[n++] = chunk.readInt16LE(offset + 2 * k) / 32768;
      }
      offset += 2 * pairs;
      if (offset < chunk.length) carry = chunk[offset]!;
      produced += n;
      if (n) yield buffer.subarray(0, n);
    }
  } finally {
    media.kill();
  }
  const exit = await media.exited;
  if (exit.error) throw new FingerprintError('decode', `${path.basename(file)}: cannot decode (${exitReason(exit)})`);
  if (exit.code !== 0) throw decodeError(file, exit.stderrTail);
  if (produced === 0 && exit.stderrTail.trim()) throw decodeError(file, exit.stderrTail);
}
