import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import { schedulesPageSchema } from '../schemas/audit-schedules';
import {
  liveMentionDetectResultSchema,
  liveMentionDetectSchema,
  liveMentionParamsSchema,
  liveMentionSchema,
  liveMentionsPageSchema,
  liveMentionsQuerySchema,
  liveMentionUpdateSchema,
  manualLiveMentionSchema,
  mentionStatusQuerySchema,
  mentionStatusSchema,
  stationDayQuerySchema,
} from '../schemas/live-mentions';
import { stationParamsSchema } from '../schemas/stations';

const AUDIT = { tag: 'audit', service: 'audit-reports', auth: 'user' } as const;
const STATION = { ...AUDIT, params: stationParamsSchema } as const;

/**
 * spec 02 Live Mentions tab and spec 03 live mention calls (issue 19). Every station call needs
 * the station's live mentions feature (audit.liveMentionsEnabled): 403 otherwise.
 */
export const liveMentionRoutes = {
  listLiveMentions: defineRoute({
    ...routePaths.listLiveMentions,
    summary: 'Live mentions of a station, newest first; filter by datetime or createdAt bounds, name, confidence',
    ...STATION,
    querystring: liveMentionsQuerySchema,
    response: { 200: liveMentionsPageSchema },
  }),
  getLiveMention: defineRoute({
    ...routePaths.getLiveMention,
    summary: 'One live mention, with the schedule it confirms',
    ...AUDIT,
    params: liveMentionParamsSchema,
    response: { 200: liveMentionSchema },
  }),
  updateLiveMention: defineRoute({
    ...routePaths.updateLiveMention,
    summary: 'Review a live mention: ACCEPTED, REJECTED, or back to unreviewed (AUTO, or MANUAL for a manual one)',
    ...AUDIT,
    params: liveMentionParamsSchema,
    body: liveMentionUpdateSchema,
    response: { 200: liveMentionSchema },
  }),
  createManualLiveMention: defineRoute({
    ...routePaths.createManualLiveMention,
    summary: 'Create a live mention by hand (custom, or confirming a mention schedule of its day)',
    ...STATION,
    body: manualLiveMentionSchema,
    response: { 200: liveMentionSchema },
  }),
  mentionDateSchedules: defineRoute({
    ...routePaths.mentionDateSchedules,
    summary: "The station's mention schedules of a day (YYYY-MM-DD on the station's clock)",
    ...STATION,
    querystring: stationDayQuerySchema,
    response: { 200: schedulesPageSchema },
  }),
  detectLiveMentions: defineRoute({
    ...routePaths.detectLiveMentions,
    summary: "Queue the detection of a station day's live mentions from its transcription (the day so far)",
    ...STATION,
    roles: ['CLIENT_ADMIN', 'SUPERADMIN'],
    body: liveMentionDetectSchema,
    response: { 200: liveMentionDetectResultSchema },
  }),
  mentionStatusReport: defineRoute({
    ...routePaths.mentionStatusReport,
    summary: "Per mention schedule in a range, on the caller's stations with live mentions: the mentions confirming it",
    ...AUDIT,
    body: mentionStatusQuerySchema,
    response: { 200: mentionStatusSchema },
  }),
};
