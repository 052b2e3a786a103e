/**
 * Schedule imports (issue 16 point 1): the file a parse or PNT call sends, the SPOT schedules of
 * create-batch and the MENTION schedules of a PNT CSV. An import skips what an earlier one
 * created (same station, type, datetime and custom id: the table's unique key), so importing a
 * file twice creates nothing twice, and then re-pairs the days it added spots to.
 */
import path from 'node:path';
import {
  type AdScheduleRow,
  dayStart,
  effectiveFeaturesConfig,
  featuresConfigSchema,
  MAX_SCHEDULE_FILE_BYTES,
  type PntScheduleRow,
  SCHEDULE_FILE_EXTENSIONS,
  type ScheduleImportResult,
  stationDay,
} from '@antena/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Context } from '../../context';
import { auditSchedules } from '../../db/schema';
import type { StationRow } from '../../access/station-access';
import { badRequest, featureNotEnabled, HttpError } from '../../http/errors';
import { repairStationDays } from './schedule-confirmation';

/** Schedules one insert writes. */
const INSERT_ROWS = 5000;

type NewSchedule = typeof auditSchedules.$inferInsert;

const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

const MAX_MB = MAX_SCHEDULE_FILE_BYTES / 1024 / 1024;

/**
 * The form's `file` (an .asc, .plk or .csv), whole: the parsers read it as one buffer. 413 past
 * MAX_SCHEDULE_FILE_BYTES, found while the upload streams in (busboy stops there).
 */
export async function readScheduleFile(request: FastifyRequest): Promise<{ filename: string; content: Buffer }> {
  if (!request.isMultipart())
    throw badRequest('Expected a multipart form', [{ path: 'body', message: 'multipart/form-data required' }]);
  const limits = { fileSize: MAX_SCHEDULE_FILE_BYTES, files: 1, fields: 10, fieldSize: 4096 };
  let file: { filename: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      const content = await part.toBuffer();
      if (part.fieldname === 'file') file = { filename: part.filename, content };
    }
  } catch (error) {
    if ((error as { code?: string }).code === FILE_TOO_LARGE)
      throw new HttpError(
        413,
        'ERR_PAYLOAD_TOO_LARGE',
        `The schedule file is over ${MAX_MB} MB, the most one file may hold: split it into smaller files`,
        [{ path: 'body.file', message: `At most ${MAX_MB} MB` }],
      );
    throw error;
  }
  if (!file) throw badRequest('No file in the form', [{ path: 'body.file', message: 'Required' }]);
  const extension = path.extname(file.filename).toLowerCase();
  if (!(SCHEDULE_FILE_EXTENSIONS as readonly string[]).includes(extension))
    throw badRequest('This file type is not a schedule', [
      { path: 'body.file', message: `A schedule file: ${SCHEDULE_FILE_EXTENSIONS.join(', ')}` },
    ]);
  return file;
}

/** spec 03: live mentions are a station feature of their own, under audit. */
export function requireLiveMentions(station: StationRow): void {
  const features = effectiveFeaturesConfig(featuresConfigSchema.parse(station.featuresConfig ?? {}));
  if (!features.audit.liveMentionsEnabled)
    throw featureNotEnabled('liveMentions', 'The live mentions feature is not enabled for this station');
}

/**
 * Inserts what is new; the days of the rows it created. Each chunk commits on its own, so a
 * year's import never holds the embedded database's one connection at a time for seconds on end;
 * after a failure, importing again skips what was created.
 */
async function insertNew(ctx: Pick<Context, 'db'>, values: NewSchedule[]) {
  const created: { day: string }[] = [];
  for (let i = 0; i < values.length; i += INSERT_ROWS) {
    const chunk = values.slice(i, i + INSERT_ROWS);
    const column = <T>(pick: (row: NewSchedule) => T) => sql.param(chunk.map(pick));
    // One array a column (unnest) instead of a parameter a value: a year of rows binds 16 arrays a chunk.
    const result = await ctx.db.execute<{ day: string }>(sql`
        insert into ${auditSchedules} (client_id, station_id, type, datetime, day, custom_id, advertiser, campaign,
          version, "order", custom, tolerance_before, tolerance_after, title, dirty_text, count)
        select c, s, t, d, dy, ci, a, ca, v, o, cu::jsonb, tb, ta, ti, dt, n from unnest(
          ${column((row) => row.clientId)}::uuid[], ${column((row) => row.stationId)}::uuid[],
          ${column((row) => row.type)}::text[], ${column((row) => row.datetime)}::bigint[],
          ${column((row) => row.day)}::text[], ${column((row) => row.customId)}::text[],
          ${column((row) => row.advertiser ?? '')}::text[], ${column((row) => row.campaign ?? '')}::text[],
          ${column((row) => row.version ?? '')}::text[], ${column((row) => row.order ?? null)}::text[],
          ${column((row) => JSON.stringify(row.custom ?? {}))}::text[],
          ${column((row) => row.toleranceBefore ?? null)}::int[], ${column((row) => row.toleranceAfter ?? null)}::int[],
          ${column((row) => row.title ?? null)}::text[], ${column((row) => row.dirtyText ?? null)}::text[],
          ${column((row) => row.count ?? 1)}::int[]
        ) as u(c, s, t, d, dy, ci, a, ca, v, o, cu, tb, ta, ti, dt, n)
        on conflict do nothing
        returning day`);
    created.push(...result.rows);
  }
  return created;
}

/** create-batch: each row a SPOT schedule on the station's day of its datetime. */
export async function createSpotSchedules(
  ctx: Pick<Context, 'db' | 'log'>,
  station: StationRow,
  rows: AdScheduleRow[],
): Promise<ScheduleImportResult> {
  const created = await insertNew(
    ctx,
    rows.map((row) => ({
      clientId: station.clientId,
      stationId: station.id,
      type: 'SPOT' as const,
      datetime: row.datetime,
      day: stationDay(station.timezone, row.datetime),
      customId: row.customId,
      advertiser: row.advertiser,
      campaign: row.campaign,
      version: row.version,
      order: row.order,
      custom: row.custom,
      toleranceBefore: row.toleranceBefore,
      toleranceAfter: row.tolerance,
    })),
  );
  // docs/decisions.md "Schedule import": re-paired in the request, a month per transaction.
  await repairStationDays(ctx, station.id, [...new Set(created.map((row) => row.day))]);
  return { created: created.length, existing: rows.length - created.length };
}

/** csv-import: each row a MENTION schedule at the start of its day on the station's clock. */
export async function createMentionSchedules(
  ctx: Pick<Context, 'db'>,
  station: StationRow,
  rows: PntScheduleRow[],
): Promise<ScheduleImportResult> {
  const created = await insertNew(
    ctx,
    rows.map((row) => ({
      clientId: station.clientId,
      stationId: station.id,
      type: 'MENTION' as const,
      datetime: dayStart(station.timezone, row.date),
      day: row.date,
      customId: row.customId,
      title: row.title,
      dirtyText: row.dirtyText,
      count: row.count,
    })),
  );
  return { created: created.length, existing: rows.length - created.length };
}
