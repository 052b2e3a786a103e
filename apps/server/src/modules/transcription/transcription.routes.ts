/**
 * The transcription calls (spec 02 section 7, issue 18): a station's rows over a range (the
 * Transcriptions tab), its search (the Search screen) and, for platform administration, which
 * speech engine the server runs. Every answer says whether the station is transcribed at all,
 * so a screen can say so plainly instead of showing an empty list.
 */
import {
  effectiveFeaturesConfig,
  featuresConfigSchema,
  routes,
  TRANSCRIPTION_SEARCH_PAGE_SIZE,
  type TranscriptionRow,
} from '@antena/contract';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findReachableStation, type StationRow } from '../../access/station-access';
import type { Context } from '../../context';
import { transcriptionRows, transcriptionSearch } from '../../db/schema';
import { currentUser } from '../../http/auth';
import { badRequest } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { engineStatus } from './engine';
import { transcriptionAvailability } from './local/local-availability';
import { searchTranscription, transcriptionRowOf } from './search';
import { parseSearchQuery, SearchQueryError, textSearchConfig, toTsQuery, type SearchQuery } from './search-query';

const featuresOf = (station: StationRow) =>
  effectiveFeaturesConfig(featuresConfigSchema.parse(station.featuresConfig ?? {}));

/** The grammar's refusals are the caller's mistake: 400 on the `query` field, never a 500. */
function parseQuery(query: string): SearchQuery {
  try {
    return parseSearchQuery(query);
  } catch (error) {
    if (error instanceof SearchQueryError)
      throw badRequest(`Invalid querystring: ${error.message}`, [
        { path: 'querystring.query', message: error.message },
      ]);
    throw error;
  }
}

/** Speaker turns left out: the caller asked so, or the station's speaker labels are off. */
const withoutSpeakers = (row: TranscriptionRow): TranscriptionRow => ({
  ...row,
  diarization: [],
  elastic_data: { ...row.elastic_data, diarization: [] },
});

export function transcriptionRoutes(app: FastifyInstance, ctx: Context): void {
  const { db, config } = ctx;

  registerRoute(app, routes.stationTranscription, async (request) => {
    const station = await findReachableStation(db, currentUser(request), request.params.id);
    const { from, to, query, diarization } = request.query;
    // Checked before the feature, so a bad query is refused the same on every station.
    const parsed = query?.trim() ? parseQuery(query) : null;
    const features = featuresOf(station);
    const availability = await transcriptionAvailability(ctx, station.id, features.transcription.enabled);
    // Rows stored before the feature was switched off are not shown: the station is not transcribed.
    if (!availability.enabled) return { availability, rows: [] };
    const matches = parsed
      ? inArray(
          transcriptionRows.id,
          db
            .select({ id: transcriptionSearch.rowId })
            .from(transcriptionSearch)
            .where(
              and(
                eq(transcriptionSearch.stationId, station.id),
                gte(transcriptionSearch.time, from),
                lt(transcriptionSearch.time, to),
                sql`${transcriptionSearch.search} @@ ${toTsQuery(parsed, textSearchConfig(station.language))}`,
              ),
            ),
        )
      : undefined;
    const stored = await db
      .select()
      .from(transcriptionRows)
      .where(
        and(
          eq(transcriptionRows.stationId, station.id),
          gte(transcriptionRows.time, from),
          lt(transcriptionRows.time, to),
          matches,
        ),
      )
      .orderBy(asc(transcriptionRows.time));
    const speakers = diarization !== 'false' && features.transcription.diarization.segments;
    const rows = stored.map((row) => {
      const shaped = transcriptionRowOf(row);
      return speakers ? shaped : withoutSpeakers(shaped);
    });
    return { availability, rows };
  });

  registerRoute(app, routes.searchTranscription, async (request) => {
    const station = await findReachableStation(db, currentUser(request), request.params.id);
    const { from, to, query, groupByLength, page } = request.query;
    parseQuery(query);
    const availability = await transcriptionAvailability(ctx, station.id, featuresOf(station).transcription.enabled);
    if (!availability.enabled)
      return { availability, total: 0, page, pageSize: TRANSCRIPTION_SEARCH_PAGE_SIZE, results: [] };
    const found = await searchTranscription(db, station.id, query, from, to, groupByLength, page);
    return { availability, ...found };
  });

  registerRoute(app, routes.transcriptionEngineStatus, async () => engineStatus(config));
}
