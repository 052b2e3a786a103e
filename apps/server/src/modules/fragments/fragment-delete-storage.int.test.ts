/**
 * Deleting a fragment deletes what it stored (issue 17): its rendered media and its CFR output
 * leave the test app's real LocalDiskStorage with the row, another fragment's stay, and a render
 * or CFR transcoding still running when the fragment is deleted leaves nothing behind.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import type { StationRow } from '../../access/station-access';
import { fragments } from '../../db/schema';
import { cfrKeyOf, runCfrTranscoding } from './cfr.service';
import { insertFragment, sampleMedia } from './fragment-export.test-helpers';
import { possibleMediaKeys, renderFragmentMedia } from './fragment-media';
import { recordTone } from './fragments.test-helpers';

const ADMIN = 'admin@norte.test';

describe('deleting a fragment', () => {
  let t: TestApp;
  let video: StationRow;
  let audio: StationRow;
  const T = Math.floor(Date.now() / 10_000) * 10_000 - 3_600_000;

  const remove = (fragmentId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/fragments/${fragmentId}`, headers: asUser(ADMIN) });
  const stored = async (key: string) => (await t.ctx.storage.stat(key)) !== null;
  const rowOf = async (fragmentId: string) =>
    (await t.ctx.db.select().from(fragments).where(eq(fragments.id, fragmentId)))[0];

  beforeAll(async () => {
    t = await buildTestApp();
    const clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    video = await createStation(t.ctx.db, clientId, {
      format: 'mpegts',
      featuresConfig: { fragments: { cfrTranscoding: { enabled: true } } },
    });
    audio = await createStation(t.ctx.db, clientId, { format: 'mp3' });
    await recordTone(t.ctx, audio, { startTs: T, seconds: 20, frequency: 440 });
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => t.close());

  /** A video fragment with its media and its CFR output in storage. */
  async function videoFragmentWithCfr() {
    const fragment = await insertFragment(t.ctx, video);
    await t.ctx.storage.put(cfrKeyOf(fragment), (await sampleMedia()).mp4);
    await t.ctx.db
      .update(fragments)
      .set({ cfrStatus: 'COMPLETED', cfrPercent: 100, cfrKey: cfrKeyOf(fragment) })
      .where(eq(fragments.id, fragment.id));
    return { ...fragment, keys: [fragment.mediaKeys.video!, fragment.mediaKeys.audio!, cfrKeyOf(fragment)] };
  }

  it("removes its media and CFR output from storage, and leaves another fragment's", async () => {
    const doomed = await videoFragmentWithCfr();
    const kept = await videoFragmentWithCfr();
    for (const key of [...doomed.keys, ...kept.keys]) expect(await stored(key)).toBe(true);

    expect((await remove(doomed.id)).statusCode).toBe(204);

    expect(await rowOf(doomed.id)).toBeUndefined();
    for (const key of doomed.keys) expect(await stored(key)).toBe(false);
    for (const key of kept.keys) expect(await stored(key)).toBe(true);
    const download = await t.app.inject({
      url: `/api/fragments/${kept.id}/download-url?mediaType=VIDEO`,
      headers: asUser(ADMIN),
    });
    expect(download.statusCode).toBe(200);
  });

  it('still succeeds when storage refuses to delete an object, and deletes the others', async () => {
    const fragment = await videoFragmentWithCfr();
    const [refused, ...others] = fragment.keys;
    const deleteObject = t.ctx.storage.delete.bind(t.ctx.storage);
    vi.spyOn(t.ctx.storage, 'delete').mockImplementation(async (key) => {
      if (key === refused) throw new Error('storage unavailable');
      await deleteObject(key);
    });

    expect((await remove(fragment.id)).statusCode).toBe(204);

    expect(await rowOf(fragment.id)).toBeUndefined();
    expect((await t.app.inject({ url: `/api/fragments/${fragment.id}`, headers: asUser(ADMIN) })).statusCode).toBe(404);
    for (const key of others) expect(await stored(key)).toBe(false);
  });

  it('leaves no media behind when the fragment is deleted while its media renders', async () => {
    const fragment = await insertFragment(t.ctx, audio, {
      mediaStatus: 'WAITING',
      fromTs: T,
      toTs: T + 20_000,
      durationMs: 20_000,
      chunks: [{ from: T, to: T + 20_000, label: null, color: null, segments: [{ from: T, to: T + 20_000 }] }],
    });
    const putObject = t.ctx.storage.put.bind(t.ctx.storage);
    vi.spyOn(t.ctx.storage, 'put').mockImplementation(async (key, body, options) => {
      // The user deletes the fragment just as its render stores the media.
      if (key.includes(fragment.id)) expect((await remove(fragment.id)).statusCode).toBe(204);
      return putObject(key, body, options);
    });

    await renderFragmentMedia(t.ctx, fragment.id);

    expect(t.ctx.storage.put).toHaveBeenCalledWith(
      `fragments/${fragment.clientId}/${fragment.id}/audio.mp3`,
      expect.anything(),
    );
    expect(await rowOf(fragment.id)).toBeUndefined();
    for (const key of possibleMediaKeys(fragment)) expect(await stored(key)).toBe(false);
  });

  it('leaves no CFR output behind when the fragment is deleted while it transcodes', async () => {
    const fragment = await insertFragment(t.ctx, video, { cfrStatus: 'WAITING' });
    const putObject = t.ctx.storage.put.bind(t.ctx.storage);
    vi.spyOn(t.ctx.storage, 'put').mockImplementation(async (key, body, options) => {
      if (key === cfrKeyOf(fragment)) expect((await remove(fragment.id)).statusCode).toBe(204);
      return putObject(key, body, options);
    });

    await runCfrTranscoding(t.ctx, fragment.id);

    expect(t.ctx.storage.put).toHaveBeenCalledWith(cfrKeyOf(fragment), expect.anything());
    expect(await rowOf(fragment.id)).toBeUndefined();
    expect(await stored(cfrKeyOf(fragment))).toBe(false);
  });
});
