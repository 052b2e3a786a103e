import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { melody } from '@antena/fingerprint/test-signals';
import { FRAME_SECONDS } from '@antena/fingerprint';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { createAuditAudio, createClient, createStation } from '../../../test/factories';
import { auditAudios } from '../../db/schema';
import { mp3Of, SAMPLE_RATE } from './audit.test-helpers';
import { clientReferences } from './reference-index';

describe("a client's reference index", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const seconds = (index: NonNullable<Awaited<ReturnType<typeof clientReferences>>['index']>, id: string) =>
    Math.round(index.frames(index.ids.indexOf(id)) * FRAME_SECONDS);

  it('decodes only the audios that are new or changed when the audios change', async () => {
    const client = await createClient(t.ctx.db);
    const { id: stationId } = await createStation(t.ctx.db, client.id);
    const first = await createAuditAudio(t.ctx, client.id, { stationId, content: mp3Of(melody(1, 4), SAMPLE_RATE) });
    const built = await clientReferences(t.ctx, client.id);
    expect(built.index?.ids).toEqual([first.id]);

    // The first audio's file is not read again: a rebuild that decoded it would fail now.
    await t.ctx.storage.delete(first.storageKey);
    const second = await createAuditAudio(t.ctx, client.id, {
      stationId,
      content: mp3Of(melody(2, 6), SAMPLE_RATE),
    });
    const grown = await clientReferences(t.ctx, client.id);
    expect([...grown.index!.ids].sort()).toEqual([first.id, second.id].sort());
    expect(seconds(grown.index!, first.id)).toBe(4);
    expect(seconds(grown.index!, second.id)).toBe(6);

    // Replaced content (a new md5) is decoded again.
    const replacement = `audit/audios/${client.id}/replaced.mp3`;
    await t.ctx.storage.put(replacement, mp3Of(melody(3, 9), SAMPLE_RATE));
    await t.ctx.db
      .update(auditAudios)
      .set({ storageKey: replacement, md5: 'replaced', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(auditAudios.id, first.id));
    const replaced = await clientReferences(t.ctx, client.id);
    expect(seconds(replaced.index!, first.id)).toBe(9);
    expect(seconds(replaced.index!, second.id)).toBe(6);
  }, 60_000);
});
