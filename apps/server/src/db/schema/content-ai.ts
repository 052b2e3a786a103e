import type { AiArticle, ContentStepStatus, Prompt, SocialPlatform, TranscriptSegment } from '@antena/contract';
import { LLM_PURPOSES } from '@antena/contract';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { id, timestamps } from './columns';
import { fragments } from './fragments';
import { socialUploads } from './social-export';
import { stations } from './stations';
import { users } from './users';

/** A station's content-AI prompts (issue 35); no row: the built-in prompts. */
export const contentAiStationConfigs = pgTable('content_ai_station_configs', {
  stationId: uuid('station_id')
    .primaryKey()
    .references(() => stations.id, { onDelete: 'cascade' }),
  prompts: jsonb('prompts').$type<Prompt[]>().notNull(),
  ...timestamps(),
});

/**
 * A content made from a fragment (spec 03 "Content"). The fragment may be deleted later: the
 * content stays, with its title, and says its origin is gone. Each step's answer is written in
 * one update with its COMPLETED status, so nothing half-written is ever shown as done.
 */
export const contents = pgTable(
  'contents',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    stationId: uuid('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    fragmentId: uuid('fragment_id').references(() => fragments.id, { onDelete: 'set null' }),
    fragmentTitle: text('fragment_title').notNull(),
    key: text('key').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The transcript the articles were written from, numbered (kept: claims point into it). */
    transcript: jsonb('transcript').$type<TranscriptSegment[]>(),
    articlesStatus: text('articles_status').$type<ContentStepStatus>().notNull().default('NONE'),
    articles: jsonb('articles').$type<{ article1: AiArticle; article2: AiArticle }>(),
    articlesError: text('articles_error'),
    articlesPromptId: text('articles_prompt_id'),
    articlesInstructions: text('articles_instructions'),
    /** Bumped by each request: a job whose attempt is stale writes nothing. */
    articlesAttempt: integer('articles_attempt').notNull().default(0),
    userArticle: jsonb('user_article').$type<{ title: string; body: string }>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('contents_client_key_idx').on(t.clientId, t.key),
    index('contents_client_created_idx').on(t.clientId, t.createdAt),
  ],
);

/** One platform's version of a content (spec 03 "Social version"). */
export const contentSocialVersions = pgTable(
  'content_social_versions',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<SocialPlatform>().notNull(),
    generationStatus: text('generation_status').$type<ContentStepStatus>().notNull().default('NONE'),
    generation: jsonb('generation').$type<{ title: string; body: string }>(),
    generationError: text('generation_error'),
    generationAttempt: integer('generation_attempt').notNull().default(0),
    userConfig: jsonb('user_config').$type<{ title: string; body: string }>(),
    /** The upload that published it (its status and URL are the publish state). */
    uploadId: uuid('upload_id').references(() => socialUploads.id, { onDelete: 'set null' }),
    publishError: text('publish_error'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.platform] })],
);

/** One call to the chat engine and the tokens it used (shown to the platform admin). */
export const llmUsage = pgTable(
  'llm_usage',
  {
    id: id(),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    contentId: uuid('content_id').references(() => contents.id, { onDelete: 'set null' }),
    purpose: text('purpose', { enum: LLM_PURPOSES }).notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    outcome: text('outcome', { enum: ['OK', 'ERROR'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('llm_usage_created_idx').on(t.createdAt)],
);
