/**
 * Issue 33 point 4: a station's review thresholds (set by a client admin on the station), a
 * match's review (accept / reject, logged), and what waits for review staying out of schedule
 * confirmation and the reports until it is accepted.
 */
import { stationDay } from '@antena/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createAuditAudio, createClient, createStation, createUser } from '../../../test/factories';
import { adminAuditLog, auditMatches, auditSchedules, liveMentions, userStations } from '../../db/schema';
import { reviewedAirings } from './finding-review';
import { repairStation } from './schedule-confirmation';

const ADMIN = 'admin@finding-review.example';
const USER = 'user@finding-review.example';
const STRANGER = 'stranger@finding-review.example';
const DAY = '2026-10-05';
const ZONE = 'America/Argentina/Buenos_Aires';
const at = (time: string) => Date.parse(`${DAY}T${time}-03:00`);

describe('finding review', () => {
  let t: TestApp;
  let clientId: string;
  let station: { id: string; slug: string; timezone: string };
  let withoutAudit: { id: string };
  let strangerStation: { id: string };
  let matchId: string;
  let strangerMatchId: string;
  let mentionId: string;

  const call = (email: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: email ? asUser(email) : {},
      ...(payload && { payload }),
    });
  const setThresholds = (email: string | null, auditReview: object, id = station.id) =>
    call(email, 'PUT', `/stations/${id}`, { language: 'es', auditReview });
  const review = (email: string | null, id: string, body: object, stationId = station.id) =>
    call(email, 'PUT', `/v2/stations/${stationId}/audit/matches/${id}`, body);
  const gipConfirmed = async () => {
    const preview = await call(ADMIN, 'POST', '/v2/audit/gip/status-report/preview', {
      stationsIds: [station.id],
      from: at('00:00:00'),
      to: at('23:59:59'),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    return preview.json().summary.confirmed as number;
  };
  const spotStatus = async () => {
    const res = await call(
      ADMIN,
      'GET',
      `/v2/stations/${station.id}/audit/reports/schedule-status?from=${at('00:00:00')}&to=${at('23:59:59')}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.find((item: { customId: string }) => item.customId === 'SPOT-R').status;
  };
  const mentionStatusMatches = async () => {
    const res = await call(ADMIN, 'POST', '/v2/audit/live-mentions/reports/schedule-status', {
      stationsIds: [station.id],
      from: at('00:00:00'),
      to: at('23:59:59'),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results[0].matches.length as number;
  };
  const logOf = (entityId: string) => t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));

  beforeAll(async () => {
    t = await buildTestApp();
    clientId = (await createClient(t.ctx.db)).id;
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId });
    const user = await createUser(t.ctx.db, { email: USER, clientId });
    const audit = { featuresConfig: { audit: { enabled: true, liveMentionsEnabled: true } } };
    station = await createStation(t.ctx.db, clientId, { timezone: ZONE, ...audit });
    withoutAudit = await createStation(t.ctx.db, clientId, { timezone: ZONE });
    await t.ctx.db.insert(userStations).values({ userId: user.id, stationId: station.id });
    const stranger = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: STRANGER, role: 'CLIENT_ADMIN', clientId: stranger.id });
    strangerStation = await createStation(t.ctx.db, stranger.id, audit);

    const audio = await createAuditAudio(t.ctx, clientId, { stationId: station.id, customId: 'SPOT-R' });
    await t.ctx.db.insert(auditSchedules).values([
      { clientId, stationId: station.id, type: 'SPOT', datetime: at('10:00:00'), day: DAY, customId: 'SPOT-R' },
      {
        clientId,
        stationId: station.id,
        type: 'MENTION',
        datetime: at('00:00:00'),
        day: DAY,
        customId: 'PNT-R',
        title: 'Acme',
        count: 1,
      },
    ]);
    const [match] = await t.ctx.db
      .insert(auditMatches)
      .values({
        stationId: station.id,
        audioId: audio.id,
        datetime: at('10:01:00'),
        score: 40,
        playedDurationMs: 19_000,
        refEndMs: 20_000,
        source: 'AUTO',
      })
      .returning();
    matchId = match!.id;
    const strangerAudio = await createAuditAudio(t.ctx, stranger.id, { stationId: strangerStation.id });
    const [strangerMatch] = await t.ctx.db
      .insert(auditMatches)
      .values({
        stationId: strangerStation.id,
        audioId: strangerAudio.id,
        datetime: at('10:00:00'),
        score: 40,
        playedDurationMs: 19_000,
        refEndMs: 20_000,
        source: 'AUTO',
      })
      .returning();
    strangerMatchId = strangerMatch!.id;
    const [schedule] = await t.ctx.db
      .select()
      .from(auditSchedules)
      .where(and(eq(auditSchedules.stationId, station.id), eq(auditSchedules.type, 'MENTION')));
    const [mention] = await t.ctx.db
      .insert(liveMentions)
      .values({
        clientId,
        stationId: station.id,
        scheduleId: schedule!.id,
        day: stationDay(ZONE, at('11:00:00')),
        datetime: at('11:00:00'),
        name: 'Acme',
        confidence: 'AUTO',
        type: 'zeroshot',
        score: 0.7,
        timeStart: at('11:00:00'),
        timeEnd: at('11:00:20'),
      })
      .returning();
    mentionId = mention!.id;
    await repairStation(t.ctx, station.id);
  });
  afterAll(async () => t.close());

  it('waits for nothing by default: the low match and mention count', async () => {
    const got = await call(ADMIN, 'GET', `/stations/${station.slug}`);
    expect(got.json().auditReview).toEqual({ matchThreshold: 0, mentionThreshold: 0 });
    const results = (
      await call(ADMIN, 'GET', `/v2/stations/${station.id}/audit/results?from=${at('00:00:00')}&to=${at('23:59:59')}`)
    ).json();
    expect(results.results[0]).toMatchObject({ id: matchId, score: 40, review: 'AUTO', waitsForReview: false });
    expect(await gipConfirmed()).toBe(1);
    expect(await spotStatus()).toMatchObject({ matchesCount: 1, matchesWithScheduleCount: 1 });
    expect(await mentionStatusMatches()).toBe(1);
  });

  it('refuses thresholds out of range (400 with the field), a user without the role (403), no token (401), another client (404)', async () => {
    for (const [auditReview, field] of [
      [{ matchThreshold: 101, mentionThreshold: 0 }, 'body.auditReview.matchThreshold'],
      [{ matchThreshold: 0, mentionThreshold: -1 }, 'body.auditReview.mentionThreshold'],
      [{ matchThreshold: 50.5, mentionThreshold: 0 }, 'body.auditReview.matchThreshold'],
    ] as const) {
      const res = await setThresholds(ADMIN, auditReview);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.map((detail: { path: string }) => detail.path)).toContain(field);
    }
    const ok = { matchThreshold: 50, mentionThreshold: 80 };
    expect((await setThresholds(USER, ok)).statusCode).toBe(403);
    expect((await setThresholds(null, ok)).statusCode).toBe(401);
    expect((await setThresholds(STRANGER, ok)).statusCode).toBe(404);
    const got = await call(ADMIN, 'GET', `/stations/${station.id}`);
    expect(got.json().auditReview).toEqual({ matchThreshold: 0, mentionThreshold: 0 });
  });

  it('with a threshold set, the low match and mention wait for review and count nowhere', async () => {
    const res = await setThresholds(ADMIN, { matchThreshold: 50, mentionThreshold: 80 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().auditReview).toEqual({ matchThreshold: 50, mentionThreshold: 80 });
    const [entry] = (await logOf(station.id)).filter((row) => row.action === 'station.update');
    expect(entry?.after).toMatchObject({ auditReview: { matchThreshold: 50, mentionThreshold: 80 } });
    // Leaving auditReview out keeps it.
    const languageOnly = await call(ADMIN, 'PUT', `/stations/${station.id}`, { language: 'en' });
    expect(languageOnly.json().auditReview).toEqual({ matchThreshold: 50, mentionThreshold: 80 });

    const range = `from=${at('00:00:00')}&to=${at('23:59:59')}`;
    const waiting = (
      await call(ADMIN, 'GET', `/v2/stations/${station.id}/audit/results?${range}&waitsForReview=true`)
    ).json();
    expect(waiting.results).toEqual([expect.objectContaining({ id: matchId, waitsForReview: true })]);
    const others = (
      await call(ADMIN, 'GET', `/v2/stations/${station.id}/audit/results?${range}&waitsForReview=false`)
    ).json();
    expect(others.results).toEqual([]);
    const moments = (await call(ADMIN, 'GET', `/v2/stations/${station.id}/audit/matches?${range}`)).json();
    expect(moments.results[0].mainMatch).toMatchObject({ id: matchId, waitsForReview: true, matchedSchedule: null });
    expect(await gipConfirmed()).toBe(0);
    expect(await spotStatus()).toMatchObject({ matchesCount: 0, matchesWithScheduleCount: 0, schedulesCount: 1 });

    const mentions = (
      await call(ADMIN, 'GET', `/v2/stations/${station.id}/audit/live-mentions/matches?waitsForReview=true`)
    ).json();
    expect(mentions.results).toEqual([
      expect.objectContaining({ id: mentionId, confidence: 'AUTO', waitsForReview: true }),
    ]);
    expect(await mentionStatusMatches()).toBe(0);
  });

  it('an accepted match counts whatever its score, and the review is logged', async () => {
    const res = await review(USER, matchId, { review: 'ACCEPTED' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: matchId, review: 'ACCEPTED', waitsForReview: false, score: 40 });
    expect(await gipConfirmed()).toBe(1);
    expect(await spotStatus()).toMatchObject({ matchesCount: 1, matchesWithScheduleCount: 1 });
    const [entry] = await logOf(matchId);
    expect(entry).toMatchObject({
      action: 'audit-match.review',
      entityType: 'audit-match',
      clientId,
      actorEmail: USER,
      before: { review: 'AUTO', score: 40 },
      after: { review: 'ACCEPTED', score: 40 },
    });
  });

  it('a rejected match never counts, even with no threshold', async () => {
    expect((await review(ADMIN, matchId, { review: 'REJECTED' })).statusCode).toBe(200);
    expect(await gipConfirmed()).toBe(0);
    await setThresholds(ADMIN, { matchThreshold: 0, mentionThreshold: 80 });
    expect(await gipConfirmed()).toBe(0);
    expect(await spotStatus()).toMatchObject({ matchesCount: 0 });
    // Back to unreviewed: with no threshold it counts again.
    const back = await review(ADMIN, matchId, { review: 'AUTO' });
    expect(back.json()).toMatchObject({ review: 'AUTO', waitsForReview: false });
    expect(await gipConfirmed()).toBe(1);
    expect((await logOf(matchId)).map((row) => (row.after as { review: string }).review).sort()).toEqual([
      'ACCEPTED',
      'AUTO',
      'REJECTED',
    ]);
  });

  it('refuses a bad review (400), no token (401), a station without audit (403), another client (404)', async () => {
    const bad = await review(ADMIN, matchId, { review: 'MAYBE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((detail: { path: string }) => detail.path)).toContain('body.review');
    expect((await review(null, matchId, { review: 'ACCEPTED' })).statusCode).toBe(401);
    expect((await review(ADMIN, matchId, { review: 'ACCEPTED' }, withoutAudit.id)).statusCode).toBe(403);
    // Another client's match through one's own station, and one's match through another's station.
    expect((await review(ADMIN, strangerMatchId, { review: 'ACCEPTED' })).statusCode).toBe(404);
    expect((await review(STRANGER, matchId, { review: 'ACCEPTED' })).statusCode).toBe(404);
    expect((await review(STRANGER, matchId, { review: 'ACCEPTED' }, strangerStation.id)).statusCode).toBe(404);
  });

  it('an accepted mention counts, and its review is logged', async () => {
    const res = await call(USER, 'PUT', `/v2/stations/${station.id}/audit/live-mentions/${mentionId}`, {
      confidence: 'ACCEPTED',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ confidence: 'ACCEPTED', waitsForReview: false });
    expect(await mentionStatusMatches()).toBe(1);
    const [entry] = await logOf(mentionId);
    expect(entry).toMatchObject({
      action: 'live-mention.review',
      entityType: 'live-mention',
      actorEmail: USER,
      before: { confidence: 'AUTO', score: expect.closeTo(0.7, 5) },
      after: { confidence: 'ACCEPTED' },
    });
  });

  it('rounds a mention to one decimal of % alike on the screen and in SQL (0.6995 is 70 %)', async () => {
    const [edge] = await t.ctx.db
      .insert(liveMentions)
      .values({
        clientId,
        stationId: station.id,
        day: DAY,
        datetime: at('12:00:00'),
        name: 'Edge',
        confidence: 'AUTO',
        type: 'zeroshot',
        score: 0.6995,
        timeStart: at('12:00:00'),
        timeEnd: at('12:00:20'),
      })
      .returning();
    for (const [threshold, waits] of [
      [70, false],
      [71, true],
    ] as const) {
      await setThresholds(ADMIN, { matchThreshold: 0, mentionThreshold: threshold });
      const list = (
        await call(ADMIN, 'GET', `/v2/stations/${station.id}/audit/live-mentions/matches?name=Edge`)
      ).json();
      expect(list.results[0]).toMatchObject({ id: edge!.id, waitsForReview: waits });
      const filtered = (
        await call(
          ADMIN,
          'GET',
          `/v2/stations/${station.id}/audit/live-mentions/matches?name=Edge&waitsForReview=${waits}`,
        )
      ).json();
      expect(filtered.results.map((row: { id: string }) => row.id)).toEqual([edge!.id]);
    }
  });

  it('a rerun of the matching knows the reviewed airings, so it keeps them and does not add them again', async () => {
    await review(ADMIN, matchId, { review: 'REJECTED' });
    const [row] = await t.ctx.db.select().from(auditMatches).where(eq(auditMatches.id, matchId));
    const known = await t.ctx.db.transaction((tx) =>
      reviewedAirings(tx, station.id, { from: at('10:00:00'), to: at('10:05:00') }),
    );
    expect(known(row!.audioId, at('10:01:00') + 400)).toBe(true);
    expect(known(row!.audioId, at('10:03:00'))).toBe(false);
  });
});
