import { z } from 'zod';
import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  adScheduleParseResultSchema,
  auditConfigSchema,
  auditConfigUpdateSchema,
  createScheduleBatchSchema,
  equalMd5QuerySchema,
  equalMd5ReportSchema,
  missingAudiosQuerySchema,
  missingAudiosReportSchema,
  noMatchesQuerySchema,
  noMatchesReportSchema,
  pntScheduleParseResultSchema,
  scheduleCustomIdsQuerySchema,
  scheduleCustomIdsSchema,
  scheduleImportResultSchema,
  scheduleParamsSchema,
  scheduleQuerySchema,
  scheduleSchema,
  schedulesPageSchema,
  schedulesQuerySchema,
  scheduleStatusQuerySchema,
  scheduleStatusSchema,
} from '../schemas/audit-schedules';
import { mentionStatusSchema } from '../schemas/live-mentions';
import { stationParamsSchema } from '../schemas/stations';

const AUDIT = { tag: 'audit', service: 'audit-reports', auth: 'user' } as const;
const STATION = { ...AUDIT, params: stationParamsSchema } as const;
const FILE = 'multipart with one field `file`';

/** spec 03 section 7, Audit II: schedules, their confirmation, status, reports and configuration. */
export const auditScheduleRoutes = {
  parsePlkSchedules: defineRoute({
    ...routePaths.parsePlkSchedules,
    summary: `Read a PLK ad schedule file (${FILE}) into preview rows; bad rows named by line and reason`,
    ...STATION,
    multipart: true,
    response: { 200: adScheduleParseResultSchema },
  }),
  parseAscSchedules: defineRoute({
    ...routePaths.parseAscSchedules,
    summary: `Read an ASC ad schedule file (${FILE}) into preview rows; bad rows named by line and reason`,
    ...STATION,
    multipart: true,
    response: { 200: adScheduleParseResultSchema },
  }),
  createScheduleBatch: defineRoute({
    ...routePaths.createScheduleBatch,
    summary: 'Create the SPOT schedules of parsed rows (validated again); rows already imported are skipped',
    ...STATION,
    body: createScheduleBatchSchema,
    response: { 200: scheduleImportResultSchema },
  }),
  validatePntSchedules: defineRoute({
    ...routePaths.validatePntSchedules,
    summary: `Read a PNT CSV mention schedule (${FILE}) into preview rows; needs live mentions`,
    ...STATION,
    multipart: true,
    response: { 200: pntScheduleParseResultSchema },
  }),
  importPntSchedules: defineRoute({
    ...routePaths.importPntSchedules,
    summary: `Create the MENTION schedules of a PNT CSV file (${FILE}); a file with bad rows creates nothing`,
    ...STATION,
    multipart: true,
    response: { 200: scheduleImportResultSchema },
  }),
  listSchedules: defineRoute({
    ...routePaths.listSchedules,
    summary: 'Schedules of a station, newest first; contain=audio,matches adds their audio and confirming match',
    ...STATION,
    querystring: schedulesQuerySchema,
    response: { 200: schedulesPageSchema },
  }),
  getSchedule: defineRoute({
    ...routePaths.getSchedule,
    summary: 'One schedule of a station',
    ...AUDIT,
    params: scheduleParamsSchema,
    querystring: scheduleQuerySchema,
    response: { 200: scheduleSchema },
  }),
  scheduleCustomIds: defineRoute({
    ...routePaths.scheduleCustomIds,
    summary: "The custom ids of the caller's client's schedules (optionally of some stations and a range)",
    ...AUDIT,
    querystring: scheduleCustomIdsQuerySchema,
    response: { 200: scheduleCustomIdsSchema },
  }),
  scheduleStatus: defineRoute({
    ...routePaths.scheduleStatus,
    summary:
      'Per custom id scheduled or aired in the range: its audio, matches and schedules counts; with `date` (live mentions), per mention schedule of that day: its count and confirming live mentions',
    ...STATION,
    querystring: scheduleStatusQuerySchema,
    response: { 200: z.union([scheduleStatusSchema, mentionStatusSchema]) },
  }),
  equalMd5Report: defineRoute({
    ...routePaths.equalMd5Report,
    summary: 'Audios of the station created in the range that share their content (md5) with another',
    ...STATION,
    querystring: equalMd5QuerySchema,
    response: { 200: equalMd5ReportSchema },
  }),
  noMatchesReport: defineRoute({
    ...routePaths.noMatchesReport,
    summary: 'Audios created in a range without matches in a range, with a same-content audio that has some',
    ...STATION,
    querystring: noMatchesQuerySchema,
    response: { 200: noMatchesReportSchema },
  }),
  missingAudiosReport: defineRoute({
    ...routePaths.missingAudiosReport,
    summary: 'Schedules in the range whose custom id has no audio loaded',
    ...STATION,
    querystring: missingAudiosQuerySchema,
    response: { 200: missingAudiosReportSchema },
  }),
  getAuditConfig: defineRoute({
    ...routePaths.getAuditConfig,
    summary: "The caller's client's audit configuration",
    ...AUDIT,
    response: { 200: auditConfigSchema },
  }),
  updateAuditConfig: defineRoute({
    ...routePaths.updateAuditConfig,
    summary: 'Replace the excluded custom ids (and, when given, the default tolerances and path formats)',
    ...AUDIT,
    roles: ['CLIENT_ADMIN', 'SUPERADMIN'],
    body: auditConfigUpdateSchema,
    response: { 200: auditConfigSchema },
  }),
};
