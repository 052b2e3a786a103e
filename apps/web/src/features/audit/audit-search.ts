/**
 * The URL queries of the station audit's lists (CUSTOM ADS and audios): page, page size, sort
 * and the day range on the station's clock ('YYYY-MM-DD', today when absent), so a filtered
 * view survives a reload and can be linked to. Plain readers (lib/search-params), no zod.
 */
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type auditAudiosQuerySchema,
  type auditResultsQuerySchema,
  type PageSize,
} from '@antena/contract';
import type { z } from 'zod';
import { definedOnly, integerParam, oneOfParam, textParam, type SearchInput } from '../../lib/search-params';

export type AuditResultSort = NonNullable<z.input<typeof auditResultsQuerySchema>['sort']>;
export type AuditAudioSort = NonNullable<z.input<typeof auditAudiosQuerySchema>['sort']>;

// The contract's sort lists live beside its schemas (zod); these are checked against them.
const RESULT_SORTS = [
  'datetime',
  '-datetime',
  'customId',
  '-customId',
  'score',
  '-score',
] as const satisfies readonly AuditResultSort[];
const AUDIO_SORTS = [
  'createdAt',
  '-createdAt',
  'customId',
  '-customId',
  'duration',
  '-duration',
] as const satisfies readonly AuditAudioSort[];

interface ListSearch {
  page: number;
  pageSize: PageSize;
  /** First day shown, on the station's clock. */
  from?: string;
  /** Last day shown (inclusive), on the station's clock. */
  to?: string;
}

/** Issue 33 point 4: only the findings waiting for review, or only the others (the API's waitsForReview). */
export const REVIEW_SEARCHES = ['waiting', 'others'] as const;
export type ReviewSearch = (typeof REVIEW_SEARCHES)[number];

export interface AuditResultsSearch extends ListSearch {
  sort: AuditResultSort;
  /** MENTIONS tab: part of a live mention's name (the API's name). */
  name?: string;
  review?: ReviewSearch;
}

export interface AuditAudiosSearch extends ListSearch {
  sort: AuditAudioSort;
  /** Part of a custom id (the API's customIdLike). */
  q?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: unknown) => {
  const day = textParam(value);
  return day && DAY.test(day) ? day : undefined;
};

const listSearch = (search: SearchInput<ListSearch>): ListSearch => ({
  page: integerParam(search.page, 1) ?? 1,
  pageSize: oneOfParam(search.pageSize, PAGE_SIZES) ?? DEFAULT_PAGE_SIZE,
  from: dayParam(search.from),
  to: dayParam(search.to),
});

export function auditResultsSearch(search: SearchInput<AuditResultsSearch>): AuditResultsSearch {
  const name = textParam(search.name)?.trim();
  return definedOnly({
    ...listSearch(search),
    sort: oneOfParam(search.sort, RESULT_SORTS) ?? '-datetime',
    name: name || undefined,
    review: oneOfParam(search.review, REVIEW_SEARCHES),
  });
}

export function auditAudiosSearch(search: SearchInput<AuditAudiosSearch>): AuditAudiosSearch {
  const q = textParam(search.q)?.trim();
  return definedOnly({
    ...listSearch(search),
    sort: oneOfParam(search.sort, AUDIO_SORTS) ?? '-createdAt',
    q: q || undefined,
  });
}

/** Kept out of the URL, so a plain address is the default view. */
export const DEFAULT_AUDIT_RESULTS_SEARCH = { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '-datetime' } as const;
export const DEFAULT_AUDIT_AUDIOS_SEARCH = { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: '-createdAt' } as const;

export type SortDirection = 'asc' | 'desc';

/** '-score' → the score column, descending: how the table shows an API sort. */
export function sortColumn(sort: string): { column: string; direction: SortDirection } {
  return sort.startsWith('-') ? { column: sort.slice(1), direction: 'desc' } : { column: sort, direction: 'asc' };
}

export const apiSort = <S extends string>(column: string, direction: SortDirection): S =>
  (direction === 'desc' ? `-${column}` : column) as S;
