import { describe, expect, it } from 'vitest';
import { foldAccents, foldText, slugify } from './text-fold';

describe('the accent fold', () => {
  it('removes accents, tildes and cedillas and keeps everything else', () => {
    expect(foldAccents('Señal Campaña Açaí Über')).toBe('Senal Campana Acai Uber');
    expect(foldAccents('a^b `c` 1.500, ¿qué?')).toBe('a^b `c` 1.500, ¿que?');
    expect(foldAccents('한국어')).toBe('한국어');
  });

  it('folds case too for comparisons', () => {
    expect(foldText('Radio Cádena')).toBe('radio cadena');
    expect(foldText('SEÑAL').includes(foldText('senal'))).toBe(true);
  });
});

describe('slugify', () => {
  it('makes lower-case ASCII words joined by single dashes', () => {
    expect(slugify('Radio Mitre FM')).toBe('radio-mitre-fm');
    expect(slugify('  Canción Nº 1 — ¡Ya!  ')).toBe('cancion-n-1-ya');
    expect(slugify('  Canal 13 — Señal HD! ')).toBe('canal-13-senal-hd');
    expect(slugify('***')).toBe('');
  });
});
