import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { adminAuditLog, userStations } from '../../db/schema';

const ADMIN = 'admin@norte.test';
const USER = 'user@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
const SUPERADMIN = 'root@antena.test';
const S3_TARGET = {
  type: 'S3',
  endpoint: 'https://s3.example.com',
  region: 'us-east-1',
  bucket: 'exports',
  accessKeyId: 'AKIAEXAMPLE',
  secretAccessKey: 'top-secret',
  forcePathStyle: false,
  keyPattern: '{station}/{date}/{title}-{id}.{ext}',
};

describe('station config (external targets)', () => {
  let t: TestApp;
  let clientId: string;
  let stationA: { id: string; slug: string };
  let stationB: { id: string };
  let otherStation: { id: string };

  const put = (stationId: string, target: object | null, email = ADMIN) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/station-config/${stationId}`,
      headers: asUser(email),
      payload: { externalExport: { target } },
    });
  const get = (url: string, email = ADMIN) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: asUser(email) });
  const paths = (res: { json(): { details?: { path: string }[] } }) => res.json().details?.map((d) => d.path);

  beforeAll(async () => {
    t = await buildTestApp();
    clientId = (await createClient(t.ctx.db)).id;
    const other = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, { email: SUPERADMIN, role: 'SUPERADMIN' });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    stationA = await createStation(t.ctx.db, clientId, { name: 'A radio' });
    stationB = await createStation(t.ctx.db, clientId, { name: 'B radio' });
    otherStation = await createStation(t.ctx.db, other.id);
    const user = await createUser(t.ctx.db, { email: USER, clientId });
    await t.ctx.db.insert(userStations).values({ userId: user.id, stationId: stationA.id });
  });
  afterAll(async () => t.close());

  it('answers a station without a target as not enabled', async () => {
    const res = await get(`/station-config/${stationA.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stationId: stationA.id,
      externalExport: { enabled: false, type: null, target: null },
    });
  });

  it('stores a folder target, normalised, by station slug too, and audits it', async () => {
    const res = await put(stationA.slug, { type: 'FOLDER', folder: './radio//norte/', keyPattern: '{station}/{id}' });
    expect(res.statusCode).toBe(200);
    expect(res.json().externalExport).toEqual({
      enabled: true,
      type: 'FOLDER',
      target: { type: 'FOLDER', folder: 'radio/norte', keyPattern: '{station}/{id}' },
    });
    const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, stationA.id));
    expect(audit.at(-1)).toMatchObject({ action: 'station-config.update', actorEmail: ADMIN });
  });

  it.each([
    ['an absolute folder', { folder: '/etc' }, 'body.externalExport.target.folder'],
    ['a folder out of the root', { folder: 'radio/../../..' }, 'body.externalExport.target.folder'],
    ['an unknown placeholder', { keyPattern: '{station}/{user}' }, 'body.externalExport.target.keyPattern'],
    ['a pattern that climbs', { keyPattern: '../{id}' }, 'body.externalExport.target.keyPattern'],
  ])('refuses %s (400)', async (_name, change, path) => {
    const res = await put(stationB.id, { type: 'FOLDER', folder: 'radio', keyPattern: '{id}', ...change });
    expect(res.statusCode).toBe(400);
    expect(paths(res)).toEqual([path]);
  });

  it("refuses a folder through a symbolic link out of the client's export root", async () => {
    const root = path.join(t.ctx.config.dataDir, 'external-exports', clientId);
    await mkdir(root, { recursive: true });
    await symlink(t.ctx.config.dataDir, path.join(root, 'link'));
    const res = await put(stationB.id, { type: 'FOLDER', folder: 'link/inside', keyPattern: '{id}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].message).toContain('symbolic link');
  });

  it('never answers the S3 secret, and keeps it when an update leaves it out', async () => {
    const saved = await put(stationB.id, S3_TARGET);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('top-secret');
    const { secretAccessKey: _secret, ...withoutSecret } = S3_TARGET;
    expect(saved.json().externalExport.target).toEqual({ ...withoutSecret, secretAccessKeySet: true });
    const renamed = await put(stationB.id, { ...withoutSecret, bucket: 'renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().externalExport.target).toMatchObject({ bucket: 'renamed', secretAccessKeySet: true });
    const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, stationB.id));
    expect(JSON.stringify(audit)).not.toContain('top-secret');
  });

  it.each([
    ['a loopback address', 'http://127.0.0.1:9000', 'loopback'],
    ['a name that resolves to loopback', 'http://localhost:9000', 'loopback'],
    ['an IPv6 loopback', 'http://[::1]:9000', 'loopback'],
    ['an IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]', 'loopback'],
    ['loopback written as one number', 'http://2130706433:9000', 'loopback'],
    ['a private network', 'https://10.0.0.5', 'private'],
    ['the cloud metadata service', 'http://169.254.169.254/latest/meta-data', 'metadata'],
    ['a link-local address', 'http://169.254.1.1', 'link-local'],
    ['this host as 0.0.0.0', 'http://0.0.0.0:9000', 'reserved'],
  ])('refuses an S3 endpoint at %s (400 on the endpoint)', async (_name, endpoint, kind) => {
    const res = await put(stationA.id, { ...S3_TARGET, endpoint });
    expect(res.statusCode).toBe(400);
    expect(paths(res)).toEqual(['body.externalExport.target.endpoint']);
    expect(res.json().details[0].message).toContain(kind);
    expect(res.json().details[0].message).toContain('operator allows it');
  });

  it('refuses an S3 endpoint that is not http(s)', async () => {
    const res = await put(stationA.id, { ...S3_TARGET, endpoint: 'ftp://s3.example.com' });
    expect(res.statusCode).toBe(400);
    expect(paths(res)).toEqual(['body.externalExport.target.endpoint']);
  });

  it('asks for the secret of a new S3 target', async () => {
    const { secretAccessKey: _secret, ...withoutSecret } = S3_TARGET;
    const res = await put(stationA.id, withoutSecret);
    expect(res.statusCode).toBe(400);
    expect(paths(res)).toEqual(['body.externalExport.target.secretAccessKey']);
  });

  it("lists the caller's stations with whether each has a target", async () => {
    const res = await get('/station-config/all');
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((c: { stationId: string; externalExport: { enabled: boolean } }) => c)).toEqual([
      expect.objectContaining({ stationId: stationA.id, externalExport: expect.objectContaining({ enabled: true }) }),
      expect.objectContaining({ stationId: stationB.id, externalExport: expect.objectContaining({ enabled: true }) }),
    ]);
    const ofUser = await get('/station-config/all', USER);
    expect(ofUser.json().results.map((c: { stationId: string }) => c.stationId)).toEqual([stationA.id]);
  });

  it('lets a client user read but not change a target (403)', async () => {
    expect((await get(`/station-config/${stationA.id}`, USER)).statusCode).toBe(200);
    expect((await put(stationA.id, null, USER)).statusCode).toBe(403);
  });

  it('shows a client user that a target is set and its type, never its endpoint, bucket or key id', async () => {
    expect((await put(stationA.id, S3_TARGET)).statusCode).toBe(200);
    const hidden = { stationId: stationA.id, externalExport: { enabled: true, type: 'S3', target: null } };
    const list = await get('/station-config/all', USER);
    expect(list.json().results).toEqual([hidden]);
    const one = await get(`/station-config/${stationA.id}`, USER);
    expect(one.json()).toEqual(hidden);
    for (const res of [list, one]) {
      for (const detail of ['s3.example.com', 'exports', 'AKIAEXAMPLE', '{station}'])
        expect(res.body).not.toContain(detail);
    }
    // The client's admins and superadmins read the details.
    for (const email of [ADMIN, SUPERADMIN]) {
      const admin = await get(`/station-config/${stationA.id}`, email);
      expect(admin.json().externalExport).toMatchObject({
        enabled: true,
        type: 'S3',
        target: { endpoint: 'https://s3.example.com', bucket: 'exports', accessKeyId: 'AKIAEXAMPLE' },
      });
      const all = await get('/station-config/all', email);
      const listed = all.json().results.find((c: { stationId: string }) => c.stationId === stationA.id);
      expect(listed.externalExport.target).toMatchObject({ bucket: 'exports' });
    }
    await put(stationA.id, { type: 'FOLDER', folder: 'radio/norte', keyPattern: '{station}/{id}' });
    expect((await get(`/station-config/${stationA.id}`, USER)).json().externalExport).toEqual({
      enabled: true,
      type: 'FOLDER',
      target: null,
    });
  });

  it("answers 404 for another client's station", async () => {
    expect((await get(`/station-config/${otherStation.id}`)).statusCode).toBe(404);
    expect((await put(otherStation.id, null)).statusCode).toBe(404);
    expect((await get(`/station-config/${stationA.id}`, OTHER_ADMIN)).statusCode).toBe(404);
  });

  it('clears a target', async () => {
    const res = await put(stationB.id, null);
    expect(res.json().externalExport).toEqual({ enabled: false, type: null, target: null });
  });
});

