/**
 * Issue 19 point 2: the Live Mentions tab's calls. The list and its filters, one mention, the
 * review (accept, back to unreviewed, reject), the manual mention and the day's mention
 * schedules; the feature and the client are checked on every call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createStation, createUser } from '../../../test/factories';
import { insertLiveMention, insertMentionSchedule } from '../audit/live-mentions.test-helpers';

const ADMIN = 'admin@mentions-a.example';
const OTHER_ADMIN = 'admin@mentions-b.example';
const ZONE = 'America/Argentina/Buenos_Aires';
const MENTIONS_ON = { audit: { enabled: true, liveMentionsEnabled: true } };
/** 10:00 in Buenos Aires (UTC-3) on 2026-11-10 and the next day. */
const DAY1_10H = Date.parse('2026-11-10T13:00:00Z');
const DAY2_10H = Date.parse('2026-11-11T13:00:00Z');
const MINUTE = 60_000;

type Station = Awaited<ReturnType<typeof createStation>>;

describe('live mentions: list, review and manual creation', () => {
  let t: TestApp;
  let clientA: string;
  let otherStation: Station;

  const station = () => createStation(t.ctx.db, clientA, { timezone: ZONE, featuresConfig: MENTIONS_ON });
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, email = ADMIN) =>
    t.app.inject({ method, url: `/api/v2/stations/${url}`, headers: asUser(email), ...(payload && { payload }) });

  beforeAll(async () => {
    t = await buildTestApp();
    clientA = (await createClient(t.ctx.db)).id;
    const clientB = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: clientA });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: clientB.id });
    otherStation = await createStation(t.ctx.db, clientB.id, { timezone: ZONE, featuresConfig: MENTIONS_ON });
  });
  afterAll(async () => t.close());

  it('lists newest first, filters by datetime, createdAt, name and confidence, sorts and pages', async () => {
    const s = await station();
    const at = (minutes: number) => DAY1_10H + minutes * MINUTE;
    const old = new Date('2026-11-01T00:00:00Z');
    const a = await insertLiveMention(t.ctx.db, s, { datetime: at(0), name: 'Acme morning', createdAt: old });
    const b = await insertLiveMention(t.ctx.db, s, { datetime: at(10), name: 'Beta 50% off', confidence: 'ACCEPTED' });
    const c = await insertLiveMention(t.ctx.db, s, { datetime: at(20), name: 'ACME noon', confidence: 'REJECTED' });
    const d = await insertLiveMention(t.ctx.db, s, { datetime: DAY2_10H, name: 'Beta 50 off', type: 'manual' });
    const ids = async (query: string) => {
      const response = await call('GET', `${s.id}/audit/live-mentions/matches?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().results as { id: string }[]).map((mention) => mention.id);
    };

    expect(await ids('')).toEqual([d.id, c.id, b.id, a.id]);
    expect(await ids('sort=datetime')).toEqual([a.id, b.id, c.id, d.id]);
    // `from` is included, `to` is not.
    expect(await ids(`from=${at(10)}&to=${at(20)}`)).toEqual([b.id]);
    expect(await ids(`from=${new Date(at(10)).toISOString()}`)).toEqual([d.id, c.id, b.id]);
    expect(await ids(`createdAt.lte=${Date.parse('2026-11-02T00:00:00Z')}`)).toEqual([a.id]);
    expect(await ids(`createdAt.gte=${Date.parse('2026-11-02T00:00:00Z')}`)).toEqual([d.id, c.id, b.id]);
    expect(await ids('name=acme')).toEqual([c.id, a.id]);
    // % and _ are the characters typed, not wildcards.
    expect(await ids('name=50%25')).toEqual([b.id]);
    expect(await ids('name=a_m')).toEqual([]);
    expect(await ids('confidence=ACCEPTED,REJECTED')).toEqual([c.id, b.id]);
    expect(await ids('confidence=MANUAL')).toEqual([d.id]);

    const page = await call('GET', `${s.id}/audit/live-mentions/matches?sort=datetime&page=2&pageSize=3`);
    expect(page.json()).toMatchObject({ results: [{ id: d.id }], metadata: { totalCount: 4 } });

    const bad = await call('GET', `${s.id}/audit/live-mentions/matches?confidence=ACCEPTED,MAYBE`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ERR_VALIDATION', details: [{ path: 'querystring.confidence' }] });
  });

  it('answers the contract shape, and the confirmed schedule only with contain=confirmedSchedule', async () => {
    const s = await station();
    const schedule = await insertMentionSchedule(t.ctx.db, s, { day: '2026-11-10', customId: 'ACME', count: 2 });
    const confirming = await insertLiveMention(t.ctx.db, s, { datetime: DAY1_10H, scheduleId: schedule.id });
    const custom = await insertLiveMention(t.ctx.db, s, { datetime: DAY1_10H + MINUTE, type: 'manual' });

    const plain = (await call('GET', `${s.slug}/audit/live-mentions/matches?sort=datetime`)).json().results;
    expect(plain[0]).toEqual({
      id: confirming.id,
      stationId: s.id,
      datetime: DAY1_10H,
      name: 'Acme promo',
      description: 'acme the best in town',
      confidence: 'AUTO',
      waitsForReview: false,
      type: 'zeroshot',
      score: expect.closeTo(0.8, 5),
      explanation: null,
      customData: { time: { start: DAY1_10H, end: DAY1_10H + 20_000 }, content: 'Acme promo Read the Acme text' },
      scheduleId: schedule.id,
      createdAt: confirming.createdAt.toISOString(),
    });
    expect(plain[1]).not.toHaveProperty('confirmedSchedule');

    const contained = (
      await call('GET', `${s.id}/audit/live-mentions/matches?sort=datetime&contain=confirmedSchedule`)
    ).json().results;
    const linked = {
      id: schedule.id,
      customId: 'ACME',
      title: 'ACME promo',
      dirtyText: 'Read the ACME text',
      datetime: Date.parse('2026-11-10T03:00:00Z'),
      count: 2,
    };
    expect(contained.map((mention: { confirmedSchedule: unknown }) => mention.confirmedSchedule)).toEqual([
      linked,
      null,
    ]);

    const one = await call('GET', `${s.id}/audit/mentions-matches/${confirming.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: confirming.id, confirmedSchedule: linked });
    expect((await call('GET', `${s.id}/audit/mentions-matches/${custom.id}`)).json().confirmedSchedule).toBeNull();
  });

  it('accepts and takes back a detected mention, rejects one, and keeps each type to its own unreviewed value', async () => {
    const s = await station();
    const detected = await insertLiveMention(t.ctx.db, s, { datetime: DAY1_10H });
    const manual = await insertLiveMention(t.ctx.db, s, { datetime: DAY1_10H + MINUTE, type: 'manual' });
    const review = (id: string, confidence: string) => call('PUT', `${s.id}/audit/live-mentions/${id}`, { confidence });

    const accepted = await review(detected.id, 'ACCEPTED');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: detected.id, confidence: 'ACCEPTED', type: 'zeroshot' });
    expect((await review(detected.id, 'AUTO')).json()).toMatchObject({ confidence: 'AUTO' });
    expect((await review(detected.id, 'REJECTED')).json()).toMatchObject({ confidence: 'REJECTED' });
    const listed = await call('GET', `${s.id}/audit/mentions-matches/${detected.id}`);
    expect(listed.json()).toMatchObject({ confidence: 'REJECTED' });

    const wrong = await review(detected.id, 'MANUAL');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ details: [{ path: 'body.confidence' }] });
    expect((await review(manual.id, 'AUTO')).statusCode).toBe(400);
    expect((await review(manual.id, 'ACCEPTED')).json()).toMatchObject({ confidence: 'ACCEPTED' });
    expect((await review(manual.id, 'MANUAL')).json()).toMatchObject({ confidence: 'MANUAL', type: 'manual' });
    expect((await review(detected.id, 'SURE')).statusCode).toBe(400);
  });

  it('creates a manual mention, custom or confirming a mention schedule of its day', async () => {
    const s = await station();
    const schedule = await insertMentionSchedule(t.ctx.db, s, { day: '2026-11-10', customId: 'ACME' });
    const create = (body: object) => call('POST', `${s.id}/audit/live-mentions/create-manual`, body);

    const custom = await create({ datetime: DAY1_10H, name: '  Read by the host ', description: 'Acme, the best' });
    expect(custom.statusCode, custom.body).toBe(200);
    expect(custom.json()).toMatchObject({
      stationId: s.id,
      datetime: DAY1_10H,
      name: 'Read by the host',
      description: 'Acme, the best',
      confidence: 'MANUAL',
      type: 'manual',
      score: null,
      customData: { time: { start: DAY1_10H, end: DAY1_10H }, content: '' },
      scheduleId: null,
      confirmedSchedule: null,
    });

    // 23:30 in Buenos Aires is still 2026-11-10 there (02:30 UTC of the 11th).
    const lateEvening = Date.parse('2026-11-11T02:30:00Z');
    const confirming = await create({ datetime: lateEvening, name: 'ACME promo', scheduleId: schedule.id });
    expect(confirming.statusCode, confirming.body).toBe(200);
    expect(confirming.json()).toMatchObject({ scheduleId: schedule.id, confirmedSchedule: { id: schedule.id } });

    const listed = (await call('GET', `${s.id}/audit/live-mentions/matches?sort=datetime`)).json();
    expect(listed.results.map((mention: { name: string }) => mention.name)).toEqual(['Read by the host', 'ACME promo']);
  });

  it('refuses a manual mention in the future, without a name, or with a schedule it cannot confirm', async () => {
    const s = await station();
    const other = await station();
    const spot = await insertMentionSchedule(t.ctx.db, s, { day: '2026-11-10', customId: 'SPOT1', type: 'SPOT' });
    const nextDay = await insertMentionSchedule(t.ctx.db, s, { day: '2026-11-11', customId: 'ACME' });
    const elsewhere = await insertMentionSchedule(t.ctx.db, other, { day: '2026-11-10', customId: 'ACME' });
    const create = (body: object) => call('POST', `${s.id}/audit/live-mentions/create-manual`, body);
    const refused = async (body: object, path: string) => {
      const response = await create(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toContainEqual(expect.objectContaining({ path }));
      return response.json();
    };

    const future = await refused({ datetime: Date.now() + 10 * MINUTE, name: 'Soon' }, 'body.datetime');
    expect(future.details).toEqual([{ path: 'body.datetime', message: 'Must not be in the future' }]);
    await refused({ datetime: DAY1_10H, name: '   ' }, 'body.name');
    await refused({ datetime: DAY1_10H }, 'body.name');
    await refused({ datetime: DAY1_10H, name: 'Wrong day', scheduleId: nextDay.id }, 'body.scheduleId');
    await refused({ datetime: DAY1_10H, name: 'A spot', scheduleId: spot.id }, 'body.scheduleId');
    await refused({ datetime: DAY1_10H, name: 'Other station', scheduleId: elsewhere.id }, 'body.scheduleId');
    const list = (await call('GET', `${s.id}/audit/live-mentions/matches`)).json();
    expect(list.metadata.totalCount).toBe(0);
  });

  it("answers the station day's mention schedules by custom id", async () => {
    const s = await station();
    const zeta = await insertMentionSchedule(t.ctx.db, s, { day: '2026-11-10', customId: 'ZETA' });
    const acme = await insertMentionSchedule(t.ctx.db, s, { day: '2026-11-10', customId: 'ACME', count: 3 });
    await insertMentionSchedule(t.ctx.db, s, { day: '2026-11-11', customId: 'BETA' });
    await insertMentionSchedule(t.ctx.db, s, { day: '2026-11-10', customId: 'SPOT1', type: 'SPOT' });

    const day = await call('GET', `${s.id}/audit/mentions-date-schedules?date=2026-11-10`);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json()).toMatchObject({
      results: [
        { id: acme.id, type: 'MENTION', customId: 'ACME', title: 'ACME promo', count: 3 },
        { id: zeta.id, customId: 'ZETA' },
      ],
      metadata: { totalCount: 2 },
      pagesCount: 1,
    });
    const none = (await call('GET', `${s.id}/audit/mentions-date-schedules?date=2026-11-12`)).json();
    expect(none).toEqual({ results: [], metadata: { totalCount: 0 }, pagesCount: 0 });
    expect((await call('GET', `${s.id}/audit/mentions-date-schedules?date=10-11-2026`)).statusCode).toBe(400);
  });

  it('answers 403 on a station without live mentions, and 404 for another client or a mention of another station', async () => {
    const auditOnly = await createStation(t.ctx.db, clientA, { featuresConfig: { audit: { enabled: true } } });
    const offMention = await insertLiveMention(t.ctx.db, auditOnly, { datetime: DAY1_10H });
    const mine = await station();
    const mention = await insertLiveMention(t.ctx.db, mine, { datetime: DAY1_10H });
    const theirs = await insertLiveMention(t.ctx.db, otherStation, { datetime: DAY1_10H });
    const calls = (stationId: string, mentionId: string) =>
      [
        ['GET', `${stationId}/audit/live-mentions/matches`],
        ['GET', `${stationId}/audit/mentions-matches/${mentionId}`],
        ['PUT', `${stationId}/audit/live-mentions/${mentionId}`, { confidence: 'ACCEPTED' }],
        ['POST', `${stationId}/audit/live-mentions/create-manual`, { datetime: DAY1_10H, name: 'X' }],
        ['GET', `${stationId}/audit/mentions-date-schedules?date=2026-11-10`],
        ['GET', `${stationId}/audit/reports/schedule-status?date=2026-11-10`],
      ] as const;

    for (const [method, url, body] of calls(auditOnly.id, offMention.id)) {
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'ERR_FEATURE_NOT_ENABLED', feature: 'liveMentions' });
    }
    for (const [method, url, body] of calls(mine.id, mention.id)) {
      expect((await call(method, url, body, OTHER_ADMIN)).statusCode, `${method} ${url} as client B`).toBe(404);
      expect((await call(method, url, body)).statusCode, `${method} ${url}`).toBe(200);
    }
    // Client B's mention, named through client A's own station.
    expect((await call('GET', `${mine.id}/audit/mentions-matches/${theirs.id}`)).statusCode).toBe(404);
    const review = await call('PUT', `${mine.id}/audit/live-mentions/${theirs.id}`, { confidence: 'REJECTED' });
    expect(review.statusCode).toBe(404);
    const still = await call('GET', `${otherStation.id}/audit/mentions-matches/${theirs.id}`, undefined, OTHER_ADMIN);
    expect(still.json()).toMatchObject({ confidence: 'AUTO' });
  });
});
