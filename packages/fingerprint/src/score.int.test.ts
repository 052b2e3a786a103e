/**
 * What an airing's score says (issue 31): how much of the part that played was heard. A clean
 * copy scores high wherever it falls on the analysis frames and after an MP3 re-encode, as a
 * station's recording re-encodes it; noise lowers the score while the airing is still found.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MP3_AUDIO, resolveBinary } from '@antena/media';
import { afterAll, describe, expect, it } from 'vitest';
import type { FrameAiring } from './airings';
import { analyseSamples } from './analyse';
import { decodeAudio } from './decode';
import { Matcher } from './matcher';
import { FRAME_SECONDS, SAMPLE_RATE } from './params';
import { IndexBuilder } from './reference-index';
import { melody, mixInto, noise } from './test-signals';

const dir = mkdtempSync(path.join(tmpdir(), 'antena-fp-score-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const spot = melody(21, 15);
const builder = new IndexBuilder();
builder.add('spot', analyseSamples(spot));
const index = builder.build();

/** A minute of other music with the spot in place of 15 s of it, from `at` samples (not on a frame). */
function programme(at: number): Float32Array {
  const recording = melody(52, 60);
  recording.fill(0, at, at + spot.length);
  return mixInto(recording, spot, at / SAMPLE_RATE);
}

/** The recording as a station keeps it: MP3 at 44.1 kHz with the media package's preset, decoded again. */
async function reencoded(samples: Float32Array, name: string): Promise<Float32Array> {
  const file = path.join(dir, `${name}.mp3`);
  const input = ['-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', 'pipe:0'];
  execFileSync(resolveBinary('ffmpeg'), ['-v', 'error', ...input, '-ar', '44100', ...MP3_AUDIO, file], {
    input: Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength),
  });
  const chunks: Float32Array[] = [];
  for await (const chunk of decodeAudio(file)) chunks.push(chunk.slice());
  const out = new Float32Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((offset, c) => (out.set(c, offset), offset + c.length), 0);
  return out;
}

function airings(recording: Float32Array): FrameAiring[] {
  const found: FrameAiring[] = [];
  const matcher = new Matcher(index, (a) => found.push(a));
  matcher.push(recording);
  matcher.end();
  return found;
}

function rms(samples: Float32Array): number {
  return Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length);
}

describe('airing score', () => {
  it('is 100 for the reference matched against its own audio', () => {
    expect(airings(spot).map((a) => a.score)).toEqual([100]);
  });

  // Off the frame grid by 0 to 15/16 of a frame: a copy half a frame off its reference
  // reproduces about half of the reference's landmarks, however clean.
  for (const phase of [0, 37, 64, 101]) {
    it(`is 90 or more for a clean copy re-encoded as MP3, ${phase} samples off the frames`, async () => {
      const at = 20 * SAMPLE_RATE + phase;
      const [airing, ...more] = airings(await reencoded(programme(at), `clean-${phase}`));
      expect(more).toHaveLength(0);
      expect(Math.abs(airing!.start * FRAME_SECONDS - at / SAMPLE_RATE)).toBeLessThan(0.05);
      expect(airing!.score).toBeGreaterThanOrEqual(90);
    });
  }

  it('is clearly lower, and the airing still found, in 10 dB of noise', async () => {
    const at = 20 * SAMPLE_RATE + 37;
    const recording = programme(at);
    const clean = airings(await reencoded(recording, 'clean'))[0]!.score;
    mixInto(recording, noise(53, 60, rms(spot) / Math.pow(10, 10 / 20)), 0);
    const [airing, ...more] = airings(await reencoded(recording, 'noisy'));
    expect(more).toHaveLength(0);
    // Found where it played, over most of it (noise may hide its first seconds).
    const [from, to] = [at / SAMPLE_RATE, (at + spot.length) / SAMPLE_RATE];
    expect(airing!.start * FRAME_SECONDS).toBeGreaterThan(from - 0.1);
    expect(airing!.end * FRAME_SECONDS).toBeLessThan(to + 0.1);
    expect((airing!.end - airing!.start) * FRAME_SECONDS).toBeGreaterThan((to - from) / 2);
    expect(airing!.score).toBeLessThan(75);
    expect(clean - airing!.score).toBeGreaterThanOrEqual(20);
  });
});
