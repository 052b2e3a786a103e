import type { AlternativeReportRow, GipReportRow } from '@antena/contract';
import { describe, expect, it } from 'vitest';
import { alternativePreviewPage, alternativeStats, percentage } from './alternative-report';
import { choicesRange } from './gip-choices';
import { gipSummary, inTolerance } from './gip-report';
import { alternativeColumns, gipColumns, stationTime } from './report-columns';

const gipRow = (values: Partial<GipReportRow>): GipReportRow => ({
  matchId: '00000000-0000-4000-8000-000000000001',
  scheduleId: '00000000-0000-4000-8000-000000000002',
  stationId: '00000000-0000-4000-8000-000000000003',
  stationName: 'Radio Uno',
  stationSlug: 'radio-uno',
  timezone: 'America/Argentina/Buenos_Aires',
  datetime: Date.parse('2026-10-05T12:02:03Z'),
  scheduleDatetime: Date.parse('2026-10-05T12:00:00Z'),
  customId: 'SPOT-A',
  advertiser: 'Acme',
  campaign: 'Verano',
  version: 'V1',
  duration: 20_500,
  playedDuration: 20_000,
  contract: 'C-9',
  order: 'ORD-1',
  confirmationType: 'DEFAULT',
  diffMinutes: 2,
  inTolerance: true,
  ...values,
});

describe('GIP report arithmetic', () => {
  // Issue 31 point 11: Confirmed counts what the efficiency counts; the off-tolerance airing apart.
  it('efficiency and Confirmed count the schedules confirmed within tolerance over all schedules', () => {
    expect(gipSummary({ schedules: 8, confirmed: 3, offTolerance: 1 })).toEqual({
      schedules: 8,
      confirmed: 2,
      offTolerance: 1,
      efficiency: 0.25,
    });
    expect(gipSummary({ schedules: 0, confirmed: 0, offTolerance: 0 }).efficiency).toBe(0);
  });

  it('only an OFF_TOLERANCE confirmation is out of tolerance', () => {
    expect(inTolerance('DEFAULT')).toBe(true);
    expect(inTolerance('OFF_TOLERANCE')).toBe(false);
  });
});

describe('alternative report stats', () => {
  it('gives each custom id its share of all schedules and airings, in percent to 2 decimals', () => {
    expect(percentage(1, 3)).toBe(33.33);
    expect(percentage(2, 3)).toBe(66.67);
    expect(percentage(1, 0)).toBe(0);
    const groups = [
      { customId: 'B', schedules: 2 },
      { customId: 'A', schedules: 1 },
      { customId: 'B', schedules: 3 },
      { customId: 'C', schedules: 0 },
    ];
    const rows = [{ customId: 'A' }, { customId: 'A' }, { customId: 'C' }];
    expect(alternativeStats(groups, rows)).toEqual({
      stats: [
        { customId: 'A', schedules: 1, schedulesPercentage: 16.67, matches: 2, matchesPercentage: 66.67 },
        { customId: 'B', schedules: 5, schedulesPercentage: 83.33, matches: 0, matchesPercentage: 0 },
        { customId: 'C', schedules: 0, schedulesPercentage: 0, matches: 1, matchesPercentage: 33.33 },
      ],
      totals: { schedules: 6, matches: 3 },
    });
  });

  it('pages the airings, the stats over every one', () => {
    const report = {
      rows: [{ customId: 'A' }, { customId: 'B' }] as AlternativeReportRow[],
      stats: [],
      totals: { schedules: 1, matches: 2 },
    };
    expect(alternativePreviewPage(report, { page: 2, pageSize: 1 })).toMatchObject({
      rows: [{ customId: 'B' }],
      total: 2,
    });
  });
});

describe('report columns', () => {
  it("writes a GIP row as the preview table shows it: the station's clock, seconds, SI or NO", () => {
    const values = (row: GipReportRow) => gipColumns.map((column) => column.value(row));
    expect(gipColumns.map((column) => column.header)).toEqual([
      'Station',
      'Date',
      'Time',
      'Advertiser',
      'Campaign',
      'Version',
      'Duration (s)',
      'Contract',
      'Order number',
      'Schedule',
    ]);
    const row = gipRow({});
    expect(values(row)).toEqual([
      'Radio Uno',
      row.datetime,
      '09:02:03',
      'Acme',
      'Verano',
      'V1',
      20_500,
      'C-9',
      'ORD-1',
      'SI',
    ]);
    expect(values(gipRow({ inTolerance: false, order: null })).slice(8)).toEqual(['', 'NO']);
    expect(gipColumns.find((column) => column.header === 'Date')!.type).toBe('date');
  });

  it('writes an alternative row with its custom id and order', () => {
    const row = { ...gipRow({}), order: null, timezone: 'America/Mexico_City' } as AlternativeReportRow;
    expect(alternativeColumns.map((column) => column.value(row))).toEqual([
      row.datetime,
      '06:02:03',
      'Radio Uno',
      'Acme',
      'Verano',
      'V1',
      'SPOT-A',
      20_500,
      '',
    ]);
  });

  it('reads a time on the station clock across a daylight saving change', () => {
    // New York left DST on 2026-11-01 at 06:00 UTC: 05:30 UTC is 01:30 EDT, 06:30 UTC is 01:30 EST.
    expect(stationTime('America/New_York', Date.parse('2026-11-01T05:30:00Z'))).toBe('01:30:00');
    expect(stationTime('America/New_York', Date.parse('2026-11-01T06:30:00Z'))).toBe('01:30:00');
  });
});

describe('choices range', () => {
  it('defaults to three months back to now', () => {
    const now = Date.parse('2026-05-15T10:00:00Z');
    expect(choicesRange({}, now)).toEqual({ from: Date.parse('2026-02-15T10:00:00Z'), to: now });
    expect(choicesRange({ from: 5 }, now)).toEqual({ from: 5, to: now });
  });
});
