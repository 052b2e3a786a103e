/**
 * The fragment info page's player handle: the media element that plays the fragment (the audio of
 * the per-chunk player, or the video) registers itself here, so other parts of the page (the
 * transcription panel) can play the fragment from a moment. Positions are ms from the fragment's
 * start, which is where they sit in its rendered media (chunks joined, gaps left out).
 */
import { useMemo, useRef } from 'react';

export interface FragmentPlayer {
  /** A callback ref for the `<audio>` or `<video>` that plays the fragment. */
  attach(element: HTMLMediaElement | null): void;
  /** Seeks to `mediaMs` (ms from the fragment's start) and plays; nothing while no media is shown. */
  playFrom(mediaMs: number): void;
}

/** Seeks `element` to `mediaMs` and plays it; a refused play (autoplay policy) is only logged. */
export function playMediaFrom(element: HTMLMediaElement | null, mediaMs: number): void {
  if (!element) return;
  element.currentTime = Math.max(0, mediaMs) / 1000;
  element.play().catch((error: unknown) => console.error('Fragment playback failed', error));
}

export function useFragmentPlayer(): FragmentPlayer {
  const element = useRef<HTMLMediaElement | null>(null);
  return useMemo(
    () => ({
      attach: (media) => {
        element.current = media;
      },
      playFrom: (mediaMs) => playMediaFrom(element.current, mediaMs),
    }),
    [],
  );
}
