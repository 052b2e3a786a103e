/**
 * Issue 32: Antena as separate processes on PostgreSQL and an S3-compatible store, each started
 * as README's production section says (1 api, 2 workers, 2 recorders, every one with a data
 * directory of its own: no shared disk). Runs in the PostgreSQL run of `npm test` only.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.mjs';
import { s3Env, startS3 } from '../test/s3-server';
import { startRoleProcess, until, type RoleProcess } from '../test/role-process';
import { loadConfig } from './config';
import { Browser, exchangeCode, startAuthorization, submitLogin } from './identity/identity.test-helpers';

const serverUrl = process.env.TEST_DATABASE_URL;
const BUCKET = 'antena-media';
const PASSWORD = 'processes-demo-password';
const ADMIN = 'admin@demo.antena.local';
const SEGMENT_SECONDS = 4;

describe.runIf(Boolean(serverUrl))('Antena as separate processes on PostgreSQL and S3', () => {
  const database = `antena_processes_${randomBytes(5).toString('hex')}`;
  const dirs: string[] = [];
  const processes: RoleProcess[] = [];
  let s3: Awaited<ReturnType<typeof startS3>>;
  let db: pg.Pool;
  let env: Record<string, string>;
  let baseUrl: string;
  let api: RoleProcess;
  let stationId: string;
  let accessToken: string;
  let browser: Browser;

  async function start(name: string, roles: string, extra: Record<string, string> = {}): Promise<RoleProcess> {
    const dataDir = await mkdtemp(path.join(tmpdir(), `antena-${name}-`));
    dirs.push(dataDir);
    const role = startRoleProcess(name, { ...env, ROLES: roles, DATA_DIR: dataDir, ...extra });
    processes.push(role);
    return role;
  }

  async function startWithHealth(name: string, roles: string, extra: Record<string, string> = {}) {
    const port = await freePort();
    const role = await start(name, roles, { HEALTH_PORT: String(port), ...extra });
    await role.ready(`http://127.0.0.1:${port}/readyz`);
    return role;
  }

  const leaseHolder = async () =>
    (
      await db.query<{ recorder_id: string }>('select recorder_id from recorder_leases where station_id = $1', [
        stationId,
      ])
    ).rows[0]?.recorder_id;
  const segmentRows = async () =>
    (
      await db.query<{ start_ts: string; end_ts: string; storage_key: string; processed: boolean }>(
        'select start_ts, end_ts, storage_key, waveform is not null as processed from segments where station_id = $1 order by start_ts',
        [stationId],
      )
    ).rows.map((r) => ({ ...r, start: Number(r.start_ts), end: Number(r.end_ts) }));

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    s3 = await startS3(BUCKET);
    const apiPort = await freePort();
    baseUrl = `http://127.0.0.1:${apiPort}`;
    env = {
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: '4',
      ...s3Env(s3.endpoint, BUCKET),
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SEGMENT_SECONDS: String(SEGMENT_SECONDS),
      SEED_DEMO: 'false',
      DEMO_PASSWORD: PASSWORD,
      TRANSCRIPTION_LOCAL: 'off',
    };
    db = new pg.Pool({ connectionString: url.toString(), max: 2 });

    // The api seeds the demo client; only Demo Radio records here (Demo TV's video would take a
    // core of this 2-core machine).
    api = await start('api', 'api', { SEED_DEMO: 'true' });
    await api.ready(`${baseUrl}/readyz`, 180_000);
    await db.query("update stations set stream_url = null where slug <> 'demo-radio'");
    stationId = (await db.query<{ id: string }>("select id from stations where slug = 'demo-radio'")).rows[0]!.id;

    await Promise.all([startWithHealth('worker-a', 'worker'), startWithHealth('worker-b', 'worker')]);
    // One recorder first, so that it holds Demo Radio and the other stands by.
    await startWithHealth('recorder-a', 'recorder', { RECORDER_ID: 'recorder-a' });
    await until('recorder-a holds Demo Radio', async () => (await leaseHolder()) === 'recorder-a', 30_000);
    await startWithHealth('recorder-b', 'recorder', { RECORDER_ID: 'recorder-b' });
  }, 400_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db?.end();
    await s3?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 120_000);

  const named = (name: string) => processes.find((p) => p.name === name)!;

  it('records on one recorder and processes every segment on the workers, each object in the bucket', async () => {
    const rows = await until(
      'three processed segments',
      async () => {
        const all = await segmentRows();
        return all.filter((r) => r.processed).length >= 3 && all;
      },
      90_000,
    );
    for (const row of rows.filter((r) => r.processed).slice(0, 3)) {
      expect((await s3.read(row.storage_key)).length).toBeGreaterThan(1000);
    }
    // No process kept media on its own disk.
    for (const dir of dirs) expect((await readdir(dir)).filter((name) => name === 'media')).toEqual([]);
  }, 120_000);

  it('signs in and answers the API through the api process alone', async () => {
    const config = loadConfig({ ...env, ROLES: 'api' });
    const target = { baseUrl, ctx: { config } };
    browser = new Browser(baseUrl);
    const started = await startAuthorization(browser, target);
    const { callback } = await submitLogin(browser, started, ADMIN, PASSWORD);
    const { body } = await exchangeCode(target, started, callback!.searchParams.get('code')!);
    accessToken = body.access_token as string;
    const stations = await fetch(`${baseUrl}/api/stations`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(stations.status).toBe(200);
    expect((await stations.json()) as { slug: string }[]).toContainEqual(
      expect.objectContaining({ slug: 'demo-radio' }),
    );
  }, 60_000);

  it('gives the job of a worker killed in its middle to the other worker', async () => {
    const [a, b] = [named('worker-a'), named('worker-b')];
    b.signal('SIGSTOP');
    // Catch worker-a holding a job: freeze it there, then kill it.
    let jobId: string | undefined;
    await until(
      'worker-a caught in a job',
      async () => {
        const { rows } = await db.query<{ id: string }>("select id from pgboss.job where state = 'active' limit 1");
        if (!rows[0]) return false;
        a.signal('SIGSTOP');
        const still = await db.query("select 1 from pgboss.job where id = $1 and state = 'active'", [rows[0].id]);
        if (still.rowCount) jobId = rows[0].id;
        else a.signal('SIGCONT');
        return Boolean(jobId);
      },
      60_000,
    );
    a.signal('SIGKILL');
    b.signal('SIGCONT');
    // Its heartbeat (30 s) goes silent, the check (every 15 s) fails it, and worker-b runs it again.
    await until(
      "the killed worker's job completed by the other",
      async () =>
        (await db.query("select 1 from pgboss.job where id = $1 and state = 'completed'", [jobId])).rowCount === 1,
      120_000,
    );
  }, 200_000);

  it("moves a killed recorder's station to the other within 30 s, recording the hole as a gap", async () => {
    const before = await segmentRows();
    const lastBefore = before.at(-1)!;
    const killedAt = Date.now();
    named('recorder-a').signal('SIGKILL');
    await until('recorder-b holds Demo Radio', async () => (await leaseHolder()) === 'recorder-b', 60_000);
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    const after = await until(
      'segments from recorder-b',
      async () => {
        const rows = await segmentRows();
        return rows.filter((r) => r.start > lastBefore.end).length >= 2 && rows;
      },
      60_000,
    );
    // Every finished segment once: none overlaps the one before it.
    for (let i = 1; i < after.length; i++) expect(after[i]!.start).toBeGreaterThanOrEqual(after[i - 1]!.end - 50);
    const firstAfter = after.find((r) => r.start > lastBefore.end)!;
    const { rows: gaps } = await db.query<{ from_ts: string; to_ts: string }>(
      'select from_ts, to_ts from station_gaps where station_id = $1 and to_ts = $2',
      [stationId, firstAfter.start],
    );
    expect(gaps).toHaveLength(1);
    expect(Number(gaps[0]!.from_ts)).toBeGreaterThanOrEqual(lastBefore.end);
  }, 150_000);

  it('keeps every session across a restart of the api', async () => {
    await api.stop();
    api = await start('api-again', 'api');
    await api.ready(`${baseUrl}/readyz`, 120_000);
    const me = await fetch(`${baseUrl}/api/auth/me/user`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: ADMIN });
    // The sign-in session too: a new authorization goes straight back, without the login page.
    const config = loadConfig({ ...env, ROLES: 'api' });
    await expect(startAuthorization(browser, { baseUrl, ctx: { config } })).rejects.toThrow(
      'expected a login page, was redirected',
    );
  }, 180_000);
});
