/**
 * The values a schedule file's cells hold (dates, times, tolerances, header names) and the errors
 * its rows collect, shared by the ASC/PLK and PNT CSV readers (docs/schedule-formats.md).
 */
import { foldAccents, MAX_SCHEDULE_ROWS, MAX_TOLERANCE_MINUTES, type ScheduleRowError } from '@antena/contract';
import { decodeText, detectSeparator, readRecords, type TextRecord } from './delimited-text';

/** A cell's value, or why the cell does not hold one. */
export type Parsed<T> = { value: T } | { reason: string };

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface ClockTime {
  hour: number;
  minute: number;
  second: number;
}

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_FIRST_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

export const DATE_FORMATS = 'YYYY-MM-DD or DD/MM/YYYY';
export const TIME_FORMATS = 'HH:mm or HH:mm:ss';

const daysIn = ({ year, month }: { year: number; month: number }) => {
  if (month !== 2) return [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
};

/** `YYYY-MM-DD` or `DD/MM/YYYY` (one-digit day and month too, as spreadsheets write them). */
export function parseCalendarDate(text: string): Parsed<CalendarDate> | null {
  const iso = ISO_DATE.exec(text);
  const dayFirst = iso ? null : DAY_FIRST_DATE.exec(text);
  if (!iso && !dayFirst) return null;
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : [dayFirst![3], dayFirst![2], dayFirst![1]];
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  const real = date.year >= 1970 && date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysIn(date);
  return real ? { value: date } : { reason: 'is not a date' };
}

/** `HH:mm` or `HH:mm:ss`, 00:00 to 23:59:59 (one-digit hours too). */
export function parseClockTime(text: string): Parsed<ClockTime> | null {
  const match = CLOCK_TIME.exec(text);
  if (!match) return null;
  const time = { hour: Number(match[1]), minute: Number(match[2]), second: Number(match[3] ?? 0) };
  const real = time.hour < 24 && time.minute < 60 && time.second < 60;
  return real ? { value: time } : { reason: 'is not a time of day' };
}

export const isoDate = ({ year, month, day }: CalendarDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The date and time as a wall-clock epoch (read as UTC; zonedClock places it). */
export const wallClockMs = (date: CalendarDate, time: ClockTime) =>
  Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute, time.second);

/** A cell of one of the file's formats: empty, not in a format, or in one but not real (31/02). */
export function readCell<T>(
  field: string,
  text: string,
  parse: (text: string) => Parsed<T> | null,
  forms: string,
): Parsed<T> {
  if (text === '') return { reason: `${field} is empty` };
  const parsed = parse(text);
  if (!parsed) return { reason: `${field} '${text}' is not in the form ${forms}` };
  return 'reason' in parsed ? { reason: `${field} '${text}' ${parsed.reason}` } : parsed;
}

/** A tolerance cell: whole minutes from 0 to a day; empty is null (the client's default applies). */
export function parseTolerance(field: string, text: string): Parsed<number | null> {
  if (text === '') return { value: null };
  const minutes = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  if (minutes <= MAX_TOLERANCE_MINUTES) return { value: minutes };
  return { reason: `${field} '${text}' is not a whole number of minutes from 0 to ${MAX_TOLERANCE_MINUTES}` };
}

/** A header cell compared without case, accents, spaces or punctuation: "Campaña" is "campana". */
export const headerKey = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Rows in error listed at most; the rest are counted in one last entry, so a wrong file answers briefly. */
export const MAX_LISTED_ERRORS = 500;

export class RowErrors {
  private readonly errors: ScheduleRowError[] = [];
  private unlisted = 0;
  private firstUnlistedLine = 0;

  add(line: number, reason: string): void {
    if (this.errors.length < MAX_LISTED_ERRORS) {
      this.errors.push({ line, reason });
    } else if (this.unlisted++ === 0) {
      this.firstUnlistedLine = line;
    }
  }

  list(): ScheduleRowError[] {
    if (this.unlisted === 0) return this.errors;
    const more = `${this.unlisted} more ${this.unlisted === 1 ? 'row has' : 'rows have'} errors, from this line on`;
    return [...this.errors, { line: this.firstUnlistedLine, reason: more }];
  }
}

/** The file's records, or the one error (for line 1) that makes the whole file unreadable. */
export type ScheduleTable = { records: TextRecord[]; unclosedQuoteLine: number | null } | { fileError: string };

/**
 * A file with more schedule rows than one batch takes (contract MAX_SCHEDULE_ROWS): refused as a
 * whole (the routes answer 400 on body.file), and found without reading past the first row too many.
 */
export class TooManyScheduleRows extends Error {
  constructor(readonly limit = MAX_SCHEDULE_ROWS) {
    super(`the file has more than ${limit} rows: split it into smaller files`);
    this.name = 'TooManyScheduleRows';
  }
}

/**
 * The file's records: at most `maxRows` after a header (read only that far, so a file of a million
 * short lines costs what a full one does), or TooManyScheduleRows.
 */
export function readScheduleTable(content: Buffer, maxRows = MAX_SCHEDULE_ROWS): ScheduleTable {
  const decoded = decodeText(content);
  if ('error' in decoded) return { fileError: decoded.error };
  // One record more than the rows a header could precede, then one more to tell "too many".
  const { records, unclosedQuoteLine } = readRecords(decoded.text, detectSeparator(decoded.text), maxRows + 2);
  if (records.length === 0 && unclosedQuoteLine === null) return { fileError: 'the file has no rows' };
  return { records, unclosedQuoteLine };
}

/** Refuses the rows after the header when there are more than one batch takes. */
export function checkRowCount(rows: number, maxRows = MAX_SCHEDULE_ROWS): void {
  if (rows > maxRows) throw new TooManyScheduleRows(maxRows);
}

export const unclosedQuoteReason = 'a quote (") opened on this line is never closed: the rest of the file was not read';
