/**
 * The URL query of /search/s/{slug} (spec 02 Search): the searched text and range (epoch ms)
 * and the page (from 1 in the address; the API counts from 0), so a search survives a reload,
 * can be linked to, and is there again on the way back from 'Show on stream'.
 */
import { definedOnly, integerParam, scalarTextParam, type SearchInput } from '../../lib/search-params';

export interface TranscriptionSearch {
  q?: string;
  from?: number;
  to?: number;
  page: number;
}

export function transcriptionSearch(search: SearchInput<TranscriptionSearch>): TranscriptionSearch {
  return definedOnly({
    q: scalarTextParam(search.q)?.trim() || undefined,
    from: integerParam(search.from, 0),
    to: integerParam(search.to, 1),
    page: integerParam(search.page, 1) ?? 1,
  });
}

/** Kept out of the URL, so a plain address is the empty form. */
export const DEFAULT_TRANSCRIPTION_SEARCH = { page: 1 } as const;

/** The search the URL asks for, when it names a text and a whole range. */
export function askedSearch(search: TranscriptionSearch): { query: string; from: number; to: number } | null {
  const { q, from, to } = search;
  return q && from !== undefined && to !== undefined ? { query: q, from, to } : null;
}
