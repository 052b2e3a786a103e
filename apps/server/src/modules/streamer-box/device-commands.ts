/**
 * Device commands (issue 21): a call writes a `streamer_box_commands` row and waits for the
 * device's answer. The API instance holding the device's WebSocket sends the row
 * (agent-socket.ts) and writes the acknowledgement back; instances share nothing but the
 * database, so the waiting call polls its row.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEVICE_COMMAND_TIMEOUT_MS,
  routes,
  type DeviceCommand,
  type DeviceCommandResult,
  type DeviceService,
  type ServiceAction,
} from '@antena/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordChange } from '../../access/admin-audit';
import type { Context } from '../../context';
import type { Db } from '../../db';
import type { streamerBoxDevices } from '../../db/schema';
import { streamerBoxCommands } from '../../db/schema';
import { currentActor, currentUser } from '../../http/auth';
import type { DeviceRecord } from '../../http/device-auth';
import { badRequest, conflict, gatewayTimeout, notFound } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { deviceSnapshot, findDevice, isDeviceOnline, reloadDevice, toDevice } from './devices.service';

/** How often a waiting call reads its command row. */
const COMMAND_POLL_MS = 100;

type CommandRow = typeof streamerBoxCommands.$inferSelect;

/**
 * Runs a command on the device and answers once it acknowledges: 200 with the device as it is
 * after the command, 409 with the device's error when it failed, 504 when the device is offline
 * or does not answer before the row's deadline (the row is then EXPIRED, so no instance sends it
 * late).
 */
export async function runDeviceCommand(
  db: Db,
  request: FastifyRequest,
  device: DeviceRecord,
  command: DeviceCommand,
): Promise<DeviceCommandResult> {
  if (!isDeviceOnline(device)) throw gatewayTimeout('ERR_DEVICE_OFFLINE', 'The device is offline');
  const before = await toDevice(db, device);
  const [row] = await db
    .insert(streamerBoxCommands)
    .values({
      deviceId: device.id,
      command,
      createdBy: currentActor(request).id,
      deadline: new Date(Date.now() + DEVICE_COMMAND_TIMEOUT_MS),
    })
    .returning();
  const answered = await awaitAnswer(db, row!);
  if (answered.status === 'FAILED')
    throw conflict('ERR_DEVICE_COMMAND_FAILED', answered.error || 'The device could not carry out the command');
  if (answered.status !== 'DONE')
    throw gatewayTimeout('ERR_DEVICE_OFFLINE', `The device did not answer in ${DEVICE_COMMAND_TIMEOUT_MS / 1000} s`);
  return db.transaction(async (tx) => {
    const after = await toDevice(tx, await reloadDevice(tx, device.id));
    await recordChange(tx, request, {
      action: `device.${command.type === 'service' ? `service-${command.action}` : command.type}`,
      entityType: 'device',
      entityId: device.id,
      clientId: device.clientId,
      before: deviceSnapshot(before),
      after: { ...deviceSnapshot(after), command },
    });
    return { ok: true as const, device: after };
  });
}

/**
 * Reads the row until the device answered (DONE or FAILED) or its deadline passed, which makes
 * it EXPIRED unless the answer lands in the same instant (then that answer counts).
 */
async function awaitAnswer(db: Db, row: CommandRow): Promise<CommandRow> {
  for (;;) {
    const [current] = await db.select().from(streamerBoxCommands).where(eq(streamerBoxCommands.id, row.id));
    if (!current) throw notFound('Device not found');
    if (current.status === 'DONE' || current.status === 'FAILED' || current.status === 'EXPIRED') return current;
    if (Date.now() >= current.deadline.getTime()) {
      const [expired] = await db
        .update(streamerBoxCommands)
        .set({ status: 'EXPIRED' })
        .where(and(eq(streamerBoxCommands.id, row.id), inArray(streamerBoxCommands.status, ['PENDING', 'SENT'])))
        .returning();
      if (expired) return expired;
      continue;
    }
    await sleep(COMMAND_POLL_MS);
  }
}

/** The service a `{sid}` names, by image id or id, among the device's last reported services. */
function serviceOf(device: DeviceRecord, sid: string): DeviceService {
  const service = device.services.find((s) => s.imageId === sid) ?? device.services.find((s) => s.id === sid);
  if (!service) throw notFound('Service not found');
  return service;
}

/** Every variable id must be one the device reported; a wrong one is named by its field. */
function assertKnownVars(device: DeviceRecord, vars: { id: string }[]): void {
  const known = new Set(device.services.flatMap((service) => service.vars.map((v) => v.id)));
  const unknown = vars.flatMap((v, index) =>
    known.has(v.id) ? [] : [{ path: `body.${index}.id`, message: `The device has no variable ${v.id}` }],
  );
  if (unknown.length > 0) throw badRequest(`Unknown variables: ${unknown.map((u) => u.path).join(', ')}`, unknown);
}

/** The device calls: commands, and what the device last reported of its services and variables. */
export function deviceCommandRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;
  const deviceOf = (request: FastifyRequest<{ Params: { id: string } }>) =>
    findDevice(db, currentUser(request), request.params.id);

  registerRoute(app, routes.rebootDevice, async (request) =>
    runDeviceCommand(db, request, await deviceOf(request), { type: 'reboot' }),
  );

  registerRoute(app, routes.renameDevice, async (request) =>
    runDeviceCommand(db, request, await deviceOf(request), { type: 'rename', name: request.body.name }),
  );

  registerRoute(app, routes.setDeviceCoords, async (request) =>
    runDeviceCommand(db, request, await deviceOf(request), { type: 'set-coords', ...request.body }),
  );

  registerRoute(app, routes.getDeviceVars, async (request) =>
    (await deviceOf(request)).services.flatMap((service) => service.vars),
  );

  registerRoute(app, routes.setDeviceVars, async (request) => {
    const device = await deviceOf(request);
    assertKnownVars(device, request.body);
    return runDeviceCommand(db, request, device, { type: 'set-vars', vars: request.body });
  });

  registerRoute(app, routes.getDeviceServices, async (request) => (await deviceOf(request)).services);

  const serviceCommand =
    (action: ServiceAction) => async (request: FastifyRequest<{ Params: { id: string; sid: string } }>) => {
      const device = await deviceOf(request);
      const service = serviceOf(device, request.params.sid);
      return runDeviceCommand(db, request, device, { type: 'service', action, serviceId: service.id });
    };
  registerRoute(app, routes.startDeviceService, serviceCommand('start'));
  registerRoute(app, routes.restartDeviceService, serviceCommand('restart'));
  registerRoute(app, routes.stopDeviceService, serviceCommand('stop'));
}

/**
 * What a DONE command changes on the device row itself, beyond the agent's fresh report: the
 * name and coordinates an administrator set (the agent's report may not carry them).
 */
export function deviceChangesOf(command: DeviceCommand): Partial<typeof streamerBoxDevices.$inferInsert> | null {
  if (command.type === 'rename') return { name: command.name };
  if (command.type === 'set-coords') return { latitude: command.latitude, longitude: command.longitude };
  return null;
}
