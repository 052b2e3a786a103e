/**
 * What every global report shares: its stations taken client by client (each client's excluded
 * custom ids apply to its own stations), and its answer: JSON, or with `options.format` the file,
 * dates written on `options.timezone` or else each row's station clock, with a Timezone column
 * naming the clock of every row (docs/global-reports.md).
 */
import { stationDay, type ReportFormat } from '@antena/contract';
import type { FastifyReply } from 'fastify';
import type { StationRow } from '../../../access/station-access';
import type { Db } from '../../../db';
import { auditConfigOf } from '../../audit/audit-config';
import { sendReportFile, writeCsv, writeXlsx, type ReportColumn } from '../report-files';

export interface ClientStations {
  clientId: string;
  stations: StationRow[];
  excludedCustomIds: string[];
}

/** The report's stations by client (one, but for a superadmin), each with its excluded custom ids. */
export async function stationsByClient(db: Db, list: StationRow[]): Promise<ClientStations[]> {
  const byClient = new Map<string, StationRow[]>();
  for (const station of list) byClient.set(station.clientId, [...(byClient.get(station.clientId) ?? []), station]);
  return Promise.all(
    [...byClient].map(async ([clientId, stations]) => ({
      clientId,
      stations,
      excludedCustomIds: (await auditConfigOf(db, clientId)).excludedCustomIds,
    })),
  );
}

export interface FileOptions {
  format?: ReportFormat;
  timezone?: string;
}

export interface ReportFile<T> {
  /** The report's name in the file name, before the range's days (`missing-audios`). */
  name: string;
  sheetName: string;
  range: { from: number; to: number };
  columns: ReportColumn<T>[];
  rows: T[];
  /** The station clock a row's dates are written on when no timezone is asked. */
  zoneOf: (row: T) => string;
  /** The clock of the file name's days when none is asked: the stations' one, if they share it. */
  stations: StationRow[];
}

/** Writes the report as `options.format` and sends it (`missing-audios_2026-11-01_2026-11-30.xlsx`). */
export async function sendGlobalReportFile<T>(
  reply: FastifyReply,
  options: FileOptions & { format: ReportFormat },
  file: ReportFile<T>,
): Promise<FastifyReply> {
  const timezone = options.timezone ?? file.zoneOf;
  const zoneOf = typeof timezone === 'string' ? () => timezone : timezone;
  const columns: ReportColumn<T>[] = [...file.columns, { header: 'Timezone', type: 'text', value: zoneOf }];
  const zones = new Set(file.stations.map((station) => station.timezone));
  const nameZone = options.timezone ?? (zones.size === 1 ? [...zones][0]! : 'UTC');
  const baseName = `${file.name}_${stationDay(nameZone, file.range.from)}_${stationDay(nameZone, file.range.to)}`;
  const buffer =
    options.format === 'csv'
      ? writeCsv(columns, file.rows, { timezone })
      : await writeXlsx(columns, file.rows, { sheetName: file.sheetName, timezone });
  return sendReportFile(reply, options.format, baseName, buffer);
}

export const reportStation = (station: StationRow) => ({ id: station.id, name: station.name, slug: station.slug });
