import { describe, expect, it } from 'vitest';
import { formatQuickShareRange, formatStationMoment } from './quick-share-range';

/** Intl separates with narrow and thin spaces; the reader sees spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
const MADRID = 'Europe/Madrid';

// Issue 31 point 12: the public page used a 12-hour clock in English.
describe('formatQuickShareRange', () => {
  it("names the day once for a range within one of the station's days, to the second, with the zone", () => {
    const from = Date.UTC(2026, 2, 5, 11, 0, 30);
    expect(plain(formatQuickShareRange(from, from + 134_000, BUENOS_AIRES, 'en'))).toBe(
      'Mar 5, 2026, 08:00:30 – 08:02:44 (America/Argentina/Buenos Aires, GMT-3)',
    );
  });

  it("names both days across the station's midnight, in the interface language", () => {
    const from = Date.UTC(2026, 2, 5, 22, 30);
    expect(plain(formatQuickShareRange(from, from + 3_600_000, MADRID, 'es'))).toBe(
      '5 mar 2026, 23:30:00 – 6 mar 2026, 0:30:00 (Europe/Madrid, GMT+1)',
    );
  });

  it("shows a moment on the station's clock with the zone", () => {
    expect(plain(formatStationMoment(Date.UTC(2026, 2, 12, 8, 0), BUENOS_AIRES, 'en'))).toBe(
      'Mar 12, 2026, 05:00 (America/Argentina/Buenos Aires, GMT-3)',
    );
  });
});
