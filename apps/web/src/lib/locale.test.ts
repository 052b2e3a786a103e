import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locale';

describe('locale resolution', () => {
  it('takes the locale query parameter first', () => {
    expect(resolveLocale({ query: 'es', stored: 'en', browser: ['en-US'] })).toBe('es');
  });
  it('ignores an unsupported query value', () => {
    expect(resolveLocale({ query: 'fr', browser: ['es-AR'] })).toBe('es');
    expect(resolveLocale({ query: 'es-AR', browser: ['en-GB'] })).toBe('en');
  });
  it('prefers the persisted choice over the browser', () => {
    expect(resolveLocale({ stored: 'es', browser: ['en-US'] })).toBe('es');
  });
  it('uses the first supported browser language', () => {
    expect(resolveLocale({ browser: ['pt-BR', 'es-419', 'en'] })).toBe('es');
  });
  it('defaults to English', () => {
    expect(resolveLocale({ browser: ['de-DE'] })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });
});
