/**
 * A month of 10 stations in the demo client, written straight into the database before Antena
 * starts (`insert … select from generate_series`, so the 864,000 segment rows take seconds, not
 * the hour the API would): each station's 30 days of back-to-back 30 s segments with real-size
 * waveforms (no media), a spot every 5 minutes (a SPOT schedule and its AUTO match, paired as the
 * product pairs them), 40 reference audios of their station group, and for the client 5 AOD
 * rules with a run a day, 200 saved reports and 300 fragments a station.
 */
import { SEGMENT_DURATION_MS } from '@antena/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db';
import {
  aodRules,
  aodRuns,
  auditAudios,
  auditMatches,
  auditSchedules,
  clients,
  fragments,
  reports,
  segments,
  stationGroups,
  stations,
} from '../../apps/server/src/db/schema';
import { repairStation } from '../../apps/server/src/modules/audit/schedule-confirmation';
import { DEMO_CLIENT_SLUG } from '../../apps/server/src/seed/demo.seed';

export const MONTH_STATIONS = 10;
export const MONTH_DAYS = 30;
export const monthSlug = (index: number) => `bench-${index + 1}`;
const ZONE = 'America/Argentina/Buenos_Aires';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SPOT_EVERY_MS = 5 * 60_000;
const AUDIOS = 40;
const PIXELS = (SEGMENT_DURATION_MS / 1000) * 25;

/** A few speech-like envelopes (min and max per pixel, 1,500 bytes), cycled over the rows. */
function waveforms(count: number): Buffer[] {
  return Array.from({ length: count }, (_, variant) => {
    const bytes = Buffer.alloc(PIXELS * 2);
    for (let pixel = 0; pixel < PIXELS; pixel += 1) {
      const t = variant * PIXELS + pixel;
      const level = 0.5 + 0.3 * Math.sin(t / 400) + 0.2 * Math.abs(Math.sin(t / 7));
      const peak = Math.round(Math.min(1, level) * 127);
      bytes.writeInt8(-peak, pixel * 2);
      bytes.writeInt8(peak, pixel * 2 + 1);
    }
    return bytes;
  });
}

/** A JavaScript array as an SQL array literal (drizzle writes a bare array as a row). */
const list = (values: (string | number)[], type: string) =>
  sql`(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[])`;

