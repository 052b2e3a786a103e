import { describe, expect, it } from 'vitest';
import { backToBackSchedules } from './consecutive-schedules';
import { groupMissingAudios, type MissingAudioRow } from './missing-audios';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 10, 12);

describe('backToBackSchedules', () => {
  const duration = (customId: string) => ({ A: 30_000, B: 120_000 })[customId] ?? null;

  it('pairs a schedule with the next of its custom id starting within its audio plus the gap', () => {
    const pairs = backToBackSchedules(
      [
        { customId: 'A', datetime: T0 + 10 * MIN },
        { customId: 'A', datetime: T0 }, // unsorted on purpose
        { customId: 'A', datetime: T0 + 89_999 }, // 30 s audio + 60 s gap: just inside
        { customId: 'A', datetime: T0 + 89_999 + 90_000 }, // exactly audio + gap later: outside
        { customId: 'B', datetime: T0 + 5 * MIN },
        { customId: 'B', datetime: T0 + 7 * MIN + 59_000 }, // 2 min audio + 1 min gap: inside
        { customId: 'C', datetime: T0 },
        { customId: 'C', datetime: T0 }, // no audio: booked twice at one time
        { customId: 'C', datetime: T0 + 61_000 }, // no audio: more than the gap after
      ],
      duration,
    );
    expect(pairs).toEqual([
      { customId: 'A', datetime: T0, datetimeNext: T0 + 89_999, audioDuration: 30_000 },
      { customId: 'C', datetime: T0, datetimeNext: T0, audioDuration: null },
      { customId: 'B', datetime: T0 + 5 * MIN, datetimeNext: T0 + 7 * MIN + 59_000, audioDuration: 120_000 },
    ]);
  });

  it('finds nothing in schedules spread over the day', () => {
    const spread = [0, 1, 2, 3].map((hour) => ({ customId: 'A', datetime: T0 + hour * 60 * MIN }));
    expect(backToBackSchedules(spread, duration)).toEqual([]);
  });
});

describe('groupMissingAudios', () => {
  const norte = { id: '00000000-0000-4000-8000-000000000001', name: 'Norte', slug: 'norte' };
  const sur = { id: '00000000-0000-4000-8000-000000000002', name: 'Sur', slug: 'sur' };
  const row = (id: string, customId: string, station: typeof norte, minute: number): MissingAudioRow => ({
    id,
    station,
    customId,
    datetime: T0 + minute * MIN,
    advertiser: 'Acme',
    version: 'v1',
    schedules: 1,
    timezone: 'UTC',
  });
  const rows = () => [
    row('s1', 'A', norte, 0),
    row('s2', 'B', sur, 1),
    row('s3', 'A', sur, 2),
    row('s4', 'A', norte, 3),
  ];

  it('keeps one row a schedule without grouping', () => {
    expect(groupMissingAudios(rows(), 'none').map((r) => r.id)).toEqual(['s1', 's2', 's3', 's4']);
  });

  it('groups by custom id: the first schedule, how many, no station', () => {
    expect(groupMissingAudios(rows(), 'custom_id').map((r) => [r.id, r.customId, r.station, r.schedules])).toEqual([
      ['s1', 'A', null, 3],
      ['s2', 'B', null, 1],
    ]);
  });

  it('groups by custom id and station', () => {
    expect(
      groupMissingAudios(rows(), 'custom_id,station_id').map((r) => [r.id, r.customId, r.station?.slug, r.schedules]),
    ).toEqual([
      ['s1', 'A', 'norte', 2],
      ['s2', 'B', 'sur', 1],
      ['s3', 'A', 'sur', 1],
    ]);
  });
});
