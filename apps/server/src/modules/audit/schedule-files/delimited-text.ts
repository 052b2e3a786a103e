/**
 * Reading a schedule file as delimited text (docs/schedule-formats.md "Encodings" and
 * "Separators"): the bytes decoded whatever program wrote them, the separator guessed from the
 * first row, and the rows split with spreadsheet quoting, each one remembering the line it starts
 * on so errors can name it.
 */

export type DecodedText = { text: string } | { error: string };

const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf16le = new TextDecoder('utf-16le');
// What "Latin-1" means in practice: Excel and Windows traffic systems write Windows-1252, a
// superset of ISO-8859-1 whose 0x80-0x9F bytes are € and curly quotes instead of control codes.
const windows1252 = new TextDecoder('windows-1252');

/** Control bytes no text file holds (tab, line ends, form feed and DOS's end-of-file mark are fine). */
function hasBinaryBytes(content: Buffer): boolean {
  for (const byte of content) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1a) || byte === 0x7f) return true;
  }
  return false;
}

/**
 * UTF-8 when the bytes are valid UTF-8 (with or without a BOM), UTF-16 when a UTF-16 BOM says so
 * (Excel's "Unicode text"), otherwise Windows-1252. Decoders drop the BOM.
 */
export function decodeText(content: Buffer): DecodedText {
  if (content.length === 0) return { error: 'the file is empty' };
  if (content[0] === 0xff && content[1] === 0xfe) return { text: utf16le.decode(content) };
  if (content[0] === 0xfe && content[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(content) };
  if (hasBinaryBytes(content)) {
    return { error: 'the file is not text (it holds binary data): export the schedule as CSV or plain text' };
  }
  let text: string;
  try {
    text = utf8.decode(content);
  } catch {
    text = windows1252.decode(content);
  }
  return { text: text.replaceAll('\x1a', '') };
}

export interface TextRecord {
  /** The 1-based line the record starts on (a quoted cell may run over several lines). */
  line: number;
  cells: string[];
}

export interface ReadRecords {
  /** The non-blank records, cells trimmed. */
  records: TextRecord[];
  /** The line of a quote that is never closed: everything after it is lost. */
  unclosedQuoteLine: number | null;
}

const SEPARATORS = ['\t', ';', ','] as const;

/** A row of nothing but separators (`;;;`, as spreadsheets pad them) is blank whichever separator splits it. */
const isBlank = (cell: string) => /^[\t;, ]*$/.test(cell);

/** Line breaks inside a quoted cell: CRLF counts once. */
function countLineBreaks(text: string): number {
  let breaks = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) breaks++;
  }
  return breaks;
}

/**
 * Splits `text` into records by `separator`: a cell that starts with `"` runs to the next lone
 * `"` (a doubled `""` is one quote, separators and line breaks inside are text); CRLF, LF and CR
 * end a record. Blank records (nothing but spaces and any of the separators) are left out. `limit` stops
 * after that many records.
 */
export function readRecords(text: string, separator: string, limit = Infinity): ReadRecords {
  const records: TextRecord[] = [];
  const length = text.length;
  let line = 1;
  let recordLine = 1;
  let cells: string[] = [];
  let cell = '';
  let i = 0;
  const endRecord = () => {
    cells.push(cell.trim());
    if (!cells.every(isBlank)) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  while (i < length && records.length < limit) {
    const char = text[i]!;
    if (char === '"' && cell.trim() === '') {
      const opened = line;
      let value = '';
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) return { records, unclosedQuoteLine: opened };
        const chunk = text.slice(from, quote);
        const breaks = countLineBreaks(chunk);
        // A cell's own line breaks read as \n whichever system wrote the file.
        value += breaks > 0 ? chunk.replace(/\r\n?/g, '\n') : chunk;
        line += breaks;
        if (text[quote + 1] === '"') {
          value += '"';
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      // Text after the closing quote (`"a"b`) is kept as written rather than refused.
      cell = value;
    } else if (char === separator) {
      cells.push(cell.trim());
      cell = '';
      i++;
    } else if (char === '\n' || char === '\r') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      let end = i + 1;
      while (end < length) {
        const next = text[end];
        if (next === separator || next === '\n' || next === '\r' || next === '"') break;
        end++;
      }
      cell += text.slice(i, end);
      i = end;
    }
  }
  if (records.length < limit && (cells.length > 0 || cell !== '')) endRecord();
  return { records, unclosedQuoteLine: null };
}

/**
 * The separator that splits the first non-blank record into the most cells (quotes respected);
 * on a tie tab, then semicolon (Spanish-locale Excel's CSV), then comma. A file of one column
 * reads as comma-separated.
 */
export function detectSeparator(text: string): string {
  let best: string = ',';
  let bestCells = 1;
  for (const separator of SEPARATORS) {
    const cells = readRecords(text, separator, 1).records[0]?.cells.length ?? 0;
    if (cells > bestCells) {
      best = separator;
      bestCells = cells;
    }
  }
  return best;
}
