/**
 * A fragment's audiogram as the contract's Fragment carries it (spec 02 section 3): each
 * variant's job, and each platform an audiogram variant was sent to (its latest upload).
 */
import type { AudiogramExport, AudiogramGeneration, JobStatus, UploadStatus } from '@antena/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { fragmentAudiogramVariants, socialUploads } from '../../db/schema';

export const NO_AUDIOGRAM_EXPORT: AudiogramExport = { platforms: {} };

const exportStatus: Record<UploadStatus, JobStatus & ('IN_PROGRESS' | 'COMPLETED' | 'FAILED')> = {
  UPLOADING: 'IN_PROGRESS',
  SUCCESS: 'COMPLETED',
  ERROR: 'FAILED',
};

export async function audiogramGenerationOf(
  db: Pick<Db, 'select'>,
  fragmentId: string,
): Promise<AudiogramGeneration | null> {
  const rows = await db
    .select()
    .from(fragmentAudiogramVariants)
    .where(eq(fragmentAudiogramVariants.fragmentId, fragmentId))
    .orderBy(desc(fragmentAudiogramVariants.updatedAt));
  if (!rows.length) return null;
  return {
    variantsJobs: Object.fromEntries(
      rows.map((row) => [
        row.variant,
        {
          status: row.status,
          progress: row.progress,
          failedReason: row.failedReason,
          data:
            row.status === 'COMPLETED' && row.width && row.height
              ? { width: row.width, height: row.height, durationMs: row.durationMs ?? 0 }
              : null,
        },
      ]),
    ),
    inputProps: rows[0]!.props,
  };
}

export async function audiogramExportOf(db: Pick<Db, 'select'>, fragmentId: string): Promise<AudiogramExport> {
  const rows = await db
    .select()
    .from(socialUploads)
    .where(and(eq(socialUploads.fragmentId, fragmentId), isNotNull(socialUploads.variant)))
    .orderBy(desc(socialUploads.createdAt));
  const platforms: AudiogramExport['platforms'] = {};
  for (const row of rows) {
    platforms[row.platform] ??= {
      status: exportStatus[row.status],
      failedReason: row.error,
      result: row.videoUrl ? { videoUrl: row.videoUrl } : null,
    };
  }
  return { platforms };
}
