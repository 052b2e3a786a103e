/**
 * A station's fragment list: the default month, the createdAt range, the title filter (any
 * case), sorts and pages, and who may read it.
 */
import type { FragmentsPage } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createStation, createUser } from '../../../test/factories';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { fragments, userStations } from '../../db/schema';

const ADMIN = 'admin@norte.test';
const GRANTED = 'granted@norte.test';
const UNGRANTED = 'ungranted@norte.test';
const OTHER_ADMIN = 'admin@sur.test';
const DAY_MS = 86_400_000;

describe('fragment list', () => {
  let t: TestApp;
  let station: { id: string; slug: string };
  const now = Date.now();

  const list = async (query: string, email = ADMIN, stationKey = station.slug) => {
    const res = await t.app.inject({ url: `/api/stations/${stationKey}/fragments?${query}`, headers: asUser(email) });
    return { status: res.statusCode, page: res.json<FragmentsPage>() };
  };
  const titles = (page: FragmentsPage) => page.results.map((fragment) => fragment.title);

  beforeAll(async () => {
    t = await buildTestApp();
    const clientId = (await createClient(t.ctx.db)).id;
    const other = await createClient(t.ctx.db);
    const creator = await createUser(t.ctx.db, {
      email: ADMIN,
      role: 'CLIENT_ADMIN',
      clientId,
      name: 'Ana',
      surname: 'Paz',
    });
    const granted = await createUser(t.ctx.db, { email: GRANTED, clientId });
    await createUser(t.ctx.db, { email: UNGRANTED, clientId });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: other.id });
    station = await createStation(t.ctx.db, clientId);
    const elsewhere = await createStation(t.ctx.db, clientId);
    await t.ctx.db.insert(userStations).values({ userId: granted.id, stationId: station.id });
    const fragment = (title: string, daysAgo: number, stationId = station.id) => ({
      clientId,
      stationId,
      type: 'DEFAULT_FRAGMENT' as const,
      title,
      fromTs: now - 60_000,
      toTs: now,
      durationMs: 60_000,
      chunks: [{ from: now - 60_000, to: now, label: null, color: null, segments: [{ from: now - 60_000, to: now }] }],
      gaps: [],
      createdBy: creator.id,
      createdAt: new Date(now - daysAgo * DAY_MS),
    });
    await t.ctx.db
      .insert(fragments)
      .values([
        fragment('Morning NEWS', 1),
        fragment('Evening news', 2),
        fragment('Sports', 3),
        fragment('Weather', 10),
        fragment('news of last year', 40),
        fragment('Another station news', 1, elsewhere.id),
      ]);
  });
  afterAll(async () => t.close());

  it("answers the last month's fragments of the station, newest first, with the creator", async () => {
    const { status, page } = await list('');
    expect(status).toBe(200);
    expect(titles(page)).toEqual(['Morning NEWS', 'Evening news', 'Sports', 'Weather']);
    expect(page.metadata.totalCount).toBe(4);
    expect(page.pagesCount).toBe(1);
    expect(page.results[0]).toMatchObject({
      createdBy: { name: 'Ana Paz', email: ADMIN },
      media: { status: 'WAITING' },
    });
  });

  it('takes a createdAt range (epoch ms or ISO 8601)', async () => {
    const from = new Date(now - 60 * DAY_MS).toISOString();
    expect(titles((await list(`createdAtFrom=${from}&createdAtTo=${now - 5 * DAY_MS}`)).page)).toEqual([
      'Weather',
      'news of last year',
    ]);
  });

  it('filters by part of the title in any case', async () => {
    expect(titles((await list('title=NeWs')).page)).toEqual(['Morning NEWS', 'Evening news']);
  });

  it('sorts by title and pages', async () => {
    const first = await list('sort=title&pageSize=3');
    expect(titles(first.page)).toEqual(['Evening news', 'Morning NEWS', 'Sports']);
    expect(first.page.pagesCount).toBe(2);
    const second = await list('sort=title&pageSize=3&page=2');
    expect(titles(second.page)).toEqual(['Weather']);
    expect(second.page.metadata.totalCount).toBe(4);
    expect(titles((await list('sort=-title&pageSize=1')).page)).toEqual(['Weather']);
  });

  it('is read by users who reach the station, and by no one else', async () => {
    expect((await list('', GRANTED)).status).toBe(200);
    expect((await list('', UNGRANTED)).status).toBe(404);
    expect((await list('', OTHER_ADMIN)).status).toBe(404);
    const anonymous = await t.app.inject({ url: `/api/stations/${station.id}/fragments` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a page size over the limit', async () => {
    expect((await list('pageSize=100000')).status).toBe(400);
  });
});
