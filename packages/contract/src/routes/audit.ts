import { z } from 'zod';
import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  auditAudioIdParamsSchema,
  auditAudioMediaQuerySchema,
  auditAudioParamsSchema,
  auditAudiosPageSchema,
  auditAudiosQuerySchema,
  auditAudioUploadResultSchema,
  auditMatchParamsSchema,
  auditMatchesPageSchema,
  auditMatchesQuerySchema,
  auditResultsPageSchema,
  auditResultsQuerySchema,
  auditResultSchema,
  manualMatchSchema,
  matchReviewUpdateSchema,
  matchSchema,
} from '../schemas/audit';
import { tokenQuerySchema } from '../schemas/recording';
import { stationParamsSchema } from '../schemas/stations';

const AUDIT = { tag: 'audit', service: 'audit-reports', auth: 'user' } as const;

/** spec 03 section 7: reference audios and their matches (station audit, Audit I). */
export const auditRoutes = {
  uploadAuditAudio: defineRoute({
    ...routePaths.uploadAuditAudio,
    summary:
      'Upload a reference audio (multipart: file, customId, type, stationId or stationsGroupId, override); 409 on the same content or custom id',
    ...AUDIT,
    multipart: true,
    response: { 201: auditAudioUploadResultSchema },
  }),
  deleteAuditAudio: defineRoute({
    ...routePaths.deleteAuditAudio,
    summary: 'Delete a reference audio and its matches',
    ...AUDIT,
    params: auditAudioIdParamsSchema,
    response: { 204: z.null() },
  }),
  listAuditAudios: defineRoute({
    ...routePaths.listAuditAudios,
    summary: "The audios that apply to a station (its own and its group's), paged; default today, newest first",
    ...AUDIT,
    params: stationParamsSchema,
    querystring: auditAudiosQuerySchema,
    response: { 200: auditAudiosPageSchema },
  }),
  auditAudioMedia: defineRoute({
    ...routePaths.auditAudioMedia,
    summary: 'The audio file of a custom id on a station, for playback (HTTP range) or download',
    ...AUDIT,
    params: auditAudioParamsSchema,
    querystring: tokenQuerySchema.extend(auditAudioMediaQuerySchema.shape),
    produces: ['audio/*', 'video/*'],
  }),
  listAuditMatches: defineRoute({
    ...routePaths.listAuditMatches,
    summary: 'Matches of a station in a range, grouped by moment (page size 250 on the stream, up to 9999)',
    ...AUDIT,
    params: stationParamsSchema,
    querystring: auditMatchesQuerySchema,
    response: { 200: auditMatchesPageSchema },
  }),
  auditResults: defineRoute({
    ...routePaths.auditResults,
    summary: 'The station audit table: one row per match, sorted and paged',
    ...AUDIT,
    params: stationParamsSchema,
    querystring: auditResultsQuerySchema,
    response: { 200: auditResultsPageSchema },
  }),
  createManualMatch: defineRoute({
    ...routePaths.createManualMatch,
    summary: 'Record an airing by hand (source MANUAL)',
    ...AUDIT,
    params: stationParamsSchema,
    body: manualMatchSchema,
    response: { 201: matchSchema },
  }),
  reviewAuditMatch: defineRoute({
    ...routePaths.reviewAuditMatch,
    summary:
      'Review a match: ACCEPTED (counts whatever its score), REJECTED (never counts) or back to unreviewed (AUTO); written to the audit log',
    ...AUDIT,
    params: auditMatchParamsSchema,
    body: matchReviewUpdateSchema,
    response: { 200: auditResultSchema },
  }),
};
