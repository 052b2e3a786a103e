/** The player's React context: the public API (usePlayer) and what the VideoPlayer attaches. */
import { createContext } from 'react';
import type { PlaybackState, PlayerEvent, PlayRequest } from './player.types';

export interface PlayerApi {
  state: PlaybackState;
  play(request: PlayRequest): void;
  pause(): void;
  resume(): void;
  stop(): void;
  subscribe(listener: (event: PlayerEvent) => void): () => void;
}

export interface PlayerContextValue extends PlayerApi {
  /** The VideoPlayer hands its element over while mounted (null on unmount). */
  attachVideo(element: HTMLVideoElement | null): void;
  /** Lets the VideoPlayer report SNAPSHOT_TAKEN through the same listeners. */
  emit(event: PlayerEvent): void;
}

export const PlayerContext = createContext<PlayerContextValue | null>(null);
