import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createStation, createUser } from '../../../test/factories';
import { uploadForm } from './audit.test-helpers';

const ADMIN = 'admin@mentions.example';
const ZONE = 'America/Argentina/Buenos_Aires';

const PNT = [
  'date,customId,title,dirtyText,count',
  '2026-11-10,MEN1,Morning promo,"Read: ""Acme, the best""",3',
  '2026-11-11,MEN2,Evening promo,Read the evening text,1',
].join('\n');
const BAD_PNT = [
  'date,customId,title,dirtyText,count',
  '2026-11-10,MEN1,Morning promo,Read it,3',
  '2026-13-40,MEN2,Wrong date,Read it,1',
  '2026-11-12,MEN3,Wrong count,Read it,none',
].join('\n');

describe('PNT mention schedules', () => {
  let t: TestApp;
  let mentions: { id: string; slug: string };
  let auditOnly: { id: string };

  const send = (stationId: string, call: 'csv-validate' | 'csv-import', content: string, name = 'mentions.csv') => {
    const form = uploadForm({}, { name, content: Buffer.from(content), type: 'text/csv' });
    return t.app.inject({
      method: 'POST',
      url: `/api/v2/stations/${stationId}/audit/live-mentions/schedules/${call}`,
      headers: { ...asUser(ADMIN), ...form.headers },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: client.id });
    mentions = await createStation(t.ctx.db, client.id, {
      timezone: ZONE,
      featuresConfig: { audit: { enabled: true, liveMentionsEnabled: true } },
    });
    auditOnly = await createStation(t.ctx.db, client.id, { featuresConfig: { audit: { enabled: true } } });
  });
  afterAll(async () => t.close());

  it('validates a PNT file into preview rows, and imports each mention once, at the start of its day', async () => {
    const preview = await send(mentions.id, 'csv-validate', PNT);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      rows: [
        { line: 2, date: '2026-11-10', customId: 'MEN1', dirtyText: 'Read: "Acme, the best"', count: 3 },
        { line: 3, date: '2026-11-11', customId: 'MEN2', count: 1 },
      ],
      errors: [],
    });

    expect((await send(mentions.id, 'csv-import', PNT)).json()).toEqual({ created: 2, existing: 0 });
    expect((await send(mentions.id, 'csv-import', PNT)).json()).toEqual({ created: 0, existing: 2 });
    const list = await t.app.inject({
      url: `/api/v2/stations/${mentions.slug}/audit/schedules?type=MENTION&sort=datetime`,
      headers: asUser(ADMIN),
    });
    expect(list.json().results).toEqual([
      expect.objectContaining({
        type: 'MENTION',
        customId: 'MEN1',
        // Midnight in Buenos Aires (UTC-3).
        datetime: Date.parse('2026-11-10T03:00:00Z'),
        title: 'Morning promo',
        dirtyText: 'Read: "Acme, the best"',
        count: 3,
      }),
      expect.objectContaining({ customId: 'MEN2', datetime: Date.parse('2026-11-11T03:00:00Z') }),
    ]);
  });

  it('a file with any bad row imports nothing and lists the bad lines', async () => {
    const preview = (await send(mentions.id, 'csv-validate', BAD_PNT)).json();
    expect(preview.errors.map((error: { line: number }) => error.line)).toEqual([3, 4]);

    const imported = await send(mentions.id, 'csv-import', BAD_PNT);
    expect(imported.statusCode).toBe(400);
    expect(imported.json()).toMatchObject({ code: 'ERR_VALIDATION', message: expect.stringMatching(/lines 3, 4/) });
    expect(imported.json().details).toEqual([
      { path: 'body.file', message: expect.stringMatching(/^Line 3: /) },
      { path: 'body.file', message: expect.stringMatching(/^Line 4: /) },
    ]);
    const list = await t.app.inject({
      url: `/api/v2/stations/${mentions.id}/audit/schedules?customId=MEN3`,
      headers: asUser(ADMIN),
    });
    expect(list.json().metadata.totalCount).toBe(0);
  });

  it('needs the live mentions feature of the station', async () => {
    for (const call of ['csv-validate', 'csv-import'] as const) {
      const res = await send(auditOnly.id, call, PNT);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ERR_FEATURE_NOT_ENABLED', feature: 'liveMentions' });
    }
  });
});
