/**
 * The search grammar of spec 02 (Search: "+ means AND and | means OR"): terms are words or
 * "quoted phrases"; `+` binds tighter than `|` (`a + b | c` is (a AND b) OR c); words side by
 * side without an operator must all appear (AND); accents and case are ignored. It compiles to a
 * tsquery built by PostgreSQL's own functions with every term as a bound parameter, never to
 * text spliced into SQL.
 */
import { foldAccents } from '@antena/contract';
import { sql, type SQL } from 'drizzle-orm';

export class SearchQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchQueryError';
  }
}

/** OR of ANDs of terms; each term is one word or a phrase of words in order. */
export type SearchQuery = string[][][];

/** A bound on the work one search asks of the database. */
export const MAX_SEARCH_TERMS = 16;

/** Accents removed the same way for stored text and queries (docs/speech.md: no unaccent extension). */
export const unaccent = foldAccents;

/** Letters and digits of a stretch of text, lower-cased and unaccented. */
const wordsOf = (text: string) =>
  unaccent(text)
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

export function parseSearchQuery(input: string): SearchQuery {
  const alternatives: string[][][] = [[]];
  let count = 0;
  const add = (words: string[]) => {
    if (words.length === 0) return;
    if (++count > MAX_SEARCH_TERMS) throw new SearchQueryError(`At most ${MAX_SEARCH_TERMS} terms`);
    alternatives.at(-1)!.push(words);
  };
  const pattern = /"([^"]*)"?|([+|])|([^\s"+|]+)/g;
  for (const [, phrase, operator, bare] of input.matchAll(pattern)) {
    if (phrase !== undefined) add(wordsOf(phrase));
    else if (operator === '|') alternatives.push([]);
    else if (bare !== undefined) for (const word of wordsOf(bare)) add([word]);
    // `+` only separates: terms of one alternative are ANDed anyway.
  }
  const query = alternatives.filter((terms) => terms.length > 0);
  if (query.length === 0) throw new SearchQueryError('The search text is empty');
  return query;
}

/** PostgreSQL text search configurations by station language; any other language matches words as written. */
const CONFIGS: Record<string, string> = { es: 'spanish', en: 'english', pt: 'portuguese' };
export const textSearchConfig = (language: string): string => CONFIGS[language] ?? 'simple';

/** The tsquery of a parsed search in a configuration: phrases through phraseto_tsquery, joined by && and ||. */
export function toTsQuery(query: SearchQuery, config: string): SQL {
  const term = (words: string[]) => sql`phraseto_tsquery(${config}::regconfig, ${words.join(' ')})`;
  const and = (terms: string[][]) => sql`(${sql.join(terms.map(term), sql` && `)})`;
  return sql`(${sql.join(query.map(and), sql` || `)})`;
}
