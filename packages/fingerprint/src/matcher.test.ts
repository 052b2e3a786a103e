import { describe, expect, it } from 'vitest';
import type { FrameAiring } from './airings';
import { analyseSamples } from './analyse';
import { Matcher } from './matcher';
import { FRAME_SECONDS, SAMPLE_RATE } from './params';
import { IndexBuilder, type ReferenceIndex } from './reference-index';
import { melody, mixInto, noise, resample } from './test-signals';

function indexOf(refs: Record<string, Float32Array>): ReferenceIndex {
  const builder = new IndexBuilder();
  for (const [id, samples] of Object.entries(refs)) {
    builder.add(id, analyseSamples(samples));
  }
  return builder.build();
}

interface Found {
  ref: string;
  start: number;
  end: number;
  refStart: number;
  refEnd: number;
  score: number;
  speed: number;
}

function match(index: ReferenceIndex, recording: Float32Array, chunk = 4000): Found[] {
  const found: Found[] = [];
  const toSeconds = (a: FrameAiring): Found => ({
    ref: index.ids[a.ref]!,
    start: a.start * FRAME_SECONDS,
    end: a.end * FRAME_SECONDS,
    refStart: a.refStart * FRAME_SECONDS,
    refEnd: a.refEnd * FRAME_SECONDS,
    score: a.score,
    speed: a.speed,
  });
  const matcher = new Matcher(index, (a) => found.push(toSeconds(a)));
  for (let i = 0; i < recording.length; i += chunk) matcher.push(recording.subarray(i, i + chunk));
  matcher.end();
  return found;
}

const refs = { spot: melody(1, 12), other: melody(2, 12), jingle: melody(3, 6) };
const index = indexOf(refs);

describe('Matcher', () => {
  it('reports an airing at its start and end, and nothing for references that did not play', () => {
    const recording = mixInto(noise(9, 40, 0.01), refs.spot, 13.37, 0.7);
    const found = match(index, recording);
    expect(found).toHaveLength(1);
    const [a] = found;
    expect(a!.ref).toBe('spot');
    expect(Math.abs(a!.start - 13.37)).toBeLessThan(0.02);
    expect(Math.abs(a!.end - (13.37 + 12))).toBeLessThan(0.05);
    expect(a!.refStart).toBe(0);
    expect(a!.refEnd).toBeCloseTo(12, 2);
    expect(a!.score).toBeGreaterThan(30);
    expect(Math.abs(a!.speed - 1)).toBeLessThan(0.002);
  });

  it('finds two consecutive airings of different references in one recording', () => {
    const recording = mixInto(mixInto(noise(9, 40, 0.01), refs.jingle, 5), refs.other, 11.2);
    const found = match(index, recording).map((a) => [a.ref, Math.round(a.start * 10) / 10]);
    expect(found).toEqual([
      ['jingle', 5],
      ['other', 11.2],
    ]);
  });

  it('survives noise at 10 dB SNR', () => {
    const clip = refs.spot;
    const rms = Math.sqrt(clip.reduce((s, x) => s + x * x, 0) / clip.length);
    const recording = mixInto(noise(4, 30, rms / Math.sqrt(10)), clip, 8);
    const found = match(index, recording);
    expect(found.map((a) => a.ref)).toEqual(['spot']);
    expect(Math.abs(found[0]!.start - 8)).toBeLessThan(0.05);
  });

  it('finds a play sped up by 2.5 % and estimates the speed', () => {
    const recording = mixInto(noise(5, 30, 0.01), resample(refs.spot, 1.025), 6);
    const found = match(index, recording);
    expect(found.map((a) => a.ref)).toEqual(['spot']);
    expect(Math.abs(found[0]!.speed - 1.025)).toBeLessThan(0.006);
    expect(Math.abs(found[0]!.start - 6)).toBeLessThan(0.05);
    expect(Math.abs(found[0]!.end - (6 + 12 / 1.025))).toBeLessThan(0.1);
  });

  it('finds a play slowed down by 3 %, the edge of what stations do', () => {
    const recording = mixInto(noise(11, 30, 0.01), resample(refs.other, 0.97), 4);
    const found = match(index, recording);
    expect(found.map((a) => a.ref)).toEqual(['other']);
    expect(Math.abs(found[0]!.speed - 0.97)).toBeLessThan(0.006);
    expect(Math.abs(found[0]!.end - found[0]!.start - 12 / 0.97)).toBeLessThan(0.15);
  });

  it('reports a 5 s partial play with its place in the reference', () => {
    const part = refs.other.subarray(4 * SAMPLE_RATE, 9 * SAMPLE_RATE);
    const recording = mixInto(noise(6, 20, 0.01), part, 7);
    const found = match(index, recording);
    expect(found.map((a) => a.ref)).toEqual(['other']);
    const [a] = found;
    expect(Math.abs(a!.refStart - 4)).toBeLessThan(0.3);
    expect(Math.abs(a!.refEnd - 9)).toBeLessThan(0.3);
    expect(Math.abs(a!.start - 7)).toBeLessThan(0.3);
    expect(Math.abs(a!.end - a!.start - 5)).toBeLessThan(0.5);
  });

  it('resolves near-duplicate versions (one bed, different tags) to the version that played', () => {
    const bed = melody(20, 15);
    const tagA = melody(21, 3);
    const tagB = melody(22, 3);
    const versionA = new Float32Array(18 * SAMPLE_RATE);
    versionA.set(bed);
    versionA.set(tagA, 15 * SAMPLE_RATE);
    const versionB = new Float32Array(18 * SAMPLE_RATE);
    versionB.set(bed);
    versionB.set(tagB, 15 * SAMPLE_RATE);
    const versions = indexOf({ versionA, versionB });
    const playB = match(versions, mixInto(noise(7, 30, 0.01), versionB, 5));
    expect(playB.map((a) => a.ref)).toEqual(['versionB']);
    const playA = match(versions, mixInto(noise(7, 30, 0.01), versionA, 5));
    expect(playA.map((a) => a.ref)).toEqual(['versionA']);
  });

  it('keeps state across chunks: the result does not depend on how the recording is cut', () => {
    const recording = mixInto(noise(8, 30, 0.01), refs.spot, 9);
    expect(match(index, recording, 997)).toEqual(match(index, recording, 48000));
  });

  it('reports nothing on unrelated audio', () => {
    const recording = mixInto(noise(10, 60, 0.01), melody(99, 50), 5);
    expect(match(index, recording)).toEqual([]);
  });
});
