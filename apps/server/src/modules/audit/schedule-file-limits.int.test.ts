/**
 * Schedule files at and past their caps (docs/schedule-formats.md "Limits"): a file at both caps is
 * read in the worker thread while the server answers other requests; one byte more is a 413, one
 * row more a 400 on body.file.
 */
import { MAX_SCHEDULE_FILE_BYTES, MAX_SCHEDULE_ROWS } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createStation, createUser } from '../../../test/factories';
import { uploadForm } from './audit.test-helpers';
import { scheduleParseChannel, type ScheduleParseEvent } from './schedule-parse-thread';

const ADMIN = 'admin@schedule-limits.example';
const ROW = '2026-11-10 10:00;SPOT1;Acme;Spring;30s;;';

/** `rows` headerless ASC rows padded with spaces (cells are trimmed) to `bytes` in all. */
function ascFile(rows: number, bytes = rows * (ROW.length + 1)): Buffer {
  const width = Math.floor(bytes / rows) - 1;
  const lines = Array.from({ length: rows }, () => ROW.padEnd(width));
  const text = lines.join('\n') + '\n';
  return Buffer.from(text + ' '.repeat(bytes - text.length));
}

describe('schedule files at and past their caps', () => {
  let t: TestApp;
  let station: string;

  const send = (path: string, name: string, content: Buffer) => {
    const form = uploadForm({}, { name, content, type: 'text/plain' });
    return t.app.inject({
      method: 'POST',
      url: `/api/v2/stations/${station}/audit/${path}`,
      headers: { ...asUser(ADMIN), ...form.headers },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const client = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: ADMIN, role: 'CLIENT_ADMIN', clientId: client.id });
    const features = { featuresConfig: { audit: { enabled: true, liveMentionsEnabled: true } } };
    station = (await createStation(t.ctx.db, client.id, { timezone: 'UTC', ...features })).id;
  });
  afterAll(async () => t.close());

  it('answers other requests while it reads a file at both caps, then answers every row', async () => {
    const file = ascFile(MAX_SCHEDULE_ROWS, MAX_SCHEDULE_FILE_BYTES);
    expect(file.length).toBe(MAX_SCHEDULE_FILE_BYTES);
    const events: string[] = [];
    let version: Promise<void> | undefined;
    // A request sent once the file is being read is answered before the reading ends: the
    // event loop is not held by it (read on the loop, the order was start, end, version).
    const onParse = (message: unknown) => {
      const { phase } = message as ScheduleParseEvent;
      events.push(`parse ${phase}`);
      if (phase === 'start') {
        version = t.app
          .inject({ method: 'GET', url: '/api/version' })
          .then((res) => void events.push(`version ${res.statusCode}`));
      }
    };
    scheduleParseChannel.subscribe(onParse);
    try {
      const parsed = await send('schedules/asc-parse', 'quarter.asc', file);
      expect(parsed.statusCode, parsed.body.slice(0, 300)).toBe(200);
      expect(parsed.headers['content-type']).toMatch(/^application\/json/);
      const { rows, errors } = parsed.json();
      expect(errors).toEqual([]);
      expect(rows).toHaveLength(MAX_SCHEDULE_ROWS);
      expect(rows[MAX_SCHEDULE_ROWS - 1]).toMatchObject({
        line: MAX_SCHEDULE_ROWS,
        datetime: Date.parse('2026-11-10T10:00:00Z'),
        customId: 'SPOT1',
        version: '30s',
        tolerance: null,
      });
      await version;
    } finally {
      scheduleParseChannel.unsubscribe(onParse);
    }
    expect(events).toEqual(['parse start', 'version 200', 'parse end']);
  });

  it('refuses a file one byte over the size cap with 413, before reading it', async () => {
    const events: unknown[] = [];
    const onParse = (message: unknown) => void events.push(message);
    scheduleParseChannel.subscribe(onParse);
    try {
      const res = await send('schedules/plk-parse', 'big.plk', ascFile(1000, MAX_SCHEDULE_FILE_BYTES + 1));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'ERR_PAYLOAD_TOO_LARGE',
        message: 'The schedule file is over 8 MB, the most one file may hold: split it into smaller files',
        details: [{ path: 'body.file', message: 'At most 8 MB' }],
      });
    } finally {
      scheduleParseChannel.unsubscribe(onParse);
    }
    expect(events).toEqual([]);
  });

  it('refuses a file of one row over the row cap with 400 on the file, for every kind of file', async () => {
    const refusal = {
      statusCode: 400,
      code: 'ERR_VALIDATION',
      message: `The file has more than ${MAX_SCHEDULE_ROWS} schedule rows: split it into files of at most ${MAX_SCHEDULE_ROWS} rows`,
      details: [{ path: 'body.file', message: `At most ${MAX_SCHEDULE_ROWS} rows` }],
    };
    const tooMany = ascFile(MAX_SCHEDULE_ROWS + 1);
    const asc = await send('schedules/asc-parse', 'long.asc', tooMany);
    expect(asc.statusCode).toBe(400);
    expect(asc.json()).toEqual(refusal);
    // A header row is no schedule row: it may come on top of the most rows, not one more.
    const header = Buffer.from('datetime;customId;advertiser;campaign;version;toleranceBefore;tolerance\n');
    expect(
      (await send('schedules/plk-parse', 'full.plk', Buffer.concat([header, ascFile(MAX_SCHEDULE_ROWS)]))).statusCode,
    ).toBe(200);
    expect((await send('schedules/plk-parse', 'long.plk', Buffer.concat([header, tooMany]))).json()).toEqual(refusal);

    const mention = '2026-11-10,PNT1,Title,Text,1\n';
    const mentions = Buffer.from('date,customId,title,dirtyText,count\n' + mention.repeat(MAX_SCHEDULE_ROWS + 1));
    for (const path of ['live-mentions/schedules/csv-validate', 'live-mentions/schedules/csv-import']) {
      const res = await send(path, 'mentions.csv', mentions);
      expect(res.json(), path).toEqual(refusal);
    }
  });

  it('refuses a file of a million short lines as too many rows', async () => {
    const lines = Buffer.from('x\n'.repeat(1_000_000));
    const res = await send('schedules/asc-parse', 'lines.asc', lines);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'body.file', message: `At most ${MAX_SCHEDULE_ROWS} rows` }]);
  });
});
