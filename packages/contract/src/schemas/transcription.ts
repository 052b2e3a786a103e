import { z } from 'zod';
import { text } from '../strings';
import { timestampParamSchema } from './recording';

/*
 * spec 02 section 3: the transcription row (one stretch of speech of a station, words with
 * their times and confidence) and the transcription result of a fragment. Routes come later
 * (issue 18 points 3 to 5); the server already stores rows in this shape.
 */

/** spec 02 section 2: speaker labels the Transcriptions tab hides. */
export const TRANSCRIPTION_HIDDEN_SPEAKERS = ['NO IDENTIFICADO', 'SILENCE'] as const;
/** Antena's own speaker labels are SPEAKER_1, SPEAKER_2... per station (issue 18 point 1). */
export const TRANSCRIPTION_SPEAKER_PREFIX = 'SPEAKER_';
/** spec 02 section 7: simple-search groups results per minute and pages by 50. */
export const TRANSCRIPTION_SEARCH_GROUP_SECONDS = 60;
export const TRANSCRIPTION_SEARCH_PAGE_SIZE = 50;
/** spec 02 section 9: a row is highlighted while the playhead is within 30 s after its time. */
export const TRANSCRIPTION_ROW_HIGHLIGHT_MS = 30_000;
/** spec 02 section 9: fragment word confidence bands (above 0.75 high, above 0.5 medium, above 0 low). */
export const TRANSCRIPTION_CONFIDENCE_BANDS = { high: 0.75, medium: 0.5, low: 0 } as const;

/** One recognised word: start and end in epoch ms on the station's recording clock, confidence 0 to 1. */
export const transcriptionWordSchema = z
  .object({
    word: z.string(),
    confidence: z.number().min(0).max(1),
    start: z.number(),
    end: z.number(),
  })
  .meta({ id: 'TranscriptionWord' });
export type TranscriptionWord = z.infer<typeof transcriptionWordSchema>;

/** A speaker turn: `segment` is its start and end in epoch ms, as words are. */
export const diarizationEntrySchema = z
  .object({
    voice_label: z.string(),
    label: z.string(),
    distance: z.number().nullable(),
    segment: z.object({ start: z.number(), end: z.number() }),
  })
  .meta({ id: 'DiarizationEntry' });
export type DiarizationEntry = z.infer<typeof diarizationEntrySchema>;

export const transcriptionRowSchema = z
  .object({
    /** Epoch ms where the row starts, on the station's recording clock. */
    time: z.number(),
    /** Length in ms. */
    length: z.number(),
    tags: z.array(z.string()),
    wp_words: z.array(transcriptionWordSchema),
    /** The engine's words before any edit. */
    original_words: z.array(transcriptionWordSchema),
    elastic_data: z.object({
      raw_content: z.string(),
      diarization: z.array(diarizationEntrySchema),
    }),
    diarization: z.array(diarizationEntrySchema),
    /** Set on search results: the row holds a hit. */
    highlight: z.boolean().optional(),
  })
  .meta({ id: 'TranscriptionRow' });
export type TranscriptionRow = z.infer<typeof transcriptionRowSchema>;

