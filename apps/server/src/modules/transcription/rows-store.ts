/**
 * Stores transcription rows with their search entries (`transcription_search`): every writer
 * goes through here, so no row is stored unsearchable.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { transcriptionRows, transcriptionSearch } from '../../db/schema';
import { textSearchConfig, unaccent } from './search-query';

export type NewTranscriptionRow = Omit<typeof transcriptionRows.$inferInsert, 'id'>;

/** Run it in the transaction that replaces the rows, so a search never sees one half. */
export async function insertTranscriptionRows(db: Db | Tx, language: string, rows: NewTranscriptionRow[]) {
  if (rows.length === 0) return;
  const config = textSearchConfig(language);
  const stored = rows.map((row) => ({ ...row, id: randomUUID() }));
  await db.insert(transcriptionRows).values(stored);
  await db.insert(transcriptionSearch).values(
    stored.map((row) => ({
      rowId: row.id,
      stationId: row.stationId,
      time: row.time,
      search: sql`to_tsvector(${config}::regconfig, ${unaccent(row.text)})`,
    })),
  );
}
