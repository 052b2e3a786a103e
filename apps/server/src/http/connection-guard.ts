/**
 * Who may hold a connection to the HTTP server. A connection costs its holder nothing but a
 * file handle, so without a guard anyone can take every slot and every other request fails:
 * TCP connections that never send a byte (node's header timeout starts at the first byte, so it
 * never cuts them), headers sent a byte at a time, or WebSockets that never time out. Node's
 * `maxConnections` cannot help: it counts WebSockets, and past it can only drop the newcomer,
 * who is as likely to be a real request as the idle sockets are not. The guard instead:
 *
 * - gives a connection `headersTimeoutMs` to send a complete request head, counted from its
 *   opening and again from the end of each answer, and an upgrade as long to be accepted;
 * - caps HTTP connections, WebSockets not counted once upgraded (agent sockets have their own
 *   budget, one per device). Past the cap a newcomer closes the connection idle longest;
 * - caps what one address (an IPv6 /64) holds without a credential: connections waiting for a
 *   request, or serving one no user or device token vouched for. Trusted proxies are exempt:
 *   they carry many clients.
 *
 * A newcomer that may not take a slot (its address is at its cap and has no kept-alive
 * connection to give up, or the server is full and its address already holds a connection it
 * never used) is parked: never handed to node's HTTP handling, so what it sends is dropped
 * unparsed, and closed at the headers timeout. Closing it at once would not do: an attacker reopens every
 * closed connection at once (and floods requests on the new ones), and that churn of accepting
 * and closing fills the kernel's accept queue, where everyone's new connections wait (their
 * SYNs dropped and retried a second or more later).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { addressKey } from './client-address';

export interface ConnectionGuardOptions {
  /** HTTP connections at once (WebSockets not counted). */
  maxConnections: number;
  /** Connections without a vouched request in flight one address may hold; 0: no cap. */
  maxPerAddress: number;
  /** Parked connections at once; past it a newcomer that would be parked is closed at once. */
  maxParked: number;
  headersTimeoutMs: number;
  isTrustedProxy: (address: string | undefined) => boolean;
  log: FastifyBaseLogger;
}

/**
 * `waiting`: no request in flight (none sent yet, or idle between requests), so closing it loses
 * nothing; `serving`: a request in flight; `upgrading`: an upgrade request not yet accepted;
 * `websocket`: upgraded, outside the HTTP budget.
 */
type Phase = 'waiting' | 'serving' | 'upgrading' | 'websocket';

interface Connection {
  socket: Duplex;
  /** Null for a trusted proxy, whose connections no per-address cap counts. */
  address: string | null;
  phase: Phase;
  inFlight: number;
  /** A user or device token authenticated the request in flight. */
  vouched: boolean;
  /** An answer was sent on it: waiting, it is a kept-alive connection, not one never used. */
  served: boolean;
  timer: NodeJS.Timeout | null;
}

export interface ConnectionStats {
  http: number;
  /** HTTP connections with no request in flight. */
  waiting: number;
  /** HTTP connections whose request in flight a credential vouched for. */
  vouched: number;
  websockets: number;
  /** Connections never read, to be closed at the headers timeout. */
  parked: number;
  /** Idle connections closed to make room for a newcomer. */
  evicted: number;
  /** Newcomers parked (in all). */
  parkedTotal: number;
  /** Newcomers closed at once: the parking was full too. */
  refused: number;
  /** Connections closed for not sending their headers (or not being upgraded) in time. */
  timedOut: number;
}

type Counts = Pick<ConnectionStats, 'evicted' | 'parkedTotal' | 'refused' | 'timedOut'>;

/** How often, at most, the guard logs what it closed: under attack that is thousands a second. */
const LOG_EVERY_MS = 10_000;

