/**
 * Whether an uploaded file is an audio Antena can fingerprint: ffprobe must find an audio stream
 * and ffmpeg must decode all of it. The duration is what decodes (8 kHz mono, the engine's rate),
 * exact even where a container's header is wrong or missing (raw AAC, VBR MP3 without a header).
 */
import { MediaCommandError, monoAudio, PREAMBLE, probe, spawnFfmpeg } from '@antena/media';
import { HttpError } from '../../http/errors';

const RATE = 8000;
const BYTES_PER_SAMPLE = 2;

export interface AudioFacts {
  durationMs: number;
  title: string | null;
}

const unreadable = (reason: string) =>
  new HttpError(400, 'ERR_AUDIT_AUDIO_UNREADABLE', `The file is not an audio that can be decoded: ${reason}`, [
    { path: 'body.file', message: reason },
  ]);

async function decodedBytes(file: string): Promise<number> {
  const args = [...PREAMBLE, '-xerror', '-i', file, ...monoAudio(RATE), '-f', 's16le', 'pipe:1'];
  const media = spawnFfmpeg(args, {});
  let bytes = 0;
  media.stdout?.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const exit = await media.exited;
  if (exit.error) throw exit.error;
  if (exit.code !== 0) throw new MediaCommandError('ffmpeg', exit.code, exit.stderrTail);
  return bytes;
}

export async function checkAudio(file: string): Promise<AudioFacts> {
  let title: string | null;
  try {
    const facts = await probe(file);
    if (!facts.streams.some((stream) => stream.codecType === 'audio')) throw unreadable('it has no audio');
    title = facts.title;
  } catch (error) {
    if (error instanceof MediaCommandError) throw unreadable('not a media file');
    throw error;
  }
  let bytes: number;
  try {
    bytes = await decodedBytes(file);
  } catch (error) {
    if (error instanceof MediaCommandError) throw unreadable('its audio does not decode');
    throw error;
  }
  const durationMs = Math.round((bytes / BYTES_PER_SAMPLE / RATE) * 1000);
  if (durationMs < 1000) throw unreadable('it holds less than a second of sound');
  return { durationMs, title };
}
