/**
 * Whether an uploaded file is an audio Antena can fingerprint: ffprobe must find an audio stream
 * in a container that reads nothing but itself (a playlist or a concat list named `.mp3` would
 * have ffmpeg read other clients' recordings: `probeUntrusted`), and ffmpeg must decode all of it
 * through that same container. The duration is what decodes (8 kHz mono, the engine's rate),
 * exact even where a container's header is wrong or missing (raw AAC, VBR MP3 without a header).
 */
import {
  MediaCommandError,
  monoAudio,
  PREAMBLE,
  probeUntrusted,
  spawnFfmpeg,
  untrustedInput,
  UntrustedMediaError,
  type UntrustedMedia,
} from '@antena/media';
import { HttpError } from '../../http/errors';

const RATE = 8000;
const BYTES_PER_SAMPLE = 2;

/**
 * The longest audio accepted. Audit audios are spots, jingles, promos and sponsored features:
 * minutes at most. Longer is a mistake (a programme, an hour of silence) that would cost
 * minutes of decoding and an index of a programme's length for every station it is searched in.
 */
export const AUDIT_AUDIO_MAX_SECONDS = 10 * 60;

export interface AudioFacts {
  durationMs: number;
  title: string | null;
  /** The container every later read forces (`untrustedInput`). */
  demuxer: string;
}

const unreadable = (reason: string) =>
  new HttpError(400, 'ERR_AUDIT_AUDIO_UNREADABLE', `The file is not an audio that can be decoded: ${reason}`, [
    { path: 'body.file', message: reason },
  ]);

const tooLong = () =>
  new HttpError(
    400,
    'ERR_AUDIT_AUDIO_TOO_LONG',
    `The audio is longer than ${AUDIT_AUDIO_MAX_SECONDS / 60} minutes: an audit audio is a spot, a jingle or a feature`,
    [{ path: 'body.file', message: `At most ${AUDIT_AUDIO_MAX_SECONDS / 60} minutes` }],
  );

/** The decoded PCM bytes, decoding a second past the limit at most (a longer file stops there). */
async function decodedBytes(file: string, demuxer: string): Promise<number> {
  const args = [
    ...[...PREAMBLE, '-xerror', ...untrustedInput(file, demuxer)],
    ...['-t', String(AUDIT_AUDIO_MAX_SECONDS + 1), ...monoAudio(RATE), '-f', 's16le', 'pipe:1'],
  ];
  const media = spawnFfmpeg(args, {});
  let bytes = 0;
  media.stdout?.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const exit = await media.exited;
  if (exit.error) throw exit.error;
  if (exit.code !== 0) throw new MediaCommandError('ffmpeg', exit.code, exit.stderrTail);
  return bytes;
}

export async function checkAudio(file: string): Promise<AudioFacts> {
  let facts: UntrustedMedia;
  try {
    facts = await probeUntrusted(file, 'audio');
  } catch (error) {
    if (error instanceof UntrustedMediaError) throw unreadable(error.reason);
    throw error;
  }
  // What the container states is refused before any decoding; what it hides, by the decode's cap.
  if ((facts.durationSeconds ?? 0) > AUDIT_AUDIO_MAX_SECONDS + 1) throw tooLong();
  let bytes: number;
  try {
    bytes = await decodedBytes(file, facts.demuxer);
  } catch (error) {
    if (error instanceof MediaCommandError) throw unreadable('its audio does not decode');
    throw error;
  }
  const durationMs = Math.round((bytes / BYTES_PER_SAMPLE / RATE) * 1000);
  if (durationMs < 1000) throw unreadable('it holds less than a second of sound');
  if (durationMs > AUDIT_AUDIO_MAX_SECONDS * 1000) throw tooLong();
  return { durationMs, title: facts.title, demuxer: facts.demuxer };
}
