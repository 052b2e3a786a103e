/** Errors the CLI reports as one line naming the file; `code` tells the kind. */
export type FingerprintErrorCode = 'unreadable' | 'no-audio' | 'decode' | 'corrupt' | 'outdated' | 'usage';

export class FingerprintError extends Error {
  constructor(
    readonly code: FingerprintErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FingerprintError';
  }
}
