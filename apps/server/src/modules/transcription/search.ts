/**
 * Searching a station's transcription (spec 02 Search, `simple-search`): rows between `from` and
 * `to` whose text matches the query, grouped in windows of `groupByLength` seconds (60 on the
 * Search screen), newest first, 50 windows a page. Each window answers all its rows, the ones
 * holding a hit marked `highlight`, so the screen shows the hits in their context.
 */
import { TRANSCRIPTION_SEARCH_PAGE_SIZE, type TranscriptionRow } from '@antena/contract';
import { and, asc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { stations, transcriptionRows, transcriptionSearch } from '../../db/schema';
import { parseSearchQuery, textSearchConfig, toTsQuery } from './search-query';

export interface TranscriptionSearchGroup {
  /** Epoch ms where the window starts. */
  time: number;
  /** ms. */
  length: number;
  rows: TranscriptionRow[];
}

export interface TranscriptionSearchPage {
  total: number;
  page: number;
  pageSize: number;
  results: TranscriptionSearchGroup[];
}

type RowRecord = typeof transcriptionRows.$inferSelect;

/** A stored row in spec 02's shape. */
export function transcriptionRowOf(
  row: Pick<RowRecord, 'time' | 'lengthMs' | 'tags' | 'words' | 'originalWords' | 'text' | 'speaker'>,
): TranscriptionRow {
  const diarization = row.speaker
    ? [
        {
          voice_label: row.speaker,
          label: row.speaker,
          distance: null,
          segment: { start: row.time, end: row.time + row.lengthMs },
        },
      ]
    : [];
  return {
    time: row.time,
    length: row.lengthMs,
    tags: row.tags,
    wp_words: row.words,
    original_words: row.originalWords ?? row.words,
    elastic_data: { raw_content: row.text, diarization },
    diarization,
  };
}

/** Throws SearchQueryError for an empty or oversized query (the routes answer it as a 400). */
export async function searchTranscription(
  db: Db,
  stationId: string,
  query: string,
  from: number,
  to: number,
  groupByLength: number,
  page: number,
): Promise<TranscriptionSearchPage> {
  const parsed = parseSearchQuery(query);
  const [station] = await db.select({ language: stations.language }).from(stations).where(eq(stations.id, stationId));
  const pageSize = TRANSCRIPTION_SEARCH_PAGE_SIZE;
  if (!station) return { total: 0, page, pageSize, results: [] };
  const windowMs = Math.max(1, Math.round(groupByLength)) * 1000;
  const tsquery = toTsQuery(parsed, textSearchConfig(station.language));
  // Windows are counted on the narrow search table: a common word visits every row it is in.
  const found = and(
    eq(transcriptionSearch.stationId, stationId),
    gte(transcriptionSearch.time, from),
    lt(transcriptionSearch.time, to),
    sql`${transcriptionSearch.search} @@ ${tsquery}`,
  );
  const bucket = sql<number>`(${transcriptionSearch.time} / ${windowMs})::bigint * ${windowMs}`;
  const windows = await db
    .select({ time: sql<number>`${bucket}`.mapWith(Number), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(transcriptionSearch)
    .where(found)
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`)
    .limit(pageSize)
    .offset(page * pageSize);
  if (windows.length === 0) {
    // A page past the last still tells how many windows match, so a pager can go back.
    const [counted] =
      page === 0
        ? [{ total: 0 }]
        : await db
            .select({ total: sql<number>`count(distinct ${bucket})`.mapWith(Number) })
            .from(transcriptionSearch)
            .where(found);
    return { total: counted?.total ?? 0, page, pageSize, results: [] };
  }
  const rows = await db
    .select({
      time: transcriptionRows.time,
      lengthMs: transcriptionRows.lengthMs,
      tags: transcriptionRows.tags,
      words: transcriptionRows.words,
      originalWords: transcriptionRows.originalWords,
      text: transcriptionRows.text,
      speaker: transcriptionRows.speaker,
      hit: sql<boolean>`coalesce(${transcriptionSearch.search} @@ ${tsquery}, false)`,
    })
    .from(transcriptionRows)
    .leftJoin(transcriptionSearch, eq(transcriptionSearch.rowId, transcriptionRows.id))
    .where(
      // Only the page's windows, each an index range: they may lie months apart.
      and(
        eq(transcriptionRows.stationId, stationId),
        gte(transcriptionRows.time, from),
        lt(transcriptionRows.time, to),
        or(
          ...windows.map((w) =>
            and(gte(transcriptionRows.time, w.time), lt(transcriptionRows.time, w.time + windowMs)),
          ),
        ),
      ),
    )
    .orderBy(asc(transcriptionRows.time));
  const results = windows.map(({ time }) => ({
    time,
    length: windowMs,
    rows: rows
      .filter((row) => row.time >= time && row.time < time + windowMs)
      .map((row) => ({ ...transcriptionRowOf(row), highlight: row.hit })),
  }));
  return { total: windows[0]!.total, page, pageSize, results };
}
