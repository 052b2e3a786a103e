import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createAuditAudio, createClient, createStation, createUser } from '../../../test/factories';
import { uploadForm } from './audit.test-helpers';

const ADMIN = 'admin@schedules.example';
const ZONE = 'America/Argentina/Buenos_Aires';
/** A moment of 2026-11-10 on the station's clock (UTC-3). */
const local = (time: string) => Date.parse(`2026-11-10T${time}-03:00`);

/** Three spots: inherited tolerances, 2 minutes of its own, and one that will never air; line 4 is wrong. */
const ASC = [
  'datetime;customId;advertiser;campaign;version;toleranceBefore;tolerance',
  '2026-11-10 10:00;SPOT1;Acme;Spring;30s;;',
  '2026-11-10 12:00;SPOT1;Acme;Spring;30s;2;2',
  '2026-11-10 25:00;SPOT1;Acme;Spring;30s;;',
  '10/11/2026 18:00;SPOT1;Acme;Spring;30s;;',
].join('\n');

/** An app with a client admin and an audit station on ZONE's clock that has the audio SPOT1. */
async function auditStationApp() {
  const t = await buildTestApp();
  const client = await createClient(t.ctx.db);
  await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: client.id });
  const station = await createStation(t.ctx.db, client.id, {
    timezone: ZONE,
    featuresConfig: { audit: { enabled: true } },
  });
  const audio = await createAuditAudio(t.ctx, client.id, {
    stationId: station.id,
    customId: 'SPOT1',
    durationMs: 30_000,
  });
  return { t, station, audio };
}

