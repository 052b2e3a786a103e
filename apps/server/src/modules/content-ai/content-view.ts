/**
 * A content as the screens read it (spec 03 "Content"). The media analysis is the fragment's
 * transcription as it stands (or, once the fragment is deleted, the transcript the articles were
 * written from); a social version's publish state is its upload's.
 */
import type { Content, ContentListItem, SocialVersion, TranscriptSegment, UploadStatus } from '@antena/contract';
import { asc, eq } from 'drizzle-orm';
import type { Context } from '../../context';
import {
  contentSocialVersions,
  fragmentTranscriptionRows,
  fragmentTranscriptions,
  socialUploads,
} from '../../db/schema';
import { engineKind, engineStatus } from '../transcription/engine';
import type { ContentRow } from './content-access';
import { transcriptSegments } from './transcript';

type ViewContext = Pick<Context, 'db' | 'config'>;
type MediaAnalysis = Content['pntApiResult'];

export function contentSource(row: ContentRow): Content['source'] {
  const { content, station, fragment } = row;
  return {
    type: 'FRAGMENT',
    data: {
      fragmentId: content.fragmentId,
      fragmentTitle: content.fragmentTitle,
      fragment: fragment && {
        id: fragment.id,
        title: fragment.title,
        duration: fragment.durationMs / 1000,
        station: { id: station.id, slug: station.slug, name: station.name, isVideo: station.format === 'mpegts' },
      },
    },
  };
}

export const listItemOf = (row: ContentRow): ContentListItem => ({
  id: row.content.id,
  key: row.content.key,
  createdAt: row.content.createdAt.toISOString(),
  createdBy: row.createdBy,
  source: contentSource(row),
});

/** The fragment's transcript now: its status, and its segments once COMPLETED. */
export async function mediaAnalysis(ctx: ViewContext, row: ContentRow): Promise<MediaAnalysis> {
  if (!row.fragment) {
    return row.content.transcript
      ? { status: 'COMPLETED', data: { segments: row.content.transcript }, error: null }
      : { status: 'ERROR', data: null, error: 'The origin fragment was deleted' };
  }
  const [record] = await ctx.db
    .select()
    .from(fragmentTranscriptions)
    .where(eq(fragmentTranscriptions.fragmentId, row.fragment.id));
  if (!record) {
    if (engineKind(ctx.config) === 'none')
      return { status: 'ERROR', data: null, error: (await engineStatus(ctx.config)).detail };
    return { status: 'NONE', data: null, error: null };
  }
  if (record.status === 'FAILED')
    return { status: 'ERROR', data: null, error: record.failedReason ?? 'The transcription failed' };
  if (record.status !== 'COMPLETED') return { status: 'IN_PROGRESS', data: null, error: null };
  const rows = await ctx.db
    .select()
    .from(fragmentTranscriptionRows)
    .where(eq(fragmentTranscriptionRows.transcriptionId, record.id))
    .orderBy(asc(fragmentTranscriptionRows.time));
  return { status: 'COMPLETED', data: { segments: transcriptSegments(rows) }, error: null };
}

export const segmentsOf = (analysis: MediaAnalysis): TranscriptSegment[] | null =>
  analysis.status === 'COMPLETED' ? (analysis.data?.segments ?? []) : null;

const PUBLISH_STATUS: Record<UploadStatus, SocialVersion['publish']['status']> = {
  UPLOADING: 'IN_PROGRESS',
  SUCCESS: 'COMPLETED',
  ERROR: 'ERROR',
};

async function socialVersionsOf(ctx: ViewContext, contentId: string): Promise<SocialVersion[]> {
  const rows = await ctx.db
    .select({ version: contentSocialVersions, upload: socialUploads })
    .from(contentSocialVersions)
    .leftJoin(socialUploads, eq(socialUploads.id, contentSocialVersions.uploadId))
    .where(eq(contentSocialVersions.contentId, contentId))
    .orderBy(asc(contentSocialVersions.createdAt));
  return rows.map(({ version, upload }) => ({
    platform: version.platform,
    generation: { status: version.generationStatus, data: version.generation, error: version.generationError },
    userConfig: version.userConfig,
    publish: upload
      ? {
          status: PUBLISH_STATUS[upload.status],
          data: { videoUrl: upload.videoUrl, uploadId: upload.id },
          error: upload.error,
        }
      : { status: version.publishError ? 'ERROR' : 'NONE', data: null, error: version.publishError },
  }));
}

export async function contentOf(ctx: ViewContext, row: ContentRow): Promise<Content> {
  const { content } = row;
  return {
    ...listItemOf(row),
    pntApiResult: await mediaAnalysis(ctx, row),
    aiArticles: {
      status: content.articlesStatus,
      data: content.articles,
      error: content.articlesError,
      promptId: content.articlesPromptId,
      instructions: content.articlesInstructions,
    },
    userArticle: { data: content.userArticle },
    socialVersions: { versions: await socialVersionsOf(ctx, content.id) },
  };
}

export const anyVersionBusy = (versions: readonly SocialVersion[], platform?: string) =>
  versions.some(
    (v) =>
      (platform === undefined || v.platform === platform) &&
      (v.generation.status === 'IN_PROGRESS' || v.publish.status === 'IN_PROGRESS'),
  );
