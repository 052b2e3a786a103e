import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamerBoxCommands, streamerBoxDevices } from '../../db/schema';
import { createClient } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { COMMAND_KEEP_MS, purgeOldDeviceCommands } from './command-purge';

describe('purging device commands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('deletes the commands older than a day and keeps the recent ones', async () => {
    const clientId = (await createClient(t.ctx.db)).id;
    const [device] = await t.ctx.db
      .insert(streamerBoxDevices)
      .values({ clientId, name: 'Box', tokenHash: createHash('sha256').update('sbx_purge').digest('hex') })
      .returning();
    const now = Date.now();
    const at = (ms: number) => ({
      deviceId: device!.id,
      command: { type: 'reboot' },
      status: 'DONE' as const,
      createdAt: new Date(ms),
      deadline: new Date(ms + 10_000),
    });
    const [, recent] = await t.ctx.db
      .insert(streamerBoxCommands)
      .values([at(now - COMMAND_KEEP_MS - 60_000), at(now - 60_000)])
      .returning();

    expect(await purgeOldDeviceCommands(t.ctx, now)).toBe(1);
    expect((await t.ctx.db.select().from(streamerBoxCommands)).map((row) => row.id)).toEqual([recent!.id]);
  });
});
