/**
 * Social versions (issue 35, spec 03 "Social version"): the user's article adapted to one
 * platform's length and hashtag rules (the `content-ai.generate-social-version` job), edited by
 * the user, and published through the station's social connection as an upload of the fragment's
 * video, or of its audiogram on an audio station (social export's `social.upload` job).
 */
import {
  AUDIOGRAM_VARIANTS,
  generatedSocialVersionSchema,
  SOCIAL_TEXT_RULES,
  uploadDataSchemas,
  type AudiogramVariant,
  type Content,
  type SocialPlatform,
  type SocialVersionUpdate,
} from '@antena/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { UserWithRelations } from '../../access/user-record';
import type { Context } from '../../context';
import { contents, contentSocialVersions, fragmentAudiogramVariants } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import { mediaNotReady } from '../fragments/fragment-export.service';
import { notConnectedRefusal, notVideoRefusal, recordUpload } from '../social-export/uploads.service';
import { contentRows, findReachableContent } from './content-access';
import { anyVersionBusy, contentOf } from './content-view';
import { getContent } from './contents.service';
import { socialMessages, socialProblem, socialText } from './generation-messages';
import { busy, failureMessage, requireEngine, requireFragment } from './generation-guards';
import { htmlText } from './html';

type ServiceContext = Context;
export interface SocialVersionJob {
  contentId: string;
  platform: SocialPlatform;
  attempt: number;
}

const versionKey = (contentId: string, platform: SocialPlatform) =>
  and(eq(contentSocialVersions.contentId, contentId), eq(contentSocialVersions.platform, platform));

async function reachable(ctx: ServiceContext, user: UserWithRelations, id: string, platform: SocialPlatform) {
  const row = await findReachableContent(ctx.db, user, eq(contents.id, id));
  const content = await contentOf(ctx, row);
  if (anyVersionBusy(content.socialVersions.versions, platform)) throw busy(`The ${platform} version`);
  return { row, content };
}

export async function requestSocialVersion(
  ctx: ServiceContext,
  user: UserWithRelations,
  id: string,
  platform: SocialPlatform,
  instructions: string | undefined,
): Promise<Content> {
  const { row } = await reachable(ctx, user, id, platform);
  if (!row.content.userArticle) throw conflict('ERR_CONTENT_NOT_READY', 'Save the edited article first');
  requireEngine(ctx);
  const [version] = await ctx.db
    .insert(contentSocialVersions)
    .values({ contentId: row.content.id, platform, generationStatus: 'IN_PROGRESS', generationAttempt: 1 })
    .onConflictDoUpdate({
      target: [contentSocialVersions.contentId, contentSocialVersions.platform],
      set: {
        generationStatus: 'IN_PROGRESS',
        generationError: null,
        // A new text replaces the user's edit of the old one.
        userConfig: null,
        generationAttempt: sql`${contentSocialVersions.generationAttempt} + 1`,
        updatedAt: new Date(),
      },
    })
    .returning({ attempt: contentSocialVersions.generationAttempt });
  await queueSocialVersion(ctx, { contentId: row.content.id, platform, attempt: version!.attempt }, instructions);
  return getContent(ctx, user, id);
}

async function queueSocialVersion(ctx: ServiceContext, job: SocialVersionJob, instructions: string | undefined) {
  const payload = { ...job, instructions: instructions?.trim() || null };
  if (ctx.queue) {
    await ctx.queue.send('content-ai.generate-social-version', payload);
    return;
  }
  void writeSocialVersion(ctx, payload).catch((error: unknown) =>
    ctx.log.warn({ err: error, ...job }, 'social version failed'),
  );
}

export async function writeSocialVersion(
  ctx: Pick<Context, 'db' | 'config' | 'log'>,
  job: SocialVersionJob & { instructions: string | null },
): Promise<void> {
  const current = and(
    versionKey(job.contentId, job.platform),
    eq(contentSocialVersions.generationAttempt, job.attempt),
  );
  const [version] = await ctx.db.select().from(contentSocialVersions).where(current);
  const [row] = await contentRows(ctx.db).where(eq(contents.id, job.contentId));
  if (!version || version.generationStatus !== 'IN_PROGRESS' || !row?.content.userArticle) return;
  try {
    const article = row.content.userArticle;
    const answer = await requireEngine(ctx).complete({
      purpose: 'SOCIAL_VERSION',
      clientId: row.content.clientId,
      contentId: row.content.id,
      schema: generatedSocialVersionSchema,
      schemaName: 'social_version',
      messages: socialMessages(job.platform, { title: article.title, text: htmlText(article.body) }, job.instructions),
      check: (value) => socialProblem(job.platform, value),
    });
    await ctx.db
      .update(contentSocialVersions)
      .set({ generationStatus: 'COMPLETED', generation: socialText(job.platform, answer), generationError: null })
      .where(current);
  } catch (error) {
    await ctx.db
      .update(contentSocialVersions)
      .set({ generationStatus: 'ERROR', generationError: failureMessage(error, `The ${job.platform} version`) })
      .where(current);
  }
}

