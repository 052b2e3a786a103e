/**
 * A minimal SpreadsheetML (.xlsx) writer for one sheet of typed cells: the workbook's few fixed
 * parts, a style sheet with the report's number formats, and the sheet's XML streamed into the ZIP
 * (archiver 8) a batch of rows at a time. A general library (exceljs) builds an object per cell
 * and took 8 s for a 190,000-row GIP report; the report needs only text, numbers and dates, which
 * are a few string templates each.
 */
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';

/** How a cell is written: a text, a number, or a date as a wall-clock epoch (its UTC fields read the clock). */
export type XlsxCellKind = 'text' | 'number' | 'date' | 'datetime' | 'duration';

export interface XlsxColumn {
  header: string;
  kind: XlsxCellKind;
  /** In characters. */
  width: number;
}

/** A row's cells, one per column: a string for text, a number otherwise; null is an empty cell. */
export type XlsxRow = (string | number | null)[];

export interface XlsxSheet {
  name: string;
  columns: XlsxColumn[];
  rowCount: number;
  /** Row `index` (0-based, header excluded), each row asked for once, in order. */
  row: (index: number) => XlsxRow;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** The cellXfs of styles.xml, by index: what a cell's `s` attribute names. */
const STYLE = { plain: 0, header: 1, date: 2, datetime: 3, duration: 4 } as const;
const KIND_STYLE: Record<XlsxCellKind, number> = {
  text: STYLE.plain,
  number: STYLE.plain,
  date: STYLE.date,
  datetime: STYLE.datetime,
  duration: STYLE.duration,
};

const STYLES_XML =
  XML_DECLARATION +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<numFmts count="3">' +
  '<numFmt numFmtId="164" formatCode="yyyy-mm-dd"/>' +
  '<numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm:ss"/>' +
  '<numFmt numFmtId="166" formatCode="0.###"/>' +
  '</numFmts>' +
  '<fonts count="2">' +
  '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '</fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

const CONTENT_TYPES_XML =
  XML_DECLARATION +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS_XML =
  XML_DECLARATION +
  `<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS_XML =
  XML_DECLARATION +
  `<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

const workbookXml = (sheetName: string) =>
  XML_DECLARATION +
  `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
  '<bookViews><workbookView/></bookViews>' +
  `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
  '</workbook>';

/**
 * Characters XML 1.0 forbids (controls other than tab and newlines, U+FFFE/U+FFFF, lone
 * surrogates): a file holding one does not open, so they are dropped.
 */
const INVALID_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const SPECIAL_XML = /[&<>"\r]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
/** Most texts need nothing, and one test is cheaper than two replaces. */
// eslint-disable-next-line no-control-regex
const NEEDS_WORK = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;

/** A text fit for XML content or a quoted attribute (a CR kept as a reference, which parsers would turn into LF). */
export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(INVALID_XML, '').replace(SPECIAL_XML, (char) => ENTITIES[char]!);
}

/** Excel refuses sheet names over 31 characters, with any of : \ / ? * [ ], or starting or ending with '. */
export function sheetTitle(name: string): string {
  const title = name
    .replace(INVALID_XML, '')
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    // A cut through a surrogate pair leaves its first half.
    .replace(INVALID_XML, '')
    .trim()
    .replace(/^'+|'+$/g, '')
    .trim();
  return title || 'Report';
}

/** A, B, ... Z, AA, AB, ...: a column's letters in a cell reference. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const DAY_MS = 86_400_000;
/** Days from Excel's 1900 epoch (1899-12-30, counting its phantom 1900-02-29) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;
const serial = (wall: number) => wall / DAY_MS + UNIX_EPOCH_SERIAL;

/** Excel refuses (asks to repair) a file with a longer text in a cell. */
const MAX_CELL_TEXT = 32_767;

const textCell = (ref: string, style: number, text: string) => {
  const escaped = xmlText(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
  // Spreadsheets trim a text's outer spaces unless told to keep them.
  const space = escaped !== escaped.trim() ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style ? ` s="${style}"` : ''} t="inlineStr"><is><t${space}>${escaped}</t></is></c>`;
};

/** Rows of XML written per chunk: big enough to keep the stream's overhead small, small enough to stay a few hundred KB. */
const ROWS_PER_CHUNK = 1000;

/** The sheet's XML, made a chunk of rows at a time as the ZIP reads it. */
function sheetXml(sheet: XlsxSheet): Readable {
  const letters = sheet.columns.map((_, index) => columnLetters(index));
  const styles = sheet.columns.map((column) => KIND_STYLE[column.kind]);
  const styleAttributes = styles.map((style) => (style ? ` s="${style}"` : ''));
  const lastRef = `${letters.at(-1) ?? 'A'}${sheet.rowCount + 1}`;
  const head =
    XML_DECLARATION +
    `<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<dimension ref="A1:${lastRef}"/>` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    (sheet.columns.length
      ? '<cols>' +
        sheet.columns
          .map(
            (column, index) =>
              `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"${styles[index] ? ` style="${styles[index]}"` : ''}/>`,
          )
          .join('') +
        '</cols>'
      : '') +
    '<sheetData>' +
    `<row r="1">${sheet.columns.map((column, index) => textCell(`${letters[index]}1`, STYLE.header, column.header)).join('')}</row>`;

  let next = 0;
  let done = false;
  return new Readable({
    read() {
      if (done) return;
      let chunk = next === 0 ? head : '';
      const end = Math.min(sheet.rowCount, next + ROWS_PER_CHUNK);
      for (; next < end; next++) {
        const r = next + 2;
        const cells = sheet.row(next);
        chunk += `<row r="${r}">`;
        for (let i = 0; i < cells.length; i++) {
          const value = cells[i];
          if (value === null || value === undefined) continue;
          const ref = letters[i]! + r;
          if (typeof value === 'string') chunk += textCell(ref, styles[i]!, value);
          else if (Number.isFinite(value)) {
            const kind = sheet.columns[i]!.kind;
            const number = kind === 'date' || kind === 'datetime' ? serial(value) : value;
            chunk += `<c r="${ref}"${styleAttributes[i]}><v>${number}</v></c>`;
          }
        }
        chunk += '</row>';
      }
      if (next >= sheet.rowCount) {
        chunk += '</sheetData></worksheet>';
        done = true;
      }
      this.push(chunk);
      if (done) this.push(null);
    },
  });
}

