import { readFileSync } from 'node:fs';
import type { AdScheduleFormat } from '@antena/contract';
import { describe, expect, it } from 'vitest';
import { parseAdScheduleFile } from './ad-schedule-file';
import { TooManyScheduleRows } from './schedule-values';

const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';

const parse = (content: string | Buffer, format: AdScheduleFormat = 'ASC', timeZone = BUENOS_AIRES) =>
  parseAdScheduleFile(typeof content === 'string' ? Buffer.from(content, 'utf8') : content, { format, timeZone });

const iso = (ms: number) => new Date(ms).toISOString();

describe('an ASC or PLK file with a header', () => {
  it('reads every column by its name, in any order, on the station clock', () => {
    const { rows, errors } = parse(
      'customId,datetime,advertiser,campaign,version,toleranceBefore,tolerance\n' +
        'LAC-SERR-30,2026-03-02 07:15,Lácteos Serranía,Desayuno en familia,30s A,3,10\n',
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        datetime: Date.parse('2026-03-02T10:15:00Z'),
        customId: 'LAC-SERR-30',
        advertiser: 'Lácteos Serranía',
        campaign: 'Desayuno en familia',
        version: '30s A',
        toleranceBefore: 3,
        tolerance: 10,
        order: null,
        custom: {},
      },
    ]);
  });

  it('takes Spanish names, a date and a time column, the order, and other columns as custom fields', () => {
    const { rows, errors } = parse(
      'Fecha;Hora;Código;Anunciante;Campaña;Versión;Tolerancia antes;Tolerancia;Orden;No contrato nacional\n' +
        '02/03/2026;7:15:30;BCO-PLATA-20;Banco del Plata;Préstamos;20s;;;OC-0150;CN-5531\n' +
        '02/03/2026;08:00;BCO-PLATA-20;Banco del Plata;Préstamos;20s;;;;\n',
    );
    expect(errors).toEqual([]);
    expect(rows.map((row) => [iso(row.datetime), row.toleranceBefore, row.tolerance, row.order, row.custom])).toEqual([
      ['2026-03-02T10:15:30.000Z', null, null, 'OC-0150', { 'No contrato nacional': 'CN-5531' }],
      ['2026-03-02T11:00:00.000Z', null, null, null, {}],
    ]);
  });

  it('reads a tab-separated file with ISO datetimes', () => {
    const { rows, errors } = parse('datetime\tcustomId\tadvertiser\n2026-03-02T18:40:00\tPAN-NANDU-20\tÑandú\n');
    expect(errors).toEqual([]);
    expect(rows.map((row) => [iso(row.datetime), row.customId, row.advertiser, row.campaign])).toEqual([
      ['2026-03-02T21:40:00.000Z', 'PAN-NANDU-20', 'Ñandú', ''],
    ]);
  });

  it('refuses a header without a customId or datetime column, for line 1', () => {
    expect(parse('fecha,hora,anunciante\n02/03/2026,10:00,X\n')).toEqual({
      rows: [],
      errors: [{ line: 1, reason: 'the header names no customId column' }],
    });
    expect(parse('fecha,id\n02/03/2026,X\n').errors).toEqual([
      { line: 1, reason: 'the header names no datetime column (or the pair date and time)' },
    ]);
    expect(parse('id,codigo,fecha y hora\n').errors).toEqual([
      { line: 1, reason: 'the header names the column customId twice' },
    ]);
  });
});

