/**
 * The media of a Quick Share link: the same exact-range cut as the recording exports (spec 02
 * section 7), audio for a radio station and MP4 for a video station, streamed as ffmpeg writes it.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { audioExportArgs, concatList, videoExportArgs } from '@antena/media';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StationRow } from '../../access/station-access';
import type { Context } from '../../context';
import { contentDisposition } from '../../http/content-disposition';
import { exportPieces, recordedSeconds } from '../segments/exports.routes';
import { localCopy } from '../segments/local-copy';
import { ffmpegStream } from '../segments/media-process';
import { segmentsInRange, type SegmentRow } from '../segments/segments.service';
import { quickShareNotFound, type QuickShareRow } from './quick-share.service';

const CONTENT_TYPES = { mp3: 'audio/mpeg', aac: 'audio/aac', mp4: 'video/mp4' } as const;

function ffmpegArgs(station: StationRow, rows: SegmentRow[], files: string[], from: number, to: number) {
  const pieces = exportPieces(rows, from, to, files);
  if (station.format !== 'mpegts') {
    const format = station.format === 'mp3' ? ('mp3' as const) : ('aac' as const);
    return { extension: format, pieces, args: (list: string) => audioExportArgs(list, format) };
  }
  // As the video export: the first piece is read whole and its decoded frames trimmed, since
  // seeking into MPEG-TS would lose the frames up to the next keyframe.
  const [first, ...rest] = pieces;
  const { inpointSeconds, ...whole } = first!;
  return {
    extension: 'mp4' as const,
    pieces: [whole, ...rest],
    args: (list: string) =>
      videoExportArgs(list, 'mp4', {
        startSeconds: inpointSeconds ?? 0,
        durationSeconds: recordedSeconds(rows, from, to),
      }),
  };
}

export async function sendQuickShareMedia(
  ctx: Pick<Context, 'db' | 'storage'>,
  request: FastifyRequest,
  reply: FastifyReply,
  share: QuickShareRow,
  station: StationRow,
): Promise<FastifyReply> {
  const rows = await segmentsInRange(ctx.db, station.id, share.fromTs, share.toTs);
  // The recording may have aged out under retention while the link lives.
  if (rows.length === 0) throw quickShareNotFound();
  const copy = await localCopy(
    ctx.storage,
    rows.map((row) => row.storageKey),
  );
  const { extension, pieces, args } = ffmpegArgs(station, rows, copy.files, share.fromTs, share.toTs);
  const listFile = path.join(copy.dir, 'list.ffconcat');
  await writeFile(listFile, concatList(pieces));
  const stream = ffmpegStream(args(listFile), (code, stderr) => {
    void copy.dispose();
    if (code !== 0) request.log.error({ code, stderr }, 'quick share media failed');
  });
  reply.header('content-type', CONTENT_TYPES[extension]);
  reply.header('content-disposition', contentDisposition('inline', `${station.slug}-quick-share.${extension}`));
  reply.header('cache-control', 'private, no-store');
  return reply.send(stream);
}
