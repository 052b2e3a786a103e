/**
 * Export limits through the API (docs/decisions.md "Export limits"): range exports past the
 * process's concurrency wait their turn; a client past its exports gets 429 with Retry-After, a
 * full queue 503; audio playback never waits; evidence and external exports are counted per client.
 */
import { reportConfigSchema, type ReportExportOptions } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, buildTestApp, type TestApp } from '../../../test/helpers';
import { createClient, createStation, createUser } from '../../../test/factories';
import { recordMp3Segments } from '../../../test/mp3-segments';
import { reports } from '../../db/schema';
import { insertFragment } from '../fragments/fragment-export.test-helpers';
import { exportSlots } from './export-limits';

const ONE = 'admin@exports-one.example';
const TWO = 'admin@exports-two.example';
const FROM = Date.parse('2026-11-10T10:00:00Z');
const EXPORT_OPTIONS: ReportExportOptions = {
  audioMatchIncludeBefore: 0,
  audioMatchIncludeAfter: 0,
  excludeVersion: false,
  publicLink: false,
  pathFormat: { formatId: 'station-date' },
};

describe('export limits', () => {
  let t: TestApp;
  let one: { id: string; clientId: string; format: string };
  let two: { id: string; clientId: string; format: string };

  const exportOf = (email: string, stationId: string, download = true) =>
    t.app.inject({
      url: `/api/export/stations/${stationId}/export?from=${FROM}&to=${FROM + 8000}${download ? '&download=true' : ''}`,
      headers: asUser(email),
    });
  const waitingExports = (count: number) =>
    vi.waitFor(() => expect(exportSlots(t.ctx.config).stats().waiting).toBe(count), { timeout: 20_000 });

  beforeAll(async () => {
    t = await buildTestApp({ EXPORT_CONCURRENCY: '1', EXPORTS_PER_CLIENT: '2', EXPORT_QUEUE_MAX: '2' });
    for (const [email, set] of [
      [ONE, (station: typeof one) => (one = station)],
      [TWO, (station: typeof two) => (two = station)],
    ] as const) {
      const client = await createClient(t.ctx.db);
      await createUser(t.ctx.db, { email, role: 'CLIENT_ADMIN', clientId: client.id });
      const station = await createStation(t.ctx.db, client.id, { format: 'mp3' });
      set(station);
      const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=12'];
      await recordMp3Segments(t.ctx, station.id, tone, { startTs: FROM, segmentSeconds: 5 });
    }
  });
  afterAll(async () => t.close());

  it('queues exports past the concurrency; 429 past a client’s exports, 503 past the queue, each with Retry-After', async () => {
    const slots = exportSlots(t.ctx.config);
    // An export of client one holds the process's only slot.
    const running = await slots.acquire({ client: one.clientId });
    const first = exportOf(ONE, one.id);
    await waitingExports(1);

    const refused = await exportOf(ONE, one.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'ERR_RATE_LIMITED',
      message:
        'This client already has 2 exports running or waiting, the most it may have: try again when one has finished',
    });

    // Another client waits its turn too: nothing runs beside the slot's export.
    const other = exportOf(TWO, two.id);
    await waitingExports(2);
    const full = await exportOf(TWO, two.id);
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('30');
    expect(full.json()).toMatchObject({ code: 'ERR_SERVICE_UNAVAILABLE' });
    expect(slots.stats()).toEqual({ running: 1, waiting: 2 });

    running();
    for (const answer of await Promise.all([first, other])) {
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
      expect(answer.headers['content-type']).toBe('audio/mpeg');
      expect(answer.rawPayload.length).toBeGreaterThan(10_000);
    }
    expect(slots.stats(one.clientId)).toEqual({ running: 0, waiting: 0, client: 0 });
  });

  it('plays a range back at once while every slot is busy, counted for the client', async () => {
    const slots = exportSlots(t.ctx.config);
    const running = await slots.acquire({ client: one.clientId });
    try {
      const playback = await exportOf(ONE, one.id, false);
      expect(playback.statusCode).toBe(200);
      expect(playback.rawPayload.length).toBeGreaterThan(10_000);
      const held = await slots.acquire({ client: one.clientId, queued: false });
      const refused = await exportOf(ONE, one.id, false);
      expect(refused.statusCode).toBe(429);
      held();
    } finally {
      running();
    }
  });

  it("refuses a client's evidence export and external export past its running ones with 429", async () => {
    const config = reportConfigSchema.parse({ from: FROM, to: FROM + 60_000 });
    const saved = (name: string, running: boolean): typeof reports.$inferInsert => ({
      clientId: one.clientId,
      name,
      type: 'AUDIT_GIP_STATUS',
      config,
      ...(running && { exportStatus: 'STARTED', exportOptions: EXPORT_OPTIONS, exportStartedAt: new Date() }),
    });
    const rows = await t.ctx.db
      .insert(reports)
      .values([saved('Running 1', true), saved('Running 2', true), saved('New', false)])
      .returning();
    const evidence = await t.app.inject({
      method: 'POST',
      url: `/api/v2/audit/gip/status-report/${rows[2]!.id}/export`,
      headers: asUser(ONE),
      payload: EXPORT_OPTIONS,
    });
    expect(evidence.statusCode).toBe(429);
    expect(evidence.headers['retry-after']).toBe('30');
    expect(evidence.json().message).toBe(
      'This client already has 2 evidence exports running or waiting, the most it may have: try again when one has finished',
    );

    const pending = { mediaStatus: 'WAITING' as const };
    await insertFragment(t.ctx, one, { ...pending, externalExportStatus: 'IN_PROGRESS' });
    await insertFragment(t.ctx, one, { ...pending, externalExportStatus: 'WAITING_FOR_MEDIA' });
    const fragment = await insertFragment(t.ctx, one, pending);
    const external = await t.app.inject({
      method: 'POST',
      url: `/api/fragments/${fragment.id}/external-export`,
      headers: asUser(ONE),
      payload: {},
    });
    expect(external.statusCode).toBe(429);
    expect(external.headers['retry-after']).toBe('30');
    expect(external.json().message).toMatch(/^This client already has 2 external exports running or waiting/);
    // Another client's are its own.
    const otherFragment = await insertFragment(t.ctx, two, pending);
    const otherExternal = await t.app.inject({
      method: 'POST',
      url: `/api/fragments/${otherFragment.id}/external-export`,
      headers: asUser(TWO),
      payload: {},
    });
    expect(otherExternal.statusCode).not.toBe(429);
  });
});
