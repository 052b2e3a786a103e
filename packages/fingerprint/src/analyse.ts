/** Whole-file helpers: decode a file and collect its landmarks, or stream it into a matcher. */
import { BaselineMeter } from './baseline';
import { decodeAudio } from './decode';
import { Fingerprinter } from './fingerprinter';
import { LandmarkList } from './landmark-list';
import { OpeningMeter } from './opening';

/**
 * What the index keeps of a reference: its landmarks, duration and quiet opening (frames), and the
 * share of its anchors a clean copy shows (baseline.ts).
 */
export interface ReferenceAnalysis {
  landmarks: LandmarkList;
  frames: number;
  leadIn: number;
  baseline: number;
}

/** Analyses PCM chunks (mono, SAMPLE_RATE) of one reference. */
function analyser(): { push(samples: Float32Array): void; end(): ReferenceAnalysis } {
  const landmarks = new LandmarkList();
  const fp = new Fingerprinter((t, f, dt, interval) => landmarks.add(t, f, dt, interval));
  const opening = new OpeningMeter();
  const baseline = new BaselineMeter();
  return {
    push(samples) {
      fp.push(samples);
      opening.push(samples);
      baseline.push(samples);
    },
    end() {
      fp.end();
      const anchors = landmarks.anchors(0, landmarks.length);
      return { landmarks, frames: fp.duration, leadIn: opening.leadIn(), baseline: baseline.end(anchors) };
    },
  };
}

/** Analysis of PCM already in memory (tests, generated signals). */
export function analyseSamples(samples: Float32Array): ReferenceAnalysis {
  const a = analyser();
  a.push(samples);
  return a.end();
}

/** Decodes `file` (through `input`'s arguments when given: see `decodeArgs`) and analyses it. */
export async function analyseFile(file: string, input?: string[]): Promise<ReferenceAnalysis> {
  const a = analyser();
  for await (const chunk of decodeAudio(file, input)) a.push(chunk);
  return a.end();
}
