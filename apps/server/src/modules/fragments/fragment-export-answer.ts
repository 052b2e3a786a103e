/**
 * The Fragment that `POST /fragments/{id}/external-export` answers. The fragments module's own
 * mapping had not landed when external export was written; this reads the same row the same way
 * and gives way to it once it does.
 */
import type { Fragment, FragmentMediaType } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { fragments, users } from '../../db/schema';

export async function fragmentAnswer(db: Pick<Db, 'select'>, fragmentId: string): Promise<Fragment> {
  const [found] = await db
    .select({ fragment: fragments, user: users })
    .from(fragments)
    .leftJoin(users, eq(users.id, fragments.createdBy))
    .where(eq(fragments.id, fragmentId));
  const { fragment: row, user } = found!;
  const types: FragmentMediaType[] = [];
  if (row.mediaStatus === 'READY' && row.mediaKeys.audio) types.push('AUDIO');
  if (row.mediaStatus === 'READY' && row.mediaKeys.video) types.push('VIDEO');
  return {
    id: row.id,
    type: row.type,
    stationId: row.stationId,
    title: row.title,
    description: row.description,
    tags: row.tags,
    from: row.fromTs,
    to: row.toTs,
    duration: row.durationMs,
    gaps: row.gaps,
    chunks: row.chunks.map((chunk) => {
      const duration = chunk.segments.reduce((sum, part) => sum + part.to - part.from, 0);
      return { ...chunk, duration, highlights: [] };
    }),
    doExternalExport: row.doExternalExport,
    createdAt: row.createdAt.toISOString(),
    createdBy: user
      ? { id: user.id, name: [user.name, user.surname].filter(Boolean).join(' '), email: user.email }
      : null,
    media: { status: row.mediaStatus, error: row.mediaError, types },
    externalExport: {
      status: row.externalExportStatus,
      completedAt: row.externalExportCompletedAt?.toISOString() ?? null,
      filename: row.externalExportFilename,
      error: row.externalExportError,
    },
  };
}