describe('station config with internal addresses allowed by the operator', () => {
  let t: TestApp;
  let stationId: string;
  const put = (endpoint: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/station-config/${stationId}`,
      headers: asUser(ADMIN),
      payload: { externalExport: { target: { ...S3_TARGET, endpoint } } },
    });

  beforeAll(async () => {
    t = await buildTestApp({ OUTBOUND_ALLOW_PRIVATE: 'true', OUTBOUND_ALLOWED_NETWORKS: '169.254.170.2' });
    const clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    stationId = (await createStation(t.ctx.db, clientId)).id;
  });
  afterAll(async () => t?.close());

  it('accepts a MinIO on this host or the LAN with OUTBOUND_ALLOW_PRIVATE', async () => {
    expect((await put('http://127.0.0.1:9000')).statusCode).toBe(200);
    expect((await put('http://192.168.1.20:9000')).statusCode).toBe(200);
  });

  it('still refuses the metadata service and link-local addresses, except those listed', async () => {
    const metadata = await put('http://169.254.169.254');
    expect(metadata.statusCode).toBe(400);
    expect(metadata.json().details[0].path).toBe('body.externalExport.target.endpoint');
    expect((await put('http://169.254.170.3')).statusCode).toBe(400);
    expect((await put('http://169.254.170.2')).statusCode).toBe(200);
  });
});
