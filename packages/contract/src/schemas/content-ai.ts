import { z } from 'zod';
import type { SocialPlatform } from '../enums';
import { socialPlatformSchema } from '../enum-schemas';
import { text, TEXT_MAX } from '../strings';
import { socialPlatformParam, TEXT_POST_MAX } from './social-export';

/*
 * Content AI (issue 35; spec 02 sections 2 and 7, spec 03 sections 2-9): per-station prompts, and
 * contents made from a fragment: its transcript (media analysis), two AI articles grounded in the
 * transcript, the user's article, and one social version per platform, published through the
 * station's social connection.
 */

/** spec 03 section 9: the content is polled every 5 s while anything on it is IN_PROGRESS. */
export const CONTENT_POLL_MS = 5000;
export const CONTENTS_PAGE_SIZE = 20;
export const PROMPTS_MAX = 50;
export const PROMPT_CONTENT_MAX = 8000;
export const INSTRUCTIONS_MAX = 2000;
export const ARTICLE_TITLE_MAX = 300;
/** A user article's HTML (sanitised on the server). */
export const ARTICLE_BODY_MAX = 100_000;

/** spec 03 section 4: each step of a content is NONE, IN_PROGRESS, COMPLETED or ERROR. */
export const CONTENT_STEP_STATUSES = ['NONE', 'IN_PROGRESS', 'COMPLETED', 'ERROR'] as const;
export type ContentStepStatus = (typeof CONTENT_STEP_STATUSES)[number];
const stepStatus = z.enum(CONTENT_STEP_STATUSES);

const required = (max: number = TEXT_MAX.name) => text(max).trim().min(1, 'Required');

/** spec 02 section 5: an empty id is generated from the upper-cased name. */
export const promptIdFromName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 100) || 'PROMPT';

/** spec 02 section 3 "Content-AI prompt": id, name, content. */
export const promptSchema = z
  .object({ id: text(100).trim(), name: required(), content: required(PROMPT_CONTENT_MAX) })
  .meta({ id: 'ContentAiPrompt' });
export type Prompt = z.infer<typeof promptSchema>;

/** `PUT /station-config/{stationId}`: the whole list in its order; ids filled in and unique. */
export const stationContentConfigUpdateSchema = z
  .object({ prompts: z.array(promptSchema).max(PROMPTS_MAX, `At most ${PROMPTS_MAX} prompts`) })
  .transform((value) => ({
    prompts: value.prompts.map((prompt) => ({ ...prompt, id: prompt.id || promptIdFromName(prompt.name) })),
  }))
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.prompts.forEach((prompt, index) => {
      if (seen.has(prompt.id))
        ctx.addIssue({ code: 'custom', path: ['prompts', index, 'id'], message: 'Duplicate id' });
      seen.add(prompt.id);
    });
  })
  .meta({ id: 'StationContentConfigUpdate' });
export type StationContentConfigUpdate = z.input<typeof stationContentConfigUpdateSchema>;

export const stationContentConfigSchema = z
  .object({
    stationId: z.uuid(),
    prompts: z.array(promptSchema),
    /** No list saved yet: these are the built-in prompts in the station's languages. */
    builtIn: z.boolean(),
    updatedAt: z.string().nullable().describe('ISO 8601 UTC'),
  })
  .meta({ id: 'StationContentConfig' });
export type StationContentConfig = z.infer<typeof stationContentConfigSchema>;
export const contentConfigParamsSchema = z.object({ stationId: z.uuid() });

/** How the final instruction sent to the engine reads (the prompt screen's preview shows it). */
export const articleInstruction = (prompt: Pick<Prompt, 'content'>, instructions?: string | null): string =>
  [prompt.content.trim(), instructions?.trim() ? `Additional instructions: ${instructions.trim()}` : null]
    .filter(Boolean)
    .join('\n\n');

/** The chat engine: configured or not, and plainly why not. */
export const contentAiEngineStatusSchema = z
  .object({
    configured: z.boolean(),
    model: z.string().nullable(),
    /** The engine's host (never its key). */
    host: z.string().nullable(),
    detail: z.string(),
  })
  .meta({ id: 'ContentAiEngineStatus' });
export type ContentAiEngineStatus = z.infer<typeof contentAiEngineStatusSchema>;

/** One timed segment of the fragment's transcript, numbered as the engine sees it. */
export const transcriptSegmentSchema = z
  .object({
    index: z.number().int().min(1),
    /** Seconds from the fragment's start. */
    start: z.number(),
    end: z.number(),
    speaker: z.string().nullable(),
    text: z.string(),
  })
  .meta({ id: 'TranscriptSegment' });
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;

/** spec 03 "pntApiResult": the media analysis (the fragment's transcription with speaker labels). */
export const mediaAnalysisSchema = z.object({
  status: stepStatus,
  data: z.object({ segments: z.array(transcriptSegmentSchema) }).nullable(),
  error: z.string().nullable(),
});

