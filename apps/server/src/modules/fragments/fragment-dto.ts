/** A fragment row, with its creator, as the contract's Fragment. */
import type { Fragment, FragmentMediaType } from '@antena/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { fragments, fragmentTranscriptions, users } from '../../db/schema';
import { lengthOf } from './fragment-ranges';
import { audiogramExportOf, audiogramGenerationOf, NO_AUDIOGRAM_EXPORT } from '../audiogram/audiogram-state';

export type FragmentRow = typeof fragments.$inferSelect;
type Creator = Pick<typeof users.$inferSelect, 'id' | 'name' | 'surname' | 'email'>;

/** The creator's columns, for selects that answer fragments. */
export const creatorColumns = { id: users.id, name: users.name, surname: users.surname, email: users.email };
/** The transcription's columns (left joined on the fragment), for selects that answer fragments. */
export const transcriptionColumns = {
  id: fragmentTranscriptions.id,
  status: fragmentTranscriptions.status,
  progress: fragmentTranscriptions.progress,
};
type TranscriptionSummary = Fragment['transcription'];
/** What only the one-fragment answer loads (lists leave them empty). */
type AudiogramParts = Pick<Fragment, 'audiogramGeneration' | 'audiogramExport'>;
const NO_AUDIOGRAM: AudiogramParts = { audiogramGeneration: null, audiogramExport: NO_AUDIOGRAM_EXPORT };

/** What `download-url` signs once the media is READY: the keys the render stored. */
function mediaTypes(row: FragmentRow): FragmentMediaType[] {
  if (row.mediaStatus !== 'READY') return [];
  return [...(row.mediaKeys.audio ? ['AUDIO' as const] : []), ...(row.mediaKeys.video ? ['VIDEO' as const] : [])];
}

export function toFragment(
  row: FragmentRow,
  creator: Creator | null,
  transcription: TranscriptionSummary = null,
  audiogram: AudiogramParts = NO_AUDIOGRAM,
): Fragment {
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
    chunks: row.chunks.map((chunk) => ({
      from: chunk.from,
      to: chunk.to,
      duration: lengthOf(chunk.segments),
      label: chunk.label,
      color: chunk.color,
      // Nothing marks highlights yet (fragment transcription comes later).
      highlights: [],
      segments: chunk.segments,
    })),
    doExternalExport: row.doExternalExport,
    createdAt: row.createdAt.toISOString(),
    createdBy: creator?.id
      ? {
          id: creator.id,
          name: [creator.name, creator.surname].filter(Boolean).join(' ') || creator.email,
          email: creator.email,
        }
      : null,
    media: { status: row.mediaStatus, error: row.mediaError, types: mediaTypes(row) },
    externalExport: {
      status: row.externalExportStatus,
      completedAt: row.externalExportCompletedAt?.toISOString() ?? null,
      filename: row.externalExportFilename,
      error: row.externalExportError,
    },
    transcription,
    platformUpload: row.platformUpload,
    ...audiogram,
  };
}

/** The fragment `fragmentId` as answered; the caller has checked that the user reaches it. */
export async function fragmentById(db: Pick<Db, 'select'>, fragmentId: string): Promise<Fragment | null> {
  const [found] = await db
    .select({ fragment: fragments, creator: creatorColumns, transcription: transcriptionColumns })
    .from(fragments)
    .leftJoin(users, eq(users.id, fragments.createdBy))
    .leftJoin(fragmentTranscriptions, eq(fragmentTranscriptions.fragmentId, fragments.id))
    .where(eq(fragments.id, fragmentId));
  if (!found) return null;
  const [audiogramGeneration, audiogramExport] = await Promise.all([
    audiogramGenerationOf(db, fragmentId),
    audiogramExportOf(db, fragmentId),
  ]);
  return toFragment(found.fragment, found.creator, found.transcription, { audiogramGeneration, audiogramExport });
}
