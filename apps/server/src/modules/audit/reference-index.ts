/**
 * Each client's reference index (ARCHITECTURE.md section 7): the fingerprints of all its audios,
 * kept in memory by the worker and rebuilt when its audios change (their count or latest update
 * moves the signature). A rebuild decodes only the audios that are new or whose content changed:
 * the others are taken from the index it replaces. A built index is kept in storage under its
 * signature, so a restarted worker loads it instead of decoding every audio again.
 */
import { createHash } from 'node:crypto';
import { FingerprintError, IndexBuilder, ReferenceIndex, analyseFile } from '@antena/fingerprint';
import { probeUntrusted, untrustedInput, UntrustedMediaError } from '@antena/media';
import { count, eq, max } from 'drizzle-orm';
import type { Context } from '../../context';
import { auditAudios } from '../../db/schema';
import { localCopy } from '../segments/local-copy';

export interface ClientReferences {
  signature: string;
  /** Null while the client has no audio. */
  index: ReferenceIndex | null;
  /** The longest audio: how far back a segment's window must reach to see it whole. */
  longestMs: number;
}

type IndexContext = Pick<Context, 'db' | 'storage' | 'log'>;

/** Each client's index, with the content (md5) of the audio behind each of its references. */
const cache = new Map<string, ClientReferences & { md5s: Map<string, string> }>();
const building = new Map<string, Promise<ClientReferences>>();

async function signatureOf(ctx: IndexContext, clientId: string) {
  const [row] = await ctx.db
    .select({ audios: count(), updated: max(auditAudios.updatedAt), longest: max(auditAudios.durationMs) })
    .from(auditAudios)
    .where(eq(auditAudios.clientId, clientId));
  return {
    signature: `${row?.audios ?? 0}:${row?.updated?.toISOString() ?? '-'}`,
    longestMs: row?.longest ?? 0,
  };
}

const indexKey = (clientId: string, signature: string) =>
  `audit/index/${clientId}/${createHash('sha1').update(signature).digest('hex')}.afpi`;

async function readStored(ctx: IndexContext, key: string): Promise<ReferenceIndex | null> {
  const bytes = await ctx.storage.read(key);
  try {
    return bytes && ReferenceIndex.decode(bytes, key);
  } catch (error) {
    // Made by an earlier engine (before the scores' baselines): built again, as if never stored.
    if (!(error instanceof FingerprintError && error.code === 'outdated')) throw error;
    ctx.log.info({ key }, 'audit reference index from an earlier engine, built again');
    return null;
  }
}

async function audiosOf(ctx: IndexContext, clientId: string) {
  return ctx.db
    .select({ id: auditAudios.id, storageKey: auditAudios.storageKey, md5: auditAudios.md5 })
    .from(auditAudios)
    .where(eq(auditAudios.clientId, clientId));
}

async function build(
  ctx: IndexContext,
  audios: Awaited<ReturnType<typeof audiosOf>>,
  previous: { index: ReferenceIndex | null; md5s: Map<string, string> } | undefined,
): Promise<{ index: ReferenceIndex; analysed: number }> {
  const builder = new IndexBuilder();
  const kept = new Map(previous?.index?.ids.map((id, r) => [id, r]));
  let analysed = 0;
  for (const audio of audios) {
    const r = kept.get(audio.id);
    if (r !== undefined && previous?.md5s.get(audio.id) === audio.md5) {
      builder.addFrom(previous.index!, r);
      continue;
    }
    const copy = await localCopy(ctx.storage, [audio.storageKey]);
    try {
      // Checked again, not trusted from its upload: an audio stored before uploads were checked
      // this way could be a playlist of another client's recordings.
      const file = copy.files[0]!;
      const checked = await probeUntrusted(file, 'audio').catch((error: unknown) => {
        if (!(error instanceof UntrustedMediaError)) throw error;
        ctx.log.warn({ audioId: audio.id, reason: error.message }, 'audit audio left out of the index');
        return null;
      });
      if (!checked) continue;
      builder.add(audio.id, await analyseFile(file, untrustedInput(file, checked.demuxer)));
      analysed++;
    } finally {
      await copy.dispose();
    }
  }
  return { index: builder.build(), analysed };
}

async function load(ctx: IndexContext, clientId: string, current: { signature: string; longestMs: number }) {
  const key = indexKey(clientId, current.signature);
  // A stored index was built from the audios as they are under its signature: these.
  const audios = await audiosOf(ctx, clientId);
  let index = current.longestMs === 0 ? null : await readStored(ctx, key);
  if (!index && current.longestMs > 0) {
    const started = Date.now();
    const built = await build(ctx, audios, cache.get(clientId));
    index = built.index;
    await ctx.storage.put(key, index.encode());
    ctx.log.info(
      { clientId, audios: index.ids.length, analysed: built.analysed, ms: Date.now() - started },
      'audit reference index built',
    );
  }
  const references = { ...current, index, md5s: new Map(audios.map((audio) => [audio.id, audio.md5])) };
  cache.set(clientId, references);
  return references;
}

/** The client's references as they are now in the database. */
export async function clientReferences(ctx: IndexContext, clientId: string): Promise<ClientReferences> {
  const current = await signatureOf(ctx, clientId);
  const cached = cache.get(clientId);
  if (cached?.signature === current.signature) return cached;
  // One build per client and signature, however many segments ask at once.
  const flight = `${clientId}/${current.signature}`;
  let pending = building.get(flight);
  if (!pending) {
    pending = load(ctx, clientId, current).finally(() => building.delete(flight));
    building.set(flight, pending);
  }
  return pending;
}
