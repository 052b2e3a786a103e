/**
 * Security issue 30, finding 1 (audit audios) and 9: an upload that names another client's
 * recording (a playlist or a concat list named `.mp3`) is refused without ffmpeg reading what it
 * names, with the same answer whether the path exists, and an audio longer than the cap is
 * refused with the reason.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { listsNaming } from '../../../test/hostile-media';
import { auditAudios } from '../../db/schema';
import { AUDIT_AUDIO_MAX_SECONDS } from './audio-check';
import { toneFile, uploadForm } from './audit.test-helpers';

const ADMIN = 'admin@attacker.example';

describe('audit audios that are not plain audio', () => {
  let t: TestApp;
  let station: { id: string };
  let otherSegment: string;
  let audio: Buffer;

  const upload = (customId: string, name: string, content: Buffer) => {
    const form = uploadForm({ customId, type: 'STATION_AUDIO', stationId: station.id }, { name, content });
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/audit/audios',
      headers: { ...form.headers, ...asUser(ADMIN) },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const attacker = await createClient(t.ctx.db);
    const victim = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: attacker.id });
    station = await createStation(t.ctx.db, attacker.id, { featuresConfig: { audit: { enabled: true } } });
    const victimStation = await createStation(t.ctx.db, victim.id);
    const key = `stations/${victimStation.id}/segments/1700000000000.mp3`;
    audio = toneFile(523, 4);
    await t.ctx.storage.put(key, audio);
    otherSegment = path.join(t.ctx.config.mediaDir, ...key.split('/'));
  });
  afterAll(async () => t.close());

  it("refuses a playlist, an ffconcat file and a concat list naming another client's segment, as if it were missing", async () => {
    for (const { kind, content } of listsNaming(otherSegment, audio)) {
      for (const name of ['spot.mp3', 'spot.m4a', 'spot.wav']) {
        const res = await upload('STOLEN', name, content);
        expect(res.statusCode, `${kind} as ${name}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'ERR_AUDIT_AUDIO_UNREADABLE', details: [{ path: 'body.file' }] });
        const missing = listsNaming(`${otherSegment}.missing`, audio).find((list) => list.kind === kind)!;
        const probe = await upload('STOLEN', name, missing.content);
        expect(probe.json().message, `${kind}: the answer tells whether the path exists`).toBe(res.json().message);
      }
    }
    expect(await t.ctx.db.select().from(auditAudios).where(eq(auditAudios.customId, 'STOLEN'))).toEqual([]);
  });

  it(`refuses an audio longer than ${AUDIT_AUDIO_MAX_SECONDS / 60} minutes, saying why, and keeps nothing`, async () => {
    const res = await upload('PROGRAMME', 'programme.mp3', toneFile(440, AUDIT_AUDIO_MAX_SECONDS + 30));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ERR_AUDIT_AUDIO_TOO_LONG', details: [{ path: 'body.file' }] });
    expect(res.json().message).toContain(`${AUDIT_AUDIO_MAX_SECONDS / 60} minutes`);
    expect(await t.ctx.db.select().from(auditAudios).where(eq(auditAudios.customId, 'PROGRAMME'))).toEqual([]);
  });

  it('still takes an M4A whose index comes last', async () => {
    const res = await upload('SPOT-M4A', 'spot.m4a', toneFile(660, 3, 'm4a'));
    expect(res.statusCode, res.body).toBe(201);
    expect(Math.abs(res.json().duration - 3000)).toBeLessThan(80);
  });
});
