/**
 * spec 03 "Global reports" (`POST /v2/audit/reports/...`, issue 20 point 3): each answers JSON,
 * or with `options.format` csv / xls the file itself (docs/global-reports.md).
 */
import { routes, type LowerthirdItem } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../../context';
import { currentUser } from '../../../http/auth';
import { registerRoute } from '../../../http/route';
import { reportStations } from '../report-stations';
import { audiosNoMatchesColumns, globalAudiosNoMatches, toNoMatchesItem } from './audios-no-matches';
import { consecutiveSchedulesColumns, globalConsecutiveSchedules } from './consecutive-schedules';
import { sendGlobalReportFile } from './global-report-answer';
import { lowerthirdColumns, lowerthirdStation } from './lowerthird';
import { globalMissingAudios, missingAudiosColumns, toMissingAudioItem } from './missing-audios';
import { globalSchedulesNoMatches, schedulesNoMatchesColumns, toScheduleNoMatchesItem } from './schedules-no-matches';

export function globalReportRoutes(app: FastifyInstance, ctx: Context): void {
  registerRoute(app, routes.missingAudiosGlobalReport, async (request, reply) => {
    const { options, ...query } = request.body;
    const stations = await reportStations(ctx.db, currentUser(request), query.stationsIds);
    const rows = await globalMissingAudios(ctx.db, stations, query);
    if (!options.format) return { results: rows.map(toMissingAudioItem) };
    return sendGlobalReportFile(
      reply,
      { ...options, format: options.format },
      {
        name: 'missing-audios',
        sheetName: 'Missing audios',
        range: query,
        columns: missingAudiosColumns(query.groupBy),
        rows,
        zoneOf: (row) => row.timezone,
        stations,
      },
    );
  });

  registerRoute(app, routes.audiosNoMatchesGlobalReport, async (request, reply) => {
    const { options, ...query } = request.body;
    const stations = await reportStations(ctx.db, currentUser(request), query.stationsIds);
    const rows = await globalAudiosNoMatches(ctx.db, stations, query);
    if (!options.format) return { results: rows.map(toNoMatchesItem) };
    return sendGlobalReportFile(
      reply,
      { ...options, format: options.format },
      {
        name: 'audios-no-matches',
        sheetName: 'Audios without matches',
        range: query.audioRange,
        columns: audiosNoMatchesColumns,
        rows,
        zoneOf: (row) => row.timezone,
        stations,
      },
    );
  });

  registerRoute(app, routes.schedulesNoMatchesGlobalReport, async (request, reply) => {
    const { options, ...query } = request.body;
    const stations = await reportStations(ctx.db, currentUser(request), query.stationsIds);
    const { rows, total } = await globalSchedulesNoMatches(ctx.db, stations, query);
    if (!options.format) return { results: rows.map(toScheduleNoMatchesItem), total };
    return sendGlobalReportFile(
      reply,
      { ...options, format: options.format },
      {
        name: 'schedules-no-matches',
        sheetName: 'Schedules without matches',
        range: query,
        columns: schedulesNoMatchesColumns,
        rows,
        zoneOf: (row) => row.timezone,
        stations,
      },
    );
  });

  registerRoute(app, routes.consecutiveSchedulesGlobalReport, async (request, reply) => {
    const { options, ...query } = request.body;
    const stations = await reportStations(ctx.db, currentUser(request), query.stationsIds);
    const results = await globalConsecutiveSchedules(ctx.db, stations, query);
    if (!options.format) return { results };
    return sendGlobalReportFile(
      reply,
      { ...options, format: options.format },
      {
        name: 'consecutive-schedules',
        sheetName: 'Consecutive schedules',
        range: query,
        columns: consecutiveSchedulesColumns,
        rows: results,
        zoneOf: (row) => row.timezone,
        stations,
      },
    );
  });

  registerRoute(app, routes.lowerthirdGlobalReport, async (request, reply) => {
    const { options, ...query } = request.body;
    const station = await lowerthirdStation(ctx.db, currentUser(request), query);
    // Lower thirds come from video analysis, which does not exist yet: no rows, and it says so.
    const results: LowerthirdItem[] = [];
    if (!options.format) return { results, available: false };
    return sendGlobalReportFile(
      reply,
      { ...options, format: options.format },
      {
        name: `lowerthird_${station.slug}`,
        sheetName: 'Lower thirds',
        range: query,
        columns: lowerthirdColumns,
        rows: results,
        zoneOf: () => station.timezone,
        stations: [station],
      },
    );
  });
}
