/** Whole-file helpers: decode a file and collect its landmarks, or stream it into a matcher. */
import { decodeAudio } from './decode';
import { Fingerprinter } from './fingerprinter';
import { LandmarkList } from './landmark-list';

/** Landmarks of PCM already in memory (tests, generated signals). */
export function landmarksOfSamples(samples: Float32Array): { landmarks: LandmarkList; frames: number } {
  const landmarks = new LandmarkList();
  const fp = new Fingerprinter((t, f, dt, interval) => landmarks.add(t, f, dt, interval));
  fp.push(samples);
  fp.end();
  return { landmarks, frames: fp.duration };
}

/** Decodes `file` and returns its landmarks and duration in frames. */
export async function landmarksOfFile(file: string): Promise<{ landmarks: LandmarkList; frames: number }> {
  const landmarks = new LandmarkList();
  const fp = new Fingerprinter((t, f, dt, interval) => landmarks.add(t, f, dt, interval));
  for await (const chunk of decodeAudio(file)) fp.push(chunk);
  fp.end();
  return { landmarks, frames: fp.duration };
}
