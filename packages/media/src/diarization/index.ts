/**
 * Antena's own speaker diarization (issue 18 point 1), for audio whose transcription engine gives
 * no speakers: silence by energy, speaker changes by a likelihood ratio, speakers by BIC
 * clustering, all on MFCCs of the 16 kHz mono audio ffmpeg decodes. Speakers are numbered 1, 2...
 * within the clip in the order they first speak; each comes with a voiceprint (its mean cepstra)
 * so a caller can match them to speakers it already knows (the server keeps SPEAKER_n labels per
 * station that way).
 */
import { CEPSTRA, FRAME_SECONDS, computeFeatures, featuresOfFile, type Features } from './features';
import { clusterPieces, statsOf } from './clustering';
import { speakerChanges, speechRegions, type FrameRange, type SegmentationOptions } from './segmentation';

export { DIARIZATION_SAMPLE_RATE } from './features';

export interface DiarizationOptions extends SegmentationOptions {
  /**
   * The BIC penalty weight λ: higher merges more readily (fewer speakers), lower splits more.
   * 1 is the textbook value; DIARIZATION_DEFAULTS gives the one measured in docs/speech.md.
   */
  penalty?: number;
  signal?: AbortSignal;
}

/** The cepstra the clustering models with full covariances: c1..c16 (measured best on the two-voice dialogues, docs/speech.md); c17..c19 only in voiceprints. */
const CLUSTER_DIMS = 16;

export const DIARIZATION_DEFAULTS = { penalty: 1.75 } as const;

/** A stretch of the clip, in seconds from its start: one speaker's turn, or SILENCE. */
export interface DiarizationTurn {
  start: number;
  end: number;
  speaker: number | 'SILENCE';
}

/** A speaker's voiceprint: the mean of its frames' MFCCs c1..c19 (not mean-normalised, so comparable across clips of one station). */
export interface Voiceprint {
  speaker: number;
  centroid: number[];
  /** Seconds of speech it averages. */
  seconds: number;
}

export interface Diarization {
  turns: DiarizationTurn[];
  voiceprints: Voiceprint[];
}

/** Diarizes an audio (or video) file ffmpeg can decode. */
export async function diarizeFile(file: string, options: DiarizationOptions = {}): Promise<Diarization> {
  return diarizeFeatures(await featuresOfFile(file, options.signal), options);
}

/** Diarizes 16 kHz mono samples in [-1, 1). */
export function diarizeSamples(samples: Float32Array, options: DiarizationOptions = {}): Diarization {
  return diarizeFeatures(computeFeatures(samples), options);
}

function diarizeFeatures(features: Features, options: DiarizationOptions): Diarization {
  const penalty = options.penalty ?? DIARIZATION_DEFAULTS.penalty;
  const { cepstra, energyDb, frames } = features;
  const regions = speechRegions(energyDb, options);
  const normalised = meanVarianceNormalised(cepstra, regions);
  const changes = speakerChanges(normalised, CEPSTRA, CLUSTER_DIMS, regions, options);
  const pieces = cutAt(regions, changes);
  const labels = clusterPieces(
    pieces.map((piece) => statsOf(normalised, CEPSTRA, CLUSTER_DIMS, piece.start, piece.end)),
    CLUSTER_DIMS,
    penalty,
  );
  const seconds = (frame: number) => Number((frame * FRAME_SECONDS).toFixed(3));
  const turns: DiarizationTurn[] = [];
  const push = (start: number, end: number, speaker: number | 'SILENCE') => {
    if (end <= start) return;
    const last = turns.at(-1);
    if (last && last.speaker === speaker) last.end = seconds(end);
    else turns.push({ start: seconds(start), end: seconds(end), speaker });
  };
  let at = 0;
  for (const [k, piece] of pieces.entries()) {
    push(at, piece.start, 'SILENCE');
    push(piece.start, piece.end, labels[k]! + 1);
    at = piece.end;
  }
  push(at, frames, 'SILENCE');
  // The last frame's turn reaches the clip's end (frames start every hop but last a whole frame).
  const last = turns.at(-1);
  if (last) last.end = Number(features.seconds.toFixed(3));
  return { turns, voiceprints: voiceprintsOf(cepstra, pieces, labels) };
}

/** Speech regions cut at the change points (each in exactly one region). */
function cutAt(regions: readonly FrameRange[], changes: readonly number[]): FrameRange[] {
  return regions.flatMap((region) => {
    const inside = changes.filter((at) => at > region.start && at < region.end);
    const edges = [region.start, ...inside, region.end];
    return inside.length === 0 ? [region] : edges.slice(1).map((end, k) => ({ start: edges[k]!, end }));
  });
}

/**
 * The cepstra less their mean over the clip's speech, divided by its deviation: the BIC does not
 * change under such a shift and scale, but the ridge that keeps covariances invertible is then
 * the same small share of every clip's spread, loud or quiet, broadband or telephone.
 */
function meanVarianceNormalised(cepstra: Float32Array, regions: readonly FrameRange[]): Float32Array {
  const mean = new Float64Array(CEPSTRA);
  const squares = new Float64Array(CEPSTRA);
  let count = 0;
  for (const { start, end } of regions) {
    for (let f = start; f < end; f++) {
      for (let d = 0; d < CEPSTRA; d++) {
        const x = cepstra[f * CEPSTRA + d]!;
        mean[d] = mean[d]! + x;
        squares[d] = squares[d]! + x * x;
      }
      count++;
    }
  }
  const out = new Float32Array(cepstra.length);
  if (count === 0) return out;
  const deviation = mean.map((sum, d) => Math.sqrt(Math.max(squares[d]! / count - (sum / count) ** 2, 1e-9)));
  for (let d = 0; d < CEPSTRA; d++) mean[d] = mean[d]! / count;
  for (let i = 0; i < cepstra.length; i++) {
    const d = i % CEPSTRA;
    out[i] = (cepstra[i]! - mean[d]!) / deviation[d]!;
  }
  return out;
}

function voiceprintsOf(cepstra: Float32Array, pieces: readonly FrameRange[], labels: readonly number[]): Voiceprint[] {
  const speakers = new Map<number, { sum: Float64Array; frames: number }>();
  for (const [k, piece] of pieces.entries()) {
    const speaker = labels[k]! + 1;
    const entry = speakers.get(speaker) ?? { sum: new Float64Array(CEPSTRA), frames: 0 };
    for (let f = piece.start; f < piece.end; f++) {
      for (let d = 0; d < CEPSTRA; d++) entry.sum[d] = entry.sum[d]! + cepstra[f * CEPSTRA + d]!;
    }
    entry.frames += piece.end - piece.start;
    speakers.set(speaker, entry);
  }
  return [...speakers.entries()]
    .sort(([a], [b]) => a - b)
    .map(([speaker, { sum, frames }]) => ({
      speaker,
      centroid: [...sum].map((x) => Number((x / frames).toFixed(4))),
      seconds: Number((frames * FRAME_SECONDS).toFixed(2)),
    }));
}

/** Cosine distance (1 − cosine similarity) of two voiceprints' centroids; 1 when either is all zeros. */
export function voiceprintDistance(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! ** 2;
    normB += b[i]! ** 2;
  }
  return normA === 0 || normB === 0 ? 1 : 1 - dot / Math.sqrt(normA * normB);
}
