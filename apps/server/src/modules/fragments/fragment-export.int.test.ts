import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { featureFlags } from '../../access/feature-flags';
import { fragments, stationExternalTargets, userPermissions, userStations } from '../../db/schema';
import { startS3 } from '../../../test/s3-server';
import { insertFragment, sampleMedia } from './fragment-export.test-helpers';
import { AUTO_EXPORT_WINDOW_MS, startPendingExports } from './fragment-export.service';

const ADMIN = 'admin@norte.test';
const USER = 'user@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
const SUPERADMIN = 'root@antena.test';
const S3_TARGET = {
  type: 'S3' as const,
  region: 'us-east-1',
  bucket: 'fragments',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
  keyPattern: '{station}/{id}',
};
type Station = Awaited<ReturnType<typeof createStation>>;

describe('external export', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let clientId: string;
  let userId: string;
  let folderStation: Station;
  let s3Station: Station;
  let bareStation: Station;
  let otherStation: Station;
  let exportRoot: string;

  const start = (fragmentId: string, body: object = {}, email = ADMIN) =>
    t.app.inject({
      method: 'POST',
      url: `/api/fragments/${fragmentId}/external-export`,
      headers: asUser(email),
      payload: body,
    });
  const row = async (id: string) => (await t.ctx.db.select().from(fragments).where(eq(fragments.id, id)))[0]!;

  beforeAll(async () => {
    exportRoot = await mkdtemp(path.join(tmpdir(), 'antena-export-root-'));
    // The S3 stand-in listens on 127.0.0.1: the operator's allowance of private addresses.
    t = await buildTestApp({ EXTERNAL_EXPORT_ROOT: exportRoot, OUTBOUND_ALLOW_PRIVATE: 'true' });
    s3 = await startS3('fragments');
    clientId = (await createClient(t.ctx.db)).id;
    const other = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    folderStation = await createStation(t.ctx.db, clientId, { format: 'mp3', slug: 'radio-norte' });
    s3Station = await createStation(t.ctx.db, clientId, { format: 'mpegts', slug: 'tv-norte' });
    bareStation = await createStation(t.ctx.db, clientId, { format: 'mp3' });
    otherStation = await createStation(t.ctx.db, other.id, { format: 'mp3' });
    userId = (await createUser(t.ctx.db, { email: USER, clientId })).id;
    await t.ctx.db.insert(userStations).values({ userId, stationId: folderStation.id });
    await t.ctx.db.insert(stationExternalTargets).values([
      {
        stationId: folderStation.id,
        target: { type: 'FOLDER', folder: 'norte', keyPattern: '{station}/{date}/{time}-{title}-{id}.{ext}' },
      },
      {
        stationId: s3Station.id,
        target: {
          type: 'S3',
          endpoint: s3.endpoint,
          region: 'us-east-1',
          bucket: 'fragments',
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
          keyPattern: 'tv/{station}/{title}-{id}',
        },
      },
    ]);
  });
  afterAll(async () => {
    await s3?.close();
    await t.close();
    await rm(exportRoot, { recursive: true, force: true });
  });

  it("copies an audio fragment's media into the station's folder: READY with its filename", async () => {
    const fragment = await insertFragment(t.ctx, folderStation);
    const res = await start(fragment.id);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.externalExport).toMatchObject({ status: 'READY', error: null });
    expect(Date.parse(answer.externalExport.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    // 2026-03-02T13:00:00Z in the station's default time zone (America/Argentina/Buenos_Aires).
    const key = `radio-norte/2026-03-02/10-00-00-entrevista-al-ministro-${fragment.id}.mp3`;
    expect(answer.externalExport.filename).toBe(key);
    const written = await readFile(path.join(exportRoot, clientId, 'norte', key));
    expect(written.equals((await sampleMedia()).mp3)).toBe(true);
  });

  it("puts a video fragment's MP4 into the station's S3 bucket, the object's bytes the media's", async () => {
    const fragment = await insertFragment(t.ctx, s3Station, { title: 'Noticiero central' });
    const res = await start(fragment.id, { targetStation: 'tv-norte' });
    expect(res.json().externalExport).toMatchObject({
      status: 'READY',
      filename: `tv/tv-norte/noticiero-central-${fragment.id}.mp4`,
    });
    const object = await s3.read(`tv/tv-norte/noticiero-central-${fragment.id}.mp4`);
    expect(object.equals((await sampleMedia()).mp4)).toBe(true);
  });

  it("exports to another of the caller's stations' targets", async () => {
    const fragment = await insertFragment(t.ctx, bareStation);
    const res = await start(fragment.id, { targetStation: folderStation.id });
    expect(res.json().externalExport.status).toBe('READY');
    expect((await row(fragment.id)).externalExportTargetStationId).toBe(folderStation.id);
  });

  it('refuses a station without a target (400 ERR_EXTERNAL_TARGET_MISSING)', async () => {
    const fragment = await insertFragment(t.ctx, bareStation);
    const res = await start(fragment.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ERR_EXTERNAL_TARGET_MISSING');
    expect((await row(fragment.id)).externalExportStatus).toBe('NONE');
  });

  it('refuses a second start of a READY export (409 ERR_EXTERNAL_EXPORT_BUSY) and restarts one that failed', async () => {
    const fragment = await insertFragment(t.ctx, folderStation);
    await start(fragment.id);
    const again = await start(fragment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ERR_EXTERNAL_EXPORT_BUSY');
    await t.ctx.db
      .update(fragments)
      .set({ externalExportStatus: 'ERROR', externalExportError: 'earlier' })
      .where(eq(fragments.id, fragment.id));
    const retried = await start(fragment.id);
    expect(retried.json().externalExport).toMatchObject({ status: 'READY', error: null });
  });

  it('ends in ERROR with the reason when the media cannot be read, never a server path', async () => {
    const fragment = await insertFragment(t.ctx, folderStation);
    await t.ctx.storage.delete(fragment.mediaKeys.audio!);
    const res = await start(fragment.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().externalExport).toMatchObject({
      status: 'ERROR',
      error: "The fragment's media could not be read",
    });
    expect(res.body).not.toContain(t.ctx.config.dataDir);
  });

  it('never overwrites a file another export wrote: the name takes the first free suffix', async () => {
    const station = await createStation(t.ctx.db, clientId, { format: 'mp3', slug: 'radio-dia' });
    await t.ctx.db
      .insert(stationExternalTargets)
      .values({ stationId: station.id, target: { type: 'FOLDER', folder: 'dia', keyPattern: '{station}/{date}' } });
    const first = await insertFragment(t.ctx, station, { title: 'Primero' });
    const second = await insertFragment(t.ctx, station, { title: 'Segundo' });
    expect((await start(first.id)).json().externalExport).toMatchObject({
      status: 'READY',
      filename: 'radio-dia/2026-03-02.mp3',
    });
    const kept = await readFile(path.join(exportRoot, clientId, 'dia', 'radio-dia', '2026-03-02.mp3'));
    await t.ctx.storage.put(second.mediaKeys.audio!, Buffer.from('another recording'));
    expect((await start(second.id)).json().externalExport).toMatchObject({
      status: 'READY',
      filename: 'radio-dia/2026-03-02-1.mp3',
    });
    expect((await readFile(path.join(exportRoot, clientId, 'dia', 'radio-dia', '2026-03-02.mp3'))).equals(kept)).toBe(
      true,
    );
    expect(await readFile(path.join(exportRoot, clientId, 'dia', 'radio-dia', '2026-03-02-1.mp3'), 'utf8')).toBe(
      'another recording',
    );
  });

  it("tells an S3 refusal by its status and code, never the endpoint's answer", async () => {
    const bucket = http.createServer((request, response) => {
      request.resume();
      request.on('end', () =>
        response.writeHead(403).end('<Error><Code>AccessDenied</Code><Message>internal: db-01:5432</Message></Error>'),
      );
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    try {
      const station = await createStation(t.ctx.db, clientId, { format: 'mp3' });
      await t.ctx.db.insert(stationExternalTargets).values({
        stationId: station.id,
        target: { ...S3_TARGET, endpoint: `http://127.0.0.1:${(bucket.address() as AddressInfo).port}` },
      });
      const res = await start((await insertFragment(t.ctx, station)).id);
      expect(res.json().externalExport).toMatchObject({
        status: 'ERROR',
        error: 'The S3 endpoint answered 403 AccessDenied',
      });
      expect(res.body).not.toContain('db-01');
    } finally {
      bucket.closeAllConnections();
      await new Promise((resolve) => bucket.close(resolve));
    }
  });

  it('waits for the media (WAITING_FOR_MEDIA) and starts once it is READY', async () => {
    const fragment = await insertFragment(t.ctx, folderStation, { mediaStatus: 'IN_PROGRESS' });
    const res = await start(fragment.id);
    expect(res.json().externalExport.status).toBe('WAITING_FOR_MEDIA');
    expect((await start(fragment.id)).statusCode).toBe(409);
    await startPendingExports(t.ctx);
    expect((await row(fragment.id)).externalExportStatus).toBe('WAITING_FOR_MEDIA');
    // What the media job leaves: READY with its keys.
    const ready = await insertFragment(t.ctx, folderStation);
    await t.ctx.db
      .update(fragments)
      .set({ mediaStatus: 'READY', mediaKeys: ready.mediaKeys })
      .where(eq(fragments.id, fragment.id));
    await startPendingExports(t.ctx);
    expect(await row(fragment.id)).toMatchObject({ externalExportStatus: 'READY' });
  });

  it('fails a waiting export when the media fails', async () => {
    const fragment = await insertFragment(t.ctx, folderStation, { mediaStatus: 'WAITING' });
    await start(fragment.id);
    await t.ctx.db.update(fragments).set({ mediaStatus: 'ERROR' }).where(eq(fragments.id, fragment.id));
    await startPendingExports(t.ctx);
    expect(await row(fragment.id)).toMatchObject({ externalExportStatus: 'ERROR' });
  });

  it('starts the export of a fragment created with doExternalExport by itself once its media is READY', async () => {
    const fresh = await insertFragment(t.ctx, folderStation, { doExternalExport: true });
    const old = await insertFragment(t.ctx, folderStation, {
      doExternalExport: true,
      createdAt: new Date(Date.now() - AUTO_EXPORT_WINDOW_MS - 60_000),
    });
    const withoutTarget = await insertFragment(t.ctx, bareStation, { doExternalExport: true });
    await startPendingExports(t.ctx);
    expect((await row(fresh.id)).externalExportStatus).toBe('READY');
    expect((await row(old.id)).externalExportStatus).toBe('NONE');
    expect((await row(withoutTarget.id)).externalExportStatus).toBe('NONE');
  });

  it('answers 403 to a client user without Fragments_Delivery when permissions are checked', async () => {
    const fragment = await insertFragment(t.ctx, folderStation);
    await featureFlags(t.ctx.db).set(clientId, { app__user_permissions_check: true });
    try {
      const denied = await start(fragment.id, {}, USER);
      expect(denied.statusCode).toBe(403);
      await t.ctx.db.insert(userPermissions).values({ userId, permission: 'Fragments_Delivery', allowed: true });
      expect((await start(fragment.id, {}, USER)).json().externalExport.status).toBe('READY');
    } finally {
      await featureFlags(t.ctx.db).set(clientId, { app__user_permissions_check: false });
    }
  });

  it('refuses a fragment created with doExternalExport to a client user without Fragments_Delivery', async () => {
    // The test before granted the permission.
    await t.ctx.db.delete(userPermissions).where(eq(userPermissions.userId, userId));
    const hourAgo = Date.now() - 3_600_000;
    const create = (doExternalExport: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/stations/${folderStation.id}/fragments`,
        headers: asUser(USER),
        payload: { type: 'DEFAULT_FRAGMENT', title: 'Spot', from: hourAgo, to: hourAgo + 60_000, doExternalExport },
      });
    await featureFlags(t.ctx.db).set(clientId, { app__user_permissions_check: true });
    try {
      const refused = await create(true);
      expect(refused.statusCode, refused.body).toBe(403);
      // Without the export the permission is not asked (the range, never recorded, is what fails).
      expect((await create(false)).json().code).toBe('ERR_FRAGMENT_NOT_RECORDED');
    } finally {
      await featureFlags(t.ctx.db).set(clientId, { app__user_permissions_check: false });
    }
  });

  it("answers 404 for another client's fragment or target station", async () => {
    const fragment = await insertFragment(t.ctx, folderStation);
    expect((await start(fragment.id, {}, OTHER_ADMIN)).statusCode).toBe(404);
    expect((await start(fragment.id, { targetStation: otherStation.id })).statusCode).toBe(404);
    const theirs = await insertFragment(t.ctx, otherStation);
    expect((await start(theirs.id)).statusCode).toBe(404);
  });
});

describe('external export to an S3 endpoint the configuration refuses', () => {
  let t: TestApp;
  let bucket: http.Server;
  let port: number;
  let requests = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    bucket = http.createServer((request, response) => {
      requests += 1;
      request.resume();
      request.on('end', () => response.end());
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    port = (bucket.address() as AddressInfo).port;
    await createUser(t.ctx.db, { email: SUPERADMIN, role: 'SUPERADMIN' });
  });
  afterAll(async () => {
    bucket?.closeAllConnections();
    await new Promise((resolve) => bucket?.close(resolve));
    await t?.close();
  });

  // Stored as they were before the check on save, or a name that resolved elsewhere then.
  it.each([
    ['a loopback address', () => `http://127.0.0.1:${port}`, 'loopback'],
    ['a name that resolves to loopback', () => `http://localhost:${port}`, 'loopback'],
    ['an IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port}`, 'loopback'],
    ['the cloud metadata service', () => 'http://169.254.169.254/latest', 'metadata'],
  ])('refuses %s when it connects, reaching nothing (ERROR)', async (_name, endpoint, kind) => {
    const clientId = (await createClient(t.ctx.db)).id;
    const station = await createStation(t.ctx.db, clientId, { format: 'mp3' });
    await t.ctx.db
      .insert(stationExternalTargets)
      .values({ stationId: station.id, target: { ...S3_TARGET, endpoint: endpoint() } });
    const fragment = await insertFragment(t.ctx, station);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/fragments/${fragment.id}/external-export`,
      headers: asUser(SUPERADMIN),
      payload: {},
    });
    expect(res.json().externalExport.status).toBe('ERROR');
    expect(res.json().externalExport.error).toContain(kind);
    expect(res.json().externalExport.error).not.toMatch(/127\.0\.0\.1|169\.254/);
    expect(requests).toBe(0);
  });
});
