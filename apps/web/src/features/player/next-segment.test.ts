import { describe, expect, it, vi } from 'vitest';
import type { Segment } from '@antena/contract';
import { findNextSegment } from './next-segment';
import type { SegmentSource } from './segment-source';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 24, 15, 0);
const segment = (id: string, startTs: number, endTs = startTs + 4000) =>
  ({ id, startTs, endTs, duration: endTs - startTs }) as Segment;

function sourceWith(listed: Segment[], sequenced: Segment | null = null) {
  return {
    list: vi.fn(async () => listed),
    sequence: vi.fn(async () => sequenced),
    audio: vi.fn(),
  } satisfies SegmentSource;
}

describe('the next segment (issue 13.8)', () => {
  it('takes the next one from the list of the following hour', async () => {
    const current = segment('a', NOW - 10_000);
    const source = sourceWith([current, segment('b', current.endTs)]);
    expect(await findNextSegment(source, { stationId: 's1' }, current, NOW)).toMatchObject({ id: 'b' });
    expect(source.sequence).not.toHaveBeenCalled();
  });

  it('waits at the live edge while following, and never asks the sequence call that would answer 404', async () => {
    const current = segment('a', NOW - 5000);
    const source = sourceWith([current]);
    expect(await findNextSegment(source, { stationId: 's1', follow: true }, current, NOW)).toBe('wait');
    expect(await findNextSegment(source, { stationId: 's1' }, current, NOW)).toBeNull();
    expect(source.sequence).not.toHaveBeenCalled();
  });

  it('asks the sequence call only across a past gap longer than the hour', async () => {
    const current = segment('a', NOW - 5 * HOUR);
    const later = segment('c', NOW - 2 * HOUR);
    const source = sourceWith([], later);
    expect(await findNextSegment(source, { stationId: 's1' }, current, NOW)).toBe(later);
    expect(source.sequence).toHaveBeenCalledWith('s1', current.endTs, undefined);
  });
});
