/**
 * Issue 19 point 3: the mention status (per mention schedule, the live mentions confirming it,
 * coloured by the contract's rule), on a station day and over a range of the caller's stations,
 * and a schedule's `mentionMatch`.
 */
import { mentionStatusColour, type MentionStatusItem } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createStation, createUser } from '../../../test/factories';
import { insertLiveMention, insertMentionSchedule } from '../audit/live-mentions.test-helpers';

const ADMIN = 'admin@status-a.example';
const OTHER_ADMIN = 'admin@status-b.example';
const ZONE = 'America/Argentina/Buenos_Aires';
const MENTIONS_ON = { audit: { enabled: true, liveMentionsEnabled: true } };
/** 10:00 in Buenos Aires (UTC-3). */
const DAY1_10H = Date.parse('2026-11-10T13:00:00Z');
const MINUTE = 60_000;

type Station = Awaited<ReturnType<typeof createStation>>;

describe('mention status', () => {
  let t: TestApp;
  let clientA: string;
  let first: Station;
  let second: Station;
  let auditOnly: Station;
  let otherStation: Station;
  let schedules: Record<'acme' | 'beta' | 'gamma' | 'nextDay' | 'secondStation', string>;

  const station = () => createStation(t.ctx.db, clientA, { timezone: ZONE, featuresConfig: MENTIONS_ON });
  const get = (url: string, email = ADMIN) => t.app.inject({ url: `/api${url}`, headers: asUser(email) });
  const report = (payload: object, email = ADMIN) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v2/audit/live-mentions/reports/schedule-status',
      headers: asUser(email),
      payload,
    });
  const colours = (items: MentionStatusItem[]) =>
    Object.fromEntries(
      items.map((item) => [item.customId, mentionStatusColour(item.matches.length, item.schedule.count)]),
    );

  beforeAll(async () => {
    t = await buildTestApp();
    clientA = (await createClient(t.ctx.db)).id;
    const clientB = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: clientA });
    await createUser(t.ctx.db, { email: OTHER_ADMIN, role: 'CLIENT_ADMIN', clientId: clientB.id });
    first = await station();
    second = await station();
    auditOnly = await createStation(t.ctx.db, clientA, { featuresConfig: { audit: { enabled: true } } });
    otherStation = await createStation(t.ctx.db, clientB.id, { timezone: ZONE, featuresConfig: MENTIONS_ON });

    const db = t.ctx.db;
    const acme = await insertMentionSchedule(db, first, { day: '2026-11-10', customId: 'ACME', count: 2 });
    const beta = await insertMentionSchedule(db, first, { day: '2026-11-10', customId: 'BETA', count: 2, title: null });
    const gamma = await insertMentionSchedule(db, first, { day: '2026-11-10', customId: 'GAMMA', count: 1 });
    const nextDay = await insertMentionSchedule(db, first, { day: '2026-11-11', customId: 'ACME', count: 1 });
    const secondStation = await insertMentionSchedule(db, second, { day: '2026-11-10', customId: 'ACME', count: 1 });
    await insertMentionSchedule(db, first, { day: '2026-11-10', customId: 'SPOT1', type: 'SPOT' });
    await insertMentionSchedule(db, otherStation, { day: '2026-11-10', customId: 'ACME' });
    schedules = {
      acme: acme.id,
      beta: beta.id,
      gamma: gamma.id,
      nextDay: nextDay.id,
      secondStation: secondStation.id,
    };
    // ACME: none. BETA: one of two (its REJECTED one does not count). GAMMA: two of one.
    await insertLiveMention(db, first, { datetime: DAY1_10H + 5 * MINUTE, scheduleId: beta.id });
    await insertLiveMention(db, first, { datetime: DAY1_10H, scheduleId: beta.id, confidence: 'REJECTED' });
    await insertLiveMention(db, first, { datetime: DAY1_10H + 9 * MINUTE, scheduleId: gamma.id, type: 'manual' });
    await insertLiveMention(db, first, { datetime: DAY1_10H + MINUTE, scheduleId: gamma.id, confidence: 'ACCEPTED' });
    // A mention confirming nothing counts for no schedule.
    await insertLiveMention(db, first, { datetime: DAY1_10H + 2 * MINUTE, name: 'ACME promo' });
    await insertLiveMention(db, second, { datetime: DAY1_10H, scheduleId: secondStation.id });
  });
  afterAll(async () => t.close());

  it("answers a station day's mention schedules with their confirming mentions, and the colours follow", async () => {
    const response = await get(`/v2/stations/${first.id}/audit/reports/schedule-status?date=2026-11-10`);
    expect(response.statusCode, response.body).toBe(200);
    const items: MentionStatusItem[] = response.json().results;
    expect(items.map((item) => item.customId)).toEqual(['ACME', 'BETA', 'GAMMA']);
    expect(items[0]).toEqual({
      stationId: first.id,
      customId: 'ACME',
      schedule: { id: schedules.acme, name: 'ACME promo', count: 2, datetime: Date.parse('2026-11-10T03:00:00Z') },
      matches: [],
    });
    // Without a title the schedule is named by its custom id.
    expect(items[1]!.schedule.name).toBe('BETA');
    expect(items[1]!.matches).toEqual([
      expect.objectContaining({ datetime: DAY1_10H + 5 * MINUTE, confidence: 'AUTO' }),
    ]);
    expect(items[2]!.matches.map((match) => match.confidence)).toEqual(['ACCEPTED', 'MANUAL']);
    expect(colours(items)).toEqual({ ACME: 'light', BETA: 'yellow', GAMMA: 'green' });

    const some = await get(
      `/v2/stations/${first.slug}/audit/reports/schedule-status?date=2026-11-10&customId=GAMMA,ACME`,
    );
    expect(some.json().results.map((item: MentionStatusItem) => item.customId)).toEqual(['ACME', 'GAMMA']);
    const nextDay = (await get(`/v2/stations/${first.id}/audit/reports/schedule-status?date=2026-11-11`)).json();
    expect(nextDay.results).toEqual([
      expect.objectContaining({ schedule: expect.objectContaining({ id: schedules.nextDay }) }),
    ]);
  });

  it('a rejected mention leaves the count, and accepting it back brings it in', async () => {
    const s = await station();
    const schedule = await insertMentionSchedule(t.ctx.db, s, { day: '2026-11-10', customId: 'SOLO', count: 1 });
    const mention = await insertLiveMention(t.ctx.db, s, { datetime: DAY1_10H, scheduleId: schedule.id });
    const status = async () =>
      colours((await get(`/v2/stations/${s.id}/audit/reports/schedule-status?date=2026-11-10`)).json().results);
    const review = (confidence: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v2/stations/${s.id}/audit/live-mentions/${mention.id}`,
        headers: asUser(ADMIN),
        payload: { confidence },
      });

    expect(await status()).toEqual({ SOLO: 'green' });
    await review('REJECTED');
    expect(await status()).toEqual({ SOLO: 'light' });
    await review('ACCEPTED');
    expect(await status()).toEqual({ SOLO: 'green' });
  });

  it("reports a range over the caller's stations with live mentions, or the ones asked", async () => {
    const range = { from: Date.parse('2026-11-10T00:00:00Z'), to: Date.parse('2026-11-10T23:59:59Z') };
    const all = await report(range);
    expect(all.statusCode, all.body).toBe(200);
    const items: MentionStatusItem[] = all.json().results;
    expect(items.map((item) => [item.stationId, item.customId])).toEqual(
      expect.arrayContaining([
        [first.id, 'ACME'],
        [first.id, 'BETA'],
        [first.id, 'GAMMA'],
        [second.id, 'ACME'],
      ]),
    );
    // Client B's schedule and the next day's are not reported.
    expect(items.every((item) => item.stationId !== otherStation.id)).toBe(true);
    expect(items.some((item) => item.schedule.id === schedules.nextDay)).toBe(false);

    const asked = (await report({ ...range, stationsIds: [second.id] })).json().results;
    expect(asked).toEqual([
      expect.objectContaining({
        stationId: second.id,
        schedule: expect.objectContaining({ id: schedules.secondStation }),
      }),
    ]);
    expect(asked[0].matches).toHaveLength(1);
    const byCustomId = (await report({ ...range, stationsIds: [first.id], customId: ['BETA'] })).json().results;
    expect(byCustomId.map((item: MentionStatusItem) => item.customId)).toEqual(['BETA']);

    expect((await report({ ...range, stationsIds: [otherStation.id] })).statusCode).toBe(404);
    expect((await report({ ...range, stationsIds: [first.id, otherStation.id] })).statusCode).toBe(404);
    const off = await report({ ...range, stationsIds: [auditOnly.id] });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'ERR_FEATURE_NOT_ENABLED', feature: 'liveMentions' });
    expect((await report({ from: range.from })).statusCode).toBe(400);
    // Client B sees only its own station's schedule.
    const theirs = (await report(range, OTHER_ADMIN)).json().results;
    expect(theirs.map((item: MentionStatusItem) => item.stationId)).toEqual([otherStation.id]);
  });

  it("leaves out the client's excluded custom ids", async () => {
    const put = (excludedCustomIds: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v2/audit/config',
        headers: asUser(ADMIN),
        payload: { excludedCustomIds },
      });
    expect((await put(['BETA'])).statusCode).toBe(200);
    const items = (await get(`/v2/stations/${first.id}/audit/reports/schedule-status?date=2026-11-10`)).json().results;
    expect(items.map((item: MentionStatusItem) => item.customId)).toEqual(['ACME', 'GAMMA']);
    await put([]);
  });

  it('gives a mention schedule its first confirming mention, by datetime, as mentionMatch', async () => {
    const list = await get(`/v2/stations/${first.id}/audit/schedules?type=MENTION&sort=customId&contain=mentionMatch`);
    expect(list.statusCode, list.body).toBe(200);
    const byCustomDay = Object.fromEntries(
      list
        .json()
        .results.map((schedule: { id: string; mentionMatch: unknown }) => [schedule.id, schedule.mentionMatch]),
    );
    expect(byCustomDay[schedules.acme]).toBeNull();
    expect(byCustomDay[schedules.nextDay]).toBeNull();
    // BETA's earliest mention is REJECTED: the next one is its match.
    expect(byCustomDay[schedules.beta]).toMatchObject({ datetime: DAY1_10H + 5 * MINUTE, confidence: 'AUTO' });
    expect(byCustomDay[schedules.gamma]).toMatchObject({ datetime: DAY1_10H + MINUTE, confidence: 'ACCEPTED' });

    const one = await get(`/v2/stations/${first.id}/audit/schedules/${schedules.gamma}?contain=mentionMatch`);
    expect(one.json().mentionMatch).toMatchObject({ scheduleId: schedules.gamma, type: 'zeroshot' });
    const without = await get(`/v2/stations/${first.id}/audit/schedules/${schedules.gamma}`);
    expect(without.json()).not.toHaveProperty('mentionMatch');
  });
});
