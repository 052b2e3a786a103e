import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  globalAudiosNoMatchesQuerySchema,
  globalConsecutiveSchedulesQuerySchema,
  globalLowerthirdQuerySchema,
  globalMissingAudiosQuerySchema,
  globalSchedulesNoMatchesQuerySchema,
} from '../schemas/global-reports';
import { REPORT_FILE_TYPES } from './reports';

const GLOBAL = { tag: 'reports', service: 'audit-reports', auth: 'user' } as const;
/** JSON (the `...ResultSchema` of schemas/global-reports.ts) or, with `options.format`, the file. */
const produces = ['application/json', ...REPORT_FILE_TYPES];

/** spec 03 "Global reports" (issue 20 point 3), over the caller's stations with audit. */
export const globalReportRoutes = {
  missingAudiosGlobalReport: defineRoute({
    ...routePaths.missingAudiosGlobalReport,
    summary: 'Schedules whose custom id has no reference audio, optionally grouped',
    ...GLOBAL,
    body: globalMissingAudiosQuerySchema,
    produces,
  }),
  audiosNoMatchesGlobalReport: defineRoute({
    ...routePaths.audiosNoMatchesGlobalReport,
    summary: 'Audios uploaded in a range that never aired in the match range',
    ...GLOBAL,
    body: globalAudiosNoMatchesQuerySchema,
    produces,
  }),
  schedulesNoMatchesGlobalReport: defineRoute({
    ...routePaths.schedulesNoMatchesGlobalReport,
    summary: 'SPOT schedules no airing confirms',
    ...GLOBAL,
    body: globalSchedulesNoMatchesQuerySchema,
    produces,
  }),
  consecutiveSchedulesGlobalReport: defineRoute({
    ...routePaths.consecutiveSchedulesGlobalReport,
    summary: 'Schedules of one custom id booked back to back (at most 10 stations)',
    ...GLOBAL,
    body: globalConsecutiveSchedulesQuerySchema,
    produces,
  }),
  lowerthirdGlobalReport: defineRoute({
    ...routePaths.lowerthirdGlobalReport,
    summary: 'Lower thirds read on a video station (from video analysis)',
    ...GLOBAL,
    body: globalLowerthirdQuerySchema,
    produces,
  }),
};
