import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { reportFileName, writeCsv, writeXlsx, type ReportColumn } from './report-files';
import { sheetTitle } from './xlsx-writer';

interface Row {
  name: string;
  at: number | null;
  count: number;
  duration: number;
  zone: string;
}

const columns: ReportColumn<Row>[] = [
  { header: 'Name', type: 'text', value: (row) => row.name },
  { header: 'Date', type: 'date', value: (row) => row.at },
  { header: 'Date and time', type: 'datetime', value: (row) => row.at },
  { header: 'Count', type: 'number', value: (row) => row.count },
  { header: 'Duration (s)', type: 'duration', value: (row) => row.duration },
];

// 2026-03-01 03:30:15 UTC: on Buenos Aires' clock (UTC-3) still 2026-03-01 00:30:15, on
// Mexico City's (UTC-6) the evening before.
const AT = Date.UTC(2026, 2, 1, 3, 30, 15);
const rows: Row[] = [
  { name: 'Café "Olé", sabor', at: AT, count: 3, duration: 30_500, zone: 'America/Argentina/Buenos_Aires' },
  { name: 'línea 1\nlínea 2', at: null, count: 0, duration: 0, zone: 'America/Mexico_City' },
  { name: '=SUM(A1)', at: AT, count: 12.5, duration: 1000, zone: 'America/Mexico_City' },
];

async function readXlsx(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('writeCsv', () => {
  it('writes a BOM, a header row, quotes commas, quotes and newlines, and keeps accents', () => {
    const text = writeCsv(columns, rows, { timezone: 'America/Argentina/Buenos_Aires' }).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1);
    expect(lines).toBe(
      [
        'Name,Date,Date and time,Count,Duration (s)',
        '"Café ""Olé"", sabor",2026-03-01,2026-03-01 00:30:15,3,30.5',
        '"línea 1\nlínea 2",,,0,0',
        "'=SUM(A1),2026-03-01,2026-03-01 00:30:15,12.5,1",
        '',
      ].join('\n'),
    );
  });

  it('writes each row on its own zone when asked', () => {
    const text = writeCsv(columns, rows, { timezone: (row) => row.zone }).toString('utf8');
    const dates = text
      .split('\n')
      .filter((line) => line.includes('2026') || line.includes('2025'))
      .map((line) => line.split(',').at(-3));
    expect(dates).toEqual(['2026-03-01 00:30:15', '2026-02-28 21:30:15']);
  });

  it('quotes and escapes as csv-stringify does', () => {
    const texts = ['a,b', 'say "hi"', 'cr\rhere', 'lf\nhere', '', ' spaced ', '-5', '@x', 'ñandú', '"', ',', 'a;b'];
    const textRows = texts.map((name) => ({ ...rows[0]!, name }));
    const expected = stringify(
      [
        columns.map((column) => column.header),
        ...textRows.map((row) => [
          /^[=+\-@\t\r]/.test(row.name) ? `'${row.name}` : row.name,
          '2026-03-01',
          '2026-03-01 03:30:15',
          3,
          30.5,
        ]),
      ],
      { bom: true },
    );
    expect(writeCsv(columns, textRows).toString('utf8')).toBe(expected);
  });

  it('writes UTC without a zone', () => {
    expect(writeCsv(columns, [rows[0]!]).toString('utf8')).toContain('2026-03-01 03:30:15');
  });
});

describe('writeXlsx', () => {
  it('writes typed cells: dates showing the station clock, numbers as numbers, a bold header', async () => {
    const buffer = await writeXlsx(columns, rows, { sheetName: 'Missing: audios?', timezone: (row) => row.zone });
    expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK');
    const sheet = await readXlsx(buffer);
    expect(sheet.name).toBe('Missing  audios');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Date', 'Date and time', 'Count', 'Duration (s)']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);

    const date = sheet.getCell('C2');
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    // Excel has no zones: the cell holds the clock time, which exceljs reads back as UTC fields.
    expect((date.value as Date).toISOString()).toBe('2026-03-01T00:30:15.000Z');
    expect(date.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(sheet.getCell('B2').numFmt).toBe('yyyy-mm-dd');
    expect((sheet.getCell('C4').value as Date).toISOString()).toBe('2026-02-28T21:30:15.000Z');

    expect(sheet.getCell('D4').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('D4').value).toBe(12.5);
    expect(sheet.getCell('E2').value).toBe(30.5);
    expect(sheet.getCell('A2').value).toBe('Café "Olé", sabor');
    expect(sheet.getCell('A3').value).toBe('línea 1\nlínea 2');
    // A text cell is never a formula in an xlsx: written as it was typed.
    expect(sheet.getCell('A4').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('A4').value).toBe('=SUM(A1)');
    expect(sheet.getCell('B3').value).toBeNull();
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('Café "Olé", sabor'.length);
  });

  it('escapes XML, drops characters XML forbids, keeps outer spaces, cuts texts to what Excel holds, and freezes the header', async () => {
    const texts = ['<&>"\'', 'bell\u0007here\u0000', '  spaced  ', 'tab\there\r\nnext', 'emoji 🎙️', 'x'.repeat(40_000)];
    const textRows = texts.map((name) => ({ ...rows[0]!, name }));
    const sheet = await readXlsx(
      await writeXlsx(columns, textRows, { sheetName: `<Ads & "spots"> of a very long name indeed`, timezone: 'UTC' }),
    );
    expect(sheet.name).toBe('<Ads & "spots"> of a very long');
    expect(sheet.getColumn(1).values.slice(2)).toEqual([
      '<&>"\'',
      'bellhere',
      '  spaced  ',
      'tab\there\r\nnext',
      'emoji 🎙️',
      'x'.repeat(32_767),
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('E2').numFmt).toBe('0.###');
  });

  it('fails, not hangs, on a zone Intl does not know', async () => {
    await expect(writeXlsx(columns, rows, { sheetName: 'Bad', timezone: 'Mars/Olympus' })).rejects.toThrow(RangeError);
    // A row's own zone is read while the sheet streams into the ZIP.
    const zoneOf = (row: Row) => (row.count === 12.5 ? 'Mars/Olympus' : row.zone);
    await expect(writeXlsx(columns, rows, { sheetName: 'Bad', timezone: zoneOf })).rejects.toThrow(RangeError);
  });

  it('refuses more rows than a sheet holds, pointing to the csv', async () => {
    const tooMany = new Array<Row>(1_048_576);
    await expect(writeXlsx(columns, tooMany, { sheetName: 'Big', timezone: 'UTC' })).rejects.toThrow(/download csv/);
  });

  it('writes only the header for no rows', async () => {
    const sheet = await readXlsx(await writeXlsx(columns, [], { sheetName: 'Empty', timezone: 'UTC' }));
    expect(sheet.rowCount).toBe(1);
  });
});

describe('sheetTitle', () => {
  it('makes a name Excel accepts', () => {
    expect(sheetTitle("'Quoted'")).toBe('Quoted');
    // 30 letters and an emoji (two UTF-16 units): the cut at 31 would split it.
    expect(sheetTitle(`${'a'.repeat(30)}🎙 more`)).toBe('a'.repeat(30));
    expect(sheetTitle('[]:?')).toBe('Report');
  });
});

describe('reportFileName', () => {
  it('makes a safe name with the format extension', () => {
    expect(reportFileName('missing/audios: "2026"', 'xls')).toBe('missing_audios_ _2026_.xlsx');
    expect(reportFileName('..', 'csv')).toBe('report.csv');
    expect(reportFileName('Menciones año', 'csv')).toBe('Menciones año.csv');
  });
});
