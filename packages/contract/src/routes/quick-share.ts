import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  publicQuickShareSchema,
  quickShareCreateSchema,
  quickShareLinkSchema,
  quickShareTokenParamsSchema,
} from '../schemas/quick-share';

/**
 * Quick Share (issue 5): creating a link needs a signed-in user; the link's own calls are
 * public and reach only that link's range.
 */
export const quickShareRoutes = {
  createQuickShare: defineRoute({
    ...routePaths.createQuickShare,
    summary: 'A public link to a range of a station (at most 3 hours) that expires; QuickShare_Share',
    tag: 'quick-share',
    auth: 'user',
    body: quickShareCreateSchema,
    response: { 201: quickShareLinkSchema },
  }),
  publicQuickShare: defineRoute({
    ...routePaths.publicQuickShare,
    summary: 'What a Quick Share link shows: station, title and range (404 once expired)',
    tag: 'quick-share',
    auth: 'public',
    params: quickShareTokenParamsSchema,
    response: { 200: publicQuickShareSchema },
  }),
  publicQuickShareMedia: defineRoute({
    ...routePaths.publicQuickShareMedia,
    summary: "The link's range: audio (mp3 or aac) of a radio station, MP4 of a video station",
    tag: 'quick-share',
    auth: 'public',
    params: quickShareTokenParamsSchema,
    produces: ['audio/mpeg', 'audio/aac', 'video/mp4'],
  }),
} as const;
