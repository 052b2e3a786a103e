/**
 * The URL queries of the global reports' routes: the GIP and alternative reports take `clone`
 * (a saved report's id, to prefill the form from its config); the rest keep their filters on
 * the screen.
 */
import { definedOnly, uuidParam, type SearchInput } from '../../lib/search-params';

export interface CloneSearch {
  clone?: string;
}

export const cloneSearch = (search: SearchInput<CloneSearch>): CloneSearch =>
  definedOnly({ clone: uuidParam(search.clone) });
