/**
 * Precision where references share material (issue 33): an ad whose music bed also carries
 * another voice-over that is not indexed must not be reported when that other ad airs, while the
 * ad itself is still found clean, in noise, under talk and when cut short.
 */
import { describe, expect, it } from 'vitest';
import { analyseSamples } from './analyse';
import { Matcher } from './matcher';
import { FRAME_SECONDS, SAMPLE_RATE } from './params';
import { IndexBuilder } from './reference-index';
import { melody, mixInto, noise, random } from './test-signals';

/** Notes in phrases of 0.8-2.3 s with pauses of 0.15-0.55 s, from 0.5 s on: like a voice-over. */
function voice(seed: number, seconds: number): Float32Array {
  const out = melody(seed, seconds, 0.3);
  const rnd = random(seed + 100);
  let i = Math.round(0.5 * SAMPLE_RATE);
  out.fill(0, 0, i);
  while (i < out.length) {
    i += Math.round((0.8 + 1.5 * rnd()) * SAMPLE_RATE);
    const pause = Math.round((0.15 + 0.4 * rnd()) * SAMPLE_RATE);
    out.fill(0, i, i + pause);
    i += pause;
  }
  return out;
}

const sum = (a: Float32Array, b: Float32Array) => mixInto(Float32Array.from(a), b, 0);
const slice = (a: Float32Array, from: number, to: number) =>
  a.slice(Math.round(from * SAMPLE_RATE), Math.round(to * SAMPLE_RATE));

const bed = melody(10, 20, 0.2);
const spot = sum(bed, voice(11, 20));
const sameBed = sum(bed, voice(12, 20));
const builder = new IndexBuilder();
builder.add('spot', analyseSamples(spot));
builder.add('other', analyseSamples(melody(13, 20)));
const index = builder.build();

function airings(recording: Float32Array): { ref: string; start: number; end: number }[] {
  const found: { ref: string; start: number; end: number }[] = [];
  const matcher = new Matcher(index, (a) =>
    found.push({ ref: index.ids[a.ref]!, start: a.start * FRAME_SECONDS, end: a.end * FRAME_SECONDS }),
  );
  for (let i = 0; i < recording.length; i += 4000) matcher.push(recording.subarray(i, i + 4000));
  matcher.end();
  return found;
}

describe('references that share material', () => {
  it('reports nothing when an unindexed ad on the same music bed airs', () => {
    expect(airings(mixInto(noise(9, 40, 0.005), sameBed, 5))).toEqual([]);
  });

  it('still finds the ad itself: clean, in noise, under talk, and cut short', () => {
    const cases = {
      clean: mixInto(noise(9, 40, 0.005), spot, 5),
      noise: mixInto(noise(9, 40, 0.12), spot, 5),
      talk: mixInto(mixInto(noise(9, 40, 0.005), spot, 5), voice(14, 20), 5),
      head: mixInto(noise(9, 40, 0.005), slice(spot, 0, 6), 5),
      middle: mixInto(noise(9, 40, 0.005), slice(spot, 8, 14), 5),
    };
    for (const [name, recording] of Object.entries(cases)) {
      const found = airings(recording);
      expect(
        found.map((a) => a.ref),
        name,
      ).toEqual(['spot']);
      expect(Math.abs(found[0]!.start - 5), name).toBeLessThan(0.15);
    }
  });
});
