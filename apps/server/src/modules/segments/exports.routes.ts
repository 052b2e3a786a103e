/**
 * spec 02 section 7: exports of an exact range, cut by the range-export service. A download is
 * cut first and then sent with its Content-Length, so the browser can show its progress (a
 * stream of unknown length shows nothing until it ends); playback (the player's audio_src) is
 * streamed as it is cut, so it starts at once.
 */
import { routes } from '@antena/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findReachableStation, type StationRow } from '../../access/station-access';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { badRequest, notFound } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { acquireExportSlot } from './export-limits';
import { clientGoneSignal, dropAbandoned, sendExportFile } from './export-reply';
import {
  EXPORT_CONTENT_TYPES,
  rangeExportFormat,
  renderRangeExport,
  streamRangeExport,
  type RangeExportFormat,
} from './range-export';

interface ExportRequest {
  from: number;
  to: number;
  download?: boolean;
  filename?: string;
}

const defaultFilename = (station: StationRow, from: number, extension: string) =>
  `${station.slug}_${new Date(from).toISOString().replace(/[:.]/g, '-')}.${extension}`;

/**
 * The name a caller asked for, ending in the format's extension: a link of Antena's may name its
 * download, but not make a recording save as `Antena-Setup.exe`.
 */
const asFormat = (filename: string, extension: string) =>
  filename.toLowerCase().endsWith(`.${extension}`) ? filename : `${filename}.${extension}`;

export function exportRoutes(app: FastifyInstance, ctx: Context): void {
  async function sendExport(reply: FastifyReply, station: StationRow, query: ExportRequest, format: RangeExportFormat) {
    // Checked before the cut, so a name no header can carry costs no ffmpeg run.
    const disposition = contentDisposition(
      query.download ? 'attachment' : 'inline',
      query.filename ? asFormat(query.filename, format) : defaultFilename(station, query.from, format),
    );
    const headers = { 'content-type': EXPORT_CONTENT_TYPES[format], 'content-disposition': disposition };
    const signal = clientGoneSignal(reply);
    // docs/decisions.md "Export limits": counted for the station's client; audio playback never waits.
    const slot = { client: station.clientId, queued: query.download || format === 'mp4' || format === 'ts', signal };
    let release;
    try {
      release = await acquireExportSlot(ctx.config, reply, slot);
    } catch (error) {
      if (signal.aborted) return dropAbandoned(reply, 'export');
      throw error;
    }
    if (!query.download) {
      const stream = await streamRangeExport(ctx, station.id, query, format, reply.log).catch((error: unknown) => {
        release();
        throw error;
      });
      if (!stream) {
        release();
        throw notFound('No recording in this range');
      }
      stream.once('close', release);
      return reply.headers(headers).send(stream);
    }
    let rendered;
    try {
      rendered = await renderRangeExport(ctx, station.id, query, format, signal);
    } catch (error) {
      if (signal.aborted) return dropAbandoned(reply, 'export');
      throw error;
    } finally {
      release();
    }
    if (!rendered) throw notFound('No recording in this range');
    return sendExportFile(reply, rendered, headers);
  }

  registerRoute(app, routes.exportAudio, async (request, reply) => {
    const station = await findReachableStation(ctx.db, currentUser(request), request.params.id);
    // A video station's audio is its AAC track.
    const format = station.format === 'mp3' ? 'mp3' : 'aac';
    return sendExport(reply, station, request.query, format);
  });

  registerRoute(app, routes.exportVideo, async (request, reply) => {
    const station = await findReachableStation(ctx.db, currentUser(request), request.params.id);
    if (station.format !== 'mpegts') throw badRequest('This station records audio only');
    return sendExport(reply, station, request.query, rangeExportFormat(station.format, request.query.outputFormat));
  });
}
