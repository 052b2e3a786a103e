/**
 * PNT CSV mention schedules (docs/schedule-formats.md "PNT CSV"): a header row naming date,
 * customId, title, dirtyText and count, in any order, then one mention a row: read `count` times
 * on the station's day `date`.
 */
import { pntScheduleRowSchema, type PntScheduleParseResult, type PntScheduleRow } from '@antena/contract';
import type { TextRecord } from './delimited-text';
import {
  DATE_FORMATS,
  headerKey,
  isoDate,
  parseCalendarDate,
  readCell,
  readScheduleTable,
  RowErrors,
  checkRowCount,
  unclosedQuoteReason,
  type Parsed,
} from './schedule-values';

const PNT_COLUMNS = ['date', 'customId', 'title', 'dirtyText', 'count'] as const;
type PntField = (typeof PNT_COLUMNS)[number];

/** The names a header may give each column (compared by headerKey), the contract's first. */
const HEADER_NAMES: Record<PntField, string[]> = {
  date: ['date', 'fecha'],
  customId: ['customid', 'id', 'codigo'],
  title: ['title', 'titulo'],
  dirtyText: ['dirtytext', 'texto'],
  count: ['count', 'cantidad', 'veces'],
};

const FIELD_OF_KEY = new Map(
  Object.entries(HEADER_NAMES).flatMap(([field, keys]) => keys.map((key) => [key, field as PntField])),
);

type Columns = Record<PntField, number>;

function headerColumns(header: TextRecord): Columns | string {
  const columns: Partial<Columns> = {};
  for (const [index, cell] of header.cells.entries()) {
    const field = FIELD_OF_KEY.get(headerKey(cell));
    if (!field) continue;
    if (columns[field] !== undefined) return `the header names the column ${field} twice`;
    columns[field] = index;
  }
  const missing = PNT_COLUMNS.filter((field) => columns[field] === undefined);
  if (missing.length === 0) return columns as Columns;
  if (header.cells.some((cell) => parseCalendarDate(cell))) {
    return `the file has no header row: its first row must name the columns ${PNT_COLUMNS.join(',')}`;
  }
  return `the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`;
}

function readRow(record: TextRecord, columns: Columns): Parsed<PntScheduleRow> {
  const cell = (field: PntField) => record.cells[columns[field]] ?? '';
  const problems: string[] = [];
  const date = readCell('date', cell('date'), parseCalendarDate, DATE_FORMATS);
  if ('reason' in date) problems.push(date.reason);
  if (cell('customId') === '') problems.push('customId is empty');
  const count = /^\d{1,4}$/.test(cell('count')) ? Number(cell('count')) : NaN;
  if (!(count >= 1 && count <= 1000)) problems.push(`count '${cell('count')}' is not a whole number from 1 to 1000`);
  if (problems.length > 0 || !('value' in date)) return { reason: problems.join('; ') };
  const checked = pntScheduleRowSchema.safeParse({
    line: record.line,
    date: isoDate(date.value),
    customId: cell('customId'),
    title: cell('title'),
    dirtyText: cell('dirtyText'),
    count,
  });
  if (checked.success) return { value: checked.data };
  return { reason: checked.error.issues.map((issue) => `${issue.path.join(' ')}: ${issue.message}`).join('; ') };
}

/**
 * Reads a PNT CSV file: `rows` are the good rows in file order; `errors` name each bad row by its
 * line (1-based, the header counted), or give one error when the file as a whole cannot be read.
 * Throws TooManyScheduleRows past `maxRows` (the contract's MAX_SCHEDULE_ROWS).
 */
export function parsePntScheduleFile(content: Buffer, options: { maxRows?: number } = {}): PntScheduleParseResult {
  const table = readScheduleTable(content, options.maxRows);
  if ('fileError' in table) return { rows: [], errors: [{ line: 1, reason: table.fileError }] };
  const [header, ...records] = table.records;
  if (!header) return { rows: [], errors: [{ line: table.unclosedQuoteLine ?? 1, reason: unclosedQuoteReason }] };
  const columns = headerColumns(header);
  if (typeof columns === 'string') return { rows: [], errors: [{ line: header.line, reason: columns }] };
  checkRowCount(records.length, options.maxRows);
  const rows: PntScheduleRow[] = [];
  const errors = new RowErrors();
  for (const record of records) {
    const row = readRow(record, columns);
    if ('value' in row) rows.push(row.value);
    else errors.add(record.line, row.reason);
  }
  if (table.unclosedQuoteLine !== null) errors.add(table.unclosedQuoteLine, unclosedQuoteReason);
  if (rows.length === 0 && errors.list().length === 0) errors.add(1, 'the file has a header row but no mention rows');
  return { rows, errors: errors.list() };
}
