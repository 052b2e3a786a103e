import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import { stationParamsSchema } from '../schemas/stations';
import {
  stationTranscriptionQuerySchema,
  stationTranscriptionSchema,
  transcriptionEngineStatusSchema,
  transcriptionSearchPageSchema,
  transcriptionSearchQuerySchema,
} from '../schemas/transcription';

const TRANSCRIPTION = { tag: 'transcription', auth: 'user' } as const;

/** spec 02 section 7 (issue 18): a station's transcription, its search and the engine's status. */
export const transcriptionRoutes = {
  stationTranscription: defineRoute({
    ...routePaths.stationTranscription,
    summary: "A station's transcription rows in a range (at most 6 hours), with whether it is transcribed",
    ...TRANSCRIPTION,
    params: stationParamsSchema,
    querystring: stationTranscriptionQuerySchema,
    response: { 200: stationTranscriptionSchema },
  }),
  searchTranscription: defineRoute({
    ...routePaths.searchTranscription,
    summary: "Search a station's transcription (+ is AND, | is OR, quotes for phrases), grouped per window",
    ...TRANSCRIPTION,
    params: stationParamsSchema,
    querystring: transcriptionSearchQuerySchema,
    response: { 200: transcriptionSearchPageSchema },
  }),
  transcriptionEngineStatus: defineRoute({
    ...routePaths.transcriptionEngineStatus,
    summary: "The server's speech engine, or plainly why there is none",
    tag: 'platform',
    auth: 'user',
    roles: ['SUPERADMIN'],
    response: { 200: transcriptionEngineStatusSchema },
  }),
} as const;