describe('an ASC or PLK file without a header', () => {
  const row = '02/03/2026 07:15;LAC-SERR-30;Lácteos Serranía;Desayuno en familia;30s A;5;10';

  it('reads datetime, customId, advertiser, campaign, version, toleranceBefore, tolerance in that order', () => {
    const { rows, errors } = parse(`${row}\n02/03/2026 08:15;LAC-SERR-30;Lácteos Serranía\n`);
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({
      line: 1,
      customId: 'LAC-SERR-30',
      version: '30s A',
      toleranceBefore: 5,
      tolerance: 10,
    });
    expect(iso(rows[0]!.datetime)).toBe('2026-03-02T10:15:00.000Z');
    expect(rows[1]).toMatchObject({ line: 2, campaign: '', version: '', toleranceBefore: null, tolerance: null });
  });

  it('lets a PLK playlist add the order as an eighth column, which an ASC file may not', () => {
    expect(parse(`${row};OC-0142\n`, 'PLK').rows[0]!.order).toBe('OC-0142');
    expect(parse(`${row};OC-0142\n`, 'ASC').errors).toEqual([
      { line: 1, reason: 'the row has 8 cells but a file without a header has 7 columns' },
    ]);
    // A trailing separator is no extra column.
    expect(parse(`${row};\n`, 'ASC').errors).toEqual([]);
  });
});

describe('accents whatever the encoding', () => {
  const file = 'Fecha;Hora;ID;Anunciante\n02/03/2026;09:00;ELEC-GUEM-15;Electrodomésticos Güemes\n';

  it('reads the same rows from UTF-8 and Latin-1 bytes', () => {
    const utf8 = parse(Buffer.from(file, 'utf8'));
    const latin1 = parse(Buffer.from(file, 'latin1'));
    expect(latin1).toEqual(utf8);
    expect(latin1.rows[0]!.advertiser).toBe('Electrodomésticos Güemes');
  });
});

describe('rows in error', () => {
  it('names each bad row by its line (the header and blank lines counted) and the field', () => {
    const { rows, errors } = parse(
      [
        'datetime;customId;advertiser;toleranceBefore;tolerance',
        '2026-03-02 07:15;A1;"Two-line',
        'advertiser"',
        '',
        '31/02/2026 10:00;A1;X',
        '2026-03-02 25:00;A1;X',
        'tomorrow;A1;X',
        '2026-03-02 10:00;;X',
        '2026-03-02 10:00;A1;X;-1;5.5',
        '2026-03-02 10:00;A1;X;1441;',
        '2026-03-02;A1;X',
        '2026-03-02 11:00;A2;X;0;1440',
      ].join('\r\n'),
    );
    expect(errors).toEqual([
      { line: 5, reason: "datetime '31/02/2026 10:00' is not a date" },
      { line: 6, reason: "datetime '2026-03-02 25:00' is not a time of day" },
      {
        line: 7,
        reason: "datetime 'tomorrow' is not in the form YYYY-MM-DD HH:mm[:ss] or DD/MM/YYYY HH:mm[:ss]",
      },
      { line: 8, reason: 'customId is empty' },
      {
        line: 9,
        reason:
          "toleranceBefore '-1' is not a whole number of minutes from 0 to 1440; " +
          "tolerance '5.5' is not a whole number of minutes from 0 to 1440",
      },
      { line: 10, reason: "toleranceBefore '1441' is not a whole number of minutes from 0 to 1440" },
      {
        line: 11,
        reason: "datetime '2026-03-02' is not in the form YYYY-MM-DD HH:mm[:ss] or DD/MM/YYYY HH:mm[:ss]",
      },
    ]);
    expect(rows.map((row) => [row.line, row.advertiser])).toEqual([
      [2, 'Two-line\nadvertiser'],
      [12, 'X'],
    ]);
  });

  it('names a separate date or time column', () => {
    expect(parse('fecha,hora,id\n29/02/2026,10:00,A1\n02/03/2026,,A1\n').errors).toEqual([
      { line: 2, reason: "date '29/02/2026' is not a date" },
      { line: 3, reason: 'time is empty' },
    ]);
  });

  it('names a too-long field as the contract does', () => {
    const { errors } = parse(`2026-03-02 10:00,A1,${'x'.repeat(201)}\n`);
    expect(errors).toEqual([{ line: 1, reason: 'advertiser: At most 200 characters' }]);
  });

  it('lists 500 bad rows and counts the rest from the first one not listed', () => {
    const bad = Array.from({ length: 520 }, () => 'tomorrow,A1').join('\n');
    const { errors } = parse(`${bad}\n`);
    expect(errors).toHaveLength(501);
    expect(errors.at(-1)).toEqual({ line: 501, reason: '20 more rows have errors, from this line on' });
  });

  it('says where a quote is never closed', () => {
    const { rows, errors } = parse('2026-03-02 10:00,A1,X\n2026-03-02 11:00,A1,"Unclosed\n2026-03-02 12:00,A1,X\n');
    expect(rows.map((row) => row.line)).toEqual([1]);
    expect(errors).toEqual([{ line: 2, reason: expect.stringContaining('never closed') }]);
  });
});

