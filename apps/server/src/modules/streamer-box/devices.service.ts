/**
 * StreamerBox devices (issue 21, spec 02): the Device of the contract from its row, tenant-scoped
 * look-ups, creation with its one-time token, and the link to the station it feeds. The link
 * lives on the station (`featuresConfig.streamerBox.deviceId`), its one source of truth.
 */
import { randomBytes } from 'node:crypto';
import {
  DEVICE_ONLINE_WINDOW_MS,
  DEVICE_TOKEN_PREFIX,
  type Device,
  type DeviceCreate,
  type DeviceCreated,
  reportedServicesSchema,
} from '@antena/contract';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordChange } from '../../access/admin-audit';
import { requireClientId, tenantScope } from '../../access/tenant';
import type { UserWithRelations } from '../../access/user-record';
import type { Db, Tx } from '../../db';
import { clients, stations, streamerBoxDevices } from '../../db/schema';
import { currentActor, currentUser } from '../../http/auth';
import type { DeviceRecord } from '../../http/device-auth';
import { hashDeviceToken } from '../../http/device-auth';
import { badRequest, notFound } from '../../http/errors';

type Reader = Pick<Db, 'select'>;

/** Ids from a body are free text; only a uuid can name a row (a malformed one would fail the query). */
const isUuid = (value: string) => z.uuid().safeParse(value).success;
type LinkedStation = NonNullable<Device['station']>;

/** `features_config->'streamerBox'->>'deviceId'` of a station. */
const linkedDeviceId = sql<string | null>`${stations.featuresConfig}->'streamerBox'->>'deviceId'`;

export const isDeviceOnline = (device: Pick<DeviceRecord, 'lastSeenAt'>, now = Date.now()) =>
  device.lastSeenAt !== null && now - device.lastSeenAt.getTime() <= DEVICE_ONLINE_WINDOW_MS;

/**
 * The stations the given devices feed, by device id: a station of the device's own client whose
 * `streamerBox.deviceId` names it (the first by name, should two name the same device).
 */
async function linkedStations(db: Reader, devices: DeviceRecord[]): Promise<Map<string, LinkedStation>> {
  const linked = new Map<string, LinkedStation>();
  if (devices.length === 0) return linked;
  const rows = await db
    .select({
      id: stations.id,
      slug: stations.slug,
      name: stations.name,
      format: stations.format,
      clientId: stations.clientId,
      deviceId: linkedDeviceId,
    })
    .from(stations)
    .where(
      and(
        inArray(stations.clientId, [...new Set(devices.map((d) => d.clientId))]),
        inArray(
          linkedDeviceId,
          devices.map((d) => d.id),
        ),
      ),
    )
    .orderBy(asc(sql`lower(${stations.name})`), asc(stations.id));
  const clientOf = new Map(devices.map((d) => [d.id, d.clientId]));
  for (const row of rows) {
    if (!row.deviceId || linked.has(row.deviceId) || clientOf.get(row.deviceId) !== row.clientId) continue;
    linked.set(row.deviceId, { id: row.id, slug: row.slug, name: row.name, format: row.format });
  }
  return linked;
}

/** The station a device feeds, or null (the ingest call records its segments as this station). */
export async function linkedStationOf(db: Reader, device: DeviceRecord): Promise<LinkedStation | null> {
  return (await linkedStations(db, [device])).get(device.id) ?? null;
}

/**
 * The services a device's row holds, as a report may carry them: a row stored before reports
 * were bounded (AGENT_REPORT_LIMITS) shows none rather than its megabytes, until its next report.
 */
function shownServices(services: unknown): Device['services'] {
  const bounded = reportedServicesSchema.safeParse(services);
  return bounded.success ? bounded.data : [];
}

async function toDevices(db: Reader, devices: DeviceRecord[]): Promise<Device[]> {
  if (devices.length === 0) return [];
  const linked = await linkedStations(db, devices);
  const clientRows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(inArray(clients.id, [...new Set(devices.map((d) => d.clientId))]));
  const clientById = new Map(clientRows.map((c) => [c.id, c]));
  const now = Date.now();
  return devices.map((device) => ({
    id: device.id,
    name: device.name,
    isOnline: isDeviceOnline(device, now),
    location: device.location,
    coords:
      device.latitude !== null && device.longitude !== null ? { lat: device.latitude, lng: device.longitude } : null,
    services: shownServices(device.services),
    station: linked.get(device.id) ?? null,
    client: clientById.get(device.clientId) ?? { id: device.clientId, name: '' },
    agentVersion: device.agentVersion,
    lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
    createdAt: device.createdAt.toISOString(),
  }));
}

