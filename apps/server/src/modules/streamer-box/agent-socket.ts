/**
 * The agent's WebSocket (issue 21): one per device, authenticated by its token before the
 * upgrade. The server greets with `hello`, stores each `report`, writes each `ack` to its
 * command row, and sends the commands other calls queued for the devices connected here. A
 * socket's messages are handled strictly in order, so a report sent before an ack is stored
 * before the waiting call sees the ack. Instances share nothing but the database.
 *
 * A device's new socket replaces its older one here (closed with 4409): an agent reconnects only
 * when it lost its link, and a token must not be able to hold thousands of sockets, which never
 * time out; nor to reopen one as fast as it is closed (a few openings per token in ten seconds,
 * agent-socket-throttle.ts). The sockets of an instance are capped too (AGENT_MAX_SOCKETS): past
 * it a device not yet connected is refused 503 before the upgrade, while one replacing its
 * socket always gets in.
 */
import type { WebSocket } from '@fastify/websocket';
import {
  agentMessageSchema,
  API_ROOT,
  STREAMER_BOX_AGENT_PATH,
  type AgentReport,
  type DeviceCommand,
  type ServerMessage,
} from '@antena/contract';
import { and, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Context } from '../../context';
import type { Db } from '../../db';
import { streamerBoxCommands, streamerBoxDevices } from '../../db/schema';
import { authenticateDevice, hashDeviceToken, type DeviceRecord } from '../../http/device-auth';
import { HttpError } from '../../http/errors';
import { OpeningThrottle } from './agent-socket-throttle';
import { deviceChangesOf } from './device-commands';
import { linkedStationOf } from './devices.service';

/** How often the server pings each socket; one that has not answered the last ping is cut. */
const PING_INTERVAL_MS = 5_000;
/** How often this instance looks for commands to send to the devices connected to it. */
const COMMAND_SEND_INTERVAL_MS = 200;
/** Close code of a socket a newer one of its device replaced; 1013 (try again later) past the cap. */
export const REPLACED_CLOSE_CODE = 4409;
const BUSY_CLOSE_CODE = 1013;
/**
 * How long a closed socket gets to answer its close frame before it is cut (ws would wait 30 s:
 * a client that never answers would hold its socket that long after every reconnect).
 */
const CLOSE_GRACE_MS = 1_000;
/** Openings one token may attempt in a window; past them 429 before any lookup (agent-socket-throttle.ts). */
const OPENINGS_PER_WINDOW = 5;
const OPENING_WINDOW_MS = 10_000;

/** Closes with a code the agent sees, and cuts the socket if its close frame is not answered soon. */
function closeSoon(socket: WebSocket, code: number, reason: string): void {
  socket.close(code, reason);
  setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
}

interface AgentConnection {
  deviceId: string;
  socket: WebSocket;
  log: FastifyBaseLogger;
  /** The last `last_seen_at` this socket wrote (its opening time before any report). */
  lastSeen: Date;
  /** The socket's messages, handled one after the other. */
  queue: Promise<void>;
  alive: boolean;
  /** The last hello sent, as JSON: a new one goes out when the device's name or station changes. */
  hello: string | null;
  /** Settles once the socket closed and the device was marked offline. */
  closed: Promise<void>;
}

const commandIdSchema = z.uuid();