export class ConnectionGuard {
  private readonly connections = new Map<Duplex, Connection>();
  /** Waiting connections, the one idle longest first. */
  private readonly waiting = new Set<Connection>();
  /** Each address's HTTP connections (trusted proxies' not listed). */
  private readonly byAddress = new Map<string, Set<Connection>>();
  private readonly parked = new Set<Duplex>();
  private http = 0;
  private websockets = 0;
  private readonly counts: Counts = { evicted: 0, parkedTotal: 0, refused: 0, timedOut: 0 };
  private lastLog = { at: 0, counts: { ...this.counts } };

  constructor(private readonly options: ConnectionGuardOptions) {}

  attach(server: Server): void {
    // The guard stands in front of node's own handling of a new socket (its HTTP parser), which
    // then sees only the sockets the guard admits.
    const handlers = server.listeners('connection') as ((socket: Duplex) => void)[];
    server.removeAllListeners('connection');
    server.on('connection', (socket: Duplex & { remoteAddress?: string }) => {
      if (!this.open(socket, socket.remoteAddress)) return;
      for (const handler of handlers) handler.call(server, socket);
    });
    // Prepended: fastify's own listener may run a route's hooks (and `vouch`) before returning.
    server.prependListener('request', (request: IncomingMessage, response: ServerResponse) =>
      this.requestStarted(request.socket, response),
    );
    server.prependListener('upgrade', (_request: IncomingMessage, socket: Duplex) => this.upgradeStarted(socket));
  }

  /** For tests and the bench (it walks every connection). */
  stats(): ConnectionStats {
    let vouched = 0;
    for (const connection of this.connections.values()) {
      if (connection.vouched && connection.phase !== 'websocket') vouched++;
    }
    const { http, websockets } = this;
    return { http, waiting: this.waiting.size, vouched, websockets, parked: this.parked.size, ...this.counts };
  }

  /** Closes the parked sockets (the server's close would wait for them: node does not know them). */
  closeParked(): void {
    for (const socket of this.parked) socket.destroy();
  }

  /** The request in flight on this socket carries a user's or a device's valid token. */
  vouch(socket: Duplex): void {
    const connection = this.connections.get(socket);
    if (connection && (connection.phase === 'serving' || connection.phase === 'upgrading')) connection.vouched = true;
  }

  /** The socket became a WebSocket: it leaves the HTTP budget and its timeouts. */
  upgraded(socket: Duplex): void {
    const connection = this.connections.get(socket);
    if (!connection || connection.phase === 'websocket') return;
    this.clearTimer(connection);
    this.waiting.delete(connection);
    this.leaveAddress(connection);
    connection.phase = 'websocket';
    this.http--;
    this.websockets++;
  }

  /** Whether the socket is admitted (else it was parked or closed). */
  private open(socket: Duplex, remoteAddress: string | undefined): boolean {
    const address = this.options.isTrustedProxy(remoteAddress) ? null : addressKey(remoteAddress);
    const mine = address === null ? undefined : this.byAddress.get(address);
    if (mine && this.options.maxPerAddress > 0 && this.held(mine) >= this.options.maxPerAddress) {
      // A kept-alive connection of its own makes room (an office behind one address); one it
      // never used does not, or a client could turn its own connections over endlessly.
      if (!this.evictFrom(mine, (c) => c.served)) return this.park(socket);
    }
    if (this.http >= this.options.maxConnections) {
      // An address that holds a connection it never used has one to use: it may not close
      // someone else's to open another.
      if (mine && [...mine].some((c) => c.phase === 'waiting' && !c.served)) return this.park(socket);
      if (!this.evictFrom(this.waiting, () => true)) return this.park(socket);
    }
    const connection: Connection = {
      socket,
      address,
      phase: 'waiting',
      inFlight: 0,
      vouched: false,
      served: false,
      timer: null,
    };
    this.connections.set(socket, connection);
    this.http++;
    if (address !== null) this.byAddress.set(address, (mine ?? new Set<Connection>()).add(connection));
    this.wait(connection);
    socket.once('close', () => this.forget(connection));
    return true;
  }

