import { describe, expect, it } from 'vitest';
import { decodeText, detectSeparator, readRecords } from './delimited-text';

const textOf = (bytes: Buffer) => {
  const decoded = decodeText(bytes);
  if ('error' in decoded) throw new Error(decoded.error);
  return decoded.text;
};

describe('decoding a schedule file', () => {
  it('reads UTF-8 with or without a BOM', () => {
    expect(textOf(Buffer.from('Lácteos Serranía', 'utf8'))).toBe('Lácteos Serranía');
    expect(textOf(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Ñandú', 'utf8')]))).toBe('Ñandú');
  });

  it('reads Latin-1 bytes that are not UTF-8 as Windows-1252', () => {
    expect(textOf(Buffer.from('Lácteos Serranía', 'latin1'))).toBe('Lácteos Serranía');
    // Excel's curly quotes and euro sign live in 0x80-0x9F, where ISO-8859-1 has control codes.
    expect(textOf(Buffer.from([0x93, 0x4f, 0x66, 0x65, 0x72, 0x74, 0x61, 0x94, 0x20, 0x80]))).toBe(
      '\u201cOferta\u201d €',
    );
  });

  it("reads Excel's UTF-16 'Unicode text'", () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('fecha\tid\r\nGüemes', 'utf16le')]);
    expect(textOf(bytes)).toBe('fecha\tid\r\nGüemes');
  });

  it('refuses an empty file and a binary one', () => {
    expect(decodeText(Buffer.alloc(0))).toEqual({ error: 'the file is empty' });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    expect(decodeText(png)).toEqual({ error: expect.stringContaining('not text') });
  });

  it("drops DOS's end-of-file mark", () => {
    expect(textOf(Buffer.from('a;b\r\n\x1a', 'latin1'))).toBe('a;b\r\n');
  });
});

describe('splitting records', () => {
  it('keeps separators, doubled quotes and line breaks inside quoted cells', () => {
    const { records } = readRecords('a,"b, c","say ""hi""","two\r\nlines"\nnext,row', ',');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b, c', 'say "hi"', 'two\nlines'] },
      { line: 3, cells: ['next', 'row'] },
    ]);
  });

  it('counts lines across CRLF, LF and CR, and skips blank lines', () => {
    const { records } = readRecords('a;1\r\n\r\nb;2\n  \n;;\nc;3\rd;4', ';');
    expect(records.map(({ line, cells }) => [line, cells[0]])).toEqual([
      [1, 'a'],
      [3, 'b'],
      [6, 'c'],
      [7, 'd'],
    ]);
  });

  it('trims cells and keeps empty ones in place', () => {
    expect(readRecords(' a ;; c ;', ';').records).toEqual([{ line: 1, cells: ['a', '', 'c', ''] }]);
  });

  it('names the line of a quote that is never closed', () => {
    const read = readRecords('a,b\nc,"oops\nd,e\n', ',');
    expect(read.records).toEqual([{ line: 1, cells: ['a', 'b'] }]);
    expect(read.unclosedQuoteLine).toBe(2);
  });
});

describe('guessing the separator', () => {
  it('picks the one that splits the first row the most, ignoring quoted text', () => {
    expect(detectSeparator('fecha;id;anunciante\n')).toBe(';');
    expect(detectSeparator('fecha\tid\tanunciante\n')).toBe('\t');
    expect(detectSeparator('2026-03-02 10:00,A1,"Pérez; Hnos; SA",x\n')).toBe(',');
    expect(detectSeparator('2026-03-02 10:00;A1;Pérez, Hnos.\n')).toBe(';');
    expect(detectSeparator('\n\n02/03/2026 10:00\n')).toBe(',');
  });
});
