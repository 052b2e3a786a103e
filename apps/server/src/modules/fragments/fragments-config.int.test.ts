import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { resolveBinary } from '@antena/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { listsNaming } from '../../../test/hostile-media';
import { adminAuditLog, stations } from '../../db/schema';

const ADMIN = 'admin@norte.test';
const USER = 'user@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
const FOOTER = { name: 'Firma', content: 'Antena — Radio Norte', default: true };
/** A real PNG, 16 × 8: a watermark must be a picture among the client's assets. */
const PNG = execFileSync(resolveBinary('ffmpeg'), [
  ...['-v', 'error', '-f', 'lavfi', '-i', 'color=red:s=16x8', '-frames:v', '1', '-f', 'image2pipe'],
  ...['-c:v', 'png', 'pipe:1'],
]);
let WATERMARK = {
  enabled: true,
  imageUrl: 'set once the client exists',
  positionX: 'left',
  positionY: 'top',
  paddingX: 20,
  paddingY: 30,
  opacity: 0.5,
};
const TEMPLATE = {
  name: 'Principal',
  default: true,
  data: {
    titleColor: '#ffffff',
    captionsTextColor: '#ffffff',
    visualizerColor: '#00ff00',
    backgroundType: 'color',
    backgroundColor: '#000033',
    backgroundImageUrl: null,
    variants: ['1x1', '16x9'],
  },
};