describe('schedules: import, confirmation by matches, list', () => {
  let t: TestApp;
  let station: { id: string; slug: string };
  let audio: { id: string };

  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object, email = ADMIN) =>
    t.app.inject({ method, url: `/api${path}`, headers: asUser(email), ...(payload && { payload }) });
  const send = (path: string, name: string, content: string, email = ADMIN) => {
    const form = uploadForm({}, { name, content: Buffer.from(content), type: 'text/plain' });
    return t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { ...asUser(email), ...form.headers },
      payload: form.payload,
    });
  };
  const schedules = async (query = 'contain=audio,matches&sort=datetime') => {
    const res = await call('GET', `/v2/stations/${station.slug}/audit/schedules?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const manualMatch = (datetime: number) =>
    call('POST', `/v2/stations/${station.id}/audit/matches/create-manual`, {
      datetime,
      score: 100,
      playedDuration: 30_000,
      audioId: audio.id,
    });

  beforeAll(async () => {
    ({ t, station, audio } = await auditStationApp());
  });
  afterAll(async () => t.close());

  it('previews an ASC file on the station clock, names the bad row, and imports the good ones once', async () => {
    const parsed = await send(`/v2/stations/${station.id}/audit/schedules/asc-parse`, 'week.asc', ASC);
    expect(parsed.statusCode, parsed.body).toBe(200);
    const { rows, errors } = parsed.json();
    expect(rows.map((row: { datetime: number }) => row.datetime)).toEqual([
      local('10:00:00'),
      local('12:00:00'),
      local('18:00:00'),
    ]);
    expect(rows[0]).toMatchObject({ customId: 'SPOT1', advertiser: 'Acme', toleranceBefore: null, tolerance: null });
    expect(errors).toEqual([{ line: 4, reason: expect.any(String) }]);

    const batch = `/v2/stations/${station.id}/audit/schedules/create-batch`;
    expect((await call('POST', batch, { rows })).json()).toEqual({ created: 3, existing: 0 });
    expect((await call('POST', batch, { rows })).json()).toEqual({ created: 0, existing: 3 });
    const { results, metadata } = await schedules();
    expect(metadata.totalCount).toBe(3);
    expect(results[0]).toMatchObject({
      type: 'SPOT',
      customId: 'SPOT1',
      tolerance: 5,
      toleranceConfig: {
        before: { value: 5, source: 'INHERITED_FROM_CLIENT_CONFIG' },
        after: { value: 5, source: 'INHERITED_FROM_CLIENT_CONFIG' },
      },
      audio: { id: audio.id, customId: 'SPOT1' },
      matches: [],
    });
    expect(results[1].toleranceConfig.before).toEqual({ value: 2, source: 'ENTRY' });
  });

  it('confirms the spot aired in tolerance (DEFAULT), the one aired late (OFF_TOLERANCE) and not the one never aired', async () => {
    const onTime = await manualMatch(local('10:03:00'));
    expect(onTime.statusCode, onTime.body).toBe(201);
    // The answer already carries the schedule the new match confirms.
    expect(onTime.json()).toMatchObject({
      mainMatch: { matchedSchedule: { datetime: local('10:00:00'), customId: 'SPOT1' } },
      matchedScheduleConfirmationType: 'DEFAULT',
      matchedScheduleDiff: 3,
    });
    expect((await manualMatch(local('12:10:00'))).statusCode).toBe(201);

    const { results } = await schedules();
    expect(results.map((schedule: { matches: object[] }) => schedule.matches)).toEqual([
      [
        expect.objectContaining({
          datetime: local('10:03:00'),
          confirmationType: 'DEFAULT',
          diff: 3,
          source: 'MANUAL',
        }),
      ],
      [expect.objectContaining({ datetime: local('12:10:00'), confirmationType: 'OFF_TOLERANCE', diff: 10 })],
      [],
    ]);

    const matches = await call(
      'GET',
      `/v2/stations/${station.slug}/audit/matches?from=${local('00:00:00')}&to=${local('23:59:59')}`,
    );
    expect(matches.json().results).toEqual([
      expect.objectContaining({
        datetime: local('10:03:00'),
        mainMatch: expect.objectContaining({
          matchedSchedule: { id: results[0].id, datetime: local('10:00:00'), customId: 'SPOT1' },
        }),
        matchedScheduleConfirmationType: 'DEFAULT',
        matchedScheduleDiff: 3,
      }),
      expect.objectContaining({ matchedScheduleConfirmationType: 'OFF_TOLERANCE', matchedScheduleDiff: 10 }),
    ]);
  });

  it('filters, sorts and pages the list, and answers one schedule', async () => {
    const late = await schedules(`datetime.gte=${local('11:00:00')}&pageSize=1`);
    expect(late.metadata.totalCount).toBe(2);
    expect(late.pagesCount).toBe(2);
    // Newest first by default, and no audio or matches unless asked.
    expect(late.results[0].datetime).toBe(local('18:00:00'));
    expect(late.results[0]).not.toHaveProperty('audio');
    expect(late.results[0]).not.toHaveProperty('matches');
    expect((await schedules('customId=OTHER')).metadata.totalCount).toBe(0);
    expect((await schedules('type=MENTION')).metadata.totalCount).toBe(0);

    const one = await call(
      'GET',
      `/v2/stations/${station.id}/audit/schedules/${late.results[0].id}?contain=audio,matches,mentionMatch`,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      datetime: local('18:00:00'),
      matches: [],
      mentionMatch: null,
      audio: { id: audio.id },
    });

    const ids = await call('GET', `/v2/audit/schedule/custom-ids?stationsIds=${station.id}`);
    expect(ids.json()).toEqual({ results: ['SPOT1'] });
    const before = await call('GET', `/v2/audit/schedule/custom-ids?to=${local('09:00:00')}`);
    expect(before.json()).toEqual({ results: [] });
  });

  it('a manual match added later confirms the spot never aired; deleting its audio unconfirms them all', async () => {
    expect((await manualMatch(local('18:01:30'))).statusCode).toBe(201);
    expect((await schedules()).results[2].matches).toEqual([
      expect.objectContaining({ confirmationType: 'DEFAULT', diff: 1.5 }),
    ]);

    expect((await call('DELETE', `/v2/audit/audios/${audio.id}`)).statusCode).toBe(204);
    const { results } = await schedules();
    expect(results.map((schedule: { matches: object[] }) => schedule.matches)).toEqual([[], [], []]);
    expect(results[0].audio).toBeNull();
  });

  it('refuses a form without a file, or a file that is no schedule, saying why', async () => {
    const path = `/v2/stations/${station.id}/audit/schedules/plk-parse`;
    const empty = uploadForm({ note: 'no file' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { ...asUser(ADMIN), ...empty.headers },
      payload: empty.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().details).toEqual([{ path: 'body.file', message: 'Required' }]);
    const wrongType = await send(path, 'schedule.xlsx', ASC);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details[0].message).toMatch(/\.asc, \.plk, \.csv/);
    const notJson = await call('POST', `/v2/stations/${station.id}/audit/schedules/create-batch`, { rows: [] });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('schedules: a month-like list of many schedules a day', () => {
  let t: TestApp;
  let station: { id: string };
  let audio: { id: string };
  const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
    t.app.inject({ method, url: `/api${path}`, headers: asUser(ADMIN), ...(payload && { payload }) });
  /** Quarter-hours from 10:00 of 2026-11-10 and 11 on the station's clock. */
  const at = (day: number, i: number) => Date.parse(`2026-11-${day}T10:00:00-03:00`) + i * 15 * 60_000;

  beforeAll(async () => {
    ({ t, station, audio } = await auditStationApp());
  });
  afterAll(async () => t.close());

  it('gives each schedule of the list the same matches as the schedule alone', async () => {
    const lateNight = Date.parse('2026-11-11T23:50:00-03:00'); // 2026-11-12 in UTC
    const rows = [...[10, 11].flatMap((day) => Array.from({ length: 20 }, (_, i) => at(day, i))), lateNight].map(
      (datetime, i) => ({
        line: i + 2,
        datetime,
        customId: 'SPOT1',
        advertiser: 'Acme',
        campaign: 'Spring',
        version: '30s',
        toleranceBefore: null,
        tolerance: null,
      }),
    );
    const created = await call('POST', `/v2/stations/${station.id}/audit/schedules/create-batch`, { rows });
    expect(created.json()).toEqual({ created: 41, existing: 0 });
    // On time, late (off tolerance), early, and on the next UTC date (the same station-day).
    for (const datetime of [
      at(10, 0) + 60_000,
      at(10, 5) + 10 * 60_000,
      at(11, 19) + 30_000,
      at(11, 3) - 90_000,
      lateNight + 3 * 60_000,
    ]) {
      const res = await call('POST', `/v2/stations/${station.id}/audit/matches/create-manual`, {
        datetime,
        score: 100,
        playedDuration: 30_000,
        audioId: audio.id,
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    const list = await call('GET', `/v2/stations/${station.id}/audit/schedules?contain=audio,matches&pageSize=9999`);
    expect(list.statusCode, list.body).toBe(200);
    const { results } = list.json();
    expect(results).toHaveLength(41);
    const confirmed = results.filter((schedule: { matches: object[] }) => schedule.matches.length > 0);
    expect(confirmed).toHaveLength(5);
    for (const schedule of results) {
      const one = await call('GET', `/v2/stations/${station.id}/audit/schedules/${schedule.id}?contain=audio,matches`);
      expect(one.json()).toEqual(schedule);
    }
  });
});
