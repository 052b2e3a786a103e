import { describe, expect, it } from 'vitest';
import { fileSlug, safeFileName } from './file-names';

describe('fileSlug', () => {
  it('makes a title lower-case ASCII words joined by dashes', () => {
    expect(fileSlug('  Entrevista al Ministro: ¿qué dijo?  ', 'fragment')).toBe('entrevista-al-ministro-que-dijo');
    expect(fileSlug('¡¡¡', 'fragment')).toBe('fragment');
    expect(fileSlug('a'.repeat(100), 'fragment')).toHaveLength(60);
    expect(fileSlug(`${'a'.repeat(59)} b`, 'x')).toBe('a'.repeat(59));
  });
});

describe('safeFileName', () => {
  it('keeps case, folds accents and never climbs out of its folder', () => {
    expect(safeFileName('Canción Nº 1.mp3')).toBe('Cancion_N_1.mp3');
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeFileName('.hidden.')).toBe('hidden');
    expect(safeFileName('-rf')).toBe('rf');
    expect(safeFileName('a'.repeat(500))).toHaveLength(120);
    expect(safeFileName('///')).toBe('');
  });
});
