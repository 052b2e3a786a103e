import { describe, expect, it } from 'vitest';
import { snapshotFileName } from './snapshot';

describe('snapshotFileName', () => {
  it('names the PNG after the station and the frame time', () => {
    const ts = new Date(2026, 0, 5, 9, 3, 7).getTime();
    expect(snapshotFileName('demo-tv', ts)).toBe('demo-tv-20260105-090307.png');
  });
});
