/**
 * A synthetic two-voice dialogue for the diarization tests: espeak-ng speaks alternating turns
 * in two voices of different pitch, ffmpeg decodes each to 16 kHz mono, and the turns are joined
 * with pauses of known length, so the true speaker of every moment is known.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { run } from '../runner';
import { decodeMono16k, DIARIZATION_SAMPLE_RATE } from './features';

export const ESPEAK = '/usr/bin/espeak-ng';

export const DIALOGUE_LINES = [
  'Good morning, and welcome back to the programme on a cold and windy Friday.',
  'Thank you. It is good to be here again this week.',
  'Let us start with the traffic, which has been terrible since six o clock.',
  'Yes, the ring road is closed after an accident near the old bridge, so expect long delays.',
  'And what about the trains this morning?',
  'The trains are running, but two services to the coast were cancelled because of the storm.',
  'Our listeners have been calling about the football results from last night.',
  'The home side won by three goals to one, the best result of the whole season.',
];

export interface DialogueTurn {
  start: number;
  end: number;
  speaker: 'A' | 'B';
}

export interface Dialogue {
  file: string;
  seconds: number;
  turns: DialogueTurn[];
}

/** Writes `lines` (default: eight alternating turns) spoken by voices a and b into `dir`/name.wav. */
export async function synthesiseDialogue(
  dir: string,
  name: string,
  {
    voices = ['en+m3', 'en+f4'],
    lines = DIALOGUE_LINES,
    pauseSeconds = [0.7, 1, 0.8],
    /** The second voice's level against the first (dB): stations mix their guests louder or quieter. */
    secondVoiceDb = 0,
    /** A music bed under the whole dialogue (a soft chord, dB relative to full scale), or none. */
    bedDb = null as number | null,
  } = {},
): Promise<Dialogue> {
  const parts: Float32Array[] = [];
  const turns: DialogueTurn[] = [];
  let at = 0;
  for (const [k, line] of lines.entries()) {
    const wav = path.join(dir, `${name}-${k}.wav`);
    const voice = voices[k % 2]!;
    await promisify(execFile)(ESPEAK, ['-v', voice, '-s', '165', '-w', wav, line]);
    const speech = trimmed(await decodeMono16k(wav)).map((x) => (k % 2 ? x * 10 ** (secondVoiceDb / 20) : x));
    const pause = new Float32Array(Math.round(pauseSeconds[k % pauseSeconds.length]! * DIARIZATION_SAMPLE_RATE));
    if (k > 0) {
      parts.push(pause);
      at += pause.length;
    }
    parts.push(speech);
    turns.push({
      start: at / DIARIZATION_SAMPLE_RATE,
      end: (at + speech.length) / DIARIZATION_SAMPLE_RATE,
      speaker: k % 2 ? 'B' : 'A',
    });
    at += speech.length;
  }
  const pcm = Buffer.alloc(at * 2);
  let offset = 0;
  const bed = bedDb === null ? 0 : 10 ** (bedDb / 20) / 3;
  for (const part of parts) {
    for (const sample of part) {
      const t = offset / 2 / DIARIZATION_SAMPLE_RATE;
      // A C major chord whose loudness swells every few seconds, as a music bed does.
      const music =
        bed *
        (0.75 + 0.25 * Math.sin(2 * Math.PI * 0.2 * t)) *
        (Math.sin(2 * Math.PI * 261.6 * t) + Math.sin(2 * Math.PI * 329.6 * t) + Math.sin(2 * Math.PI * 392 * t));
      pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round((sample + music) * 32767))), offset);
      offset += 2;
    }
  }
  const raw = path.join(dir, `${name}.raw`);
  await writeFile(raw, pcm);
  const file = path.join(dir, `${name}.wav`);
  await run('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-f',
    's16le',
    '-ar',
    String(DIARIZATION_SAMPLE_RATE),
    '-ac',
    '1',
    '-i',
    raw,
    '-y',
    file,
  ]);
  return { file, seconds: at / DIARIZATION_SAMPLE_RATE, turns };
}

/** espeak's leading and trailing silence cut off, so a turn is where the voice is. */
function trimmed(samples: Float32Array): Float32Array {
  const loud = (x: number) => Math.abs(x) > 0.01;
  const first = samples.findIndex(loud);
  const last = samples.findLastIndex(loud);
  return first < 0 ? samples.subarray(0, 0) : samples.subarray(first, last + 1);
}

/**
 * Diarization error rate on 10 ms frames: missed speech, false alarm and speaker confusion over
 * the reference speech, with the best one-to-one mapping of found speakers to true ones and no
 * scoring within `collar` seconds of a true turn's edges (NIST's usual 0.25 s).
 */
export function diarizationErrorRate(
  reference: readonly DialogueTurn[],
  found: readonly { start: number; end: number; speaker: number | 'SILENCE' }[],
  seconds: number,
  collar = 0.25,
): number {
  const frames = Math.ceil(seconds * 100);
  const truth = new Array<string | null>(frames).fill(null);
  const scored = new Array<boolean>(frames).fill(true);
  for (const turn of reference) {
    for (let f = Math.floor(turn.start * 100); f < Math.ceil(turn.end * 100) && f < frames; f++)
      truth[f] = turn.speaker;
    for (const edge of [turn.start, turn.end]) {
      for (let f = Math.floor((edge - collar) * 100); f < Math.ceil((edge + collar) * 100); f++)
        if (f >= 0 && f < frames) scored[f] = false;
    }
  }
  const hypothesis = new Array<number | null>(frames).fill(null);
  for (const turn of found) {
    if (turn.speaker === 'SILENCE') continue;
    for (let f = Math.floor(turn.start * 100); f < Math.ceil(turn.end * 100) && f < frames; f++)
      hypothesis[f] = turn.speaker;
  }
  // The best one-to-one mapping: each true speaker to a distinct found one (or none); few true
  // speakers, so every injective mapping is tried (not every permutation of the found ones).
  const found_ = [...new Set(hypothesis.filter((s): s is number => s !== null))];
  const truths = [...new Set(reference.map((turn) => turn.speaker))];
  let best = Infinity;
  for (const mapping of injections(truths, found_)) {
    let errors = 0;
    let speech = 0;
    for (let f = 0; f < frames; f++) {
      if (!scored[f]) continue;
      if (truth[f] !== null) speech++;
      const said = hypothesis[f] === null ? null : (mapping.get(hypothesis[f]!) ?? 'unmapped');
      if (truth[f] !== said) errors++;
    }
    best = Math.min(best, errors / Math.max(1, speech));
  }
  return best;
}

/** Every map of each of `truths` to a distinct one of `found` or to none, as found → truth. */
function injections(truths: readonly string[], found: readonly number[]): Map<number, string>[] {
  if (truths.length === 0) return [new Map()];
  const [first, ...rest] = truths;
  return [null, ...found].flatMap((pick) =>
    injections(
      rest,
      found.filter((f) => f !== pick),
    ).map((mapping) => (pick === null ? mapping : new Map([...mapping, [pick, first!]]))),
  );
}