export async function seedMonth(
  db: Db,
  endTs: number,
  say: (line: string) => void,
  { stationCount = MONTH_STATIONS, days = MONTH_DAYS } = {},
) {
  const [demo] = await db.select().from(clients).where(eq(clients.slug, DEMO_CLIENT_SLUG));
  const clientId = demo!.id;
  const [group] = await db.insert(stationGroups).values({ clientId, name: 'Bench network' }).returning();
  const rows = await db
    .insert(stations)
    .values(
      Array.from({ length: stationCount }, (_, i) => ({
        clientId,
        slug: monthSlug(i),
        name: `Bench ${i + 1}`,
        format: 'mp3' as const,
        timezone: ZONE,
        language: 'es',
        stationGroupId: group!.id,
        featuresConfig: { audit: { enabled: true } },
      })),
    )
    .returning();
  const audios = await db
    .insert(auditAudios)
    .values(
      Array.from({ length: AUDIOS }, (_, i) => ({
        clientId,
        stationGroupId: group!.id,
        customId: `SPOT-${String(i + 1).padStart(2, '0')}`,
        title: `Spot ${i + 1}`,
        filename: `spot-${i + 1}.mp3`,
        durationMs: 20_000 + (i % 3) * 10_000,
        md5: `md5-${i}`,
        bytes: 1000,
        contentType: 'audio/mpeg',
        storageKey: `audit/audios/bench/${i}.mp3`,
      })),
    )
    .returning();
  const audioIds = audios.map((audio) => audio.id);
  const customIds = audios.map((audio) => audio.customId);
  const durations = audios.map((audio) => audio.durationMs);
  const wave = waveforms(8);
  const from = endTs - days * DAY;
  const segmentCount = (days * DAY) / SEGMENT_DURATION_MS;
  const spotCount = (days * DAY) / SPOT_EVERY_MS;
  // Registered two days ago: the jobs that look for recent segments without waveform or audit
  // scan (segments.requeue-unprocessed, audit.requeue-unscanned) leave these rows alone.
  const createdAt = new Date(Date.now() - 2 * DAY);

  for (const station of rows) {
    let started = Date.now();
    const step = (what: string) => {
      say(`  ${station.name}: ${what} in ${Date.now() - started} ms`);
      started = Date.now();
    };
    await db.execute(sql`
      insert into ${segments} (station_id, start_ts, end_ts, seq, duration_ms, format, codec, bytes,
        storage_key, waveform_sample_rate, waveform_samples_per_pixel, waveform, created_at)
      select ${station.id}, ${from}::bigint + i * ${SEGMENT_DURATION_MS}, ${from}::bigint + (i + 1) * ${SEGMENT_DURATION_MS}, i,
        ${SEGMENT_DURATION_MS}, 'mp3', 'mp3', 480000, 'bench/' || ${station.id} || '/' || i || '.mp3',
        11025, 441,
        (array[${sql.join(
          wave.map((bytes) => sql`${bytes}::bytea`),
          sql`, `,
        )}])[(1 + i % ${wave.length})::int], ${createdAt}
      from generate_series(0::bigint, ${segmentCount - 1}) as i`);
    step(`${segmentCount} segments`);
    // A spot every 5 minutes, a little after its schedule (within the default tolerance).
    await db.execute(sql`
      insert into ${auditSchedules} (client_id, station_id, type, datetime, day, custom_id, advertiser,
        campaign, version, "order")
      select ${clientId}, ${station.id}, 'SPOT', ts,
        to_char(to_timestamp(ts / 1000.0) at time zone ${ZONE}, 'YYYY-MM-DD'),
        ${list(customIds, 'text')}[(1 + i % ${AUDIOS})::int], 'Advertiser ' || (i % 7), 'Campaign ' || (i % 5),
        'V' || (i % 3), 'ORD-' || (i % 11)
      from generate_series(0::bigint, ${spotCount - 1}) as i, lateral (select ${from}::bigint + i * ${SPOT_EVERY_MS} + 60000 as ts) t`);
    await db.execute(sql`
      insert into ${auditMatches} (station_id, audio_id, datetime, score, played_duration_ms, ref_end_ms, source)
      select ${station.id}, ${list(audioIds, 'uuid')}[(1 + i % ${AUDIOS})::int],
        ${from}::bigint + i * ${SPOT_EVERY_MS} + 60000 + (i % 13) * 1000, 0.6 + (i % 40) / 100.0,
        ${list(durations, 'int')}[(1 + i % ${AUDIOS})::int], ${list(durations, 'int')}[(1 + i % ${AUDIOS})::int], 'AUTO'
      from generate_series(0::bigint, ${spotCount - 1}) as i`);
    step(`${spotCount} schedules and matches`);
    await db.insert(fragments).values(
      Array.from({ length: 300 }, (_, i) => {
        const fromTs = from + Math.floor((i * days * DAY) / 300);
        return {
          clientId,
          stationId: station.id,
          type: 'DEFAULT_FRAGMENT' as const,
          title: `Fragment ${i + 1} of ${station.name}`,
          fromTs,
          toTs: fromTs + 120_000,
          durationMs: 120_000,
          chunks: [{ from: fromTs, to: fromTs + 120_000, label: null, color: null, segments: [] }],
          gaps: [],
          mediaStatus: 'READY' as const,
          createdAt: new Date(fromTs + 130_000),
        };
      }),
    );
    await repairStation({ db, log: { info: () => undefined, warn: () => undefined } as never }, station.id);
    step('fragments and pairing');
  }

  const exportOptions = {
    audioMatchIncludeBefore: 0 as const,
    audioMatchIncludeAfter: 0 as const,
    excludeVersion: false,
    publicLink: false,
    pathFormat: { formatId: 'default' },
  };
  const config = (dayFrom: number) => ({
    stationsIds: rows.map((station) => station.id),
    from: dayFrom,
    to: dayFrom + DAY,
    advertisers: [],
    campaigns: [],
    versions: [],
    customFields: {},
    customIds: [],
    orders: [],
    excludedMatches: [],
  });
  const savedReports = await db
    .insert(reports)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        clientId,
        name: `Report ${i + 1}`,
        type: 'AUDIT_GIP_STATUS' as const,
        config: config(from + (i % days) * DAY),
        createdAt: new Date(from + (i * days * DAY) / 200),
      })),
    )
    .returning({ id: reports.id });
  const rules = await db
    .insert(aodRules)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        clientId,
        name: `Rule ${i + 1}`,
        reportType: 'AUDIT_GIP_STATUS' as const,
        trigger: 'ORDER_END' as const,
        reportConfig: { ...config(from), orders: [`ORD-${i}`] },
        exportOptions,
        exportConditions: { minEfficiency: false as const },
      })),
    )
    .returning({ id: aodRules.id });
  await db.insert(aodRuns).values(
    rules.flatMap((rule, r) =>
      Array.from({ length: days }, (_, d) => ({
        clientId,
        ruleId: rule.id,
        type: 'ORDER_END' as const,
        status: 'COMPLETED_WITHOUT_EXPORT' as const,
        reportId: savedReports[(r * days + d) % savedReports.length]!.id,
        exportConditions: { minEfficiency: false as const },
        createdAt: new Date(from + d * DAY + r * HOUR),
      })),
    ),
  );
  await db.execute(sql`analyze`);
  return rows;
}
