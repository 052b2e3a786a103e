import { defineRoute } from '../route';
import { routePaths } from '../route-paths';
import {
  diarizeUpdateSchema,
  fragmentTranscriptionEntrySchema,
  fragmentTranscriptionItemParamsSchema,
  fragmentTranscriptionParamsSchema,
  fragmentTranscriptionSchema,
  fragmentTranscriptionStartQuerySchema,
  subtitlesQuerySchema,
  wpWordsUpdateSchema,
} from '../schemas/fragment-transcription';

/*
 * Tagged 'fragments': a fragment's transcription lives and dies with it, and the tenant walk
 * builds a fragment for these paths. Station feature transcription.diarization.fragments off:
 * 403 ERR_FEATURE_NOT_ENABLED; no engine configured: 503 on start.
 */
const FRAGMENT_TRANSCRIPTION = { tag: 'fragments', service: 'fragments-api', auth: 'user' } as const;

/** spec 02 section 7 (issue 18 point 5): fragment transcription, its edits and its subtitles. */
export const fragmentTranscriptionRoutes = {
  getFragmentTranscription: defineRoute({
    ...routePaths.getFragmentTranscription,
    summary: "A fragment's transcription: status, progress, failure reason, speakers and entries",
    ...FRAGMENT_TRANSCRIPTION,
    params: fragmentTranscriptionParamsSchema,
    response: { 200: fragmentTranscriptionSchema },
  }),
  startFragmentTranscription: defineRoute({
    ...routePaths.startFragmentTranscription,
    summary: 'Transcribe the fragment (restart=1 starts again); 503 when no speech engine is configured',
    ...FRAGMENT_TRANSCRIPTION,
    params: fragmentTranscriptionParamsSchema,
    querystring: fragmentTranscriptionStartQuerySchema,
    response: { 200: fragmentTranscriptionSchema },
  }),
  fragmentSubtitles: defineRoute({
    ...routePaths.fragmentSubtitles,
    summary: "The transcription as subtitles (srt, txt or json), all speakers' or only speakerId's rows",
    ...FRAGMENT_TRANSCRIPTION,
    params: fragmentTranscriptionItemParamsSchema,
    querystring: subtitlesQuerySchema,
    produces: ['application/x-subrip', 'text/plain', 'application/json'],
  }),
  updateFragmentWpWords: defineRoute({
    ...routePaths.updateFragmentWpWords,
    summary: "Edit the words of one entry (found by its time); the engine's stay as original_words",
    ...FRAGMENT_TRANSCRIPTION,
    params: fragmentTranscriptionItemParamsSchema,
    body: wpWordsUpdateSchema,
    response: { 200: fragmentTranscriptionEntrySchema },
  }),
  updateFragmentDiarization: defineRoute({
    ...routePaths.updateFragmentDiarization,
    summary: 'Change the speaker of one entry (found by its time)',
    ...FRAGMENT_TRANSCRIPTION,
    params: fragmentTranscriptionItemParamsSchema,
    body: diarizeUpdateSchema,
    response: { 200: fragmentTranscriptionEntrySchema },
  }),
} as const;
