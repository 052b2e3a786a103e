import { z } from 'zod';
import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  exportQuerySchema,
  hlsLiveQuerySchema,
  segmentParamsSchema,
  segmentSchema,
  sequenceParamsSchema,
  stationStatusesQuerySchema,
  stationStatusSchema,
  thumbnailSchema,
  segmentListQuerySchema,
  timeRangeQuerySchema,
  tokenQuerySchema,
  videoExportQuerySchema,
} from '../schemas/recording';
import { stationParamsSchema } from '../schemas/stations';

const HLS = ['application/vnd.apple.mpegurl'];

/**
 * spec 02 section 7 "Logger and media": station status, segments, playback and exports. Media
 * calls accept the token as `access_token` in the query, for audio and video elements.
 */
export const recordingRoutes = {
  stationStatuses: defineRoute({
    ...routePaths.stationStatuses,
    summary: "The status of every station the caller reaches; `_client` keeps one client's (by slug)",
    tag: 'logger',
    auth: 'user',
    querystring: stationStatusesQuerySchema,
    response: { 200: z.array(stationStatusSchema) },
  }),
  stationStatus: defineRoute({
    ...routePaths.stationStatus,
    summary: "One station's status (by id or slug) with its segments of the last hour",
    tag: 'logger',
    auth: 'user',
    params: stationParamsSchema,
    response: { 200: stationStatusSchema },
  }),
  listSegments: defineRoute({
    ...routePaths.listSegments,
    summary: 'The segments that overlap a range, oldest first, with waveforms and thumbnail layout',
    tag: 'segments',
    auth: 'user',
    params: stationParamsSchema,
    querystring: segmentListQuerySchema,
    response: { 200: z.array(segmentSchema) },
  }),
  segmentSequence: defineRoute({
    ...routePaths.segmentSequence,
    summary: 'The segment that holds a moment, or the first one after it (404 when none)',
    tag: 'segments',
    auth: 'user',
    params: sequenceParamsSchema,
    response: { 200: segmentSchema },
  }),
  segmentAudio: defineRoute({
    ...routePaths.segmentAudio,
    summary: "A segment's recorded bytes as captured (mp3, aac or MPEG-TS); HTTP range supported",
    tag: 'segments',
    auth: 'user',
    params: segmentParamsSchema,
    querystring: tokenQuerySchema,
    produces: ['audio/mpeg', 'audio/aac', 'video/mp2t'],
  }),
  segmentTransportStream: defineRoute({
    ...routePaths.segmentTransportStream,
    summary: 'A segment remuxed to MPEG-TS on the station clock: the media of the HLS playlists',
    tag: 'segments',
    auth: 'user',
    params: segmentParamsSchema,
    querystring: tokenQuerySchema,
    produces: ['video/mp2t'],
  }),
  hlsPlaylist: defineRoute({
    ...routePaths.hlsPlaylist,
    summary: 'An HLS playlist of a recorded range (gaps marked as discontinuities)',
    tag: 'segments',
    auth: 'user',
    params: stationParamsSchema,
    querystring: timeRangeQuerySchema,
    produces: HLS,
  }),
  hlsLivePlaylist: defineRoute({
    ...routePaths.hlsLivePlaylist,
    summary: 'A sliding HLS playlist of the newest segments (live)',
    tag: 'segments',
    auth: 'user',
    params: stationParamsSchema,
    querystring: hlsLiveQuerySchema,
    produces: HLS,
  }),
  segmentThumbnails: defineRoute({
    ...routePaths.segmentThumbnails,
    summary: 'The thumbnail sheets of the video segments of a range',
    tag: 'segments',
    auth: 'user',
    params: stationParamsSchema,
    querystring: timeRangeQuerySchema,
    response: { 200: z.array(thumbnailSchema) },
  }),
  exportAudio: defineRoute({
    ...routePaths.exportAudio,
    summary: 'The audio of an exact range, cut from the segments (stream copy)',
    tag: 'exports',
    auth: 'user',
    params: stationParamsSchema,
    querystring: exportQuerySchema,
    produces: ['audio/mpeg', 'audio/aac'],
  }),
  exportVideo: defineRoute({
    ...routePaths.exportVideo,
    summary: 'The video of an exact range as MP4, or MPEG-TS with outputFormat=ts',
    tag: 'exports',
    auth: 'user',
    params: stationParamsSchema,
    querystring: videoExportQuerySchema,
    produces: ['video/mp4', 'video/mp2t'],
  }),
} as const;
