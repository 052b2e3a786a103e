import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createStation, createUser } from '../../../test/factories';
import { auditSchedules } from '../../db/schema';
import { uploadForm } from './audit.test-helpers';

const A = 'admin@schedules-a.example';
const B = 'admin@schedules-b.example';
const USER_A = 'user@schedules-a.example';
const AT = Date.parse('2026-11-10T13:00:00Z');
const ROW = {
  line: 2,
  datetime: AT,
  customId: 'SPOT-A',
  advertiser: 'Acme',
  campaign: '',
  version: '',
  toleranceBefore: null,
  tolerance: null,
};

describe("schedules of another client's station", () => {
  let t: TestApp;
  let stationA: string;
  let stationB: string;
  let scheduleA: string;
  let scheduleB: string;

  const inject = (method: 'GET' | 'POST', path: string, email: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api${path}`, headers: email ? asUser(email) : {}, ...(payload && { payload }) });
  const sendFile = (path: string, email: string | null) => {
    const form = uploadForm(
      {},
      { name: 'mentions.csv', content: Buffer.from('date,customId,title,dirtyText,count\n') },
    );
    return t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: { ...(email ? asUser(email) : {}), ...form.headers },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const clientA = await createClient(t.ctx.db);
    const clientB = await createClient(t.ctx.db);
    await createUser(t.ctx.db, { email: A, role: 'CLIENT_ADMIN', clientId: clientA.id });
    await createUser(t.ctx.db, { email: B, role: 'CLIENT_ADMIN', clientId: clientB.id });
    // A client user granted no station reaches none of its client's schedules.
    await createUser(t.ctx.db, { email: USER_A, role: 'CLIENT_USER', clientId: clientA.id });
    const features = { featuresConfig: { audit: { enabled: true, liveMentionsEnabled: true } } };
    stationA = (await createStation(t.ctx.db, clientA.id, features)).id;
    stationB = (await createStation(t.ctx.db, clientB.id, features)).id;
    const common = { type: 'SPOT' as const, datetime: AT, day: '2026-11-10' };
    [{ id: scheduleA }, { id: scheduleB }] = (await t.ctx.db
      .insert(auditSchedules)
      .values([
        { ...common, clientId: clientA.id, stationId: stationA, customId: 'SPOT-A' },
        { ...common, clientId: clientB.id, stationId: stationB, customId: 'SPOT-B' },
      ])
      .returning({ id: auditSchedules.id })) as [{ id: string }, { id: string }];
  });
  afterAll(async () => t.close());

  const stationCalls = (station: () => string) =>
    [
      ['asc-parse', (email: string | null) => sendFile(`/v2/stations/${station()}/audit/schedules/asc-parse`, email)],
      ['plk-parse', (email: string | null) => sendFile(`/v2/stations/${station()}/audit/schedules/plk-parse`, email)],
      [
        'csv-validate',
        (email: string | null) =>
          sendFile(`/v2/stations/${station()}/audit/live-mentions/schedules/csv-validate`, email),
      ],
      [
        'csv-import',
        (email: string | null) => sendFile(`/v2/stations/${station()}/audit/live-mentions/schedules/csv-import`, email),
      ],
      [
        'create-batch',
        (email: string | null) =>
          inject('POST', `/v2/stations/${station()}/audit/schedules/create-batch`, email, { rows: [ROW] }),
      ],
      ['schedules', (email: string | null) => inject('GET', `/v2/stations/${station()}/audit/schedules`, email)],
      [
        'schedule',
        (email: string | null) => inject('GET', `/v2/stations/${station()}/audit/schedules/${scheduleA}`, email),
      ],
    ] as const;

  it.each(stationCalls(() => stationA))(
    "%s on client A's station: 404 to client B, 401 without a token",
    async (_n, call) => {
      const other = await call(B);
      expect(other.statusCode, other.body).toBe(404);
      expect((await call(null)).statusCode).toBe(401);
      expect((await call(USER_A)).statusCode).toBe(404);
    },
  );

  it("answers 404 for another client's schedule through one's own station", async () => {
    const res = await inject('GET', `/v2/stations/${stationA}/audit/schedules/${scheduleB}`, A);
    expect(res.statusCode).toBe(404);
    expect((await inject('GET', `/v2/stations/${stationA}/audit/schedules/${scheduleA}`, A)).statusCode).toBe(200);
    const batch = await inject('GET', `/v2/stations/${stationA}/audit/schedules`, A);
    expect(batch.json().results.map((schedule: { customId: string }) => schedule.customId)).toEqual(['SPOT-A']);
  });

  it("lists only the caller's client's custom ids, on the stations the caller reaches", async () => {
    expect((await inject('GET', '/v2/audit/schedule/custom-ids', A)).json()).toEqual({ results: ['SPOT-A'] });
    expect((await inject('GET', '/v2/audit/schedule/custom-ids', B)).json()).toEqual({ results: ['SPOT-B'] });
    const asking = await inject('GET', `/v2/audit/schedule/custom-ids?stationsIds=${stationA},not-an-id`, B);
    expect(asking.json()).toEqual({ results: [] });
    expect((await inject('GET', '/v2/audit/schedule/custom-ids', USER_A)).json()).toEqual({ results: [] });
    expect((await inject('GET', '/v2/audit/schedule/custom-ids', null)).statusCode).toBe(401);
  });
});
