import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePntScheduleFile } from './pnt-schedule-file';
import { TooManyScheduleRows } from './schedule-values';

const parse = (content: string | Buffer) =>
  parsePntScheduleFile(typeof content === 'string' ? Buffer.from(content, 'utf8') : content);

describe('a PNT CSV file', () => {
  it('reads each mention with its day, script and count', () => {
    const { rows, errors } = parse(
      'date,customId,title,dirtyText,count\n' +
        '2026-03-02,PNT-SERR-01,Lácteos Serranía,"Arrancá el día con Serranía, la leche de la sierra.",3\n' +
        '03/03/2026,PNT-NANDU-01,Panificadora Ñandú,"Pan de siempre.\r\nMencionar el 2x1.",1\n',
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        date: '2026-03-02',
        customId: 'PNT-SERR-01',
        title: 'Lácteos Serranía',
        dirtyText: 'Arrancá el día con Serranía, la leche de la sierra.',
        count: 3,
      },
      {
        line: 3,
        date: '2026-03-03',
        customId: 'PNT-NANDU-01',
        title: 'Panificadora Ñandú',
        dirtyText: 'Pan de siempre.\nMencionar el 2x1.',
        count: 1,
      },
    ]);
  });

  it('takes the columns in any order, semicolon-separated and Latin-1, with extra columns ignored', () => {
    const file = 'Count;Título;Fecha;Observaciones;Custom ID;Dirty text\n2;Güemes;2026-03-02;x;PNT-GUEM;Texto\n';
    const { rows, errors } = parse(Buffer.from(file, 'latin1'));
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 2, date: '2026-03-02', customId: 'PNT-GUEM', title: 'Güemes', dirtyText: 'Texto', count: 2 },
    ]);
  });

  it('needs its header row, for line 1', () => {
    expect(parse('2026-03-02,PNT-1,Title,Text,1\n')).toEqual({
      rows: [],
      errors: [
        {
          line: 1,
          reason: 'the file has no header row: its first row must name the columns date,customId,title,dirtyText,count',
        },
      ],
    });
    expect(parse('date,customId,title,count\n').errors).toEqual([
      { line: 1, reason: 'the header lacks the column dirtyText' },
    ]);
  });

  it('names each bad row by its line and field', () => {
    const { rows, errors } = parse(
      [
        'date,customId,title,dirtyText,count',
        '2026-02-30,PNT-1,T,"Two',
        'lines",1',
        '',
        '2026-03-02 10:00,PNT-1,T,X,1',
        '02/03/2026,,T,X,0',
        '02/03/2026,PNT-1,T,X,2.5',
        ',PNT-1,T,X,',
        '02/03/2026,PNT-1,T,X,1000',
      ].join('\n'),
    );
    expect(errors).toEqual([
      { line: 2, reason: "date '2026-02-30' is not a date" },
      { line: 5, reason: "date '2026-03-02 10:00' is not in the form YYYY-MM-DD or DD/MM/YYYY" },
      { line: 6, reason: "customId is empty; count '0' is not a whole number from 1 to 1000" },
      { line: 7, reason: "count '2.5' is not a whole number from 1 to 1000" },
      { line: 8, reason: "date is empty; count '' is not a whole number from 1 to 1000" },
    ]);
    expect(rows.map((row) => [row.line, row.count])).toEqual([[9, 1000]]);
  });

  it('answers one error for line 1 for a file that is no schedule', () => {
    expect(parse('').errors).toEqual([{ line: 1, reason: 'the file is empty' }]);
    expect(parse('date,customId,title,dirtyText,count\r\n').errors).toEqual([
      { line: 1, reason: 'the file has a header row but no mention rows' },
    ]);
    expect(parse(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01])).errors).toEqual([
      { line: 1, reason: expect.stringContaining('not text') },
    ]);
  });

  it('reads docs/examples/mentions.csv whole', () => {
    const file = readFileSync(new URL('../../../../../../docs/examples/mentions.csv', import.meta.url));
    const { rows, errors } = parse(file);
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.line, row.date, row.customId, row.count])).toEqual([
      [2, '2026-03-02', 'PNT-SERR-01', 3],
      [3, '2026-03-02', 'PNT-PLATA-01', 2],
      [4, '2026-03-03', 'PNT-NANDU-01', 1],
    ]);
  });

  it('refuses more mention rows than the cap as a whole, the header aside', () => {
    const file = (rows: number) =>
      Buffer.from('date,customId,title,dirtyText,count\n' + '2026-03-02,PNT-1,T,Text,1\n'.repeat(rows));
    expect(parsePntScheduleFile(file(3), { maxRows: 3 }).rows).toHaveLength(3);
    expect(() => parsePntScheduleFile(file(4), { maxRows: 3 })).toThrow(new TooManyScheduleRows(3));
  });
});
