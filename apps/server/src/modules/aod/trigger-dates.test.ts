import { describe, expect, it } from 'vitest';
import { stationDay } from '@antena/contract';
import { addDays, dueTriggerDate, triggerDates } from './trigger-dates';

const BUENOS_AIRES = 'America/Argentina/Buenos_Aires'; // UTC-3, no DST
const MADRID = 'Europe/Madrid'; // DST: 2026-03-29 02:00 → 03:00, 2026-10-25 03:00 → 02:00
const SANTIAGO = 'America/Santiago'; // DST in the southern summer

describe('stationDay', () => {
  it("reads the date on the zone's clock, not UTC's", () => {
    // 23:30 on 31 December in Buenos Aires is already 1 January in UTC.
    expect(stationDay(BUENOS_AIRES, Date.parse('2027-01-01T02:30:00Z'))).toBe('2026-12-31');
    expect(stationDay(BUENOS_AIRES, Date.parse('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
  });

  it('follows DST changes', () => {
    // 00:30 CET on the day summer time starts, and 23:30 CEST on that day.
    expect(stationDay(MADRID, Date.parse('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(stationDay(MADRID, Date.parse('2026-03-29T21:30:00Z'))).toBe('2026-03-29');
    expect(stationDay(MADRID, Date.parse('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    // The day winter time starts has 25 hours: 23:30 CET is 22:30 UTC.
    expect(stationDay(MADRID, Date.parse('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
  });
});

describe('addDays', () => {
  it('crosses month and year ends, leap days included', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-04', -7)).toBe('2026-12-28');
  });
});

describe('triggerDates', () => {
  const range = (from: string, to: string) => ({ from: Date.parse(from), to: Date.parse(to) });

  it('ORDER_END: the day after the last schedule, on the clock of the station', () => {
    // The last schedule at 23:30 on 31 December in Buenos Aires (02:30 UTC on 1 January).
    expect(triggerDates('ORDER_END', range('2026-12-01T13:00:00Z', '2027-01-01T02:30:00Z'), BUENOS_AIRES)).toEqual([
      '2027-01-01',
    ]);
    // The same instant in UTC would be 1 January: the clock decides.
    expect(triggerDates('ORDER_END', range('2026-12-01T13:00:00Z', '2027-01-01T02:30:00Z'), 'UTC')).toEqual([
      '2027-01-02',
    ]);
    // Month end: a campaign ending on 28 February 2027.
    expect(triggerDates('ORDER_END', range('2027-02-01T12:00:00Z', '2027-02-28T20:00:00Z'), BUENOS_AIRES)).toEqual([
      '2027-03-01',
    ]);
  });

  it('ORDER_END across a DST change: the last schedule at 00:30 local on the day summer time starts', () => {
    expect(triggerDates('ORDER_END', range('2026-03-01T10:00:00Z', '2026-03-28T23:30:00Z'), MADRID)).toEqual([
      '2026-03-30',
    ]);
    // Santiago leaves summer time on 5 April 2026 (00:00 → 23:00 on the 4th): 23:30 on the 4th.
    expect(triggerDates('ORDER_END', range('2026-03-01T10:00:00Z', '2026-04-05T03:30:00Z'), SANTIAGO)).toEqual([
      '2026-04-05',
    ]);
  });

  it('EOW_AND_ORDER_END: every Monday closing a week the campaign ran past, then the day after its end', () => {
    // Wednesday 16 December 2026 to Wednesday 6 January 2027.
    expect(
      triggerDates('EOW_AND_ORDER_END', range('2026-12-16T12:00:00Z', '2027-01-06T20:00:00Z'), BUENOS_AIRES),
    ).toEqual(['2026-12-21', '2026-12-28', '2027-01-04', '2027-01-07']);
  });

  it('EOW_AND_ORDER_END: a campaign ending on a Sunday fires once on the Monday after', () => {
    // Monday 30 November to Sunday 13 December 2026.
    expect(
      triggerDates('EOW_AND_ORDER_END', range('2026-11-30T12:00:00Z', '2026-12-13T20:00:00Z'), BUENOS_AIRES),
    ).toEqual(['2026-12-07', '2026-12-14']);
  });

  it('EOW_AND_ORDER_END: a campaign of one week-end day fires once', () => {
    expect(
      triggerDates('EOW_AND_ORDER_END', range('2026-12-13T12:00:00Z', '2026-12-13T20:00:00Z'), BUENOS_AIRES),
    ).toEqual(['2026-12-14']);
  });

  it('EOW_AND_ORDER_END: weeks read on the local clock across a DST change', () => {
    // Sunday 29 March 2026 at 00:30 in Madrid is still Saturday the 28th in UTC.
    expect(triggerDates('EOW_AND_ORDER_END', range('2026-03-28T23:30:00Z', '2026-04-01T10:00:00Z'), MADRID)).toEqual([
      '2026-03-30',
      '2026-04-02',
    ]);
    expect(triggerDates('EOW_AND_ORDER_END', range('2026-03-28T23:30:00Z', '2026-04-01T10:00:00Z'), 'UTC')).toEqual([
      '2026-03-30',
      '2026-04-02',
    ]);
  });
});

describe('dueTriggerDate', () => {
  const dates = ['2026-12-21', '2026-12-28', '2027-01-04', '2027-01-07'];

  it('nothing before the first date', () => {
    expect(dueTriggerDate(dates, '2026-12-20', null, '2026-12-01')).toBeNull();
  });

  it('the date that has come, once', () => {
    expect(dueTriggerDate(dates, '2026-12-21', null, '2026-12-01')).toBe('2026-12-21');
    expect(dueTriggerDate(dates, '2026-12-22', '2026-12-21', '2026-12-01')).toBeNull();
    expect(dueTriggerDate(dates, '2026-12-28', '2026-12-21', '2026-12-01')).toBe('2026-12-28');
  });

  it('dates missed while nothing ran fire once, for the latest', () => {
    expect(dueTriggerDate(dates, '2027-01-05', '2026-12-21', '2026-12-01')).toBe('2027-01-04');
    expect(dueTriggerDate(dates, '2027-02-01', '2027-01-04', '2026-12-01')).toBe('2027-01-07');
    expect(dueTriggerDate(dates, '2027-02-01', '2027-01-07', '2026-12-01')).toBeNull();
  });

  it('a rule made after a date does not fire for it', () => {
    expect(dueTriggerDate(dates, '2026-12-30', null, '2026-12-29')).toBeNull();
    expect(dueTriggerDate(dates, '2027-01-04', null, '2026-12-29')).toBe('2027-01-04');
    // Made on the trigger date itself: it fires.
    expect(dueTriggerDate(dates, '2026-12-28', null, '2026-12-28')).toBe('2026-12-28');
  });
});
