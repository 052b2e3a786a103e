/**
 * The files a report downloads as (spec 03: "csv" and "xls", the xls a real .xlsx): one list of
 * typed columns writes both. Dates travel as epoch ms and are written as the wall-clock time of a
 * timezone (the station's, as the screens show them), since neither format carries a zone; the
 * xlsx keeps them as real date cells, so a spreadsheet sorts and filters them as dates.
 */
import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../http/content-disposition';
import { wallAsUtc, wallClockFormat } from '../audit/schedule-files/zoned-time';

export type ReportColumnType = 'text' | 'number' | 'date' | 'datetime' | 'duration';

/** `date`/`datetime`: epoch ms; `duration`: ms, written as seconds; null: an empty cell. */
export interface ReportColumn<T> {
  header: string;
  type: ReportColumnType;
  value: (row: T) => string | number | null;
}

/** One IANA zone for every row, or each row's own (a report over stations of several zones). */
export type ReportTimezone<T> = string | ((row: T) => string);

export type ReportFileFormat = 'csv' | 'xls';

const FIFTEEN_MINUTES = 900_000;
/**
 * The zone's wall-clock time at an instant, as a UTC epoch (its UTC fields read the clock). Intl is
 * slow for 200,000 rows, so the offset is kept per quarter hour: zones change offset only at
 * quarter-hour instants (offsets are whole quarter hours and changes happen on the local hour or
 * half hour). Throws a RangeError for a zone Intl does not know.
 */
export function wallClock(timeZone: string): (ms: number) => number {
  const format = wallClockFormat(timeZone);
  const offsets = new Map<number, number>();
  return (ms) => {
    const quarter = Math.floor(ms / FIFTEEN_MINUTES);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const start = quarter * FIFTEEN_MINUTES;
      offset = wallAsUtc(format, start) - start;
      offsets.set(quarter, offset);
    }
    return ms + offset;
  };
}

/** Every row's zone as a clock, each zone's clock made once. */
function clocks<T>(timezone: ReportTimezone<T>): (row: T) => (ms: number) => number {
  const made = new Map<string, (ms: number) => number>();
  const clockOf = (zone: string) => {
    let clock = made.get(zone);
    if (!clock) {
      clock = wallClock(zone);
      made.set(zone, clock);
    }
    return clock;
  };
  if (typeof timezone === 'string') {
    const clock = clockOf(timezone);
    return () => clock;
  }
  return (row) => clockOf(timezone(row));
}

const pad = (n: number) => String(n).padStart(2, '0');

function wallText(wall: number, withTime: boolean): string {
  const d = new Date(wall);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return withTime ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : day;
}

/** Milliseconds as seconds, kept to the millisecond. */
const seconds = (ms: number) => Math.round(ms) / 1000;

/**
 * A text a spreadsheet would run as a formula (CSV injection, OWASP): a custom id or a title
 * typed by anyone starting with = + - @ gets a leading apostrophe, which spreadsheets hide.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const csvText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** UTF-8 with a BOM, so spreadsheet programs read the accents; a header row; dates as `YYYY-MM-DD HH:mm:ss`. */
export function writeCsv<T>(
  columns: ReportColumn<T>[],
  rows: Iterable<T>,
  options: { timezone?: ReportTimezone<T> } = {},
): Buffer {
  const clockOf = clocks(options.timezone ?? 'UTC');
  const records: (string | number)[][] = [columns.map((column) => column.header)];
  for (const row of rows) {
    records.push(
      columns.map((column) => {
        const value = column.value(row);
        if (value === null) return '';
        switch (column.type) {
          case 'date':
          case 'datetime':
            return wallText(clockOf(row)(Number(value)), column.type === 'datetime');
          case 'duration':
            return seconds(Number(value));
          case 'number':
            return Number(value);
          case 'text':
            return csvText(String(value));
        }
      }),
    );
  }
  return Buffer.from(stringify(records, { bom: true }), 'utf8');
}

const NUMBER_FORMATS: Record<ReportColumnType, string | undefined> = {
  text: undefined,
  number: undefined,
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
  duration: '0.###',
};

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Rows read to size the columns: a stream cannot look back, and the first rows tell enough. */
const WIDTH_SAMPLE = 500;

function columnWidths<T>(columns: ReportColumn<T>[], rows: T[]): number[] {
  return columns.map((column) => {
    let width = column.header.length;
    if (column.type === 'date') width = Math.max(width, 10);
    else if (column.type === 'datetime') width = Math.max(width, 19);
    else
      for (const row of rows.slice(0, WIDTH_SAMPLE)) {
        const value = column.value(row);
        if (value !== null) width = Math.max(width, String(value).length);
      }
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2));
  });
}

/** Excel refuses sheet names over 31 characters or with any of : \ / ? * [ ]. */
const sheetTitle = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    .trim() || 'Report';

/**
 * A real .xlsx: numbers as number cells, dates as date cells showing the zone's clock time, a bold
 * frozen header. Written by exceljs's streaming writer, row by row, so 200,000 rows stay fast.
 */
export async function writeXlsx<T>(
  columns: ReportColumn<T>[],
  rows: T[],
  options: { sheetName: string; timezone: ReportTimezone<T> },
): Promise<Buffer> {
  const clockOf = clocks(options.timezone);
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetTitle(options.sheetName), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const widths = columnWidths(columns, rows);
  sheet.columns = columns.map((column, index) => {
    const numFmt = NUMBER_FORMATS[column.type];
    return { key: String(index), width: widths[index], ...(numFmt && { style: { numFmt } }) };
  });
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  for (const row of rows) {
    sheet
      .addRow(
        columns.map((column) => {
          const value = column.value(row);
          if (value === null) return null;
          switch (column.type) {
            case 'date':
            case 'datetime':
              // exceljs writes a Date's UTC fields: the wall-clock epoch makes them the zone's clock.
              return new Date(clockOf(row)(Number(value)));
            case 'duration':
              return seconds(Number(value));
            case 'number':
              return Number(value);
            case 'text':
              return String(value);
          }
        }),
      )
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

const EXTENSIONS: Record<ReportFileFormat, string> = { csv: 'csv', xls: 'xlsx' };
/** The contract's REPORT_FILE_TYPES (routes/reports.ts), one per format. */
const CONTENT_TYPES: Record<ReportFileFormat, string> = {
  csv: 'text/csv',
  xls: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A base name fit for a file on any system: no path separators, control or reserved characters. */
export function reportFileName(baseName: string, format: ReportFileFormat): string {
  const base =
    baseName
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, '_')
      .replace(/^[\s.]+|[\s.]+$/g, '')
      .slice(0, 200) || 'report';
  return `${base}.${EXTENSIONS[format]}`;
}

/** Sends a written report file as an attachment (`.csv`, or `.xlsx` for the xls format). */
export function sendReportFile(
  reply: FastifyReply,
  format: ReportFileFormat,
  baseName: string,
  buffer: Buffer,
): FastifyReply {
  return reply
    .header('content-type', format === 'csv' ? `${CONTENT_TYPES.csv}; charset=utf-8` : CONTENT_TYPES.xls)
    .header('content-disposition', contentDisposition('attachment', reportFileName(baseName, format)))
    .send(buffer);
}
