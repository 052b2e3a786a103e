import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, csvRows, FROM, globalReportsFixture, OUTSIDER, sheetOf, TO } from './global-reports.test-helpers';

describe('global reports: consecutive schedules, lower thirds, who may ask', () => {
  let f: Awaited<ReturnType<typeof globalReportsFixture>>;
  beforeAll(async () => {
    f = await globalReportsFixture();
  });
  afterAll(async () => f.t.close());

  const consecutive = (payload: object) => f.post('consecutive-schedules', { from: FROM, to: TO, ...payload });

  it("lists a station's schedules of one custom id booked back to back, with the audio and the clock", async () => {
    const res = await consecutive({ stationsIds: [f.norte.id, f.sur.id] });
    expect(res.statusCode, res.body).toBe(200);
    // TWIN at 14:00 and 14:01 with a 30 s audio; AIRED and MISSING hours apart; EXCLUDED left out.
    expect(res.json().results).toEqual([
      {
        stationSlug: f.sur.slug,
        stationName: 'Sur',
        customId: 'TWIN',
        datetime: at(14),
        datetimeNext: at(14, 1),
        audioDuration: 30_000,
        timezone: 'America/Mexico_City',
      },
    ]);
    expect((await consecutive({ stationsIds: [f.norte.id] })).json().results).toEqual([]);
  });

  it('takes at most 10 stations and at least one', async () => {
    const eleven = Array.from({ length: 11 }, () => randomUUID());
    const tooMany = await consecutive({ stationsIds: eleven });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('At most 10 stations');
    expect((await consecutive({ stationsIds: [] })).statusCode).toBe(400);
  });

  it('downloads consecutive schedules as csv and xlsx', async () => {
    const csv = await consecutive({ stationsIds: [f.sur.id], options: { format: 'csv' } });
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="consecutive-schedules_2026-11-09_2026-11-10.csv"',
    );
    expect(csvRows(csv.body)).toEqual([
      ['Station', 'Custom ID', 'Scheduled', 'Next scheduled', 'Audio duration (s)', 'Timezone'],
      ['Sur', 'TWIN', '2026-11-10 11:00:00', '2026-11-10 11:01:00', '30', 'America/Mexico_City'],
    ]);
    const xlsx = await consecutive({ stationsIds: [f.sur.id], options: { format: 'xls' } });
    const sheet = await sheetOf(xlsx.rawPayload);
    expect((sheet.getCell('D2').value as Date).toISOString()).toBe('2026-11-10T11:01:00.000Z');
    expect(sheet.getCell('E2').value).toBe(30);
  });

  const lowerthird = (payload: object) =>
    f.post('lowerthird', { from: FROM, to: TO, stationId: f.video.id, ...payload });

  it('says lower thirds are not available yet, with no rows, for a station with them on', async () => {
    const res = await lowerthird({});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ results: [], available: false });
    const xlsx = await lowerthird({ options: { format: 'xls' } });
    expect(xlsx.headers['content-disposition']).toContain(`lowerthird_${f.video.slug}_2026-11-10_2026-11-10.xlsx`);
    const sheet = await sheetOf(xlsx.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, 'From', 'To', 'Duration (s)', 'Text', 'Timezone']);
    expect(sheet.rowCount).toBe(1);
    const csv = await lowerthird({ options: { format: 'csv' } });
    expect(csvRows(csv.body)).toEqual([['From', 'To', 'Duration (s)', 'Text', 'Timezone']]);
  });

  it('refuses lower thirds of a station without them, of another client, or in the future', async () => {
    const off = await lowerthird({ stationId: f.norte.id });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'ERR_FEATURE_NOT_ENABLED', feature: 'lowerThird' });
    expect((await lowerthird({ stationId: f.otherStation.id })).statusCode).toBe(404);
    const future = await lowerthird({ to: Date.now() + 3_600_000 });
    expect(future.statusCode).toBe(400);
    expect(future.json().details).toEqual([{ path: 'body.to', message: 'In the future' }]);
  });

  const reports = [
    ['missing-audios', { from: FROM, to: TO }],
    ['audios-no-matches', { audioRange: { from: FROM, to: TO } }],
    ['schedules-no-matches', { from: FROM, to: TO }],
    ['consecutive-schedules', { from: FROM, to: TO }],
  ] as const;

  it("answers 404 for another client's station and 403 for a station without audit", async () => {
    for (const [report, payload] of reports) {
      const foreign = await f.post(report, { ...payload, stationsIds: [f.norte.id, f.otherStation.id] });
      expect(foreign.statusCode, report).toBe(404);
      const quiet = await f.post(report, { ...payload, stationsIds: [f.noAudit.id] });
      expect(quiet.statusCode, report).toBe(403);
      expect(quiet.json()).toMatchObject({ code: 'ERR_FEATURE_NOT_ENABLED', feature: 'audit' });
    }
  });

  it("gives another client only its own stations' rows", async () => {
    const missing = await f.post('missing-audios', { from: FROM, to: TO }, OUTSIDER);
    expect(missing.json().results).toEqual([]);
    const audios = await f.post('audios-no-matches', { audioRange: { from: FROM, to: TO } }, OUTSIDER);
    expect(audios.json().results.map((item: { audio: { customId: string } }) => item.audio.customId)).toEqual([
      'FOREIGN',
    ]);
  });

  it('refuses an unknown timezone and a caller without a session', async () => {
    const res = await f.post('missing-audios', {
      from: FROM,
      to: TO,
      options: { format: 'csv', timezone: 'Mars/Base' },
    });
    expect(res.statusCode).toBe(400);
    const anonymous = await f.t.app.inject({
      method: 'POST',
      url: '/api/v2/audit/reports/missing-audios',
      payload: { from: FROM, to: TO },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