/** The sockets of the devices connected to this instance, and the one command sender. */
class AgentConnections {
  private readonly byDevice = new Map<string, Set<AgentConnection>>();
  /** Every connection until its close was handled (the database must outlive that). */
  private readonly unsettled = new Set<AgentConnection>();
  /** The latest report any socket of the device stored here: its last socket's close compares against it. */
  private readonly lastSeenHere = new Map<string, Date>();
  private sender: NodeJS.Timeout | null = null;
  private sending = false;
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly maxSockets: number,
  ) {}

  /** Whether a socket of the device may open: it replaces one, or the cap leaves room. */
  admits(deviceId: string): boolean {
    return this.byDevice.has(deviceId) || this.byDevice.size < this.maxSockets;
  }

  accept(socket: WebSocket, device: DeviceRecord, log: FastifyBaseLogger): void {
    // Checked again after the upgrade: devices upgrading together all passed the check before it.
    if (!this.admits(device.id)) return closeSoon(socket, BUSY_CLOSE_CODE, 'Too many devices connected');
    const older = [...(this.byDevice.get(device.id) ?? [])];
    let markClosed!: () => void;
    const connection: AgentConnection = {
      deviceId: device.id,
      socket,
      log: log.child({ deviceId: device.id }),
      lastSeen: new Date(),
      queue: Promise.resolve(),
      alive: true,
      hello: null,
      closed: new Promise((resolve) => (markClosed = resolve)),
    };
    const devices = this.byDevice.get(device.id) ?? new Set();
    devices.add(connection);
    this.byDevice.set(device.id, devices);
    this.unsettled.add(connection);
    void connection.closed.then(() => this.unsettled.delete(connection));
    this.startSender();

    // Handlers are attached before anything awaits, so no early message is missed.
    socket.on('message', (data) => this.enqueue(connection, () => this.handleMessage(connection, data.toString())));
    socket.on('pong', () => (connection.alive = true));
    const heartbeat = setInterval(() => {
      if (!connection.alive) {
        connection.log.info('StreamerBox agent did not answer a ping; closing its socket');
        socket.terminate();
        return;
      }
      connection.alive = false;
      socket.ping();
    }, PING_INTERVAL_MS);
    socket.on('close', () => {
      clearInterval(heartbeat);
      devices.delete(connection);
      if (devices.size === 0 && this.byDevice.get(device.id) === devices) this.byDevice.delete(device.id);
      if (this.byDevice.size === 0) this.stopSender();
      this.enqueue(connection, () => this.markOffline(connection));
      void connection.queue.then(markClosed);
    });
    this.enqueue(connection, () => this.greet(connection));
    for (const replaced of older) {
      replaced.log.info('StreamerBox agent opened a new socket; closing the older one');
      closeSoon(replaced.socket, REPLACED_CLOSE_CODE, 'Replaced by a newer connection');
    }
  }

  /** Stops sending and closes every socket, waiting until their devices are marked offline. */
  async close(): Promise<void> {
    this.closing = true;
    this.stopSender();
    const connections = [...this.unsettled];
    for (const connection of connections) connection.socket.terminate();
    await Promise.all(connections.map((connection) => connection.closed));
  }

  private enqueue(connection: AgentConnection, task: () => Promise<void>): void {
    connection.queue = connection.queue.then(task).catch((error: unknown) => {
      connection.log.error({ err: error }, 'StreamerBox agent message failed');
    });
  }

  private send(connection: AgentConnection, message: ServerMessage): void {
    connection.socket.send(JSON.stringify(message));
  }

  /**
   * Sends `hello` on connect, and again whenever the name or linked station it carries changed
   * (checked after each report, so a station linked through any API instance reaches the agent
   * within a report interval).
   */
  private async greet(connection: AgentConnection, device?: DeviceRecord): Promise<void> {
    const [row] = device
      ? [device]
      : await this.db.select().from(streamerBoxDevices).where(eq(streamerBoxDevices.id, connection.deviceId));
    if (!row) return void connection.socket.close(4404, 'Device deleted');
    const station = await linkedStationOf(this.db, row);
    const hello: ServerMessage = { type: 'hello', deviceId: row.id, name: row.name, station };
    const json = JSON.stringify(hello);
    if (json === connection.hello) return;
    connection.hello = json;
    connection.socket.send(json);
  }

  private async handleMessage(connection: AgentConnection, raw: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const parsed = agentMessageSchema.safeParse(json);
    if (!parsed.success) {
      connection.log.warn({ issues: parsed.error.issues.slice(0, 5) }, 'StreamerBox agent sent an invalid message');
      return;
    }
    const message = parsed.data;
    if (message.type === 'report') return this.storeReport(connection, message.report);
    return this.storeAck(connection, message.id, message.ok, message.error);
  }

  private async storeReport(connection: AgentConnection, report: AgentReport): Promise<void> {
    const now = new Date();
    const [device] = await this.db
      .update(streamerBoxDevices)
      .set({
        ...(report.name !== null && report.name.trim() !== '' && { name: report.name.trim() }),
        location: report.location,
        latitude: report.coords?.lat ?? null,
        longitude: report.coords?.lng ?? null,
        services: report.services,
        agentVersion: report.agentVersion,
        lastSeenAt: now,
      })
      .where(eq(streamerBoxDevices.id, connection.deviceId))
      .returning();
    connection.lastSeen = now;
    this.lastSeenHere.set(connection.deviceId, now);
    await this.greet(connection, device);
  }

  /** Settles the command the ack names, if it still waits; a DONE rename or set-coords also writes the device. */
  private async storeAck(connection: AgentConnection, id: string, ok: boolean, error?: string): Promise<void> {
    if (!commandIdSchema.safeParse(id).success) {
      connection.log.warn({ commandId: id }, 'StreamerBox agent acknowledged an unknown command');
      return;
    }
    await this.db.transaction(async (tx) => {
      const [command] = await tx
        .update(streamerBoxCommands)
        .set({ status: ok ? 'DONE' : 'FAILED', error: ok ? null : (error ?? null) })
        .where(
          and(
            eq(streamerBoxCommands.id, id),
            eq(streamerBoxCommands.deviceId, connection.deviceId),
            inArray(streamerBoxCommands.status, ['PENDING', 'SENT']),
          ),
        )
        .returning();
      if (!command) {
        connection.log.info({ commandId: id }, 'StreamerBox agent acknowledged a command that no longer waits');
        return;
      }
      const changes = ok ? deviceChangesOf(command.command as DeviceCommand) : null;
      if (changes)
        await tx.update(streamerBoxDevices).set(changes).where(eq(streamerBoxDevices.id, connection.deviceId));
    });
  }

  /**
   * A closed socket makes its device offline at once, unless another of its sockets is open
   * here, or another instance stored a report since the device's sockets here last did (not
   * only this one: a socket that never reported closes last after one that did).
   */
  private async markOffline(connection: AgentConnection): Promise<void> {
    if (this.byDevice.get(connection.deviceId)?.size) return;
    const here = this.lastSeenHere.get(connection.deviceId);
    const latest = here && here > connection.lastSeen ? here : connection.lastSeen;
    this.lastSeenHere.delete(connection.deviceId);
    await this.db
      .update(streamerBoxDevices)
      .set({ lastSeenAt: null })
      .where(
        and(
          eq(streamerBoxDevices.id, connection.deviceId),
          isNotNull(streamerBoxDevices.lastSeenAt),
          lte(streamerBoxDevices.lastSeenAt, latest),
        ),
      );
  }

  private startSender(): void {
    if (this.sender || this.closing) return;
    this.sender = setInterval(() => void this.sendPendingCommands(), COMMAND_SEND_INTERVAL_MS);
  }

  private stopSender(): void {
    if (this.sender) clearInterval(this.sender);
    this.sender = null;
  }

  /** Claims the unexpired PENDING commands of the devices connected here (SENT) and sends them, oldest first. */
  private async sendPendingCommands(): Promise<void> {
    if (this.sending || this.byDevice.size === 0) return;
    this.sending = true;
    try {
      const claimed = await this.db
        .update(streamerBoxCommands)
        .set({ status: 'SENT' })
        .where(
          and(
            eq(streamerBoxCommands.status, 'PENDING'),
            gt(streamerBoxCommands.deadline, new Date()),
            inArray(streamerBoxCommands.deviceId, [...this.byDevice.keys()]),
          ),
        )
        .returning();
      claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      for (const command of claimed) {
        // The newest socket of the device: an older one is being closed.
        const connection = [...(this.byDevice.get(command.deviceId) ?? [])].at(-1);
        if (!connection) continue; // it closed meanwhile: the command expires and its call answers 504
        this.send(connection, { type: 'command', id: command.id, command: command.command as DeviceCommand });
      }
    } catch (error) {
      if (!this.closing) this.log.error({ err: error }, 'StreamerBox commands could not be sent');
    } finally {
      this.sending = false;
    }
  }
}

