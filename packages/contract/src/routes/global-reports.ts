import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  consecutiveSchedulesResultSchema,
  globalAudiosNoMatchesQuerySchema,
  globalAudiosNoMatchesResultSchema,
  globalMissingAudiosResultSchema,
  lowerthirdResultSchema,
  schedulesNoMatchesResultSchema,
  globalConsecutiveSchedulesQuerySchema,
  globalLowerthirdQuerySchema,
  globalMissingAudiosQuerySchema,
  globalSchedulesNoMatchesQuerySchema,
} from '../schemas/global-reports';
import { REPORT_FILE_TYPES } from './reports';

const GLOBAL = { tag: 'reports', service: 'audit-reports', auth: 'user' } as const;
/** JSON (the `response`, a `...ResultSchema` of schemas/global-reports.ts) or, with `options.format`, the file. */
const produces = ['application/json', ...REPORT_FILE_TYPES];

/** spec 03 "Global reports" (issue 20 point 3), over the caller's stations with audit. */
export const globalReportRoutes = {
  missingAudiosGlobalReport: defineRoute({
    ...routePaths.missingAudiosGlobalReport,
    summary: 'Schedules whose custom id has no reference audio, optionally grouped',
    ...GLOBAL,
    body: globalMissingAudiosQuerySchema,
    response: { 200: globalMissingAudiosResultSchema },
    produces,
  }),
  audiosNoMatchesGlobalReport: defineRoute({
    ...routePaths.audiosNoMatchesGlobalReport,
    summary: 'Audios uploaded in a range that never aired in the match range',
    ...GLOBAL,
    body: globalAudiosNoMatchesQuerySchema,
    response: { 200: globalAudiosNoMatchesResultSchema },
    produces,
  }),
  schedulesNoMatchesGlobalReport: defineRoute({
    ...routePaths.schedulesNoMatchesGlobalReport,
    summary: 'SPOT schedules no airing confirms',
    ...GLOBAL,
    body: globalSchedulesNoMatchesQuerySchema,
    response: { 200: schedulesNoMatchesResultSchema },
    produces,
  }),
  consecutiveSchedulesGlobalReport: defineRoute({
    ...routePaths.consecutiveSchedulesGlobalReport,
    summary: 'Schedules of one custom id booked back to back (at most 10 stations)',
    ...GLOBAL,
    body: globalConsecutiveSchedulesQuerySchema,
    response: { 200: consecutiveSchedulesResultSchema },
    produces,
  }),
  lowerthirdGlobalReport: defineRoute({
    ...routePaths.lowerthirdGlobalReport,
    summary: 'Lower thirds read on a video station (from video analysis)',
    ...GLOBAL,
    body: globalLowerthirdQuerySchema,
    response: { 200: lowerthirdResultSchema },
    produces,
  }),
};
