import { z } from 'zod';
import { text } from '../strings';
import { stationFormatSchema } from '../enum-schemas';
import { epochMsSchema } from './recording';

/**
 * Quick Share (issue 5): a signed, expiring link to a time range of one station, opened on a
 * public page without signing in. A link is a clip, not an archive: at most the longest
 * fragment the spec allows.
 */
export const QUICK_SHARE_MAX_RANGE_MS = 3 * 60 * 60_000;
/** spec 02 section 9: a Quick Share title holds at most 30 characters. */
export const QUICK_SHARE_TITLE_MAX = 30;
/** A live mention's Quick Share window (the audit screens share 90 s around a mention). */
export const LIVE_MENTION_QUICK_SHARE_MS = 90_000;
/** The public page of a link: `${webBaseUrl}${QUICK_SHARE_PAGE_PATH}/${token}`. */
export const QUICK_SHARE_PAGE_PATH = '/share';

export const quickShareCreateSchema = z
  .object({
    stationId: text().min(1),
    from: epochMsSchema,
    to: epochMsSchema,
    title: text().trim().max(QUICK_SHARE_TITLE_MAX).optional(),
  })
  .superRefine((range, ctx) => {
    if (range.to <= range.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after from' });
    else if (range.to - range.from > QUICK_SHARE_MAX_RANGE_MS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'A Quick Share may not exceed 3 hours' });
  })
  .meta({ id: 'QuickShareCreate' });
export type QuickShareCreate = z.infer<typeof quickShareCreateSchema>;

export const quickShareLinkSchema = z
  .object({
    token: z.string(),
    /** The absolute address of the public page. */
    url: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'QuickShareLink' });
export type QuickShareLink = z.infer<typeof quickShareLinkSchema>;

/**
 * What the public page shows: nothing of the station beyond its name, logo, format and timezone
 * (the page shows the range on the station's clock, as every station screen does).
 */
export const publicQuickShareSchema = z
  .object({
    title: z.string().nullable(),
    station: z.object({
      name: z.string(),
      slug: z.string(),
      format: stationFormatSchema,
      logoUrl: z.string().nullable(),
      timezone: z.string(),
    }),
    from: z.number().int(),
    to: z.number().int(),
    expiresAt: z.string(),
  })
  .meta({ id: 'PublicQuickShare' });
export type PublicQuickShare = z.infer<typeof publicQuickShareSchema>;

/** 32 random bytes in base64url. */
export const quickShareTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
