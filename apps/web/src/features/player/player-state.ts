/**
 * Playback state transitions (spec 01 section 4 "Audio playback"): a request moves to loading,
 * then loaded; pause and resume toggle isPlaying; stop or the end returns to idle.
 */
import type { PlaybackState, PlayRequest } from './player.types';

export type PlayerAction =
  | { type: 'request'; request: PlayRequest }
  /** The running playback took a new request of the same kind without restarting. */
  | { type: 'update'; request: PlayRequest }
  | { type: 'loaded' }
  | { type: 'playing'; isPlaying: boolean }
  | { type: 'time'; ts: number }
  | { type: 'download'; percent: number | null }
  | { type: 'idle' };

export const IDLE: PlaybackState = {
  request: null,
  isLoading: false,
  isPlaying: false,
  currentTs: null,
  downloadPercent: null,
};

/** Where the playhead starts: the request's startTs; live has no recording time to show yet. */
const startTsOf = (request: PlayRequest): number | null => (request.kind === 'live' ? null : request.startTs);

export function playerReducer(state: PlaybackState, action: PlayerAction): PlaybackState {
  switch (action.type) {
    case 'request':
      return { ...IDLE, request: action.request, isLoading: true, currentTs: startTsOf(action.request) };
    case 'update':
      return state.request ? { ...state, request: action.request } : state;
    case 'loaded':
      return state.request ? { ...state, isLoading: false } : state;
    case 'playing':
      return state.request
        ? { ...state, isPlaying: action.isPlaying, isLoading: action.isPlaying ? false : state.isLoading }
        : state;
    case 'time':
      return state.request ? { ...state, currentTs: action.ts } : state;
    case 'download':
      return state.request ? { ...state, downloadPercent: action.percent } : state;
    case 'idle':
      return IDLE;
  }
}
