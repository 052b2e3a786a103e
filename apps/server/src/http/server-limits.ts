/**
 * What one client may hold of the HTTP server. Without limits, idle sockets pile up until every
 * other request is refused, or the process runs out of file handles (and then cannot open a
 * segment or start ffmpeg). A request must send its headers within seconds (counted from the
 * connection's opening, so a connection that sends nothing is closed too) and its body within
 * minutes, an idle keep-alive socket is closed soon, and the connection guard caps connections
 * per server and per address, closing idle ones to make room for a new one or parking the new
 * one unread (connection-guard.ts). Running out of handles anyway is a refused connection or a
 * 503, never an exit.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { trustedProxyCheck } from './client-address';
import { ConnectionGuard } from './connection-guard';

export const SERVER_LIMITS = {
  /** Whole request (headers and body, a 50 MB upload on a slow line included). */
  requestTimeoutMs: 5 * 60_000,
  keepAliveTimeoutMs: 5_000,
} as const;

/** fastify's own options for the limits above. */
export const serverTimeoutOptions = {
  requestTimeout: SERVER_LIMITS.requestTimeoutMs,
  keepAliveTimeout: SERVER_LIMITS.keepAliveTimeoutMs,
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Who holds the server's connections (tests and the bench read its stats). */
    connectionGuard: ConnectionGuard;
  }
}

/** Errors that mean the process is out of file handles: the request is refused, not failed. */
export const isOutOfHandles = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'EMFILE' || code === 'ENFILE';
};

export type ServerLimitsConfig = Pick<
  Config,
  'HTTP_MAX_CONNECTIONS' | 'HTTP_MAX_CONNECTIONS_PER_ADDRESS' | 'HTTP_HEADERS_TIMEOUT_SECONDS' | 'TRUST_PROXY'
>;

export function applyServerLimits(app: FastifyInstance, config: ServerLimitsConfig): void {
  const server = app.server;
  const headersTimeoutMs = config.HTTP_HEADERS_TIMEOUT_SECONDS * 1000;
  // Node's own check, kept for the headers of a request that follows another on a socket.
  server.headersTimeout = headersTimeoutMs;
  // The guard caps connections, not node's maxConnections (see connection-guard.ts for why).
  const guard = new ConnectionGuard({
    maxConnections: config.HTTP_MAX_CONNECTIONS,
    maxPerAddress: config.HTTP_MAX_CONNECTIONS_PER_ADDRESS,
    // A parked connection costs a file handle and a little memory, no parsing.
    maxParked: 4 * config.HTTP_MAX_CONNECTIONS,
    headersTimeoutMs,
    isTrustedProxy: trustedProxyCheck(config.TRUST_PROXY),
    log: app.log,
  });
  guard.attach(server);
  app.decorate('connectionGuard', guard);
  app.addHook('preClose', async () => guard.closeParked());
  // Route hooks authenticate in onRequest, so by preParsing a credential has vouched for the
  // request, before a slow body is read.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.user || request.device) guard.vouch(request.raw.socket);
    done(null, payload);
  });
  // Every accepted WebSocket leaves the HTTP budget.
  app.addHook('onReady', async () => {
    if (app.hasDecorator('websocketServer'))
      app.websocketServer.on('connection', (_socket, request: IncomingMessage) => guard.upgraded(request.socket));
  });
  // node emits accept failures (EMFILE when out of handles) on the server; unheard, they end
  // the process. The client is refused (its connection was never accepted) and we go on.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.syscall === 'accept' || isOutOfHandles(error)) {
      app.log.warn({ code: error.code }, 'connection refused: out of file handles');
      return;
    }
    app.log.error({ err: error }, 'HTTP server error');
  });
}
