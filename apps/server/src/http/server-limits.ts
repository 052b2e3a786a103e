/**
 * What one client may hold of the HTTP server. Without limits, idle sockets pile up until the
 * process runs out of file handles (and then cannot open a segment or start ffmpeg): a request
 * must send its headers within seconds and its body within minutes, an idle keep-alive socket
 * is closed soon, and past a cap new connections are dropped at once. Running out of handles
 * anyway is a refused connection or a 503, never an exit.
 */
import type { FastifyInstance } from 'fastify';

export const SERVER_LIMITS = {
  /** Whole request (headers and body, a 50 MB upload on a slow line included). */
  requestTimeoutMs: 5 * 60_000,
  /** From the first byte to the end of the headers: what a slow-loris client gets. */
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
} as const;

/** fastify's own options for the limits above. */
export const serverTimeoutOptions = {
  requestTimeout: SERVER_LIMITS.requestTimeoutMs,
  keepAliveTimeout: SERVER_LIMITS.keepAliveTimeoutMs,
} as const;

/** Errors that mean the process is out of file handles: the request is refused, not failed. */
export const isOutOfHandles = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'EMFILE' || code === 'ENFILE';
};

export function applyServerLimits(app: FastifyInstance, maxConnections: number): void {
  const server = app.server;
  server.headersTimeout = SERVER_LIMITS.headersTimeoutMs;
  server.maxConnections = maxConnections;
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