export async function updateSocialVersion(
  ctx: ServiceContext,
  user: UserWithRelations,
  id: string,
  platform: SocialPlatform,
  body: SocialVersionUpdate,
): Promise<Content> {
  const { row } = await reachable(ctx, user, id, platform);
  const rules = SOCIAL_TEXT_RULES[platform];
  const title = rules.title === null ? '' : (body.title ?? '').trim();
  const text = body.body.trim();
  const details = [
    ...(rules.title !== null && !title ? [{ path: 'body.title', message: 'Required' }] : []),
    ...(rules.title !== null && title.length > rules.title
      ? [{ path: 'body.title', message: `At most ${rules.title} characters` }]
      : []),
    ...(text.length > rules.body ? [{ path: 'body.body', message: `At most ${rules.body} characters` }] : []),
  ];
  if (details.length > 0) throw badRequest('Validation failed', details);
  await ctx.db
    .insert(contentSocialVersions)
    .values({ contentId: row.content.id, platform, userConfig: { title, body: text } })
    .onConflictDoUpdate({
      target: [contentSocialVersions.contentId, contentSocialVersions.platform],
      set: { userConfig: { title, body: text }, updatedAt: new Date() },
    });
  return getContent(ctx, user, id);
}

/** Audiogram shapes each platform prefers (reels are upright). */
const VARIANT_PREFERENCE: Record<SocialPlatform, readonly AudiogramVariant[]> = {
  INSTAGRAM: ['9x16', '1x1', '16x9'],
  YOUTUBE: ['16x9', '1x1', '9x16'],
  FACEBOOK: ['1x1', '16x9', '9x16'],
  DAILYMOTION: ['16x9', '1x1', '9x16'],
  TWITTER: AUDIOGRAM_VARIANTS,
};

/** An audio station's fragment reaches video platforms as an audiogram: its best finished variant. */
async function audiogramFor(ctx: ServiceContext, fragmentId: string, platform: SocialPlatform) {
  const done = await ctx.db
    .select({ variant: fragmentAudiogramVariants.variant })
    .from(fragmentAudiogramVariants)
    .where(
      and(eq(fragmentAudiogramVariants.fragmentId, fragmentId), eq(fragmentAudiogramVariants.status, 'COMPLETED')),
    );
  const variants = new Set(done.map((d) => d.variant));
  const variant = VARIANT_PREFERENCE[platform].find((v) => variants.has(v));
  if (!variant)
    throw conflict(
      'ERR_AUDIOGRAM_NOT_READY',
      `An audio station publishes to ${platform} as an audiogram: create one in the fragment's Audiogram tab first`,
    );
  return variant;
}

/** The platform's upload form filled with the version's text (private by default, spec 02 section 5). */
function uploadData(platform: SocialPlatform, text: { title: string; body: string }, fragmentTitle: string) {
  const form =
    SOCIAL_TEXT_RULES[platform].title === null
      ? { content: text.body }
      : { title: (text.title || fragmentTitle).slice(0, SOCIAL_TEXT_RULES[platform].title!), content: text.body };
  return uploadDataSchemas[platform].parse(form) as Record<string, unknown>;
}

export async function publishSocialVersion(
  ctx: ServiceContext,
  user: UserWithRelations,
  id: string,
  platform: SocialPlatform,
): Promise<Content> {
  const { row, content } = await reachable(ctx, user, id, platform);
  const fragment = requireFragment(row);
  const version = content.socialVersions.versions.find((v) => v.platform === platform);
  const text = version?.userConfig ?? version?.generation.data;
  if (!text) throw conflict('ERR_CONTENT_NOT_READY', `Generate or write the ${platform} version first`);
  if (fragment.mediaStatus !== 'READY') throw mediaNotReady();
  const variant = notVideoRefusal(row.station, platform) ? await audiogramFor(ctx, fragment.id, platform) : null;
  const unconnected = await notConnectedRefusal(ctx, row.station, platform);
  if (unconnected) throw conflict('ERR_SOCIAL_NOT_CONNECTED', unconnected);
  const uploadId = await recordUpload(
    ctx,
    {
      station: row.station,
      fragmentId: fragment.id,
      platform,
      data: uploadData(platform, text, fragment.title),
      createdBy: user.id,
    },
    { variant },
  );
  await ctx.db
    .insert(contentSocialVersions)
    .values({ contentId: row.content.id, platform, uploadId })
    .onConflictDoUpdate({
      target: [contentSocialVersions.contentId, contentSocialVersions.platform],
      set: { uploadId, publishError: null, updatedAt: new Date() },
    });
  return getContent(ctx, user, id);
}
