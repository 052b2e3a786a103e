/**
 * Migration 0022 (issue 31 point 8): the Spanish comments AOD runs stored become codes and figures
 * the screens word in their language. Run on a bare table in PGlite: the conversion is the point.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './index';

describe('migration 0022_aod_run_outcome', () => {
  it('turns every stored Spanish comment into its code and figures', async () => {
    const sql = await readFile(path.join(MIGRATIONS_DIR, '0022_aod_run_outcome.sql'), 'utf8');
    const db = await PGlite.create();
    try {
      await db.exec('CREATE TABLE "aod_runs" ("id" integer PRIMARY KEY, "status_comment" text)');
      const comments = [
        'Eficiencia 33.33 %, sin mínimo',
        'Eficiencia 75.00 % menor al mínimo 90 %',
        'Eficiencia 75.00 %, mínimo 72.5 %',
        'Eficiencia 80.00 %, mínimo 75 %; la exportación no terminó',
        'No se encontraron schedules asociados a la orden',
        'Error: The audit feature is not enabled for station x',
        'Algo que ningún código dice',
        null,
      ];
      for (const [id, comment] of comments.entries()) {
        await db.query('INSERT INTO "aod_runs" VALUES ($1, $2)', [id, comment]);
      }
      for (const statement of sql.split('--> statement-breakpoint')) await db.exec(statement);
      const { rows } = await db.query<{ detail: unknown }>(
        'SELECT "status_detail" AS detail FROM "aod_runs" ORDER BY id',
      );
      expect(rows.map((row) => row.detail)).toEqual([
        { code: 'EXPORTED', efficiency: 0.3333, minEfficiency: null },
        { code: 'UNDER_MINIMUM', efficiency: 0.75, minEfficiency: 0.9 },
        { code: 'EXPORTED', efficiency: 0.75, minEfficiency: 0.725 },
        { code: 'EXPORT_UNFINISHED', efficiency: 0.8, minEfficiency: 0.75 },
        { code: 'NO_ORDER_SCHEDULES' },
        { code: 'ERROR', errorCode: null, message: 'The audit feature is not enabled for station x' },
        { code: 'TEXT', text: 'Algo que ningún código dice' },
        null,
      ]);
    } finally {
      await db.close();
    }
  });
});
