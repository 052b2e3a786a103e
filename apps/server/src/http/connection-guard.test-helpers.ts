/**
 * Raw TCP clients for the connection limits' tests: idle connections, a request whose body is
 * still on its way, and one-shot GETs on a fresh connection (fetch would keep its connections
 * open and skew every count). Linux answers on all of 127.0.0.0/8, so `from` picks the client's
 * address and one test can play many addresses.
 */
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export const portOf = (app: FastifyInstance) => (app.server.address() as net.AddressInfo).port;

/** A client socket that remembers whether the server closed it. */
export interface Held {
  socket: net.Socket;
  closed: Promise<void>;
  isClosed(): boolean;
}

const track = (socket: net.Socket): Held => {
  let isClosed = false;
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve();
    }),
  );
  socket.on('error', () => undefined); // a reset is how an evicted client learns of it
  return { socket, closed, isClosed: () => isClosed };
};

/** Opens a connection from `from` that sends nothing. */
export const openIdle = (port: number, from = '127.0.0.1') =>
  new Promise<Held>((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => resolve(held));
    const held = track(socket);
    socket.once('error', reject);
  });

/** Whether the server closes the connection within `ms` (long: this is not a timing check). */
export const closesWithin = (held: Held, ms = 5_000) =>
  Promise.race([held.closed.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, ms, false))]);

/** A one-shot GET on a new connection: its status, or the error that ended it. */
export const getOnce = (port: number, path: string, from = '127.0.0.1') =>
  new Promise<number | string>((resolve) => {
    const request = http.get({ port, host: '127.0.0.1', localAddress: from, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.setTimeout(10_000, () => request.destroy(new Error('timed out')));
  });

/**
 * A POST whose headers (with `headers`, e.g. a user's token) are sent but whose JSON body waits
 * for `finish()`: a request in flight. Resolves once the headers are sent; the guard's `vouched`
 * count shows when the server has checked the token.
 */
export async function slowPost(
  port: number,
  path: string,
  body: object,
  headers: Record<string, string>,
  from = '127.0.0.1',
) {
  const held = await openIdle(port, from);
  const json = JSON.stringify(body);
  const head = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(json)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  held.socket.write(head + json.slice(0, 1));
  let received = '';
  const answered = new Promise<number>((resolve) => {
    held.socket.on('data', (chunk) => {
      received += chunk.toString();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status) resolve(Number(status[1]));
    });
    void held.closed.then(() => resolve(0));
  });
  return {
    ...held,
    /** Sends the rest of the body; resolves with the answer's status (0: closed unanswered). */
    finish: () => {
      held.socket.write(json.slice(1));
      return answered;
    },
  };
}

/** A connection that had one GET answered and stays open (kept alive); `answers` holds what came back. */
export async function keptAlive(port: number, from = '127.0.0.1') {
  const held = await openIdle(port, from);
  let answers = '';
  const answered = new Promise<void>((resolve) =>
    held.socket.on('data', (chunk) => {
      answers += chunk.toString();
      if (answers.includes('\r\n\r\n')) resolve();
    }),
  );
  held.socket.write('GET /api/version HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  await answered;
  return { ...held, answers: () => answers };
}

/** Sends a GET on a connection and collects what comes back (nothing, if it is never read). */
export function sendGet(held: Held) {
  let answers = '';
  held.socket.on('data', (chunk) => (answers += chunk.toString()));
  held.socket.write('GET /api/version HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  return () => answers;
}
