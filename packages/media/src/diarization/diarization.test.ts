import { describe, expect, it } from 'vitest';
import { clusterPieces, statsOf } from './clustering';
import { computeFeatures, featureStream } from './features';
import { silenceThresholdDb, speechRegions } from './segmentation';

/** A deterministic pseudo-random source, so the tests never flake. */
function random(seed: number) {
  return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
}

describe('featureStream', () => {
  it('gives the same features pushed in chunks of any size as computed at once', () => {
    const next = random(3);
    const samples = Float32Array.from({ length: 16_000 }, () => next() - 0.5);
    const stream = featureStream();
    for (let at = 0; at < samples.length; at += 777) stream.push(samples.subarray(at, at + 777));
    const chunked = stream.finish();
    const whole = computeFeatures(samples);
    expect(chunked.frames).toBe(whole.frames);
    expect(chunked.seconds).toBe(1);
    expect([...chunked.cepstra].map((x) => x.toFixed(3))).toEqual([...whole.cepstra].map((x) => x.toFixed(3)));
  });
});

describe('silence', () => {
  const energies = (...runs: [db: number, frames: number][]) =>
    Float32Array.from(runs.flatMap(([db, frames]) => Array.from({ length: frames }, () => db)));

  it('is digital silence at -60 dBFS, not half of a quiet clip', () => {
    expect(silenceThresholdDb(energies([-100, 300], [-20, 700]))).toBe(-60);
  });

  it('is not a music bed 10 dB under the voices, but is a noise floor 30 dB down', () => {
    expect(silenceThresholdDb(energies([-28, 300], [-18, 700]))).toBeLessThan(-28);
    expect(silenceThresholdDb(energies([-50, 300], [-20, 700]))).toBeGreaterThan(-50);
  });

  it('bridges pauses under half a second and keeps longer ones', () => {
    const regions = speechRegions(energies([-20, 200], [-90, 30], [-20, 200], [-90, 80], [-20, 200]));
    expect(regions).toEqual([
      { start: 0, end: 430 },
      { start: 510, end: 710 },
    ]);
  });
});

describe('clusterPieces', () => {
  it('finds two sources among pieces of each, by BIC', () => {
    const next = random(11);
    const dims = 4;
    const frames = 200;
    // Pieces alternate between two sources with different means and spreads.
    const pieces = Array.from({ length: 6 }, (_, k) => {
      const data = Float32Array.from({ length: frames * dims }, (_, i) =>
        k % 2 ? 3 + 2 * (next() - 0.5) + (i % dims) : 0.5 * (next() - 0.5),
      );
      return statsOf(data, dims, dims, 0, frames);
    });
    expect(clusterPieces(pieces, dims, 1.75)).toEqual([0, 1, 0, 1, 0, 1]);
  });
});
