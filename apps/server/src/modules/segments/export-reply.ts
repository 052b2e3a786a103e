/**
 * Sending a range export: the client that goes away while it is cut or sent is an ordinary
 * event (a viewer closed the tab, a download was cancelled), logged at info and never as a
 * server error; the cut stops, its files are removed and nothing else is touched.
 */
import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { RangeExport } from './range-export';

/** A signal that aborts once the client has closed the connection before the answer ended. */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client closed the connection'));
  });
  return controller.signal;
}

/** Ends a request whose client went away: nothing can be answered, so Fastify sends nothing. */
export function dropAbandoned(reply: FastifyReply, what: string): FastifyReply {
  reply.log.info(`${what} abandoned: the client closed the connection`);
  reply.hijack();
  reply.raw.destroy();
  return reply;
}

/** The export file with its length, so the browser shows progress; removed once sent or dropped. */
export function sendExportFile(reply: FastifyReply, rendered: RangeExport, headers: Record<string, string>) {
  const file = createReadStream(rendered.file);
  // Closed once read, or destroyed by Fastify when the client goes away mid-download.
  file.on('close', () => void rendered.dispose());
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  reply.header('content-length', rendered.size);
  return reply.send(file);
}