export async function toDevice(db: Reader, device: DeviceRecord): Promise<Device> {
  return (await toDevices(db, [device]))[0]!;
}

async function selectDevices(db: Reader, where: SQL | undefined): Promise<DeviceRecord[]> {
  return db
    .select()
    .from(streamerBoxDevices)
    .where(where)
    .orderBy(asc(sql`lower(${streamerBoxDevices.name})`), asc(streamerBoxDevices.id));
}

/** A device the caller reaches; another client's device is a 404, like a missing one. */
export async function findDevice(db: Reader, user: UserWithRelations, id: string): Promise<DeviceRecord> {
  const [device] = await selectDevices(
    db,
    and(eq(streamerBoxDevices.id, id), tenantScope(user, streamerBoxDevices.clientId)),
  );
  if (!device) throw notFound('Device not found');
  return device;
}

export async function reloadDevice(db: Reader, id: string): Promise<DeviceRecord> {
  const [device] = await selectDevices(db, eq(streamerBoxDevices.id, id));
  if (!device) throw notFound('Device not found');
  return device;
}

/** The caller's client's devices by name; a superadmin not acting as a client sees every client's. */
export async function listDevices(db: Db, user: UserWithRelations): Promise<Device[]> {
  return toDevices(db, await selectDevices(db, tenantScope(user, streamerBoxDevices.clientId)));
}

/** What the audit log keeps of a device: what an administrator can change about it. */
export const deviceSnapshot = (device: Device) => ({
  id: device.id,
  name: device.name,
  coords: device.coords,
  station: device.station && { id: device.station.id, name: device.station.name },
  services: device.services.map((service) => ({
    id: service.id,
    status: service.status,
    vars: Object.fromEntries(service.vars.map((v) => [v.name, v.value])),
  })),
});

/** The client a new device belongs to: the caller's, or the one a superadmin names. */
async function clientForNewDevice(db: Db, user: UserWithRelations, body: DeviceCreate): Promise<string> {
  if (user.clientId) return requireClientId(user);
  const missing = badRequest('Name the client of the device', [
    { path: 'body.clientId', message: 'Required: the client the device belongs to' },
  ]);
  if (!body.clientId) throw missing;
  const [client] = isUuid(body.clientId)
    ? await db.select({ id: clients.id }).from(clients).where(eq(clients.id, body.clientId))
    : [];
  if (!client)
    throw badRequest('Unknown client', [{ path: 'body.clientId', message: `No client has the id ${body.clientId}` }]);
  return client.id;
}

/** A station of the client, or null (ids that are not uuids name no station). */
async function stationOfClient(db: Reader, clientId: string, stationId: string) {
  if (!isUuid(stationId)) return null;
  const [station] = await db
    .select({ id: stations.id, name: stations.name })
    .from(stations)
    .where(and(eq(stations.id, stationId), eq(stations.clientId, clientId)));
  return station ?? null;
}

/**
 * A station written by platform administration may name a device (`streamerBox.deviceId`) only
 * if it is a device of the station's client that no other station of the client names: the link
 * call moves a device, this form names it, and a device feeds one station.
 */
export async function checkStationDevice(
  db: Reader,
  station: { clientId: string; id: string | null },
  deviceId: string | null,
): Promise<void> {
  if (!deviceId) return;
  const path = 'body.featuresConfig.streamerBox.deviceId';
  const [device] = z.uuid().safeParse(deviceId).success
    ? await db
        .select({ id: streamerBoxDevices.id })
        .from(streamerBoxDevices)
        .where(and(eq(streamerBoxDevices.id, deviceId), eq(streamerBoxDevices.clientId, station.clientId)))
    : [];
  if (!device)
    throw badRequest(`Invalid body: ${path}`, [{ path, message: 'No StreamerBox device of this client has this id' }]);
  const [other] = await db
    .select({ name: stations.name })
    .from(stations)
    .where(
      and(
        eq(stations.clientId, station.clientId),
        sql`${linkedDeviceId} = ${deviceId}`,
        station.id ? ne(stations.id, station.id) : undefined,
      ),
    );
  if (other) {
    throw badRequest(`Invalid body: ${path}`, [
      { path, message: `This device already feeds ${other.name}: unlink it there first` },
    ]);
  }
}

