/** The player's error catalogue (spec 01 section 8 "Player"), in the spec's words and spelling. */
export const PLAYER_ERRORS = {
  formatNotSupported: 'Format not supported',
  nextSegmentFailed: 'Could not fecth next segment',
  nextSegmentMatchesCurrent: 'next segment given by provider matches current',
  notInitialized: 'Can not run player action, not initialized',
  techNotImplemented: 'Player tech not implemented',
} as const;

export type PlayerErrorKey = keyof typeof PLAYER_ERRORS;

export class PlayerError extends Error {
  constructor(
    readonly key: PlayerErrorKey,
    options?: { cause?: unknown },
  ) {
    super(PLAYER_ERRORS[key], options);
    this.name = 'PlayerError';
  }
}

export const isPlayerError = (error: unknown): error is PlayerError => error instanceof PlayerError;

/**
 * spec 01 section 8: an interrupted play request is ignored quietly. HTMLMediaElement.play()
 * rejects with AbortError when a pause or a new source interrupts it; that is not a failure.
 */
export const isInterruptedPlay = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
