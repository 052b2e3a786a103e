/**
 * What the provider asks of a playback technology, and what it hears back. One engine plays one
 * request; the provider throttles its time reports and turns its ends and errors into events.
 */
import type { PlayRequest } from './player.types';

export interface EngineCallbacks {
  /** The media is ready at its start position (playing or, for video without autoplay, paused). */
  onLoaded(): void;
  onPlaying(isPlaying: boolean): void;
  /** The recording time shown now; reported on every media time update. */
  onTime(ts: number): void;
  onDownloadPercent(percent: number | null): void;
  onEnd(reason: 'PLAYBACK_END' | 'NO_MORE_SEGMENTS'): void;
  onError(error: unknown): void;
}

export interface PlaybackEngine<R extends PlayRequest = PlayRequest> {
  start(): Promise<void>;
  /** Applies a request of the same kind to the running playback; false when it needs a restart. */
  update(request: R): boolean;
  pause(): void;
  resume(): void;
  destroy(): void;
}

// spec: first-seek guard 300 ms: time updates right after a seek still report the old position.
export const SEEK_GUARD_MS = 300;

/** Ignores time updates for SEEK_GUARD_MS after each seek. */
export function createSeekGuard(now: () => number = () => performance.now()) {
  let until = Number.NEGATIVE_INFINITY;
  return {
    arm: () => {
      until = now() + SEEK_GUARD_MS;
    },
    isGuarding: () => now() < until,
  };
}

/** Starts an element and reports failures, except the interrupted play the spec ignores quietly. */
export function playElement(element: HTMLMediaElement, onError: (error: unknown) => void): void {
  element.play().catch(onError);
}

/** Listens to a media element's events until the returned function is called. */
export function listen(
  element: HTMLMediaElement,
  handlers: Partial<Record<keyof HTMLMediaElementEventMap, (event: Event) => void>>,
): () => void {
  const entries = Object.entries(handlers) as [keyof HTMLMediaElementEventMap, (event: Event) => void][];
  for (const [name, handler] of entries) element.addEventListener(name, handler);
  return () => {
    for (const [name, handler] of entries) element.removeEventListener(name, handler);
  };
}

/** Whether the element holds media at a time, so a seek there plays at once. */
export function isBuffered(ranges: TimeRanges, time: number): boolean {
  for (let index = 0; index < ranges.length; index += 1) {
    if (time >= ranges.start(index) && time <= ranges.end(index)) return true;
  }
  return false;
}

// Time updates come every ~250 ms: within this much of stopTs a timer stops playback on time.
export const STOP_LOOKAHEAD_MS = 1000;

/** Stops a playback at its stopTs, between two time updates. */
export function createStopTimer() {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    clear,
    /** Called on each time update; onStop runs when stopTs is reached at the element's rate. */
    arm(stopTs: number | undefined, ts: number, element: HTMLMediaElement, onStop: () => void) {
      clear();
      const remaining = stopTs === undefined ? Number.POSITIVE_INFINITY : stopTs - ts;
      if (remaining > STOP_LOOKAHEAD_MS || element.paused) return;
      timer = setTimeout(onStop, Math.max(0, remaining) / (element.playbackRate || 1));
    },
  };
}
