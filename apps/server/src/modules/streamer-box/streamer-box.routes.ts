/** StreamerBox fleet calls and the agent's WebSocket (issue 21). */
import { routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { registerRoute } from '../../http/route';
import { agentSocketRoutes } from './agent-socket';
import { deviceCommandRoutes } from './device-commands';
import { createDevice, deleteDevice, findDevice, linkDeviceStation, listDevices, toDevice } from './devices.service';

export function streamerBoxRoutes(app: FastifyInstance, ctx: Context): void {
  const { db } = ctx;

  registerRoute(app, routes.listDevices, async (request) => listDevices(db, currentUser(request)));

  registerRoute(app, routes.createDevice, async (request, reply) => {
    const created = await createDevice(db, request, request.body);
    reply.status(201);
    return created;
  });

  registerRoute(app, routes.getDevice, async (request) =>
    toDevice(db, await findDevice(db, currentUser(request), request.params.id)),
  );

  registerRoute(app, routes.deleteDevice, async (request, reply) => {
    await deleteDevice(db, request, request.params.id);
    return reply.status(204).send();
  });

  registerRoute(app, routes.linkDeviceStation, async (request) =>
    linkDeviceStation(db, request, request.params.id, request.body.stationId),
  );

  deviceCommandRoutes(app, ctx);
  agentSocketRoutes(app, ctx);
}
