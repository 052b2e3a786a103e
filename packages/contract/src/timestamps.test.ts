import { describe, expect, it } from 'vitest';
import { aodReportConfigSchema } from './schemas/aod';
import { mediaDownloadQuerySchema } from './schemas/assets';
import { globalAudiosNoMatchesQuerySchema, globalSchedulesNoMatchesQuerySchema } from './schemas/global-reports';
import { epochMsIntSchema, epochMsSchema, MAX_TIMESTAMP_MS, timestampParamSchema } from './schemas/recording';
import { reportConfigSchema } from './schemas/reports';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('the bounds of every time a call sends (1970 to 2100-01-01)', () => {
  it('is 2100-01-01 at the latest, inclusive, in a query, a path and a body', () => {
    expect(MAX_TIMESTAMP_MS).toBe(Date.parse('2100-01-01T00:00:00Z'));
    for (const schema of [timestampParamSchema, epochMsSchema, epochMsIntSchema]) {
      expect(schema.safeParse(MAX_TIMESTAMP_MS).success).toBe(true);
      expect(schema.safeParse(0).success).toBe(true);
      expect(schema.safeParse(MAX_TIMESTAMP_MS + 1).success).toBe(false);
      expect(schema.safeParse(-1).success).toBe(false);
      expect(schema.safeParse(8_640_000_000_000_001).success).toBe(false);
    }
    expect(epochMsIntSchema.safeParse(1.5).success).toBe(false);
    expect(timestampParamSchema.safeParse('2100-01-01T00:00:00Z').success).toBe(true);
    expect(timestampParamSchema.safeParse('2100-01-01T00:00:00.001Z').success).toBe(false);
  });

  it('reads ISO 8601 text in a query, and no other text Date.parse would take', () => {
    for (const text of ['2026-11-10', '2026-11-10T10:00', '2026-11-10 10:00:30', '2026-11-10T10:00:00.123+03:00'])
      expect(timestampParamSchema.safeParse(text).success, text).toBe(true);
    expect(timestampParamSchema.parse('2026-11-10T10:00:00Z')).toBe(Date.parse('2026-11-10T10:00:00Z'));
    // Date.parse reads each of these as some day of 2001 or another century.
    for (const text of ['-1', 'foo 1', 'Tue 1', '+275761-01-01T00:00:00Z', '+002026-01-01T00:00:00Z'])
      expect(timestampParamSchema.safeParse(text).success, text).toBe(false);
  });

  it("bounds the reports' ranges, naming the field", () => {
    const range = { from: 0, to: 8_640_000_000_000_001 };
    expect(paths(reportConfigSchema.safeParse(range))).toEqual(['to']);
    expect(paths(aodReportConfigSchema.safeParse(range))).toEqual(['to']);
    expect(paths(globalSchedulesNoMatchesQuerySchema.safeParse(range))).toEqual(['to']);
    expect(paths(globalAudiosNoMatchesQuerySchema.safeParse({ audioRange: range }))).toEqual(['audioRange.to']);
    expect(paths(mediaDownloadQuerySchema.safeParse({ expires: '8640000000000001', signature: 'x' }))).toEqual([
      'expires',
    ]);
  });
});