/**
 * `GET /api/streamer-box/agent`: the agent's WebSocket; before the upgrade 429 for a token that
 * opened too many sockets lately, 401 without a valid device token, 503 past AGENT_MAX_SOCKETS.
 */
export function agentSocketRoutes(app: FastifyInstance, ctx: Context): void {
  const connections = new AgentConnections(ctx.db, app.log, ctx.config.AGENT_MAX_SOCKETS);
  const throttle = new OpeningThrottle(OPENINGS_PER_WINDOW, OPENING_WINDOW_MS);
  app.addHook('onClose', async () => connections.close());
  app.route({
    method: 'GET',
    url: `${API_ROOT}${STREAMER_BOX_AGENT_PATH}`,
    websocket: true,
    onRequest: [
      async (request) => {
        // Keyed as device-auth reads the token, so that spelling the header otherwise gains nothing.
        const header = request.headers.authorization ?? '';
        const token = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : header;
        if (!throttle.allow(hashDeviceToken(token))) {
          throw new HttpError(429, 'ERR_RATE_LIMITED', 'This device token opened too many sockets; retry shortly');
        }
      },
      authenticateDevice,
    ],
    preHandler: async (request) => {
      if (!connections.admits(request.device!.id)) {
        throw new HttpError(503, 'ERR_SERVICE_UNAVAILABLE', 'Too many devices are connected to this server');
      }
    },
    handler: (socket, request) => connections.accept(socket, request.device!, request.log),
  });
}
