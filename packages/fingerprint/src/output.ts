/** Airings in frames of a continuous recording -> JSON lines relative to the file each starts in. */
import type { FrameAiring } from './airings';
import { FRAME_SECONDS } from './params';

export interface AiringRecord {
  file: string;
  ref: string;
  start: number;
  end: number;
  refStart: number;
  refEnd: number;
  played: number;
  score: number;
  speed: number;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** Tracks where each consecutive file starts (in frames) and places airings in them. */
export class FileTimeline {
  private readonly names: string[] = [];
  private readonly starts: number[] = [];

  addFile(name: string, start: number): void {
    this.names.push(name);
    this.starts.push(start);
  }

  record(airing: FrameAiring, ids: readonly string[]): AiringRecord {
    const start = Math.max(0, airing.start);
    let k = 0;
    while (k + 1 < this.starts.length && this.starts[k + 1]! <= start) k++;
    const origin = this.starts[k] ?? 0;
    return {
      file: this.names[k] ?? '',
      ref: ids[airing.ref]!,
      start: r3((start - origin) * FRAME_SECONDS),
      end: r3((airing.end - origin) * FRAME_SECONDS),
      refStart: r3(airing.refStart * FRAME_SECONDS),
      refEnd: r3(airing.refEnd * FRAME_SECONDS),
      played: r3((airing.end - start) * FRAME_SECONDS),
      score: airing.score,
      speed: Math.round(airing.speed * 10000) / 10000,
    };
  }
}
