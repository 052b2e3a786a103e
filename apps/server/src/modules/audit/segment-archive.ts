/**
 * A segment's fingerprints as an antena-fp archive, stored beside it (segment-keys.ts
 * `fingerprintKey`): the live matching writes one for every audit segment, and a retro-scan
 * searches them instead of decoding months of audio again; a segment recorded before its
 * station had audit gets its archive the first time a retro-scan needs it.
 */
import {
  ArchiveBuilder,
  decodeArchive,
  decodeAudio,
  encodeArchive,
  FingerprintError,
  type Archive,
} from '@antena/fingerprint';
import type { Context } from '../../context';
import type { segments } from '../../db/schema';
import { localCopy } from '../segments/local-copy';
import { fingerprintKey } from '../segments/segment-keys';

type ArchiveContext = Pick<Context, 'storage'>;
type SegmentRow = Pick<typeof segments.$inferSelect, 'stationId' | 'startTs' | 'storageKey'>;

export async function storeArchive(ctx: ArchiveContext, segment: SegmentRow, archive: Archive): Promise<void> {
  await ctx.storage.put(fingerprintKey(segment.stationId, segment.startTs), encodeArchive(archive));
}

/** The segment's stored archive, else one made now from its audio; null when the audio does not decode. */
export async function segmentArchive(ctx: ArchiveContext, segment: SegmentRow): Promise<Archive | null> {
  const key = fingerprintKey(segment.stationId, segment.startTs);
  const stored = await ctx.storage.read(key);
  if (stored) return decodeArchive(stored, key);
  const copy = await localCopy(ctx.storage, [segment.storageKey]);
  try {
    const builder = new ArchiveBuilder();
    builder.startFile(key);
    for await (const chunk of decodeAudio(copy.files[0]!)) builder.push(chunk);
    const [archive] = builder.end();
    await storeArchive(ctx, segment, archive!);
    return archive!;
  } catch (error) {
    if (error instanceof FingerprintError) return null;
    throw error;
  } finally {
    await copy.dispose();
  }
}