/**
 * Makes `stationId` (or no station) the one the device feeds: that station's
 * `streamerBox.deviceId` becomes the device, and any other station of the client naming the
 * device lets go of it.
 */
async function writeStationLink(tx: Tx, device: DeviceRecord, stationId: string | null): Promise<void> {
  const setDeviceId = (deviceId: string | null) =>
    sql`jsonb_set(coalesce(${stations.featuresConfig}, '{}'::jsonb), '{streamerBox}', coalesce(${stations.featuresConfig}->'streamerBox', '{}'::jsonb) || jsonb_build_object('deviceId', ${deviceId}::text))`;
  const others = and(
    eq(stations.clientId, device.clientId),
    sql`${linkedDeviceId} = ${device.id}`,
    stationId ? ne(stations.id, stationId) : undefined,
  );
  await tx
    .update(stations)
    .set({ featuresConfig: setDeviceId(null) })
    .where(others);
  if (stationId)
    await tx
      .update(stations)
      .set({ featuresConfig: setDeviceId(device.id) })
      .where(eq(stations.id, stationId));
}

/** A new device of the caller's client (or the named one), and its token: the only time it is shown. */
export async function createDevice(db: Db, request: FastifyRequest, body: DeviceCreate): Promise<DeviceCreated> {
  const user = currentUser(request);
  const clientId = await clientForNewDevice(db, user, body);
  if (body.stationId && !(await stationOfClient(db, clientId, body.stationId)))
    throw badRequest('Unknown station', [
      { path: 'body.stationId', message: 'Not a station of the client of the device' },
    ]);
  const token = `${DEVICE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const device = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(streamerBoxDevices)
      .values({ clientId, name: body.name, tokenHash: hashDeviceToken(token), createdBy: currentActor(request).id })
      .returning();
    if (body.stationId) await writeStationLink(tx, created!, body.stationId);
    await recordChange(tx, request, {
      action: 'device.create',
      entityType: 'device',
      entityId: created!.id,
      clientId,
      after: deviceSnapshot(await toDevice(tx, created!)),
    });
    return created!;
  });
  return { device: await toDevice(db, device), token };
}

/** Links the device to a station of its client, or unlinks it (null). */
export async function linkDeviceStation(
  db: Db,
  request: FastifyRequest,
  id: string,
  stationId: string | null,
): Promise<Device> {
  const device = await findDevice(db, currentUser(request), id);
  if (stationId && !(await stationOfClient(db, device.clientId, stationId))) throw notFound('Station not found');
  return db.transaction(async (tx) => {
    const before = await toDevice(tx, device);
    await writeStationLink(tx, device, stationId);
    const after = await toDevice(tx, device);
    await recordChange(tx, request, {
      action: 'device.link-station',
      entityType: 'device',
      entityId: device.id,
      clientId: device.clientId,
      before: deviceSnapshot(before),
      after: deviceSnapshot(after),
    });
    return after;
  });
}

/**
 * Deletes a device (a box retired, lost or stolen): its token no longer authenticates, the
 * station it fed lets go of it (a recorder may take a station with a stream URL back), and its
 * commands go with it. Its socket, wherever it is held, is closed at the agent's next report.
 */
export async function deleteDevice(db: Db, request: FastifyRequest, id: string): Promise<void> {
  const device = await findDevice(db, currentUser(request), id);
  await db.transaction(async (tx) => {
    const before = await toDevice(tx, device);
    await writeStationLink(tx, device, null);
    await tx.delete(streamerBoxDevices).where(eq(streamerBoxDevices.id, device.id));
    await recordChange(tx, request, {
      action: 'device.delete',
      entityType: 'device',
      entityId: device.id,
      clientId: device.clientId,
      before: deviceSnapshot(before),
    });
  });
}
