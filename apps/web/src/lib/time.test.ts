import { describe, expect, it } from 'vitest';
import { browserTimeZone, formatDateTime } from './time';

/** Intl separates with narrow and thin spaces; the reader sees spaces. */
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');
const AT = '2026-11-24T03:30:15Z';

describe('formatDateTime', () => {
  it("shows the moment on the user's clock, not the browser's, and names a zone that differs", () => {
    const other = browserTimeZone() === 'Asia/Tokyo' ? 'Europe/Madrid' : 'Asia/Tokyo';
    const text = plain(formatDateTime(AT, { timeZone: other, locale: 'en' }));
    expect(text).toBe(other === 'Asia/Tokyo' ? '11/24/2026, 12:30 GMT+9' : '11/24/2026, 04:30 GMT+1');
  });

  it("leaves the zone out when it is the browser's own, unless asked", () => {
    const timeZone = browserTimeZone();
    expect(formatDateTime(AT, { timeZone, locale: 'en' })).not.toMatch(/GMT|UTC/);
    expect(formatDateTime(AT, { timeZone, locale: 'en', zone: 'always' })).toMatch(/GMT|UTC/);
  });

  it('writes Spanish dates day first, with seconds where asked', () => {
    const text = plain(formatDateTime(AT, { timeZone: 'America/Argentina/Buenos_Aires', locale: 'es', seconds: true }));
    expect(text).toMatch(/^24\/11\/2026, 00:30:15/);
  });

  it('shows a dash for no value or a bad one', () => {
    expect(formatDateTime(null, { timeZone: 'UTC', locale: 'en' })).toBe('-');
    expect(formatDateTime('not a date', { timeZone: 'UTC', locale: 'en' })).toBe('-');
  });
});