/** The .xlsx file of one sheet, in memory (a report answer is sent whole). */
export async function xlsxFile(sheet: XlsxSheet): Promise<Buffer> {
  // Level 1: the sheet's XML is repetitive, and the fastest level already shrinks it about tenfold.
  const archive = new ZipArchive({ zlib: { level: 1 } });
  const chunks: Buffer[] = [];
  const written = new Promise<void>((resolve, reject) => {
    archive.on('data', (chunk) => chunks.push(chunk as Buffer));
    archive.on('end', () => resolve());
    archive.on('error', reject);
    archive.on('warning', reject);
  });
  const sheetStream = sheetXml(sheet);
  // A row that throws (a zone Intl does not know) destroys the sheet's stream, which archiver does not watch.
  const sheetFailed = new Promise<never>((_, reject) =>
    sheetStream.on('error', (error) => {
      archive.abort();
      reject(error);
    }),
  );
  const date = new Date();
  archive.append(CONTENT_TYPES_XML, { name: '[Content_Types].xml', date });
  archive.append(ROOT_RELS_XML, { name: '_rels/.rels', date });
  archive.append(workbookXml(sheetTitle(sheet.name)), { name: 'xl/workbook.xml', date });
  archive.append(WORKBOOK_RELS_XML, { name: 'xl/_rels/workbook.xml.rels', date });
  archive.append(STYLES_XML, { name: 'xl/styles.xml', date });
  archive.append(sheetStream, { name: 'xl/worksheets/sheet1.xml', date });
  await Promise.race([Promise.all([archive.finalize(), written]), sheetFailed]);
  return Buffer.concat(chunks);
}