describe('a file that is no schedule', () => {
  it.each([
    ['empty', Buffer.alloc(0), 'the file is empty'],
    ['blank', Buffer.from('\r\n \r\n;;\r\n'), 'the file has no rows'],
    ['binary', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]), 'not text'],
    ['a header alone', Buffer.from('datetime,customId\n'), 'the file has a header row but no schedule rows'],
  ])('answers one error for line 1 when %s', (_name, content, reason) => {
    expect(parse(content)).toEqual({ rows: [], errors: [{ line: 1, reason: expect.stringContaining(reason) }] });
  });
});

describe('daylight saving time in Madrid', () => {
  const madrid = (lines: string[]) =>
    parse(`datetime,customId\n${lines.map((datetime) => `${datetime},A1`).join('\n')}\n`, 'ASC', 'Europe/Madrid');

  it('puts each local time at its own offset around the spring change', () => {
    const { rows } = madrid(['2026-03-29 01:30', '2026-03-29 02:30', '2026-03-29 03:30']);
    // 02:30 does not exist that night: it reads as 03:30 summer time, as the docs say.
    expect(rows.map((row) => iso(row.datetime))).toEqual([
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
  });

  it('takes the first 02:30 of the autumn night', () => {
    const { rows } = madrid(['25/10/2026 01:30', '25/10/2026 02:30', '25/10/2026 03:30']);
    expect(rows.map((row) => iso(row.datetime))).toEqual([
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T02:30:00.000Z',
    ]);
  });
});

describe('the row cap', () => {
  const rows = (n: number) => '2026-03-02 07:15;LAC-SERR-30\n'.repeat(n);
  const read = (content: string, format: AdScheduleFormat = 'ASC') =>
    parseAdScheduleFile(Buffer.from(content), { format, timeZone: BUENOS_AIRES, maxRows: 3 });

  it('reads a file of the most rows, a header row on top of them', () => {
    expect(read(rows(3)).rows).toHaveLength(3);
    expect(read('datetime;customId\n' + rows(3), 'PLK').rows).toHaveLength(3);
  });

  it('refuses one row more as a whole, bad rows counted too', () => {
    expect(() => read(rows(4))).toThrow(new TooManyScheduleRows(3));
    expect(() => read('datetime;customId\n' + rows(3) + 'not a date;X\n', 'PLK')).toThrow(TooManyScheduleRows);
  });
});

describe('the example files of docs/schedule-formats.md', () => {
  const example = (name: string) => readFileSync(new URL(`../../../../../../docs/examples/${name}`, import.meta.url));

  it('reads schedule.asc (Latin-1, semicolons, no header) whole', () => {
    const { rows, errors } = parse(example('schedule.asc'), 'ASC');
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(7);
    expect(rows[4]!.advertiser).toBe('Farmacias del Águila; Sucursal Centro');
  });

  it('reads schedule.plk (UTF-8, commas, a header) whole', () => {
    const { rows, errors } = parse(example('schedule.plk'), 'PLK');
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ order: 'OC-2026-0142', custom: { nocontratonacional: 'CN-5531' } });
    expect(rows[4]!.campaign).toBe('Vuelta al cole "útiles"');
  });
});
