/**
 * A tiny StreamerBox agent for the server's tests: a real WebSocket client (`ws`, which
 * @fastify/websocket is built on) speaking the agent protocol to a listening test app.
 * (`app.injectWS` cannot be used: the server never sees its sockets close.) It carries a command out on its own state, reports, then acks (the
 * order the design asks of the real agent), unless a test tells it to fail or stay silent.
 */
import {
  API_ROOT,
  STREAMER_BOX_AGENT_PATH,
  serverMessageSchema,
  type AgentMessage,
  type AgentReport,
  type DeviceCommand,
  type DeviceService,
  type ServerMessage,
} from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** What the agent does with a command: carry it out (ack ok), fail it, or never answer. */
export type CommandAnswer = 'ack' | { fail: string } | 'ignore';

export const streamerService = (status: DeviceService['status'] = 'running'): DeviceService => ({
  id: 'streamer',
  imageId: 'streamer-1.0.0',
  status,
  baseService: { id: 'streamer', name: 'Streamer' },
  vars: [
    { id: 'streamer.input', name: 'input', value: 'lavfi:sine=frequency=440', serviceId: 'streamer' },
    { id: 'streamer.codec', name: 'codec', value: 'auto', serviceId: 'streamer' },
    { id: 'streamer.bitrate', name: 'bitrate', value: '128k', serviceId: 'streamer' },
  ],
  lastError: null,
});

/** The service statuses a service action leads to. */
const AFTER_ACTION = { start: 'running', restart: 'running', stop: 'stopped' } as const;

export class TestAgent {
  readonly messages: ServerMessage[] = [];
  readonly commands: { id: string; command: DeviceCommand }[] = [];
  answer: CommandAnswer = 'ack';
  state: AgentReport = {
    name: null,
    agentVersion: '1.0.0',
    location: 'Studio rack',
    coords: null,
    services: [streamerService()],
  };
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = serverMessageSchema.parse(JSON.parse(data.toString()));
      this.messages.push(message);
      if (message.type === 'command') this.carryOut(message.id, message.command);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /**
   * Connects to the listening app with the token (rejects with the server's status when
   * refused) and reports once.
   */
  static async connect(
    app: FastifyInstance,
    token: string,
    options: { report?: boolean; autoPong?: boolean } = {},
  ): Promise<TestAgent> {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The test app must listen: app.listen({ port: 0 })');
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}${API_ROOT}${STREAMER_BOX_AGENT_PATH}`, {
      headers: { authorization: `Bearer ${token}` },
      autoPong: options.autoPong ?? true,
    });
    const agent = new TestAgent(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    if (options.report ?? true) agent.report();
    return agent;
  }

  send(message: AgentMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  report(): void {
    this.send({ type: 'report', report: this.state });
  }

  /** Resolves once a server message matches (already received ones count). */
  async next<T extends ServerMessage['type']>(type: T): Promise<Extract<ServerMessage, { type: T }>> {
    for (;;) {
      const found = this.messages.find((m) => m.type === type);
      if (found) return found as Extract<ServerMessage, { type: T }>;
      await new Promise<void>((wake) => this.waiters.push(wake));
    }
  }

  async close(): Promise<void> {
    if (this.socket.readyState === this.socket.CLOSED) return;
    const closed = new Promise((resolve) => this.socket.once('close', resolve));
    this.socket.close();
    await closed;
  }

  private carryOut(id: string, command: DeviceCommand): void {
    this.commands.push({ id, command });
    if (this.answer === 'ignore') return;
    if (typeof this.answer === 'object') return this.send({ type: 'ack', id, ok: false, error: this.answer.fail });
    this.apply(command);
    this.report();
    this.send({ type: 'ack', id, ok: true });
  }

  private apply(command: DeviceCommand): void {
    if (command.type === 'rename') this.state.name = command.name;
    if (command.type === 'set-coords') this.state.coords = { lat: command.latitude, lng: command.longitude };
    if (command.type === 'set-vars') {
      const values = new Map(command.vars.map((v) => [v.id, v.value]));
      this.state.services = this.state.services.map((service) => ({
        ...service,
        vars: service.vars.map((v) => ({ ...v, value: values.get(v.id) ?? v.value })),
      }));
    }
    if (command.type === 'service') {
      this.state.services = this.state.services.map((service) =>
        service.id === command.serviceId ? { ...service, status: AFTER_ACTION[command.action] } : service,
      );
    }
  }
}
