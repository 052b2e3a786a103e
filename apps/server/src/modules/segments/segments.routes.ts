/**
 * spec 02 section 7, "Logger and media": segments of a range, the next segment, a segment's
 * bytes, HLS playlists (recorded range and live) and thumbnail sheets. Every call first finds
 * the station among those the caller reaches: another client's station is 404.
 */
import { routes, SIGNED_URL_SECONDS } from '@antena/contract';
import { livePlaylist, transportStreamArgs, vodPlaylist } from '@antena/media';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findReachableStation } from '../../access/station-access';
import type { Context } from '../../context';
import { currentUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { registerRoute } from '../../http/route';
import { sendStoredObject } from '../media/send-stored-object';
import { ffmpegStream, type StreamExit } from './media-process';
import { hlsEntries, transportStreamOffsetSeconds } from './playlists';
import { segmentsJson } from './segments-json';
import { storedBytes } from './stored-input';
import {
  findSegment,
  newestSegments,
  segmentAtOrAfter,
  segmentsInRange,
  segmentsSince,
  toSegmentDto,
} from './segments.service';

const LIVE_WINDOW_SEGMENTS = 6;
const LIVE_FROM_MAX_SEGMENTS = 240;
const HLS_TYPE = 'application/vnd.apple.mpegurl';

function sendPlaylist(reply: FastifyReply, text: string, live: boolean) {
  reply.header('content-type', HLS_TYPE);
  reply.header('cache-control', live ? 'no-cache' : 'private, max-age=30');
  return reply.send(text);
}

export function segmentRoutes(app: FastifyInstance, ctx: Context): void {
  const station = (request: Parameters<typeof currentUser>[0], id: string) =>
    findReachableStation(ctx.db, currentUser(request), id);

  registerRoute(app, routes.listSegments, async (request, reply) => {
    const { id } = await station(request, request.params.id);
    const rows = await segmentsInRange(ctx.db, id, request.query.from, request.query.to);
    // Already JSON: fastify sends a string as it is, without the response encode.
    return reply.type('application/json; charset=utf-8').send(segmentsJson(rows, request.query.samplesPerPixel));
  });

  registerRoute(app, routes.segmentSequence, async (request) => {
    const { id } = await station(request, request.params.id);
    const row = await segmentAtOrAfter(ctx.db, id, request.params.startTs);
    if (!row) throw notFound('No segment after this moment');
    return toSegmentDto(row);
  });

  registerRoute(app, routes.segmentAudio, async (request, reply) => {
    const { id } = await station(request, request.params.id);
    const row = await findSegment(ctx.db, id, request.params.segmentId);
    const object = row && (await ctx.storage.stat(row.storageKey));
    if (!row || !object) throw notFound('Segment not found');
    // A segment never changes once recorded.
    return sendStoredObject(reply, ctx.storage, object, request.headers.range, 'private, max-age=86400, immutable');
  });

  registerRoute(app, routes.segmentTransportStream, async (request, reply) => {
    const { id } = await station(request, request.params.id);
    const row = await findSegment(ctx.db, id, request.params.segmentId);
    if (!row) throw notFound('Segment not found');
    // The segment streams from the store into ffmpeg's stdin: one object read once, start to end.
    const offsetSeconds = transportStreamOffsetSeconds(row.startTs);
    const args = transportStreamArgs('pipe:0', { offsetSeconds, format: row.format });
    const onExit = ({ code, stderrTail, readerGone }: StreamExit) => {
      // A player that moved on stops the remux: that is no failure of the server's.
      if (readerGone) request.log.info('segment remux abandoned: the client closed the connection');
      else if (code !== 0) request.log.error({ code, stderr: stderrTail }, 'segment remux failed');
    };
    const stream = ffmpegStream(args, onExit, { input: storedBytes(ctx.storage, [row.storageKey]) });
    reply.header('content-type', 'video/mp2t');
    reply.header('cache-control', 'private, max-age=86400, immutable');
    return reply.send(stream);
  });

  registerRoute(app, routes.hlsPlaylist, async (request, reply) => {
    const { id } = await station(request, request.params.id);
    const rows = await segmentsInRange(ctx.db, id, request.query.from, request.query.to);
    if (rows.length === 0) throw notFound('No recording in this range');
    return sendPlaylist(reply, vodPlaylist(hlsEntries(rows, request.query.access_token)), false);
  });

  registerRoute(app, routes.hlsLivePlaylist, async (request, reply) => {
    const { id } = await station(request, request.params.id);
    const { from, access_token: token } = request.query;
    const rows =
      from === undefined
        ? await newestSegments(ctx.db, id, LIVE_WINDOW_SEGMENTS)
        : await segmentsSince(ctx.db, id, from, LIVE_FROM_MAX_SEGMENTS);
    const first = rows[0];
    if (!first) throw notFound('Nothing recorded yet');
    // Numbered in each row when it was registered, so a live window slides steadily past gaps.
    return sendPlaylist(reply, livePlaylist(hlsEntries(rows, token), first.seq, first.discontinuitySeq), true);
  });

  registerRoute(app, routes.segmentThumbnails, async (request) => {
    const { id } = await station(request, request.params.id);
    const rows = await segmentsInRange(ctx.db, id, request.query.from, request.query.to);
    return rows.flatMap((row) =>
      row.thumbnailsKey && row.thumbnailsMeta
        ? [
            {
              segmentId: row.id,
              // Minutes, as assets: the sheet is served to whoever holds the URL, whatever their rights now.
              thumbnailUrl: ctx.storage.signedUrl(row.thumbnailsKey, { expiresInSeconds: SIGNED_URL_SECONDS }),
              startTs: row.startTs,
              endTs: row.endTs,
              metadata: row.thumbnailsMeta,
            },
          ]
        : [],
    );
  });
}
