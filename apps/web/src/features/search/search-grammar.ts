/**
 * The Search screen's reading of the search grammar (spec 02 Search: `+` is AND, `|` is OR,
 * "quotes" for phrases, accents and case ignored), as the server reads it
 * (apps/server/src/modules/transcription/search-query.ts): enough to refuse a text with no word
 * before asking, and to mark the query's words within the rows the server found.
 */
import { fold } from '../../lib/fold';

/** The letters and digits of a stretch of text, folded (no case, no accents). */
export const foldedWords = (text: string): string[] => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Every word the query names, in any term or alternative, folded; empty when it names none. */
export function queryWords(query: string): Set<string> {
  return new Set(foldedWords(query.replace(/[+|"]/g, ' ')));
}

/**
 * Whether a word of a row is one of the query's: its folded letters are a query word. The
 * server also finds stemmed forms (the station's language), which stay unmarked here: the row
 * holding them is still highlighted.
 */
export function isQueryWord(word: string, words: ReadonlySet<string>): boolean {
  const parts = foldedWords(word);
  return parts.length > 0 && parts.some((part) => words.has(part));
}
