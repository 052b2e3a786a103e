/**
 * ASC and PLK ad schedule files (docs/schedule-formats.md): one spot a row, with a header row
 * naming the columns or none (then datetime, customId, advertiser, campaign, version,
 * toleranceBefore, tolerance; a PLK playlist may add its order as an eighth). Every row is read
 * whatever its neighbours hold: good rows come back as the contract's rows, bad ones as errors
 * naming the line and the field.
 */
import {
  type AdScheduleFormat,
  type AdScheduleParseResult,
  type AdScheduleRow,
  adScheduleRowSchema,
  zonedClock,
} from '@antena/contract';
import type { TextRecord } from './delimited-text';
import {
  DATE_FORMATS,
  headerKey,
  parseCalendarDate,
  parseClockTime,
  parseTolerance,
  readCell,
  readScheduleTable,
  RowErrors,
  checkRowCount,
  TIME_FORMATS,
  unclosedQuoteReason,
  wallClockMs,
  type Parsed,
} from './schedule-values';

type AdField =
  | 'datetime'
  | 'date'
  | 'time'
  | 'customId'
  | 'advertiser'
  | 'campaign'
  | 'version'
  | 'toleranceBefore'
  | 'tolerance'
  | 'order';

/** The names a header may give each column (compared by headerKey), the contract's first. */
const HEADER_NAMES: Record<AdField, string[]> = {
  datetime: ['datetime', 'fechahora', 'fechayhora', 'timestamp'],
  date: ['date', 'fecha', 'dia'],
  time: ['time', 'hora', 'horario'],
  customId: ['customid', 'id', 'codigo', 'cod', 'idspot', 'codigospot', 'idaviso', 'codigoaviso', 'cart'],
  advertiser: ['advertiser', 'anunciante', 'cliente', 'client'],
  campaign: ['campaign', 'campana', 'campania'],
  version: ['version', 'pieza', 'creative', 'creativo'],
  toleranceBefore: ['tolerancebefore', 'toleranciaantes', 'toleranciaprevia', 'tolantes', 'before', 'antes'],
  tolerance: ['tolerance', 'toleranceafter', 'tolerancia', 'toleranciadespues', 'toldespues', 'after', 'despues'],
  order: ['order', 'orden', 'ordernumber', 'nroorden', 'numerodeorden', 'ordendecompra'],
};

const FIELD_OF_KEY = new Map(
  Object.entries(HEADER_NAMES).flatMap(([field, keys]) => keys.map((key) => [key, field as AdField])),
);

/** A file without a header, column by column; PLK may add the order. */
const POSITIONAL: AdField[] = [
  'datetime',
  'customId',
  'advertiser',
  'campaign',
  'version',
  'toleranceBefore',
  'tolerance',
];
const POSITIONAL_OF: Record<AdScheduleFormat, AdField[]> = { ASC: POSITIONAL, PLK: [...POSITIONAL, 'order'] };

interface Layout {
  columns: Partial<Record<AdField, number>>;
  custom: { name: string; index: number }[];
  /** Cells a row may fill; more is an error (a stray separator or quote shifted the row). */
  width: number;
  header: boolean;
}

const DATETIME_FORMATS = 'YYYY-MM-DD HH:mm[:ss] or DD/MM/YYYY HH:mm[:ss]';

/** A datetime cell: a date, spaces (or ISO's T) and a time. */
function splitDatetime(text: string): [string, string] | null {
  const parts = text.split(/\s+|(?<=\d)T(?=\d)/);
  return parts.length === 2 ? [parts[0]!, parts[1]!] : null;
}

/** Whether a first cell is a schedule's date (however wrong), so its row is no header. */
function looksLikeDatetime(cell: string): boolean {
  return parseCalendarDate(splitDatetime(cell)?.[0] ?? cell) !== null;
}

/** The header's layout, a whole-file error, or null when the first row is a schedule row. */
function headerLayout(first: TextRecord): Layout | { fileError: string } | null {
  const fields = first.cells.map((cell) => FIELD_OF_KEY.get(headerKey(cell)));
  if (looksLikeDatetime(first.cells[0] ?? '') || !fields.some(Boolean)) return null;
  const layout: Layout = { columns: {}, custom: [], width: first.cells.length, header: true };
  const names = new Set<string>();
  for (const [index, cell] of first.cells.entries()) {
    const field = fields[index];
    if (cell === '') continue;
    const name = field ?? cell;
    if (names.has(name)) return { fileError: `the header names the column ${name} twice` };
    names.add(name);
    if (field) layout.columns[field] = index;
    else layout.custom.push({ name: cell, index });
  }
  const { columns } = layout;
  if (columns.datetime !== undefined && (columns.date !== undefined || columns.time !== undefined)) {
    return { fileError: 'the header names both a datetime column and a separate date or time column' };
  }
  if (columns.datetime === undefined && (columns.date === undefined || columns.time === undefined)) {
    return { fileError: 'the header names no datetime column (or the pair date and time)' };
  }
  if (columns.customId === undefined) return { fileError: 'the header names no customId column' };
  return layout;
}