  /** Holds the socket, unread and outside the counts, until the headers timeout closes it. */
  private park(socket: Duplex): false {
    this.report();
    if (this.parked.size >= this.options.maxParked) {
      this.counts.refused++;
      socket.destroy();
      return false;
    }
    this.counts.parkedTotal++;
    this.parked.add(socket);
    const timer = setTimeout(() => socket.destroy(), this.options.headersTimeoutMs).unref();
    socket.on('error', () => undefined); // a reset by its client; node's handlers never saw this socket
    socket.resume(); // what it sends is dropped unread, so that its end is seen at once
    socket.once('close', () => {
      clearTimeout(timer);
      this.parked.delete(socket);
    });
    return false;
  }

  private requestStarted(socket: Duplex, response: ServerResponse): void {
    const connection = this.connections.get(socket);
    if (!connection || connection.phase === 'websocket') return;
    this.clearTimer(connection);
    this.waiting.delete(connection);
    connection.phase = 'serving';
    connection.inFlight++;
    response.once('close', () => {
      connection.inFlight--;
      connection.served = true;
      if (connection.inFlight === 0 && connection.phase === 'serving' && this.connections.has(socket)) {
        this.wait(connection);
      }
    });
  }

  private upgradeStarted(socket: Duplex): void {
    const connection = this.connections.get(socket);
    if (!connection || connection.phase !== 'waiting') return;
    this.waiting.delete(connection);
    connection.phase = 'upgrading';
    // Node's timeouts no longer apply to an upgrading socket: the route must accept it in time.
    this.startTimer(connection);
  }

  private wait(connection: Connection): void {
    connection.phase = 'waiting';
    connection.vouched = false;
    this.waiting.delete(connection);
    this.waiting.add(connection);
    this.startTimer(connection);
  }

  private startTimer(connection: Connection): void {
    this.clearTimer(connection);
    connection.timer = setTimeout(() => {
      connection.timer = null;
      this.counts.timedOut++;
      this.close(connection);
    }, this.options.headersTimeoutMs);
    connection.timer.unref();
  }

  private clearTimer(connection: Connection): void {
    if (connection.timer) clearTimeout(connection.timer);
    connection.timer = null;
  }

  /** Connections an address holds that no credential vouches for. */
  private held(connections: Set<Connection>): number {
    let held = 0;
    for (const connection of connections) if (!connection.vouched) held++;
    return held;
  }

  /** Closes the first waiting connection of `candidates` (oldest first) that `may` allows; false when none. */
  private evictFrom(candidates: Set<Connection>, may: (connection: Connection) => boolean): boolean {
    for (const connection of candidates) {
      if (connection.phase !== 'waiting' || !may(connection)) continue;
      this.counts.evicted++;
      this.close(connection);
      return true;
    }
    return false;
  }

  /** Closes at once and forgets it now: its slot is free before the socket's 'close' event. */
  private close(connection: Connection): void {
    connection.socket.destroy();
    this.forget(connection);
    this.report();
  }

  private forget(connection: Connection): void {
    if (!this.connections.delete(connection.socket)) return;
    this.clearTimer(connection);
    this.waiting.delete(connection);
    this.leaveAddress(connection);
    if (connection.phase === 'websocket') this.websockets--;
    else this.http--;
  }

  private leaveAddress(connection: Connection): void {
    if (connection.address === null) return;
    const set = this.byAddress.get(connection.address);
    set?.delete(connection);
    if (set?.size === 0) this.byAddress.delete(connection.address);
  }

  private report(): void {
    const now = Date.now();
    if (now - this.lastLog.at < LOG_EVERY_MS) return;
    const since = Object.fromEntries(
      Object.entries(this.counts).map(([name, count]) => [name, count - this.lastLog.counts[name as keyof Counts]]),
    );
    this.options.log.warn(
      { ...since, http: this.http, websockets: this.websockets, parked: this.parked.size },
      'connections closed or parked to keep the server reachable',
    );
    this.lastLog = { at: now, counts: { ...this.counts } };
  }
}
