/**
 * spec 02 "Live mention" and spec 03 "Live mention match" (issue 19): a mention a presenter read
 * on air, found in the station's transcription from a mention schedule's script (AUTO, type
 * `zeroshot`) or created by hand (MANUAL, type `manual`), reviewed to ACCEPTED or REJECTED, and
 * confirming its schedule (`confirmedSchedule`) up to the schedule's `count`. Times are epoch ms.
 */
import { z } from 'zod';
import { text } from '../strings';
import { commaList, waitsForReviewQuerySchema } from './audit';
import { epochMsSchema, timestampParamSchema } from './recording';

export const LIVE_MENTION_CONFIDENCES = ['AUTO', 'ACCEPTED', 'REJECTED', 'MANUAL'] as const;
export type LiveMentionConfidence = (typeof LIVE_MENTION_CONFIDENCES)[number];
export const liveMentionConfidenceSchema = z.enum(LIVE_MENTION_CONFIDENCES);

/** `zeroshot`: found by the scorer from a schedule's script; `manual`: created by a user. */
export const LIVE_MENTION_TYPES = ['zeroshot', 'manual'] as const;
export type LiveMentionType = (typeof LIVE_MENTION_TYPES)[number];

/** spec 02 section 9: mentions within 5 s of the cursor match it. */
export const LIVE_MENTION_CURSOR_MS = 5_000;
/** spec 02 section 9: a longer description is cut with 'Show more'. */
export const LIVE_MENTION_DESCRIPTION_CHARS = 100;
/** Live mentions a page may hold (the stream asks a day at once). */
export const LIVE_MENTIONS_MAX_PAGE_SIZE = 9999;

/** The mention schedule a live mention confirms, as its lists show it. */
export const liveMentionScheduleSchema = z
  .object({
    id: z.uuid(),
    customId: z.string(),
    title: z.string().nullable(),
    dirtyText: z.string().nullable(),
    datetime: z.number().int().describe('epoch ms: the start of the schedule day'),
    count: z.number().int(),
  })
  .meta({ id: 'LiveMentionSchedule' });
export type LiveMentionSchedule = z.infer<typeof liveMentionScheduleSchema>;

/** The classes of a script's words (docs/live-mention-scoring.md "Terms"). */
export const MENTION_TERM_CLASSES = ['brand', 'name', 'number', 'content'] as const;

/**
 * Why a detected mention scored what it did (issue 33 point 1): each script word with its weight
 * (how rare it is in the station's own talk) and the credit of what was heard for it, so a
 * reviewer sees which words carried the score.
 */
export const mentionExplanationSchema = z
  .object({
    brand: z.number().describe('0 to 1: the brand part of the score'),
    rest: z.number().describe('0 to 1: the rest of the script'),
    distinctive: z.string().describe("the brand's most distinctive word, which must be heard"),
    terms: z.array(
      z.object({
        term: z.string().describe("the script's word"),
        heard: z.string().nullable().describe('the word heard for it; null when not heard'),
        class: z.enum(MENTION_TERM_CLASSES),
        weight: z.number().describe('0 to 1: its share of its part of the score'),
        credit: z.number().describe('0 to 1: 1 heard as written and confidently, less when misheard or unsure'),
      }),
    ),
  })
  .meta({ id: 'MentionExplanation' });
export type MentionExplanation = z.infer<typeof mentionExplanationSchema>;

export const liveMentionSchema = z
  .object({
    id: z.uuid(),
    stationId: z.uuid(),
    datetime: z.number().int().describe('epoch ms of its first word'),
    name: z.string(),
    description: z.string().describe('the words heard (detected) or the text given (manual)'),
    confidence: liveMentionConfidenceSchema,
    waitsForReview: z
      .boolean()
      .describe("AUTO and its score × 100 under the station's mention threshold: it counts nowhere until accepted"),
    type: z.enum(LIVE_MENTION_TYPES),
    score: z.number().nullable().describe('0 to 1, how much of the script was heard; null when manual'),
    explanation: mentionExplanationSchema.nullable().describe('why it was detected; null when manual'),
    customData: z.object({
      time: z.object({ start: z.number().int(), end: z.number().int() }).describe('epoch ms'),
      content: z.string().describe('the script it was found from; empty when manual'),
    }),
    scheduleId: z.uuid().nullable(),
    /** With `contain=confirmedSchedule`: the schedule it confirms, null when none. */
    confirmedSchedule: liveMentionScheduleSchema.nullable().optional(),
    createdAt: z.string().describe('ISO 8601 UTC'),
  })
  .meta({ id: 'LiveMention' });
