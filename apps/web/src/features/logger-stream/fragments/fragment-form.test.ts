import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  fragmentBody,
  fragmentRange,
  initialFragmentForm,
  parseTags,
  serverFields,
  validateFragmentForm,
  type FragmentFormValues,
} from './fragment-form';

// Buenos Aires is UTC-3 all year: 10:00 there is 13:00 UTC.
const ZONE = 'America/Argentina/Buenos_Aires';
const now = Date.UTC(2026, 10, 20, 18, 0, 0); // 15:00 on 2026-11-20 in Buenos Aires
const selection = { from: Date.UTC(2026, 10, 20, 13, 0, 5, 250), to: Date.UTC(2026, 10, 20, 13, 2, 5, 750) };
const values = (overrides: Partial<FragmentFormValues> = {}): FragmentFormValues => ({
  ...initialFragmentForm(selection, ZONE),
  title: 'Morning news',
  ...overrides,
});

describe('single fragment form', () => {
  it('is prefilled from the selection on the station clock, to the second', () => {
    expect(initialFragmentForm(selection, ZONE)).toEqual({
      title: '',
      date: '2026-11-20',
      fromTime: '10:00:05',
      toTime: '10:02:05',
      description: '',
      tags: '',
      doExternalExport: false,
    });
  });

  it('accepts a valid fragment', () => {
    expect(validateFragmentForm(values(), ZONE, now)).toEqual({});
  });

  it('requires the title, the date and both times', () => {
    expect(validateFragmentForm(values({ title: '  ', date: '', fromTime: '', toTime: '' }), ZONE, now)).toEqual({
      title: 'required',
      date: 'required',
      fromTime: 'required',
      toTime: 'required',
    });
  });

  it('refuses a date later than today on the station clock: "Date can not be older than today"', () => {
    expect(validateFragmentForm(values({ date: '2026-11-21' }), ZONE, now)).toEqual({ date: 'dateFuture' });
    // 02:00 UTC on the 21st is still the 20th in Buenos Aires.
    expect(validateFragmentForm(values({ date: '2026-11-20' }), ZONE, Date.UTC(2026, 10, 21, 2))).toEqual({});
  });

  it('refuses an end equal to the start: "End time must be after start time"', () => {
    expect(validateFragmentForm(values({ toTime: '10:00:05' }), ZONE, now)).toEqual({ toTime: 'endBeforeStart' });
  });

  it('refuses 3 hours or more: "Duration cannot exceed 3 hours"', () => {
    expect(validateFragmentForm(values({ fromTime: '07:00:00', toTime: '10:00:00' }), ZONE, now)).toEqual({
      toTime: 'tooLong',
    });
    expect(validateFragmentForm(values({ fromTime: '07:00:01', toTime: '10:00:00' }), ZONE, now)).toEqual({});
  });

  it('reads an end time before the start time as the next day (crossing midnight)', () => {
    const midnight = { date: '2026-11-19', fromTime: '23:30:00', toTime: '00:30:00' };
    expect(fragmentRange(midnight, ZONE)).toEqual({
      from: Date.UTC(2026, 10, 20, 2, 30),
      to: Date.UTC(2026, 10, 20, 3, 30),
    });
    expect(validateFragmentForm(values(midnight), ZONE, now)).toEqual({});
    // 10:00 to 09:59 crosses midnight too: almost a day, far over 3 hours.
    expect(validateFragmentForm(values({ toTime: '09:59:00' }), ZONE, now)).toEqual({ toTime: 'tooLong' });
  });

  it('splits tags on commas, trimmed, empty dropped', () => {
    expect(parseTags(' news , ,sports,, ')).toEqual(['news', 'sports']);
    expect(parseTags('')).toEqual([]);
  });

  it("sends the selection's exact milliseconds while the times are as prefilled", () => {
    const body = fragmentBody(values({ tags: 'a, b', description: '  ' }), ZONE, selection, 'station-1');
    expect(body).toEqual({
      type: 'DEFAULT_FRAGMENT',
      stationId: 'station-1',
      title: 'Morning news',
      description: null,
      tags: ['a', 'b'],
      doExternalExport: false,
      from: selection.from,
      to: selection.to,
    });
    const edited = fragmentBody(values({ toTime: '10:03:00' }), ZONE, selection, 'station-1');
    expect(edited).toMatchObject({ from: selection.from, to: Date.UTC(2026, 10, 20, 13, 3) });
    const moved = fragmentBody(values({ fromTime: '10:01:00' }), ZONE, selection, 'station-1');
    expect(moved).toMatchObject({ from: Date.UTC(2026, 10, 20, 13, 1), to: Date.UTC(2026, 10, 20, 13, 2, 5) });
  });

  it('marks the fields a refusal names', () => {
    const error = new ApiError({
      status: 400,
      code: 'ERR_FRAGMENT_NOT_RECORDED',
      message: 'not recorded',
      path: '/stations/x/fragments',
      details: [
        { path: 'body.from', message: 'before' },
        { path: 'body.other', message: '?' },
      ],
    });
    expect(serverFields(error)).toEqual(['fromTime']);
    expect(serverFields(new Error('boom'))).toEqual([]);
  });
});
