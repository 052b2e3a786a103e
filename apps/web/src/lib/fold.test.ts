import { describe, expect, it } from 'vitest';
import { fold, foldedIncludes } from './fold';

describe('fold', () => {
  it('ignores case and accents', () => {
    expect(fold('Señal Cádena ÜBER')).toBe('senal cadena uber');
    expect(foldedIncludes('Radio Cádena', ' radio cadena ')).toBe(true);
    expect(foldedIncludes('Radio Mitre', 'cadena')).toBe(false);
  });
});