/** What the engine answers for an article: paragraphs of sentences, each citing the segments it rests on. */
export const CLAIM_KINDS = ['QUOTE', 'FACT'] as const;
export const generatedSentenceSchema = z.object({
  text: z.string().min(1),
  /** QUOTE: words said on air, given between quotation marks in `text`; FACT: a claim about what was said. */
  kind: z.enum([...CLAIM_KINDS, 'OTHER']),
  segments: z.array(z.number().int()),
});
export const generatedArticleSchema = z.object({
  title: z.string().min(1),
  paragraphs: z.array(z.object({ sentences: z.array(generatedSentenceSchema).min(1) })).min(1),
});
export const generatedArticlesSchema = z.object({ article1: generatedArticleSchema, article2: generatedArticleSchema });
export type GeneratedArticles = z.infer<typeof generatedArticlesSchema>;

/**
 * Why a claim is not verified: a quotation whose words are nowhere in the transcript (or only
 * with a negation before them); a quotation of words another speaker said, or joined from
 * several speakers; a claim citing no segment that exists; a claim whose words (or numbers) its
 * cited moment does not hold.
 */
export const CLAIM_PROBLEMS = ['QUOTE_NOT_ON_AIR', 'OTHER_SPEAKER', 'NO_CITED_MOMENT', 'NOT_IN_CITED_MOMENT'] as const;
export type ClaimProblem = (typeof CLAIM_PROBLEMS)[number];

/** A quotation or factual claim of an article, checked by the server against the air. */
export const articleClaimSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(CLAIM_KINDS),
    text: z.string(),
    segments: z.array(z.number().int()),
    /** The cited moment, seconds from the fragment's start (null when no cited segment exists). */
    start: z.number().nullable(),
    end: z.number().nullable(),
    verified: z.boolean(),
    /** Why it is not verified, for the reader's warning. */
    problem: z.enum(CLAIM_PROBLEMS).nullable(),
  })
  .meta({ id: 'ArticleClaim' });
export type ArticleClaim = z.infer<typeof articleClaimSchema>;

export const aiArticleSchema = z
  .object({
    title: z.string(),
    /** The claim of a quotation in the title (checked like any other), or null. */
    titleClaim: z.number().int().nullable(),
    /** The article as HTML (what the editor opens when the user picks it). */
    body: z.string(),
    paragraphs: z.array(
      z.object({ spans: z.array(z.object({ text: z.string(), claim: z.number().int().nullable() })) }),
    ),
    claims: z.array(articleClaimSchema),
  })
  .meta({ id: 'AiArticle' });
export type AiArticle = z.infer<typeof aiArticleSchema>;

export const aiArticlesSchema = z.object({
  status: stepStatus,
  data: z.object({ article1: aiArticleSchema, article2: aiArticleSchema }).nullable(),
  error: z.string().nullable(),
  promptId: z.string().nullable(),
  instructions: z.string().nullable(),
});

/** spec 02 section 5-like rules for each platform's text: lengths and hashtags. */
export const SOCIAL_TEXT_RULES: Record<
  SocialPlatform,
  { title: number | null; body: number; hashtags: number; description: string }
> = {
  YOUTUBE: { title: 100, body: 5000, hashtags: 15, description: 'a YouTube video: title and description' },
  FACEBOOK: { title: 100, body: 5000, hashtags: 5, description: 'a Facebook Page video: title and post text' },
  DAILYMOTION: { title: 100, body: 3000, hashtags: 10, description: 'a Dailymotion video: title and description' },
  INSTAGRAM: { title: null, body: 2200, hashtags: 30, description: 'an Instagram reel caption' },
  TWITTER: { title: null, body: TEXT_POST_MAX, hashtags: 2, description: 'a post on X' },
};

/** What the engine answers for a social version. */
export const generatedSocialVersionSchema = z.object({
  title: z.string(),
  body: z.string().min(1),
  hashtags: z.array(z.string()),
});
export type GeneratedSocialVersion = z.infer<typeof generatedSocialVersionSchema>;

/** spec 03 section 3 "Social version": platform, generation, userConfig, publish. */
export const socialVersionSchema = z
  .object({
    platform: socialPlatformSchema,
    generation: z.object({
      status: stepStatus,
      data: z.object({ title: z.string(), body: z.string() }).nullable(),
      error: z.string().nullable(),
    }),
    userConfig: z.object({ title: z.string(), body: z.string() }).nullable(),
    publish: z.object({
      status: stepStatus,
      data: z.object({ videoUrl: z.string().nullable(), uploadId: z.uuid() }).nullable(),
      error: z.string().nullable(),
    }),
  })
  .meta({ id: 'SocialVersion' });
export type SocialVersion = z.infer<typeof socialVersionSchema>;

