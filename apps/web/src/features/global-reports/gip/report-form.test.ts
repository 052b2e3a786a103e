import { describe, expect, it } from 'vitest';
import {
  canLoadOrder,
  capRange,
  emptyReportForm,
  isFixedRange,
  mergeOrderParams,
  orderIdsOf,
  stationsParam,
  threeMonthsBack,
  toReportConfig,
  type GipOrderParams,
} from './report-form';

const TZ = 'America/Argentina/Buenos_Aires';
// 09:00 on 2026-03-10 in Buenos Aires (UTC-3).
const NOW = Date.parse('2026-03-10T12:00:00Z');
const dayStart = (day: string) => Date.parse(`${day}T03:00:00Z`);
const dayEnd = (day: string) => dayStart(day) + 24 * 3600_000 - 1;
const form = (patch: Partial<ReturnType<typeof emptyReportForm>> = {}) => ({
  ...emptyReportForm('2026-03-10'),
  ...patch,
});

describe('the GIP report form (spec 03 sections 5 and 9)', () => {
  it('starts three calendar months back, a missing day falling on the month’s last', () => {
    expect(threeMonthsBack('2026-03-10')).toBe('2025-12-10');
    expect(threeMonthsBack('2026-05-31')).toBe('2026-02-28');
    expect(threeMonthsBack('2024-05-31')).toBe('2024-02-29');
    expect(threeMonthsBack('2026-01-15')).toBe('2025-10-15');
    expect(form().range).toEqual({ from: '2025-12-10', to: '2026-03-10' });
  });

  it('never goes past today and puts a reversed range in order', () => {
    expect(capRange({ from: '2026-03-01', to: '2026-04-01' }, '2026-03-10')).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(capRange({ from: '2026-05-01', to: '2026-02-01' }, '2026-03-10')).toEqual({
      from: '2026-02-01',
      to: '2026-03-10',
    });
  });

  it('sends every station chosen as none, and a part of them as they are', () => {
    expect(stationsParam(['a', 'b'], ['a', 'b'])).toEqual([]);
    expect(stationsParam(['b'], ['a', 'b'])).toEqual(['b']);
    // A client's only station, picked, is that station, not 'every station'.
    expect(stationsParam(['a'], ['a'])).toEqual(['a']);
  });

  it('fixes the range from 2020-01-01 to the end of today for nocontrato or nocontratonacional with a value', () => {
    expect(isFixedRange({ customFieldName: 'nocontrato', customFieldValue: ' ' })).toBe(false);
    expect(isFixedRange({ customFieldName: 'numorden', customFieldValue: '12' })).toBe(false);
    const fixed = form({ customFieldName: 'nocontratonacional', customFieldValue: 'N-1', stationsIds: ['a'] });
    expect(isFixedRange(fixed)).toBe(true);
    expect(toReportConfig(fixed, ['a', 'b'], TZ, NOW)).toMatchObject({
      stationsIds: ['a'],
      from: dayStart('2020-01-01'),
      to: dayEnd('2026-03-10'),
      customFields: { nocontratonacional: 'N-1' },
    });
    expect(toReportConfig(form(), [], TZ, NOW)).toMatchObject({
      from: dayStart('2025-12-10'),
      to: dayEnd('2026-03-10'),
      customFields: {},
    });
  });

  it('offers the loaded-order button only for numorden with a value or orders entered', () => {
    expect(canLoadOrder(form())).toBe(false);
    expect(canLoadOrder(form({ customFieldName: 'numorden', customFieldValue: '' }))).toBe(false);
    expect(canLoadOrder(form({ customFieldName: 'nocontrato', customFieldValue: '12' }))).toBe(false);
    expect(orderIdsOf(form({ customFieldName: 'numorden', customFieldValue: ' 12 ', orders: '7, 12,, 8' }))).toEqual([
      '12',
      '7',
      '8',
    ]);
  });

  it("joins several orders' lists and spans their ranges; an order without schedules adds nothing", () => {
    const none: GipOrderParams = {
      stationsIds: [],
      advertisers: [],
      campaigns: [],
      versions: [],
      customIds: [],
      schedulesRange: null,
      missingAudioCustomIds: [],
    };
    expect(mergeOrderParams([none]).schedulesRange).toBeNull();
    const merged = mergeOrderParams([
      { ...none, stationsIds: ['a'], advertisers: ['Cola'], schedulesRange: { from: 10, to: 20 } },
      { ...none, stationsIds: ['a', 'b'], advertisers: ['Bank'], schedulesRange: { from: 5, to: 15 } },
      none,
    ]);
    expect(merged).toMatchObject({
      stationsIds: ['a', 'b'],
      advertisers: ['Cola', 'Bank'],
      schedulesRange: { from: 5, to: 20 },
    });
  });
});
