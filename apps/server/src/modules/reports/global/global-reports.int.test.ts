import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, csvRows, FROM, globalReportsFixture, sheetOf, TO } from './global-reports.test-helpers';

const BA = 'America/Argentina/Buenos_Aires';
const MX = 'America/Mexico_City';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('global reports: missing audios, audios without matches, schedules without matches', () => {
  let f: Awaited<ReturnType<typeof globalReportsFixture>>;
  beforeAll(async () => {
    f = await globalReportsFixture();
  });
  afterAll(async () => f.t.close());

  const ok = async (report: string, payload: object) => {
    const res = await f.post(report, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  type Item = { id: string; customId: string; station: { slug: string } | null; schedules: number };
  const missing = async (payload: object = {}): Promise<Item[]> =>
    (await ok('missing-audios', { from: FROM, to: TO, ...payload })).json().results;

  it('lists the SPOT schedules whose custom id has no audio for their station, by time', async () => {
    const results = await missing();
    // sur is not in norte's group, so the group's NETWORK audio does not cover its schedule; the
    // mention, the excluded custom id and the schedule of the day before are left out.
    expect(results.map((item) => item.id)).toEqual([
      f.ids.missingNorte1,
      f.ids.missingSur,
      f.ids.missingNorte2,
      f.ids.networkSur,
    ]);
    expect(results[1]).toEqual({
      id: f.ids.missingSur,
      station: { id: f.sur.id, name: 'Sur', slug: f.sur.slug },
      customId: 'MISSING',
      datetime: at(9, 30),
      advertiser: 'Café Olé, S.A.',
      version: 'v1',
      schedules: 1,
    });
    expect((await missing({ stationsIds: [f.sur.id] })).map((item) => item.id)).toEqual([
      f.ids.missingSur,
      f.ids.networkSur,
    ]);
  });

  it('groups missing audios by custom id, or by custom id and station, at their first schedule', async () => {
    const byCustomId = await missing({ groupBy: 'custom_id' });
    expect(byCustomId.map((item) => [item.id, item.customId, item.station, item.schedules])).toEqual([
      [f.ids.missingNorte1, 'MISSING', null, 3],
      [f.ids.networkSur, 'NETWORK', null, 1],
    ]);
    const byStation = await missing({ groupBy: 'custom_id,station_id' });
    expect(byStation.map((item) => [item.customId, item.station?.slug, item.schedules])).toEqual([
      ['MISSING', f.norte.slug, 2],
      ['MISSING', f.sur.slug, 1],
      ['NETWORK', f.sur.slug, 1],
    ]);
  });

  it("downloads missing audios as csv on each station's clock, or on the asked one", async () => {
    const res = await ok('missing-audios', { from: FROM, to: TO, options: { format: 'csv' } });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Stations on two clocks: the file name's days are UTC.
    expect(res.headers['content-disposition']).toBe('attachment; filename="missing-audios_2026-11-10_2026-11-11.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = csvRows(res.body);
    expect(rows[0]).toEqual(['Station', 'Custom ID', 'Scheduled', 'Advertiser', 'Version', 'Timezone']);
    expect(rows.slice(1, 3)).toEqual([
      ['Norte', 'MISSING', '2026-11-10 09:00:00', 'Café Olé, S.A.', 'v1', BA],
      ['Sur', 'MISSING', '2026-11-10 06:30:00', 'Café Olé, S.A.', 'v1', MX],
    ]);
    expect(rows).toHaveLength(5);

    const utc = await ok('missing-audios', {
      from: FROM,
      to: TO,
      stationsIds: [f.norte.id],
      options: { format: 'csv', timezone: 'UTC' },
    });
    expect(csvRows(utc.body)[1]).toEqual(['Norte', 'MISSING', '2026-11-10 12:00:00', 'Café Olé, S.A.', 'v1', 'UTC']);
    // One station asked, a zone asked: the file name's days on that zone.
    expect(utc.headers['content-disposition']).toContain('missing-audios_2026-11-10_2026-11-11.csv');
    const ba = await ok('missing-audios', {
      from: FROM,
      to: TO,
      stationsIds: [f.norte.id],
      options: { format: 'csv' },
    });
    expect(ba.headers['content-disposition']).toContain('missing-audios_2026-11-10_2026-11-10.csv');
  });

  it('downloads grouped missing audios as a real xlsx with typed cells', async () => {
    const res = await ok('missing-audios', { from: FROM, to: TO, groupBy: 'custom_id', options: { format: 'xls' } });
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Custom ID',
      'First scheduled',
      'Advertiser',
      'Version',
      'Schedules',
      'Timezone',
    ]);
    expect(sheet.getCell('A2').value).toBe('MISSING');
    expect((sheet.getCell('B2').value as Date).toISOString()).toBe('2026-11-10T09:00:00.000Z');
    expect(sheet.getCell('E2').value).toBe(3);
    expect(sheet.getCell('F3').value).toBe(MX);
    expect(sheet.rowCount).toBe(3);
  });

  type NoMatch = { audio: { id: string; customId: string }; sameMd5MatchedAudio: { id: string } | null };
  const noMatches = async (payload: object = {}): Promise<NoMatch[]> =>
    (await ok('audios-no-matches', { audioRange: { from: FROM, to: TO }, ...payload })).json().results;

  it('lists audios uploaded in the range that aired on none of the stations, with an aired twin', async () => {
    const results = await noMatches();
    expect(results).toEqual([
      {
        audio: expect.objectContaining({
          id: f.ids.audios.twin,
          customId: 'TWIN',
          duration: 30_000,
          station: { id: f.sur.id, name: 'Sur', slug: f.sur.slug },
        }),
        sameMd5MatchedAudio: expect.objectContaining({ id: f.ids.audios.aired, customId: 'AIRED' }),
      },
      { audio: expect.objectContaining({ id: f.ids.audios.network, station: null }), sameMd5MatchedAudio: null },
    ]);
    // sur alone: AIRED (norte's) is not its audio, so TWIN has no twin there.
    expect(await noMatches({ stationsIds: [f.sur.id] })).toEqual([
      { audio: expect.objectContaining({ id: f.ids.audios.twin }), sameMd5MatchedAudio: null },
    ]);
  });

  it('takes the match range apart from the upload range', async () => {
    const results = await noMatches({ matchRange: { from: at(9), to: TO } });
    expect(results.map((item) => item.audio.customId).sort()).toEqual(['AIRED', 'NETWORK', 'TWIN']);
    expect(results.every((item) => item.sameMd5MatchedAudio === null)).toBe(true);
  });

  it('downloads audios without matches as csv and xlsx', async () => {
    const csv = await ok('audios-no-matches', { audioRange: { from: FROM, to: TO }, options: { format: 'csv' } });
    const rows = csvRows(csv.body);
    expect(rows[0]).toEqual([
      'Custom ID',
      'Title',
      'Duration (s)',
      'Uploaded',
      'Station or group',
      'MD5',
      'Same content aired as',
      'Same content station or group',
      'Same content uploaded',
      'Timezone',
    ]);
    expect(rows[1]).toEqual([
      'TWIN',
      '',
      '30',
      '2026-11-10 04:30:00',
      'Sur',
      'md5-shared',
      'AIRED',
      'Norte',
      '2026-11-10 04:00:00',
      MX,
    ]);
    // The group's audio is written on the clock of the report's station in that group.
    expect(rows[2]).toEqual(['NETWORK', '', '30', '2026-11-10 07:00:00', 'Network', 'md5-network', '', '', '', BA]);

    const xlsx = await ok('audios-no-matches', { audioRange: { from: FROM, to: TO }, options: { format: 'xls' } });
    const sheet = await sheetOf(xlsx.rawPayload);
    expect(sheet.getCell('C2').value).toBe(30);
    expect((sheet.getCell('D2').value as Date).toISOString()).toBe('2026-11-10T04:30:00.000Z');
  });

  type Unconfirmed = { id: string; hasAudio: boolean; station: { slug: string } };
  const unconfirmed = async (payload: object = {}): Promise<{ results: Unconfirmed[]; total: number }> =>
    (await ok('schedules-no-matches', { from: FROM, to: TO, ...payload })).json();

  it('lists the SPOT schedules no airing confirms, those without audio only when asked', async () => {
    const { results, total } = await unconfirmed();
    expect(results.map((item) => item.id)).toEqual([f.ids.networkNorte, f.ids.airedLater, f.ids.twin1, f.ids.twin2]);
    expect(total).toBe(4);
    expect(results.every((item) => item.hasAudio)).toBe(true);

    const all = await unconfirmed({ includeMissingAudio: true });
    expect(all.results.map((item) => [item.id, item.hasAudio])).toEqual([
      [f.ids.missingNorte1, false],
      [f.ids.missingSur, false],
      [f.ids.missingNorte2, false],
      [f.ids.networkNorte, true],
      [f.ids.airedLater, true],
      [f.ids.twin1, true],
      [f.ids.twin2, true],
      [f.ids.networkSur, false],
    ]);
    expect(all.total).toBe(8);

    const page = await unconfirmed({ includeMissingAudio: true, pageSize: 2 });
    expect(page.results.map((item) => item.id)).toEqual([f.ids.missingNorte1, f.ids.missingSur]);
    expect(page.total).toBe(8);

    const norte = await unconfirmed({ stationsIds: [f.norte.id] });
    expect(norte.results.map((item) => item.station.slug)).toEqual([f.norte.slug, f.norte.slug]);
  });

  it('downloads schedules without matches as csv and xlsx', async () => {
    const csv = await ok('schedules-no-matches', { from: FROM, to: TO, options: { format: 'csv', timezone: BA } });
    const rows = csvRows(csv.body);
    expect(rows[0]).toEqual([
      'Station',
      'Custom ID',
      'Scheduled',
      'Advertiser',
      'Campaign',
      'Version',
      'Audio loaded',
      'Timezone',
    ]);
    expect(rows[1]).toEqual(['Norte', 'NETWORK', '2026-11-10 11:00:00', 'Café Olé, S.A.', 'Verano', 'v1', 'Yes', BA]);
    expect(rows).toHaveLength(5);
    const xlsx = await ok('schedules-no-matches', { from: FROM, to: TO, options: { format: 'xls' } });
    const sheet = await sheetOf(xlsx.rawPayload);
    expect(sheet.rowCount).toBe(5);
    expect((sheet.getCell('C4').value as Date).toISOString()).toBe('2026-11-10T11:00:00.000Z');
    expect(sheet.getCell('H4').value).toBe(MX);
  });
});