describe('fragments configuration', () => {
  let t: TestApp;
  let station: { id: string; slug: string };
  let otherStation: { id: string };
  let clientId: string;

  const get = (id: string, email = ADMIN) =>
    t.app.inject({ method: 'GET', url: `/api/fragments/config/${id}`, headers: asUser(email) });
  const put = (id: string, body: object, email = ADMIN) =>
    t.app.inject({ method: 'PUT', url: `/api/fragments/config/${id}`, headers: asUser(email), payload: body });
  const details = (res: { json(): { details?: { path: string; message: string }[] } }) => res.json().details;

  beforeAll(async () => {
    t = await buildTestApp();
    clientId = (await createClient(t.ctx.db)).id;
    const other = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    await createUser(t.ctx.db, { email: USER, clientId });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    station = await createStation(t.ctx.db, clientId, {
      format: 'mpegts',
      featuresConfig: { audit: { enabled: true }, fragments: { cfrTranscoding: { enabled: true } } },
    });
    otherStation = await createStation(t.ctx.db, other.id);
    const logo = `assets/${clientId}/watermark/logo.png`;
    await t.ctx.storage.put(logo, PNG);
    WATERMARK = { ...WATERMARK, imageUrl: logo };
  });
  /** The watermark as answered: its image signed again on every answer. */
  const answered = () => ({ ...WATERMARK, imageUrl: expect.stringContaining(`/api/media/${WATERMARK.imageUrl}?`) });
  afterAll(async () => t.close());

  it('answers the defaults of a station never configured', async () => {
    const res = await get(station.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stationId: station.id,
      descriptionFooters: [],
      mediaWatermark: {
        enabled: false,
        imageUrl: null,
        positionX: 'right',
        positionY: 'bottom',
        paddingX: 10,
        paddingY: 10,
        opacity: 1,
      },
      audiogram: { templates: [] },
    });
  });

  it("replaces the parts sent, keeps the others and the station's other features, and audits it", async () => {
    const footers = await put(station.id, { descriptionFooters: [FOOTER, { name: 'Corta', content: '—' }] });
    expect(footers.statusCode).toBe(200);
    const watermark = await put(station.id, { mediaWatermark: WATERMARK, audiogram: { templates: [TEMPLATE] } });
    const expected = {
      stationId: station.id,
      descriptionFooters: [FOOTER, { name: 'Corta', content: '—', default: false }],
      mediaWatermark: answered(),
      audiogram: { templates: [TEMPLATE] },
    };
    expect(watermark.json()).toEqual(expected);
    expect((await get(station.id)).json()).toEqual(expected);
    const [row] = await t.ctx.db.select().from(stations).where(eq(stations.id, station.id));
    expect(row!.featuresConfig).toMatchObject({
      audit: { enabled: true },
      fragments: { cfrTranscoding: { enabled: true } },
    });
    const audit = await t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, station.id));
    expect(audit.map((entry) => entry.action)).toEqual(['fragments-config.update', 'fragments-config.update']);
    expect(audit[1]).toMatchObject({ actorEmail: ADMIN, after: { ...expected, mediaWatermark: WATERMARK } });
    expect((audit[1]!.before as { descriptionFooters: unknown[] }).descriptionFooters).toHaveLength(2);
  });

  it('clears a part sent empty', async () => {
    const res = await put(station.id, { descriptionFooters: [] });
    expect(res.json()).toMatchObject({ descriptionFooters: [], mediaWatermark: answered() });
  });

  it('refuses two default footers with the spec message (400)', async () => {
    const res = await put(station.id, { descriptionFooters: [FOOTER, { ...FOOTER, name: 'Otra' }] });
    expect(res.statusCode).toBe(400);
    expect(details(res)).toEqual([
      { path: 'body.descriptionFooters', message: 'No puede haber dos footers establecidos como default' },
    ]);
  });

  it('refuses an enabled watermark without an image (400)', async () => {
    const res = await put(station.id, { mediaWatermark: { ...WATERMARK, imageUrl: null } });
    expect(res.statusCode).toBe(400);
    expect(details(res)).toEqual([{ path: 'body.mediaWatermark.imageUrl', message: 'Required' }]);
  });

  it("refuses a watermark that is not a picture of the client's assets (400), a playlist above all", async () => {
    const victimSegment = path.join(t.ctx.config.mediaDir, 'stations', otherStation.id, 'segments', '1.mp3');
    for (const { kind, content } of listsNaming(victimSegment)) {
      const key = `assets/${clientId}/${kind.replace(/\W+/g, '-')}/wm.txt`;
      await t.ctx.storage.put(key, content);
      const res = await put(station.id, { mediaWatermark: { ...WATERMARK, imageUrl: key } });
      expect(res.statusCode, kind).toBe(400);
      expect(details(res)).toEqual([
        { path: 'body.mediaWatermark.imageUrl', message: expect.stringContaining('not a PNG, JPEG, WebP or GIF') },
      ]);
    }
    const elsewhere = await put(station.id, {
      mediaWatermark: { ...WATERMARK, imageUrl: 'https://cdn.example/a.png' },
    });
    expect(details(elsewhere)).toEqual([
      { path: 'body.mediaWatermark.imageUrl', message: "The watermark image is not one of the client's assets" },
    ]);
    expect((await get(station.id)).json().mediaWatermark).toEqual(answered());
  });

  it('refuses an audiogram template without variants (400) and templates without a default', async () => {
    const noVariants = await put(station.id, {
      audiogram: { templates: [{ ...TEMPLATE, data: { ...TEMPLATE.data, variants: [] } }] },
    });
    expect(noVariants.statusCode).toBe(400);
    expect(details(noVariants)).toEqual([
      { path: 'body.audiogram.templates.0.data.variants', message: 'Por lo menos un formato es requerido' },
    ]);
    const noDefault = await put(station.id, { audiogram: { templates: [{ ...TEMPLATE, default: false }] } });
    expect(details(noDefault)).toEqual([
      { path: 'body.audiogram.templates', message: 'Al menos un template debe ser marcado como predeterminado' },
    ]);
  });

  it('is for client admins: a client user gets 403', async () => {
    expect((await get(station.id, USER)).statusCode).toBe(403);
    expect((await put(station.id, { descriptionFooters: [] }, USER)).statusCode).toBe(403);
  });

  it("answers 404 for another client's station", async () => {
    expect((await get(otherStation.id)).statusCode).toBe(404);
    expect((await put(otherStation.id, { descriptionFooters: [] })).statusCode).toBe(404);
    expect((await get(station.id, OTHER_ADMIN)).statusCode).toBe(404);
  });

  it("signs the watermark image again on every answer, so the screen's preview outlives its upload's URL", async () => {
    const key = `assets/${clientId}/watermark/logo.png`;
    await t.ctx.storage.put(key, PNG);
    const expired = t.ctx.storage.signedUrl(key, { expiresInSeconds: -60 });
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    expect((await put(station.id, { mediaWatermark: { ...WATERMARK, imageUrl: expired } })).statusCode).toBe(200);

    const { imageUrl } = (await get(station.id)).json<{ mediaWatermark: { imageUrl: string } }>().mediaWatermark;
    const image = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });
});
