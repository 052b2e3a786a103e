/**
 * Integration suite set-up, once per run: migrate one database and let every test file start
 * from a copy of it instead of migrating its own. On PGlite the copy is a data directory archive
 * (loading one also skips initdb, most of what opening PGlite costs); on PostgreSQL
 * (TEST_DATABASE_URL) it is a template database. The migrations run here through the same
 * `migrateDatabase` as the server's start, so every file still tests the committed migrations.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db';

/** Where each test file's database comes from (see `openTestDatabase` in helpers.ts). */
export type MigratedTemplate = { engine: 'pglite'; archive: string } | { engine: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await migratedPostgresTemplate(serverUrl);
    project.provide('migratedTemplate', { engine: 'postgres', database: template.name });
    return template.drop;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-test-template-'));
  project.provide('migratedTemplate', { engine: 'pglite', archive: await migratedPgliteArchive(dir) });
  return () => rm(dir, { recursive: true, force: true });
}

async function migratedPgliteArchive(dir: string): Promise<string> {
  const pgliteDir = path.join(dir, 'db');
  const database = await openDatabase({ pgliteDir, poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  // The data directory on disk, archived as PGlite loads it (uncompressed: faster to load).
  const pglite = await PGlite.create(pgliteDir);
  const archive = path.join(dir, 'migrated.tar');
  try {
    const blob = await pglite.dumpDataDir('none');
    await writeFile(archive, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await pglite.close();
  }
  return archive;
}

async function migratedPostgresTemplate(serverUrl: string) {
  const name = `antena_test_template_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // One connection, closed before any copy: PostgreSQL copies no template that has sessions.
  const database = await openDatabase({ url: url.toString(), poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  return { name, drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