/** spec 02 section 4: the job status of a fragment transcription. */
export const TRANSCRIPTION_STATUSES = ['QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export const transcriptionStatusSchema = z.enum(TRANSCRIPTION_STATUSES);
export type TranscriptionStatus = z.infer<typeof transcriptionStatusSchema>;

export const transcriptionResultSchema = z
  .object({
    status: transcriptionStatusSchema.nullable(),
    progress: z.number().min(0).max(100),
    entries: z.array(transcriptionRowSchema),
  })
  .meta({ id: 'TranscriptionResult' });
export type TranscriptionResult = z.infer<typeof transcriptionResultSchema>;

/** Which engine transcribes, for the status screens: none means nothing is transcribed. */
export const TRANSCRIPTION_ENGINES = ['openai-api', 'whisper-cpp', 'whisper-local', 'none'] as const;
export type TranscriptionEngineKind = (typeof TRANSCRIPTION_ENGINES)[number];

/** spec 02 section 3 "Transcription row" over a range of the stream (the Transcriptions tab). */
export const TRANSCRIPTION_MAX_RANGE_MS = 6 * 60 * 60_000;

const rangeQuery = {
  from: timestampParamSchema,
  to: timestampParamSchema,
};

/**
 * `GET /stations/{id}/transcription`: the rows of [from, to) (at most 6 hours), optionally only
 * those matching `query` (the search grammar); `diarization=false` leaves speaker turns out.
 */
export const stationTranscriptionQuerySchema = z
  .object({
    ...rangeQuery,
    query: text().optional(),
    diarization: z.enum(['true', 'false']).optional(),
  })
  .superRefine((range, ctx) => {
    if (range.to <= range.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after from' });
    else if (range.to - range.from > TRANSCRIPTION_MAX_RANGE_MS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'At most 6 hours' });
  });

/**
 * Whether the station is transcribed: `enabled` is its feature, `engine` what the server runs
 * ('none': nothing is transcribed, and the screens say so plainly).
 */
/** The built-in engine's model file: downloaded on first use (issue 31). */
export const WHISPER_MODEL_STATES = ['missing', 'downloading', 'ready', 'failed'] as const;
export type WhisperModelState = (typeof WHISPER_MODEL_STATES)[number];

export const transcriptionAvailabilitySchema = z.object({
  enabled: z.boolean(),
  engine: z.enum(TRANSCRIPTION_ENGINES),
  model: z
    .enum(WHISPER_MODEL_STATES)
    .optional()
    .describe('the built-in engine only: its model, which nothing is transcribed without'),
  overCapacity: z
    .boolean()
    .optional()
    .describe('the built-in engine only: this station is beyond the stations it takes on this server'),
});
export type TranscriptionAvailability = z.infer<typeof transcriptionAvailabilitySchema>;

export const stationTranscriptionSchema = z
  .object({
    availability: transcriptionAvailabilitySchema,
    rows: z.array(transcriptionRowSchema),
  })
  .meta({ id: 'StationTranscription' });
export type StationTranscription = z.infer<typeof stationTranscriptionSchema>;

/** `GET /stations/{id}/transcription/simple-search`: spec 02 Search; `page` counts from 0. */
export const transcriptionSearchQuerySchema = z.object({
  ...rangeQuery,
  query: text().trim().min(1, 'Required'),
  groupByLength: z.coerce.number().int().min(10).max(3600).default(TRANSCRIPTION_SEARCH_GROUP_SECONDS),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const transcriptionSearchPageSchema = z
  .object({
    availability: transcriptionAvailabilitySchema,
    total: z.number().int().describe('windows matching, all pages'),
    page: z.number().int(),
    pageSize: z.number().int(),
    results: z.array(
      z.object({
        time: z.number().describe('epoch ms where the window starts'),
        length: z.number().describe('ms'),
        rows: z.array(transcriptionRowSchema),
      }),
    ),
  })
  .meta({ id: 'TranscriptionSearchPage' });
export type TranscriptionSearchPage = z.infer<typeof transcriptionSearchPageSchema>;

export const whisperModelStatusSchema = z
  .object({
    name: z.string().describe('the configured model, e.g. base'),
    state: z.enum(WHISPER_MODEL_STATES),
    receivedBytes: z.number().int(),
    totalBytes: z.number().int().nullable().describe('null while the size is not known'),
    path: z.string().describe('where the server keeps (or expects) the file'),
    url: z.string().describe('where it is downloaded from'),
    error: z.string().nullable().describe('why the last download failed'),
    maxStations: z.number().int().describe('stations the local engine transcribes at most'),
  })
  .meta({ id: 'WhisperModelStatus' });
export type WhisperModelStatus = z.infer<typeof whisperModelStatusSchema>;

/** Platform administration: the server's speech engine, or why there is none. */
export const transcriptionEngineStatusSchema = z
  .object({
    engine: z.enum(TRANSCRIPTION_ENGINES),
    detail: z.string(),
    model: whisperModelStatusSchema.optional().describe('only for the built-in engine (whisper-local)'),
  })
  .meta({ id: 'TranscriptionEngineStatus' });
export type TranscriptionEngineStatus = z.infer<typeof transcriptionEngineStatusSchema>;
