import { z } from 'zod';

/** spec 01 section 9: table pages of 20, 50 or 100 (default 50); choice lists ask for 999. */
export const DEFAULT_PAGE_SIZE = 50;
export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const CHOICES_PAGE_SIZE = 999;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(CHOICES_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** The paged answer of user lists (spec 01 section 7): results, metadata.totalCount, pagesCount. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    metadata: z.object({ totalCount: z.number().int() }),
    pagesCount: z.number().int(),
  });

export const pagesCount = (totalCount: number, pageSize: number) => Math.ceil(totalCount / pageSize);
