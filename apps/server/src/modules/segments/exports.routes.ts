/**
 * spec 02 section 7: exports of an exact range, cut from the segments that cover it (never
 * rounded to segments). Gaps inside the range are left out, so an export holds only what aired
 * and was recorded.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { routes } from '@antena/contract';
import { audioExportArgs, concatList, videoExportArgs, type ConcatPiece } from '@antena/media';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findReachableStation, type StationRow } from '../../access/station-access';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { localCopy } from './local-copy';
import { ffmpegStream } from './media-process';
import { segmentsInRange, type SegmentRow } from './segments.service';

interface ExportRequest {
  from: number;
  to: number;
  download?: boolean;
  filename?: string;
}

/** Each segment's part of [from, to), in seconds into its file. */
export function exportPieces(rows: SegmentRow[], from: number, to: number, files: string[]): ConcatPiece[] {
  return rows.map((row, index) => ({
    file: files[index]!,
    ...(from > row.startTs ? { inpointSeconds: (from - row.startTs) / 1000 } : {}),
    ...(to < row.endTs ? { outpointSeconds: (to - row.startTs) / 1000 } : {}),
  }));
}

/** Seconds of recording in [from, to): the range less its gaps. */
export const recordedSeconds = (rows: SegmentRow[], from: number, to: number): number =>
  rows.reduce((sum, row) => sum + Math.min(to, row.endTs) - Math.max(from, row.startTs), 0) / 1000;

interface ExportPlan {
  pieces: ConcatPiece[];
  args(listFile: string): string[];
}

const defaultFilename = (station: StationRow, from: number, extension: string) =>
  `${station.slug}_${new Date(from).toISOString().replace(/[:.]/g, '-')}.${extension}`;

const CONTENT_TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  mp4: 'video/mp4',
  ts: 'video/mp2t',
};

export function exportRoutes(app: FastifyInstance, ctx: Context): void {
  async function sendExport(
    request: FastifyRequest,
    reply: FastifyReply,
    station: StationRow,
    query: ExportRequest,
    extension: string,
    plan: (rows: SegmentRow[], files: string[]) => ExportPlan,
  ) {
    const rows = await segmentsInRange(ctx.db, station.id, query.from, query.to);
    if (rows.length === 0) throw notFound('No recording in this range');
    const copy = await localCopy(
      ctx.storage,
      rows.map((row) => row.storageKey),
    );
    const { pieces, args } = plan(rows, copy.files);
    const listFile = path.join(copy.dir, 'list.ffconcat');
    await writeFile(listFile, concatList(pieces));
    const stream = ffmpegStream(args(listFile), (code, stderr) => {
      void copy.dispose();
      if (code !== 0) request.log.error({ code, stderr }, 'export failed');
    });
    const filename = (query.filename ?? defaultFilename(station, query.from, extension)).replace(/["\\]/g, '_');
    reply.header('content-type', CONTENT_TYPES[extension]);
    reply.header('content-disposition', `${query.download ? 'attachment' : 'inline'}; filename="${filename}"`);
    return reply.send(stream);
  }

  registerRoute(app, routes.exportAudio, async (request, reply) => {
    const station = await findReachableStation(ctx.db, currentUser(request), request.params.id);
    // A video station's audio is its AAC track.
    const format = station.format === 'mp3' ? 'mp3' : 'aac';
    const { from, to } = request.query;
    return sendExport(request, reply, station, request.query, format, (rows, files) => ({
      pieces: exportPieces(rows, from, to, files),
      args: (list) => audioExportArgs(list, format),
    }));
  });

  registerRoute(app, routes.exportVideo, async (request, reply) => {
    const station = await findReachableStation(ctx.db, currentUser(request), request.params.id);
    if (station.format !== 'mpegts') throw badRequest('This station records audio only');
    const output = request.query.outputFormat ?? 'mp4';
    const { from, to } = request.query;
    return sendExport(request, reply, station, request.query, output, (rows, files) => {
      // Seeking into MPEG-TS loses the frames up to the next keyframe: the first piece is read
      // whole and its decoded frames trimmed instead.
      const [first, ...rest] = exportPieces(rows, from, to, files);
      const { inpointSeconds, ...whole } = first!;
      return {
        pieces: [whole, ...rest],
        args: (list) =>
          videoExportArgs(list, output, {
            startSeconds: inpointSeconds ?? 0,
            durationSeconds: recordedSeconds(rows, from, to),
          }),
      };
    });
  });
}
