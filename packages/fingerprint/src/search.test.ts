import { describe, expect, it } from 'vitest';
import type { FrameAiring } from './airings';
import { analyseSamples } from './analyse';
import { ArchiveBuilder, type Archive } from './archive';
import { Matcher } from './matcher';
import { FRAME_SECONDS, SAMPLE_RATE } from './params';
import { IndexBuilder } from './reference-index';
import { ArchiveSearch } from './search';
import { melody, mixInto, noise, resample } from './test-signals';

const spot = melody(31, 10);
const builder = new IndexBuilder();
builder.add('spot', analyseSamples(spot));
const index = builder.build();

/** A 60 s recording cut in two 30 s files, with a play across the cut and one sped up 2 %. */
const recording = mixInto(mixInto(noise(3, 60, 0.01), spot, 25), resample(spot, 1.02), 44);
const files = [recording.subarray(0, 30 * SAMPLE_RATE), recording.subarray(30 * SAMPLE_RATE)];

function archives(): Archive[] {
  const b = new ArchiveBuilder();
  const out: Archive[] = [];
  for (const [i, pcm] of files.entries()) {
    b.startFile(`hour_${i}.wav`);
    for (let k = 0; k < pcm.length; k += 8000) b.push(pcm.subarray(k, k + 8000));
    out.push(...b.take());
  }
  return [...out, ...b.end()];
}

const seconds = (a: FrameAiring) => [Math.round(a.start * FRAME_SECONDS * 10) / 10, Math.round(a.speed * 100) / 100];

describe('archive and search', () => {
  it('keeps one archive per file with its duration', () => {
    const list = archives();
    expect(list.map((a) => a.file)).toEqual(['hour_0.wav', 'hour_1.wav']);
    expect(list[0]!.duration * FRAME_SECONDS).toBeCloseTo(30, 3);
    expect(list[1]!.duration * FRAME_SECONDS).toBeCloseTo(30, 3);
    for (const a of list)
      for (let i = 1; i < a.times.length; i++) expect(a.times[i]).toBeGreaterThanOrEqual(a.times[i - 1]! - 16);
  });

  it('finds in the archives what the matcher finds in the audio, across the file boundary', () => {
    const live: FrameAiring[] = [];
    const matcher = new Matcher(index, (a) => live.push(a));
    for (const pcm of files) matcher.push(pcm);
    matcher.end();
    const archived: FrameAiring[] = [];
    const search = new ArchiveSearch(index, (a) => archived.push(a));
    for (const a of archives()) search.add(a);
    search.end();
    expect(live.map(seconds)).toEqual([
      [25, 1],
      [44, 1.02],
    ]);
    expect(archived.map(seconds)).toEqual(live.map(seconds));
  });
});
