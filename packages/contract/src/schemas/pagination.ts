import { z } from 'zod';

import { CHOICES_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../constants';

export { CHOICES_PAGE_SIZE, DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '../constants';

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
