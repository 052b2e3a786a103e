import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('suggests a slug the contract accepts', () => {
    expect(slugify('Radio Mitre FM')).toBe('radio-mitre-fm');
    expect(slugify('  Canal 13 — Señal HD! ')).toBe('canal-13-senal-hd');
    expect(slugify('---')).toBe('');
  });
});
