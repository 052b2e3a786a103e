/**
 * The agent's one WebSocket to the API (`/api/streamer-box/agent`, device token as a Bearer
 * header). It reconnects with backoff (1 s doubling to 30 s, with jitter, back to 1 s after the
 * server said hello) and notices a dead link by pings. A 401 before the upgrade means the device
 * token is refused: no retry, `onRefused` decides (the agent exits with code 3).
 */
import WebSocket from 'ws';
import {
  API_ROOT,
  STREAMER_BOX_AGENT_PATH,
  serverMessageSchema,
  type AgentMessage,
  type ServerMessage,
} from '@antena/contract';
import type { Logger } from './log';

export interface ConnectionOptions {
  serverUrl: string;
  token: string;
  log: Logger;
  onOpen: () => void;
  onMessage: (message: ServerMessage) => void;
  onRefused: () => void;
  backoff?: { initialMs: number; maxMs: number };
  /** A link with no message or pong for two of these is dropped and reopened. */
  pingIntervalMs?: number;
}

/** `http(s)://host/base` → `ws(s)://host/base/api/streamer-box/agent`. */
export function agentSocketUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${API_ROOT}${STREAMER_BOX_AGENT_PATH}`;
  return url.toString();
}

export class AgentConnection {
  private socket: WebSocket | null = null;
  private stopped = false;
  private attempt = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  private alive = false;

  constructor(private readonly options: ConnectionOptions) {}

  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.stopPing();
    this.socket?.close(1001, 'agent stopping');
    this.socket = null;
  }

  /** Sends when connected; false otherwise (reports are periodic, and the server re-sends unacknowledged commands never). */
  send(message: AgentMessage): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    const { log, token } = this.options;
    const url = agentSocketUrl(this.options.serverUrl);
    const socket = new WebSocket(url, { headers: { Authorization: `Bearer ${token}` }, handshakeTimeout: 10_000 });
    this.socket = socket;
    let refused = false;

    socket.on('unexpected-response', (_request, response) => {
      if (response.statusCode === 401) {
        refused = true;
        log.error('The server refused this device token');
        this.stopped = true;
        socket.terminate();
        this.options.onRefused();
        return;
      }
      log.warn(`The server answered ${response.statusCode} instead of opening the agent link`);
      socket.terminate();
    });
    socket.on('open', () => {
      log.info(`Connected to ${url}`);
      this.alive = true;
      this.startPing(socket);
      this.options.onOpen();
    });
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('message', (data) => {
      this.alive = true;
      let parsed: ServerMessage;
      try {
        const result = serverMessageSchema.safeParse(JSON.parse(data.toString()));
        if (!result.success) {
          log.warn(`Ignoring a message the agent does not understand: ${result.error.message}`);
          return;
        }
        parsed = result.data;
      } catch {
        log.warn('Ignoring a message that is not JSON');
        return;
      }
      // A server that said hello accepted us: the next outage starts its backoff from 1 s.
      if (parsed.type === 'hello') this.attempt = 0;
      this.options.onMessage(parsed);
    });
    socket.on('error', (error) => {
      if (!refused) log.warn(`Agent link error: ${error.message}`);
    });
    socket.on('close', () => {
      this.stopPing();
      if (this.socket === socket) this.socket = null;
      if (this.stopped || refused) return;
      const delay = this.nextDelay();
      log.warn(`Disconnected from the server; reconnecting in ${(delay / 1000).toFixed(1)} s`);
      this.reconnectTimer = setTimeout(() => this.connect(), delay);
    });
  }

  /** 1 s doubling to 30 s, each ±20 %, so a fleet that lost the server does not return all at once. */
  private nextDelay(): number {
    const { initialMs, maxMs } = this.options.backoff ?? { initialMs: 1000, maxMs: 30_000 };
    const base = Math.min(initialMs * 2 ** this.attempt, maxMs);
    this.attempt++;
    return Math.round(base * (0.8 + Math.random() * 0.4));
  }

  private startPing(socket: WebSocket): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      if (!this.alive) {
        this.options.log.warn('The server stopped answering; reopening the agent link');
        socket.terminate();
        return;
      }
      this.alive = false;
      socket.ping();
    }, this.options.pingIntervalMs ?? 10_000);
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }
}
