/**
 * One day of a client's audit on three stations for the global reports' tests: norte (Buenos
 * Aires, in the "Network" group), sur (Mexico City, outside it), a video station with lower
 * thirds and no audit, a station with audit off; and another client with a station of its own.
 */
import ExcelJS from 'exceljs';
import { asUser, buildTestApp, type TestApp } from '../../../../test/helpers';
import { createAuditAudio, createClient, createStation, createUser } from '../../../../test/factories';
import {
  auditClientConfigs,
  auditMatches,
  auditScheduleConfirmations,
  auditSchedules,
  stationGroups,
} from '../../../db/schema';

export const ADMIN = 'admin@global-reports.example';
export const OUTSIDER = 'outsider@global-reports.example';
export const MIN = 60_000;
/** 2026-11-10 on Buenos Aires' clock (UTC-3): 03:00 UTC to 03:00 UTC the next day. */
export const FROM = Date.parse('2026-11-10T03:00:00Z');
export const TO = FROM + 24 * 60 * MIN - 1;
/** A time of 2026-11-10 on Buenos Aires' clock. */
export const at = (hour: number, minute = 0) => FROM + (hour * 60 + minute) * MIN;

export async function globalReportsFixture() {
  const t: TestApp = await buildTestApp();
  const { db } = t.ctx;
  const client = await createClient(db);
  await createUser(db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: client.id });
  const [group] = await db.insert(stationGroups).values({ clientId: client.id, name: 'Network' }).returning();
  const audit = { featuresConfig: { audit: { enabled: true } } };
  const norte = await createStation(db, client.id, {
    ...audit,
    name: 'Norte',
    timezone: 'America/Argentina/Buenos_Aires',
    stationGroupId: group!.id,
  });
  const sur = await createStation(db, client.id, { ...audit, name: 'Sur', timezone: 'America/Mexico_City' });
  const video = await createStation(db, client.id, {
    name: 'Video',
    timezone: 'America/Argentina/Buenos_Aires',
    featuresConfig: { videoAnalysis: { enabled: true, lowerThird: { enabled: true } } },
  });
  const noAudit = await createStation(db, client.id, { name: 'Quiet' });
  await db.insert(auditClientConfigs).values({
    clientId: client.id,
    excludedCustomIds: ['EXCLUDED'],
    toleranceBefore: 5,
    toleranceAfter: 5,
    pathFormats: [],
  });

  const inRange = new Date(at(7));
  const audio = (customId: string, md5: string, target: object, createdAt = inRange) =>
    createAuditAudio(t.ctx, client.id, { customId, md5, createdAt, durationMs: 30_000, ...target });
  const aired = await audio('AIRED', 'md5-shared', { stationId: norte.id });
  const twin = await audio('TWIN', 'md5-shared', { stationId: sur.id, createdAt: new Date(at(7, 30)) });
  const network = await audio('NETWORK', 'md5-network', { stationGroupId: group!.id });
  await audio('OLD', 'md5-old', { stationId: norte.id }, new Date(FROM - 10 * 24 * 60 * MIN));

  const schedule = async (station: { id: string }, customId: string, datetime: number, type = 'SPOT' as const) => {
    const [row] = await db
      .insert(auditSchedules)
      .values({
        clientId: client.id,
        stationId: station.id,
        type,
        datetime,
        day: '2026-11-10',
        customId,
        advertiser: 'Café Olé, S.A.',
        campaign: 'Verano',
        version: 'v1',
      })
      .returning();
    return row!.id;
  };
  const airedSchedule = await schedule(norte, 'AIRED', at(8));
  const [airing] = await db
    .insert(auditMatches)
    .values({
      stationId: norte.id,
      audioId: aired.id,
      datetime: at(8, 1),
      score: 90,
      playedDurationMs: 30_000,
      refEndMs: 30_000,
      source: 'AUTO',
    })
    .returning();
  await db.insert(auditScheduleConfirmations).values({
    scheduleId: airedSchedule,
    matchId: airing!.id,
    stationId: norte.id,
    day: '2026-11-10',
    type: 'DEFAULT',
    diffMinutes: 1,
  });
  const ids = {
    airedSchedule,
    airedLater: await schedule(norte, 'AIRED', at(12)),
    missingNorte1: await schedule(norte, 'MISSING', at(9)),
    missingSur: await schedule(sur, 'MISSING', at(9, 30)),
    missingNorte2: await schedule(norte, 'MISSING', at(10)),
    networkNorte: await schedule(norte, 'NETWORK', at(11)),
    // sur is not in the group: the group's audio is not its audio.
    networkSur: await schedule(sur, 'NETWORK', at(15)),
    twin1: await schedule(sur, 'TWIN', at(14)),
    twin2: await schedule(sur, 'TWIN', at(14, 1)),
    audios: { aired: aired.id, twin: twin.id, network: network.id },
  };
  await schedule(norte, 'MISSING', at(9), 'MENTION' as 'SPOT');
  // Excluded custom ids: no audio, never aired, booked back to back, yet in no report.
  await schedule(norte, 'EXCLUDED', at(13));
  await schedule(norte, 'EXCLUDED', at(13) + 1000);
  await schedule(norte, 'MISSING', FROM - 1);

  const other = await createClient(db);
  await createUser(db, { email: OUTSIDER, role: 'CLIENT_ADMIN', clientId: other.id });
  const otherStation = await createStation(db, other.id, audit);
  await createAuditAudio(t.ctx, other.id, { customId: 'FOREIGN', createdAt: inRange, stationId: otherStation.id });

  const post = (report: string, payload: object, email = ADMIN) =>
    t.app.inject({ method: 'POST', url: `/api/v2/audit/reports/${report}`, headers: asUser(email), payload });
  return { t, post, ids, client, norte, sur, video, noAudit, otherStation };
}

/** The first sheet of an xlsx answer. */
export async function sheetOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** A csv answer's rows as cells, the BOM dropped (RFC 4180: quoted cells, doubled quotes). */
export function csvRows(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = body.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  return rows;
}
