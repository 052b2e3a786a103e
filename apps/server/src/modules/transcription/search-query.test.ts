import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { parseSearchQuery, SearchQueryError, textSearchConfig, toTsQuery, unaccent } from './search-query';

describe('search grammar (spec 02: + is AND, | is OR)', () => {
  it('reads + as AND and | as OR, AND binding tighter', () => {
    expect(parseSearchQuery('gobierno + economía | fútbol')).toEqual([[['gobierno'], ['economia']], [['futbol']]]);
    expect(parseSearchQuery('a|b|c')).toEqual([[['a']], [['b']], [['c']]]);
  });

  it('keeps quoted phrases whole, even with operators inside', () => {
    expect(parseSearchQuery('"banco central" + tasas')).toEqual([[['banco', 'central'], ['tasas']]]);
    expect(parseSearchQuery('"a + b | c"')).toEqual([[['a', 'b', 'c']]]);
    // An unclosed quote runs to the end.
    expect(parseSearchQuery('"hola mundo')).toEqual([[['hola', 'mundo']]]);
  });

  it('ignores accents and case, and ANDs words side by side', () => {
    expect(parseSearchQuery('Canción  ÁRBOL')).toEqual([[['cancion'], ['arbol']]]);
    expect(unaccent('Ñandú pingüino')).toBe('Nandu pinguino');
  });

  it('refuses an empty search', () => {
    for (const input of ['', '   ', '+', '| +', '""', '¿?!'])
      expect(() => parseSearchQuery(input)).toThrow(SearchQueryError);
    expect(parseSearchQuery('a ||| b')).toEqual([[['a']], [['b']]]);
  });

  it('bounds the number of terms', () => {
    expect(() => parseSearchQuery(Array.from({ length: 17 }, (_, i) => `w${i}`).join(' + '))).toThrow(/At most 16/);
  });
});

describe('toTsQuery', () => {
  it('binds every term and the configuration as parameters, never as SQL text', () => {
    const query = new PgDialect().sqlToQuery(
      toTsQuery(parseSearchQuery(`"o'brien" + x'); drop table y; -- | z`), 'spanish'),
    );
    expect(query.sql).toBe(
      '((phraseto_tsquery($1::regconfig, $2) && phraseto_tsquery($3::regconfig, $4) && phraseto_tsquery($5::regconfig, $6) && phraseto_tsquery($7::regconfig, $8) && phraseto_tsquery($9::regconfig, $10)) || (phraseto_tsquery($11::regconfig, $12)))',
    );
    expect(query.params).toEqual([
      'spanish',
      'o brien',
      'spanish',
      'x',
      'spanish',
      'drop',
      'spanish',
      'table',
      'spanish',
      'y',
      'spanish',
      'z',
    ]);
  });

  it('uses the station language configuration', () => {
    expect([textSearchConfig('es'), textSearchConfig('en'), textSearchConfig('pt'), textSearchConfig('fr')]).toEqual([
      'spanish',
      'english',
      'portuguese',
      'simple',
    ]);
  });
});
