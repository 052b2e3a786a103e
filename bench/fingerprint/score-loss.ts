/**
 * Where a clean copy's landmarks go (issue 31): a reference is placed in a recording a fraction
 * of a frame (16 ms) off the analysis frames, as every airing is, and the script counts the
 * reference's landmarks, those the copy reproduces (same hash, same place), those the matcher
 * counts as hits, and the score. Deterministic: it measures on a loaded machine as on an idle one.
 *
 *   node --import tsx bench/fingerprint/score-loss.ts [REFERENCE_FILE...]
 *
 * Without files it uses generated melodies (test-signals.ts).
 */
import path from 'node:path';
import { analyseSamples, decodeAudio, IndexBuilder, Matcher, type FrameAiring } from '@antena/fingerprint';
import { melody } from '@antena/fingerprint/test-signals';
import { hashLandmark } from '../../packages/fingerprint/src/landmarks';
import type { LandmarkList } from '../../packages/fingerprint/src/landmark-list';

const HOP = 128;
const DELAYS = [0, 16, 32, 48, 64, 80, 96, 112];

async function samplesOf(file: string): Promise<Float32Array> {
  const chunks: Float32Array[] = [];
  for await (const chunk of decodeAudio(file)) chunks.push(chunk.slice());
  const out = new Float32Array(chunks.reduce((n, c) => n + c.length, 0));
  chunks.reduce((offset, c) => (out.set(c, offset), offset + c.length), 0);
  return out;
}

/** Reference landmarks whose hash the copy shows within 2 frames of where they belong. */
function reproduced(reference: LandmarkList, copy: LandmarkList, delayFrames: number): number {
  const byHash = new Map<number, number[]>();
  for (let i = 0; i < copy.length; i++) {
    const h = hashLandmark(copy.log2Freq(i), copy.gap(i), copy.interval(i));
    byHash.set(h, [...(byHash.get(h) ?? []), copy.time(i) - delayFrames]);
  }
  let n = 0;
  for (let i = 0; i < reference.length; i++) {
    const h = hashLandmark(reference.log2Freq(i), reference.gap(i), reference.interval(i));
    if ((byHash.get(h) ?? []).some((t) => Math.abs(t - reference.time(i)) <= 2)) n++;
  }
  return n;
}

const inputs = process.argv.slice(2);
const references = inputs.length
  ? await Promise.all(inputs.map(async (file) => ({ name: path.basename(file), samples: await samplesOf(file) })))
  : [1, 2, 3, 4].map((seed) => ({ name: `melody ${seed}`, samples: melody(seed, 15) }));

console.log('delay (samples): reproduced landmarks / hits / score, per 100 of the reference landmarks');
for (const { name, samples } of references) {
  const analysis = analyseSamples(samples);
  const builder = new IndexBuilder();
  builder.add('ref', analysis);
  const index = builder.build();
  const total = analysis.landmarks.length;
  const row: string[] = [];
  for (const delay of DELAYS) {
    // One second of silence before (a whole number of frames) and after the copy.
    const recording = new Float32Array(samples.length + 2 * 8000 + delay);
    recording.set(samples, 8000 + delay);
    const copy = analyseSamples(recording).landmarks;
    const found: FrameAiring[] = [];
    const matcher = new Matcher(index, (a) => found.push(a));
    matcher.push(recording);
    matcher.end();
    const pct = (n: number) => Math.round((100 * n) / total);
    const repro = pct(reproduced(analysis.landmarks, copy, 8000 / HOP + delay / HOP));
    row.push(`${delay}: ${repro}/${pct(found[0]?.hits ?? 0)}/${found[0]?.score ?? '-'}`);
  }
  console.log(`${name} (${total} landmarks, baseline ${analysis.baseline.toFixed(2)})\n  ${row.join('  ')}`);
}