function positionalLayout(format: AdScheduleFormat): Layout {
  const fields = POSITIONAL_OF[format];
  return {
    columns: Object.fromEntries(fields.map((field, index) => [field, index])),
    custom: [],
    width: fields.length,
    header: false,
  };
}

type Cells = (field: AdField) => string;

function parseDatetime(text: string): Parsed<number> | null {
  const parts = splitDatetime(text);
  const date = parts && parseCalendarDate(parts[0]);
  const time = parts && parseClockTime(parts[1]);
  if (!date || !time) return null;
  if ('reason' in date) return date;
  if ('reason' in time) return time;
  return { value: wallClockMs(date.value, time.value) };
}

/** The row's wall-clock time (as a UTC epoch), from one datetime column or a date and a time. */
function readWallTime(layout: Layout, cell: Cells): Parsed<number> | string[] {
  if (layout.columns.datetime !== undefined) {
    return readCell('datetime', cell('datetime'), parseDatetime, DATETIME_FORMATS);
  }
  const date = readCell('date', cell('date'), parseCalendarDate, DATE_FORMATS);
  const time = readCell('time', cell('time'), parseClockTime, TIME_FORMATS);
  if ('value' in date && 'value' in time) return { value: wallClockMs(date.value, time.value) };
  return [date, time].flatMap((part) => ('reason' in part ? [part.reason] : []));
}

function readRow(record: TextRecord, layout: Layout, toInstant: (wall: number) => number): Parsed<AdScheduleRow> {
  const { cells, line } = record;
  const cell: Cells = (field) => {
    const index = layout.columns[field];
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const problems: string[] = [];
  const extra = cells.slice(layout.width).filter(Boolean).length;
  if (extra > 0) {
    const expected = layout.header ? 'the header names' : 'a file without a header has';
    problems.push(`the row has ${cells.length} cells but ${expected} ${layout.width} columns`);
  }
  const wall = readWallTime(layout, cell);
  if (Array.isArray(wall)) problems.push(...wall);
  else if ('reason' in wall) problems.push(wall.reason);
  if (cell('customId') === '') problems.push('customId is empty');
  const toleranceBefore = parseTolerance('toleranceBefore', cell('toleranceBefore'));
  const tolerance = parseTolerance('tolerance', cell('tolerance'));
  for (const parsed of [toleranceBefore, tolerance]) if ('reason' in parsed) problems.push(parsed.reason);
  if (problems.length > 0 || !('value' in wall) || !('value' in toleranceBefore) || !('value' in tolerance)) {
    return { reason: problems.join('; ') };
  }
  const custom = Object.fromEntries(
    layout.custom.map(({ name, index }) => [name, cells[index] ?? '']).filter(([, value]) => value !== ''),
  );
  const checked = adScheduleRowSchema.safeParse({
    line,
    datetime: toInstant(wall.value),
    customId: cell('customId'),
    advertiser: cell('advertiser'),
    campaign: cell('campaign'),
    version: cell('version'),
    toleranceBefore: toleranceBefore.value,
    tolerance: tolerance.value,
    order: cell('order') || null,
    custom,
  });
  if (checked.success) return { value: checked.data };
  return { reason: checked.error.issues.map((issue) => `${issue.path.join(' ')}: ${issue.message}`).join('; ') };
}

/**
 * Reads an ASC or PLK file whose local times are on `timeZone`'s clock. `rows` are the good rows
 * in file order; `errors` name each bad row by its line (1-based, the header counted), or give one
 * error for line 1 when the file as a whole cannot be read. Throws TooManyScheduleRows past
 * `maxRows` (the contract's MAX_SCHEDULE_ROWS).
 */
export function parseAdScheduleFile(
  content: Buffer,
  options: { format: AdScheduleFormat; timeZone: string; maxRows?: number },
): AdScheduleParseResult {
  const toInstant = zonedClock(options.timeZone);
  const table = readScheduleTable(content, options.maxRows);
  if ('fileError' in table) return { rows: [], errors: [{ line: 1, reason: table.fileError }] };
  const [first, ...rest] = table.records;
  const header = first ? headerLayout(first) : null;
  if (header && 'fileError' in header) return { rows: [], errors: [{ line: first!.line, reason: header.fileError }] };
  const layout = header ?? positionalLayout(options.format);
  const records = header ? rest : table.records;
  checkRowCount(records.length, options.maxRows);
  const rows: AdScheduleRow[] = [];
  const errors = new RowErrors();
  for (const record of records) {
    const row = readRow(record, layout, toInstant);
    if ('value' in row) rows.push(row.value);
    else errors.add(record.line, row.reason);
  }
  if (table.unclosedQuoteLine !== null) errors.add(table.unclosedQuoteLine, unclosedQuoteReason);
  if (rows.length === 0 && errors.list().length === 0) errors.add(1, 'the file has a header row but no schedule rows');
  return { rows, errors: errors.list() };
}
