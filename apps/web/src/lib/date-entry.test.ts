import { describe, expect, it } from 'vitest';
import { dateEntryFormat, dateEntryLocale, parseDateEntry } from './date-entry';

describe('date entry', () => {
  it('reads day first in Spanish and month first in English', () => {
    expect(parseDateEntry('24/11/2026', 'es')).toBe('2026-11-24');
    expect(parseDateEntry('1.3.2025', 'es')).toBe('2025-03-01');
    expect(parseDateEntry('11/24/2026', 'en')).toBe('2026-11-24');
    expect(parseDateEntry('3-1-2025', 'en')).toBe('2025-03-01');
  });

  it('takes a pasted YYYY-MM-DD in either language', () => {
    expect(parseDateEntry(' 2026-11-24 ', 'es')).toBe('2026-11-24');
    expect(parseDateEntry('2026-11-24', 'en')).toBe('2026-11-24');
  });

  it('refuses days that do not exist and text that is not a date', () => {
    expect(parseDateEntry('11/24/2026', 'es')).toBeNull();
    expect(parseDateEntry('31/02/2026', 'es')).toBeNull();
    expect(parseDateEntry('24/11/26', 'es')).toBeNull();
    expect(parseDateEntry('mañana', 'es')).toBeNull();
  });

  it('names the format of the interface language', () => {
    expect(dateEntryFormat(dateEntryLocale('es-AR'))).toBe('DD/MM/YYYY');
    expect(dateEntryFormat(dateEntryLocale('en'))).toBe('MM/DD/YYYY');
    expect(dateEntryLocale(undefined)).toBe('en');
  });
});
