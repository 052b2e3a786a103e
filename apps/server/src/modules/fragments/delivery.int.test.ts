import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { featureFlags } from '../../access/feature-flags';
import { stationExternalTargets } from '../../db/schema';
import { startS3 } from '../../../test/s3-server';
import { insertFragment, sampleMedia } from './fragment-export.test-helpers';

const ADMIN = 'admin@norte.test';
const USER = 'user@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
type Station = Awaited<ReturnType<typeof createStation>>;
interface Asset {
  type: string;
  status: string;
  targetUri: string | null;
  error: string | null;
}

describe('delivery', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let exportRoot: string;
  let clientId: string;
  let otherClientId: string;
  let folderStation: Station;
  let s3Station: Station;
  let bareStation: Station;

  const enable = (fragmentId: string, body: object = {}, email = ADMIN) =>
    t.app.inject({ method: 'POST', url: `/api/delivery/${fragmentId}/enable`, headers: asUser(email), payload: body });
  const get = (fragmentId: string, email = ADMIN) =>
    t.app.inject({ method: 'GET', url: `/api/delivery/${fragmentId}`, headers: asUser(email) });
  const byType = (assets: Asset[]) => Object.fromEntries(assets.map((asset) => [asset.type, asset]));

  beforeAll(async () => {
    exportRoot = await mkdtemp(path.join(tmpdir(), 'antena-delivery-root-'));
    // The S3 stand-in listens on 127.0.0.1: the operator's allowance of private addresses.
    t = await buildTestApp({ EXTERNAL_EXPORT_ROOT: exportRoot, OUTBOUND_ALLOW_PRIVATE: 'true' });
    s3 = await startS3('deliveries');
    clientId = (await createClient(t.ctx.db)).id;
    const other = await createClient(t.ctx.db);
    otherClientId = other.id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    await createUser(t.ctx.db, { email: USER, clientId });
    folderStation = await createStation(t.ctx.db, clientId, { format: 'mp3', slug: 'radio-sol', name: 'Radio Sol' });
    s3Station = await createStation(t.ctx.db, clientId, { format: 'aac', slug: 'radio-mar' });
    bareStation = await createStation(t.ctx.db, clientId, { format: 'mp3' });
    await t.ctx.db.insert(stationExternalTargets).values([
      { stationId: folderStation.id, target: { type: 'FOLDER', folder: 'sol', keyPattern: '{station}/{id}' } },
      {
        stationId: s3Station.id,
        target: {
          type: 'S3',
          endpoint: s3.endpoint,
          region: 'us-east-1',
          bucket: 'deliveries',
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
          keyPattern: '{station}/{date}/{id}.{ext}',
        },
      },
    ]);
  });
  afterAll(async () => {
    await s3?.close();
    await t.close();
    await rm(exportRoot, { recursive: true, force: true });
  });

  it('answers a delivery never enabled as not enabled, without assets', async () => {
    const fragment = await insertFragment(t.ctx, folderStation);
    const res = await get(fragment.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fragmentId: fragment.id,
      enabled: false,
      options: { targetStationId: null },
      assets: [],
    });
  });

  it("writes the media and a metadata sidecar to the folder under the client's root: both COMPLETED", async () => {
    const fragment = await insertFragment(t.ctx, folderStation);
    const res = await enable(fragment.id);
    expect(res.statusCode).toBe(200);
    const delivery = res.json();
    expect(delivery).toMatchObject({ enabled: true, options: { targetStationId: folderStation.id } });
    const assets = byType(delivery.assets);
    const base = path.join(exportRoot, clientId, 'sol', 'radio-sol', fragment.id);
    // Where it landed inside the client's own root: never the server's path.
    expect(assets.MEDIA).toMatchObject({
      status: 'COMPLETED',
      error: null,
      targetUri: `folder:sol/radio-sol/${fragment.id}.mp3`,
    });
    expect(assets.METADATA).toMatchObject({
      status: 'COMPLETED',
      error: null,
      targetUri: `folder:sol/radio-sol/${fragment.id}.json`,
    });
    expect(res.body).not.toContain(exportRoot);
    expect((await readFile(`${base}.mp3`)).equals((await sampleMedia()).mp3)).toBe(true);
    const metadata = JSON.parse(await readFile(`${base}.json`, 'utf8'));
    expect(metadata).toMatchObject({
      id: fragment.id,
      title: 'Entrevista al ministro',
      description: 'Economía',
      tags: ['política', 'economía'],
      station: { id: folderStation.id, slug: 'radio-sol', name: 'Radio Sol' },
      from: '2026-03-02T13:00:00.000Z',
      to: '2026-03-02T13:00:02.000Z',
      durationMs: 2000,
      media: `radio-sol/${fragment.id}.mp3`,
    });
    expect((await get(fragment.id)).json()).toEqual(delivery);
  });

  it('delivers to an S3 bucket with s3:// URIs, the objects holding the media and metadata', async () => {
    const fragment = await insertFragment(t.ctx, s3Station);
    const assets = byType((await enable(fragment.id)).json().assets);
    const key = `radio-mar/2026-03-02/${fragment.id}`;
    expect(assets.MEDIA).toMatchObject({ status: 'COMPLETED', targetUri: `s3://deliveries/${key}.mp3` });
    expect(assets.METADATA).toMatchObject({ status: 'COMPLETED', targetUri: `s3://deliveries/${key}.json` });
    expect((await s3.read(`${key}.mp3`)).equals((await sampleMedia()).mp3)).toBe(true);
    expect(JSON.parse((await s3.read(`${key}.json`)).toString())).toMatchObject({ id: fragment.id });
  });

  it("delivers to another of the caller's stations' targets", async () => {
    const fragment = await insertFragment(t.ctx, bareStation);
    const res = await enable(fragment.id, { targetStationId: folderStation.slug });
    expect(res.json().options.targetStationId).toBe(folderStation.id);
    expect(res.json().assets.every((asset: Asset) => asset.status === 'COMPLETED')).toBe(true);
  });

  it('marks the media FAILED with its reason, never a server path, and still writes the metadata', async () => {
    const fragment = await insertFragment(t.ctx, folderStation);
    await t.ctx.storage.delete(fragment.mediaKeys.audio!);
    const res = await enable(fragment.id);
    const assets = byType(res.json().assets);
    expect(assets.MEDIA).toMatchObject({
      status: 'FAILED',
      targetUri: null,
      error: "The fragment's media could not be read",
    });
    expect(assets.METADATA!.status).toBe('COMPLETED');
    expect(res.body).not.toContain(t.ctx.config.dataDir);
  });

  it("keeps each client's folder targets apart: the same folder and name never reach another client's file", async () => {
    const theirs = await createStation(t.ctx.db, otherClientId, { format: 'mp3', slug: 'radio-otra' });
    const same = { type: 'FOLDER' as const, folder: 'shared', keyPattern: 'latest' };
    const ours = await createStation(t.ctx.db, clientId, { format: 'mp3', slug: 'radio-nuestra' });
    await t.ctx.db.insert(stationExternalTargets).values([
      { stationId: theirs.id, target: same },
      { stationId: ours.id, target: same },
    ]);
    const their = await enable((await insertFragment(t.ctx, theirs, { title: 'Theirs' })).id, {}, OTHER_ADMIN);
    expect(byType(their.json().assets).MEDIA).toMatchObject({
      status: 'COMPLETED',
      targetUri: 'folder:shared/latest.mp3',
    });
    const before = await readFile(path.join(exportRoot, otherClientId, 'shared', 'latest.json'), 'utf8');
    const our = await enable((await insertFragment(t.ctx, ours, { title: 'Ours' })).id);
    expect(byType(our.json().assets).MEDIA).toMatchObject({
      status: 'COMPLETED',
      targetUri: 'folder:shared/latest.mp3',
    });
    expect(await readFile(path.join(exportRoot, otherClientId, 'shared', 'latest.json'), 'utf8')).toBe(before);
    expect(JSON.parse(before).title).toBe('Theirs');
    expect(JSON.parse(await readFile(path.join(exportRoot, clientId, 'shared', 'latest.json'), 'utf8')).title).toBe(
      'Ours',
    );
  });

  it('never overwrites a delivered file: a second delivery takes a suffix, its sidecar naming its media', async () => {
    const fragment = await insertFragment(t.ctx, folderStation);
    await enable(fragment.id);
    const base = path.join(exportRoot, clientId, 'sol', 'radio-sol', fragment.id);
    const first = await readFile(`${base}.json`, 'utf8');
    const again = byType((await enable(fragment.id)).json().assets);
    expect(again.MEDIA).toMatchObject({ status: 'COMPLETED', targetUri: `folder:sol/radio-sol/${fragment.id}-1.mp3` });
    expect(again.METADATA).toMatchObject({
      status: 'COMPLETED',
      targetUri: `folder:sol/radio-sol/${fragment.id}-1.json`,
    });
    expect(await readFile(`${base}.json`, 'utf8')).toBe(first);
    expect(JSON.parse(await readFile(`${base}-1.json`, 'utf8')).media).toBe(`radio-sol/${fragment.id}-1.mp3`);
  });

  it('refuses a station without a target (400) and media not ready (409)', async () => {
    const bare = await insertFragment(t.ctx, bareStation);
    expect((await enable(bare.id)).json().code).toBe('ERR_EXTERNAL_TARGET_MISSING');
    const waiting = await insertFragment(t.ctx, folderStation, { mediaStatus: 'IN_PROGRESS' });
    const res = await enable(waiting.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ERR_FRAGMENT_MEDIA_NOT_READY');
  });

  it('answers 403 to a client user without Fragments_Delivery when permissions are checked', async () => {
    const fragment = await insertFragment(t.ctx, folderStation);
    await featureFlags(t.ctx.db).set(clientId, { app__user_permissions_check: true });
    try {
      expect((await enable(fragment.id, {}, USER)).statusCode).toBe(403);
      expect((await get(fragment.id, USER)).statusCode).toBe(403);
    } finally {
      await featureFlags(t.ctx.db).set(clientId, { app__user_permissions_check: false });
    }
  });

  it("answers 404 for another client's fragment", async () => {
    const fragment = await insertFragment(t.ctx, folderStation);
    expect((await enable(fragment.id, {}, OTHER_ADMIN)).statusCode).toBe(404);
    expect((await get(fragment.id, OTHER_ADMIN)).statusCode).toBe(404);
  });
});
