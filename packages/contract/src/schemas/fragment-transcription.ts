import { z } from 'zod';
import { text } from '../strings';
import {
  TRANSCRIPTION_ENGINES,
  transcriptionRowSchema,
  transcriptionStatusSchema,
  transcriptionWordSchema,
} from './transcription';

/*
 * Fragment transcription (issue 18 point 5, spec 02 sections 3, 4, 7 and 9): a fragment's audio
 * transcribed on demand, its words and speakers edited, and downloaded as subtitles. Entry and
 * word times are ms from the fragment's start (the position in its media, chunks joined), so the
 * panel seeks the player and subtitles line up without knowing the station clock.
 */

/** spec 02 section 4: polled every 10 s while it has no status, or is QUEUED or IN_PROGRESS. */
export const FRAGMENT_TRANSCRIPTION_POLL_MS = 10_000;
/** spec 02 section 9: the fragment panel's speaker palette has 20 colours. */
export const FRAGMENT_SPEAKER_PALETTE_SIZE = 20;
/** Subtitle files a player accepts (spec 02 section 7: txt, srt, json). */
export const SUBTITLE_FORMATS = ['srt', 'txt', 'json'] as const;
export type SubtitleFormat = (typeof SUBTITLE_FORMATS)[number];
/** A speaker label: the engine's, Antena's own (SPEAKER_n) or one a user typed. */
export const SPEAKER_LABEL_MAX = 60;

export const fragmentTranscriptionParamsSchema = z.object({ fragmentId: z.uuid() });
/** `{x}` of the /pnt/v2 calls is the fragment transcription's id (docs/decisions.md). */
export const fragmentTranscriptionItemParamsSchema = z.object({ fragmentId: z.uuid(), transcriptionId: z.uuid() });

/** One entry: spec 02's transcription row, timed from the fragment's start, with where it was aired. */
export const fragmentTranscriptionEntrySchema = transcriptionRowSchema
  .extend({
    time: z.number().int().describe('ms from the fragment start'),
    stationTime: z.number().int().describe('epoch ms on the station clock where the entry was aired'),
  })
  .meta({ id: 'FragmentTranscriptionEntry' });
export type FragmentTranscriptionEntry = z.infer<typeof fragmentTranscriptionEntrySchema>;

export const fragmentTranscriptionSchema = z
  .object({
    /** null until a transcription was started. */
    id: z.uuid().nullable(),
    fragmentId: z.uuid(),
    status: transcriptionStatusSchema.nullable(),
    progress: z.number().min(0).max(100),
    failedReason: z.string().nullable(),
    /** The server's engine now: 'none' means nothing can be transcribed, and the panel says so. */
    engine: z.enum(TRANSCRIPTION_ENGINES),
    /** Speaker labels in order of first appearance (the palette's order; the subtitles' speakerId). */
    speakers: z.array(z.string()),
    entries: z.array(fragmentTranscriptionEntrySchema),
    updatedAt: z.string().nullable().describe('ISO 8601 UTC'),
  })
  .meta({ id: 'FragmentTranscription' });
export type FragmentTranscription = z.infer<typeof fragmentTranscriptionSchema>;

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** `POST /fragments/{id}/transcription?restart=1` starts again even when one exists. */
export const fragmentTranscriptionStartQuerySchema = z.object({ restart: flag.optional() });

/** Speaker ids arrive once or repeated (`speakerId=A&speakerId=B`); none means every row. */
const speakerIds = z
  .union([text(SPEAKER_LABEL_MAX), z.array(text(SPEAKER_LABEL_MAX)).max(50)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

export const subtitlesQuerySchema = z.object({
  format: z.enum(SUBTITLE_FORMATS).default('srt'),
  /** 1: answered as an attachment (the browser saves it) rather than shown. */
  download: flag.optional(),
  speakerId: speakerIds.optional(),
});
export type SubtitlesQuery = z.input<typeof subtitlesQuerySchema>;

const rowTime = z.number().int().min(0).describe("the entry's time (ms from the fragment start): which row");

const editedWordSchema = transcriptionWordSchema
  .extend({ word: text(200).trim().min(1, 'Required') })
  .refine((word) => word.end >= word.start, { path: ['end'], message: 'Must not be before start' });

/** `PATCH …/{x}/wpwords`: the row's words as the user left them (times stay the engine's). */
export const wpWordsUpdateSchema = z
  .object({ time: rowTime, wp_words: z.array(editedWordSchema).min(1, 'Required').max(2000) })
  .meta({ id: 'WpWordsUpdate' });
export type WpWordsUpdate = z.input<typeof wpWordsUpdateSchema>;

/** `PATCH …/diarize/{x}`: the row's speaker turn; its first entry's label becomes the row's speaker. */
export const diarizeUpdateSchema = z
  .object({
    time: rowTime,
    diarization: z
      .array(
        z.object({
          label: text(SPEAKER_LABEL_MAX).trim().min(1, 'Required'),
          voice_label: text(SPEAKER_LABEL_MAX).optional(),
          distance: z.number().nullable().optional(),
          segment: z.object({ start: z.number(), end: z.number() }).optional(),
        }),
      )
      .min(1, 'Required')
      .max(1, 'One speaker per row'),
  })
  .meta({ id: 'DiarizeUpdate' });
export type DiarizeUpdate = z.input<typeof diarizeUpdateSchema>;