export type LiveMention = z.infer<typeof liveMentionSchema>;

export const LIVE_MENTION_SORTS = ['datetime', '-datetime'] as const;

export const liveMentionsQuerySchema = z.object({
  from: timestampParamSchema.optional().describe('datetime at or after'),
  to: timestampParamSchema.optional().describe('datetime before'),
  'createdAt.gte': timestampParamSchema.optional(),
  'createdAt.lte': timestampParamSchema.optional(),
  name: text(200).optional().describe('part of the name, any case'),
  confidence: commaList.describe('comma list of confidences'),
  waitsForReview: waitsForReviewQuerySchema.describe('true: only the mentions waiting for review; false: the others'),
  contain: z.enum(['confirmedSchedule']).optional(),
  sort: z.enum(LIVE_MENTION_SORTS).default('-datetime'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIVE_MENTIONS_MAX_PAGE_SIZE).default(250),
});

export const liveMentionsPageSchema = z.object({
  results: z.array(liveMentionSchema),
  metadata: z.object({ totalCount: z.number().int() }),
});

export const liveMentionParamsSchema = z.object({ id: z.uuid(), mentionId: z.uuid() });

/** spec 02 section 4: accept toggles ACCEPTED and back, reject sets REJECTED. */
export const liveMentionUpdateSchema = z
  .object({ confidence: liveMentionConfidenceSchema })
  .meta({ id: 'LiveMentionUpdate' });

/**
 * spec 02 section 5: datetime required and not in the future (checked against the server's
 * clock), custom needs a name; schedules mode sends the chosen schedule's id.
 */
export const manualLiveMentionSchema = z
  .object({
    datetime: epochMsSchema,
    name: text(500).trim().min(1, 'Required'),
    description: text(10_000).default(''),
    scheduleId: z.uuid().nullable().default(null),
  })
  .meta({ id: 'ManualLiveMention' });
export type ManualLiveMentionInput = z.input<typeof manualLiveMentionSchema>;

export const stationDayQuerySchema = z.object({ date: z.iso.date() });
export const liveMentionDetectSchema = z.object({ date: z.iso.date() }).meta({ id: 'LiveMentionDetect' });
export const liveMentionDetectResultSchema = z.object({ queued: z.boolean(), date: z.iso.date() });

/** spec 03 "Mention status item": per custom id, its schedule and the mentions confirming it. */
export const mentionStatusItemSchema = z
  .object({
    stationId: z.uuid(),
    customId: z.string(),
    schedule: z.object({
      id: z.uuid(),
      name: z.string(),
      count: z.number().int(),
      datetime: z.number().int(),
    }),
    matches: z.array(liveMentionSchema),
  })
  .meta({ id: 'MentionStatusItem' });
export type MentionStatusItem = z.infer<typeof mentionStatusItemSchema>;
export const mentionStatusSchema = z.object({ results: z.array(mentionStatusItemSchema) });

export const mentionStatusQuerySchema = z.object({
  stationsIds: z.array(z.uuid()).max(1000).optional().describe('none: every station with live mentions'),
  from: timestampParamSchema,
  to: timestampParamSchema,
  customId: z.array(text(200)).max(1000).optional(),
});

export type MentionStatusColour = 'light' | 'green' | 'yellow';

/**
 * spec 03 section 4, mentions: light with no matches, green when the matches reach the schedule's
 * count, yellow otherwise. REJECTED mentions confirm nothing and are not counted.
 */
export function mentionStatusColour(matches: number, count: number): MentionStatusColour {
  if (matches === 0) return 'light';
  return matches >= count ? 'green' : 'yellow';
}

/** spec 03 section 4: ACCEPTED green, REJECTED red, otherwise light. */
export function liveMentionConfidenceColour(confidence: LiveMentionConfidence): 'green' | 'red' | 'light' {
  if (confidence === 'ACCEPTED') return 'green';
  return confidence === 'REJECTED' ? 'red' : 'light';
}