export const contentSourceSchema = z.object({
  type: z.literal('FRAGMENT'),
  data: z.object({
    fragmentId: z.uuid().nullable().describe('null once the fragment is deleted'),
    fragment: z
      .object({
        id: z.uuid(),
        title: z.string(),
        /** Seconds: the length of the media the claims' moments point into. */
        duration: z.number(),
        station: z.object({ id: z.uuid(), slug: z.string(), name: z.string(), isVideo: z.boolean() }),
      })
      .nullable(),
    /** The fragment's title when the content was made (kept after it is deleted). */
    fragmentTitle: z.string(),
  }),
});

/** spec 03 section 3 "Content". */
export const contentSchema = z
  .object({
    id: z.uuid(),
    key: z.string().describe('FRAGMENT:{fragmentId}'),
    createdAt: z.string().describe('ISO 8601 UTC'),
    createdBy: z.string().nullable().describe("the creator's e-mail"),
    source: contentSourceSchema,
    pntApiResult: mediaAnalysisSchema,
    aiArticles: aiArticlesSchema,
    userArticle: z.object({ data: z.object({ title: z.string(), body: z.string() }).nullable() }),
    socialVersions: z.object({ versions: z.array(socialVersionSchema) }),
  })
  .meta({ id: 'Content' });
export type Content = z.infer<typeof contentSchema>;

export const contentListItemSchema = contentSchema
  .pick({ id: true, key: true, createdAt: true, createdBy: true, source: true })
  .meta({ id: 'ContentListItem' });
export type ContentListItem = z.infer<typeof contentListItemSchema>;

export const contentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(CONTENTS_PAGE_SIZE),
});
export const contentsPageSchema = z.object({
  data: z.array(contentListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  count: z.number().int().describe('items in this page'),
});
export type ContentsPage = z.infer<typeof contentsPageSchema>;

export const contentKeyOf = (fragmentId: string) => `FRAGMENT:${fragmentId}`;

/** spec 03 section 7: POST /contents (sourceType FRAGMENT, sourceData.fragmentId, key). */
export const contentCreateSchema = z
  .object({
    sourceType: z.literal('FRAGMENT'),
    sourceData: z.object({ fragmentId: z.uuid() }),
    key: text(),
  })
  .refine((value) => value.key === contentKeyOf(value.sourceData.fragmentId), {
    path: ['key'],
    message: 'Must be FRAGMENT:{sourceData.fragmentId}',
  })
  .meta({ id: 'ContentCreate' });
export type ContentCreate = z.infer<typeof contentCreateSchema>;
export const contentCreatedSchema = z.object({ id: z.uuid() });

export const contentParamsSchema = z.object({ id: z.uuid() });
export const contentKeyParamsSchema = z.object({ key: text() });
export const socialVersionParamsSchema = z.object({ id: z.uuid(), platform: socialPlatformParam() });

export const generateArticlesSchema = z
  .object({
    promptId: text(100).trim().min(1, 'Choose a prompt'),
    instructions: text(INSTRUCTIONS_MAX).optional(),
  })
  .meta({ id: 'GenerateAiArticles' });
export type GenerateArticles = z.infer<typeof generateArticlesSchema>;

export const userArticleSchema = z
  .object({ title: required(ARTICLE_TITLE_MAX), body: text(ARTICLE_BODY_MAX) })
  .meta({ id: 'UserArticle' });
export type UserArticle = z.infer<typeof userArticleSchema>;

export const socialGenerateSchema = z
  .object({ instructions: text(INSTRUCTIONS_MAX).optional() })
  .meta({ id: 'SocialVersionGenerate' });
export const socialUpdateSchema = z
  .object({ title: text(ARTICLE_TITLE_MAX).trim().default(''), body: required(10_000) })
  .meta({ id: 'SocialVersionUpdate' });
export type SocialVersionUpdate = z.input<typeof socialUpdateSchema>;

/** Platform administration: the chat engine's token use, per call. */
export const LLM_PURPOSES = ['ARTICLES', 'SOCIAL_VERSION'] as const;
export const llmUsageRecordSchema = z
  .object({
    id: z.uuid(),
    createdAt: z.string().describe('ISO 8601 UTC'),
    clientName: z.string().nullable(),
    purpose: z.enum(LLM_PURPOSES),
    model: z.string(),
    promptTokens: z.number().int(),
    completionTokens: z.number().int(),
    durationMs: z.number().int(),
    outcome: z.enum(['OK', 'ERROR']),
    error: z.string().nullable(),
  })
  .meta({ id: 'LlmUsageRecord' });
export type LlmUsageRecord = z.infer<typeof llmUsageRecordSchema>;
export const llmUsageQuerySchema = contentsQuerySchema;
export const llmUsagePageSchema = z.object({
  engine: contentAiEngineStatusSchema,
  totals: z.object({ calls: z.number().int(), promptTokens: z.number().int(), completionTokens: z.number().int() }),
  data: z.array(llmUsageRecordSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  count: z.number().int(),
});
export type LlmUsagePage = z.infer<typeof llmUsagePageSchema>;
