/**
 * The wizard's rules (spec 03 section 2): which step a content opens on, what blocks an action,
 * and the counts the article and social version views show.
 */
import {
  SOCIAL_TEXT_RULES,
  type AiArticle,
  type Content,
  type SocialPlatform,
  type SocialVersion,
} from '@antena/contract';
import { contentInProgress } from '../content-ai.api';

export const WIZARD_STEPS = ['articles', 'edit', 'social'] as const;
export type WizardStep = 0 | 1 | 2;

/** A version the user or the engine has touched. */
export const socialVersionStarted = (version: SocialVersion): boolean =>
  version.generation.status !== 'NONE' || version.userConfig !== null || version.publish.status !== 'NONE';

/** spec 03 section 2: step 2 if social versions exist, 1 if a user article exists, otherwise 0. */
export function startStep(content: Content): WizardStep {
  if (content.socialVersions.versions.some(socialVersionStarted)) return 2;
  if (content.userArticle.data) return 1;
  return 0;
}

/** Why an action cannot run now (an i18n key of the content-ai namespace), or null when it can. */
export type BlockReason =
  | 'blocked.inProgress'
  | 'blocked.fragmentDeleted'
  | 'blocked.engine'
  | 'blocked.noArticle'
  | 'blocked.notConnected'
  | 'blocked.tooLong'
  | 'blocked.noPublishPermission'
  | 'blocked.checking'
  | null;

export interface ContentBlocks {
  /** Saving the user's own text (article, version edit). */
  save: BlockReason;
  /** Asking the engine (articles, social versions). */
  generate: BlockReason;
  publish: BlockReason;
}

export function contentBlocks(content: Content, engineConfigured: boolean): ContentBlocks {
  const busy = contentInProgress(content);
  const deleted = content.source.data.fragment === null;
  const first = (...reasons: [boolean, BlockReason][]) => reasons.find(([applies]) => applies)?.[1] ?? null;
  return {
    save: first([busy, 'blocked.inProgress']),
    generate: first(
      [busy, 'blocked.inProgress'],
      [deleted, 'blocked.fragmentDeleted'],
      [!engineConfigured, 'blocked.engine'],
    ),
    publish: first([busy, 'blocked.inProgress'], [deleted, 'blocked.fragmentDeleted']),
  };
}

/** "N claims checked, M not found on air". */
export const claimSummary = (article: AiArticle) => ({
  checked: article.claims.length,
  unverified: article.claims.filter((claim) => !claim.verified).length,
});

const HASHTAG = /#[\p{L}\p{N}_]+/gu;

/** A version's text measured against its platform's rules (contract SOCIAL_TEXT_RULES). */
export function socialTextCounts(platform: SocialPlatform, text: { title: string; body: string }) {
  const rules = SOCIAL_TEXT_RULES[platform];
  const hashtags = text.body.match(HASHTAG)?.length ?? 0;
  return {
    title: rules.title === null ? null : { length: text.title.length, max: rules.title },
    body: { length: text.body.length, max: rules.body },
    hashtags: { count: hashtags, max: rules.hashtags },
    fits:
      (rules.title === null || text.title.length <= rules.title) &&
      text.body.length <= rules.body &&
      hashtags <= rules.hashtags,
  };
}
