/**
 * What the social platforms' stand-ins share (issue 34): a real HTTP server on a random loopback
 * port, the requests it saw, bodies read whole (or the connection cut after some bytes, as a
 * network failure mid-upload), and faults queued per route: the next call of that route gets the
 * queued answer instead of its own.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Fault {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SeenRequest {
  method: string;
  path: string;
  route: string;
  authorization: string | null;
  /** Bytes of the body received (all of them, or until the cut). */
  bytes: number;
}

export class StandInBase {
  url = '';
  requests: SeenRequest[] = [];
  private faults = new Map<string, Fault[]>();
  private cuts = new Map<string, number>();

  /** The next call of `route` answers `fault` (queued: several calls, several faults). */
  failNext(route: string, fault: Fault) {
    this.faults.set(route, [...(this.faults.get(route) ?? []), fault]);
  }

  /** The next call of `route` has its connection cut after `bytes` of its body. */
  cutNext(route: string, bytes: number) {
    this.cuts.set(route, bytes);
  }

  /** How many calls of `route` were seen. */
  count(route: string) {
    return this.requests.filter((r) => r.route === route).length;
  }

  /**
   * Records the call, reads its body (null when cut) and answers a queued fault (then: null).
   * Routes call it first.
   */
  async receive(route: string, request: IncomingMessage, response: ServerResponse): Promise<Buffer | null> {
    const seen: SeenRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      route,
      authorization: request.headers.authorization ?? null,
      bytes: 0,
    };
    this.requests.push(seen);
    const cut = this.cuts.get(route);
    this.cuts.delete(route);
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
      seen.bytes += (chunk as Buffer).length;
      if (cut !== undefined && seen.bytes >= cut) {
        request.socket.destroy();
        return null;
      }
    }
    const fault = this.faults.get(route)?.shift();
    if (fault) {
      sendJson(response, fault.status, fault.body ?? {}, fault.headers);
      return null;
    }
    return Buffer.concat(chunks);
  }
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A body read as a form: multipart or URL-encoded, as the request says. */
export async function formOf(request: IncomingMessage, body: Buffer): Promise<FormData> {
  return new Request('http://stand-in/', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: new Uint8Array(body),
  }).formData();
}

export const bearerOf = (request: IncomingMessage) =>
  /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;

/** Serves `answer` on a random loopback port; errors answer 500 with their message. */
export async function listen(
  answer: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    answer(request, response).catch((error: Error) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: error.message } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
