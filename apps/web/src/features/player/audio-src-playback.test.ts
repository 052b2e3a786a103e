import { describe, expect, it } from 'vitest';
import { exportRange, OPEN_RANGE_MS } from './audio-src-playback';
import type { AudioRequest } from './player.types';

const T0 = Date.UTC(2026, 0, 5, 10, 0, 0);
const request = (stopTs?: number): AudioRequest => ({
  kind: 'audio',
  stationId: 's1',
  startTs: T0,
  stopTs,
  mediaFormat: 'mp3',
});

describe('exportRange', () => {
  it('plays a selection from startTs to stopTs', () => {
    expect(exportRange(request(T0 + 120_000), T0 + 10 * OPEN_RANGE_MS)).toEqual({ from: T0, to: T0 + 120_000 });
  });

  it('plays an hour from startTs when open-ended, but never past now', () => {
    expect(exportRange(request(), T0 + 10 * OPEN_RANGE_MS)).toEqual({ from: T0, to: T0 + OPEN_RANGE_MS });
    expect(exportRange(request(), T0 + 90_000)).toEqual({ from: T0, to: T0 + 90_000 });
  });
});
