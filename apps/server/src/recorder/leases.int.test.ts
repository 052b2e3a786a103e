/**
 * Station leases and StreamerBox devices: a station fed by a device is never captured by a
 * recorder, even with a stream URL (the device is its source); unlinked, it is recorded again.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient, createStation } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/helpers';
import { stations, streamerBoxDevices } from '../db/schema';
import { hashDeviceToken } from '../http/device-auth';
import { claimLeases } from './leases';

describe('recorder leases of stations fed by a device', () => {
  let ctx: TestContext;
  let clientId: string;
  let deviceId: string;

  beforeEach(async () => {
    ctx = await createTestContext();
    clientId = (await createClient(ctx.db)).id;
    const [device] = await ctx.db
      .insert(streamerBoxDevices)
      .values({ clientId, name: 'Box', tokenHash: hashDeviceToken('sbx_leases-test') })
      .returning();
    deviceId = device!.id;
  });
  afterEach(async () => ctx?.close());

  const linkDevice = (stationId: string, linked: string | null) =>
    ctx.db
      .update(stations)
      .set({ featuresConfig: { streamerBox: { deviceId: linked } } })
      .where(eq(stations.id, stationId));

  it('claims the stations with a URL but not the one a device feeds', async () => {
    const recorded = await createStation(ctx.db, clientId, { streamUrl: 'http://127.0.0.1:9/a' });
    const fed = await createStation(ctx.db, clientId, {
      streamUrl: 'http://127.0.0.1:9/b',
      featuresConfig: { streamerBox: { deviceId } },
    });
    // An explicit "no device" is a station like any other.
    const unlinked = await createStation(ctx.db, clientId, {
      streamUrl: 'http://127.0.0.1:9/c',
      featuresConfig: { streamerBox: { deviceId: null } },
    });

    const claimed = await claimLeases(ctx.db, 'recorder-1', 30, 10);
    expect(claimed.map((station) => station.stationId).sort()).toEqual([recorded.id, unlinked.id].sort());
    expect(claimed.map((station) => station.stationId)).not.toContain(fed.id);
  });

  it('lets go of a recorded station once a device is linked to it, and takes it back when unlinked', async () => {
    const station = await createStation(ctx.db, clientId, { streamUrl: 'http://127.0.0.1:9/a' });
    expect((await claimLeases(ctx.db, 'recorder-1', 30, 10)).map((s) => s.stationId)).toEqual([station.id]);

    await linkDevice(station.id, deviceId);
    // Neither the holder's renewal nor another recorder takes it: the holder stops its capture.
    expect(await claimLeases(ctx.db, 'recorder-1', 30, 10)).toEqual([]);
    expect(await claimLeases(ctx.db, 'recorder-2', 30, 10)).toEqual([]);

    await linkDevice(station.id, null);
    expect((await claimLeases(ctx.db, 'recorder-1', 30, 10)).map((s) => s.stationId)).toEqual([station.id]);
  });
});
