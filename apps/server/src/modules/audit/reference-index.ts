/**
 * Each client's reference index (ARCHITECTURE.md section 7): the fingerprints of all its audios,
 * kept in memory by the worker and rebuilt when its audios change (their count or latest update
 * moves the signature). A built index is kept in storage under its signature, so a restarted
 * worker loads it instead of decoding every audio again.
 */
import { createHash } from 'node:crypto';
import { IndexBuilder, ReferenceIndex, analyseFile } from '@antena/fingerprint';
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

const cache = new Map<string, ClientReferences>();
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
  return bytes && ReferenceIndex.decode(bytes, key);
}

async function build(ctx: IndexContext, clientId: string): Promise<ReferenceIndex> {
  const audios = await ctx.db
    .select({ id: auditAudios.id, storageKey: auditAudios.storageKey })
    .from(auditAudios)
    .where(eq(auditAudios.clientId, clientId));
  const builder = new IndexBuilder();
  for (const audio of audios) {
    const copy = await localCopy(ctx.storage, [audio.storageKey]);
    try {
      builder.add(audio.id, await analyseFile(copy.files[0]!));
    } finally {
      await copy.dispose();
    }
  }
  return builder.build();
}

async function load(ctx: IndexContext, clientId: string, current: { signature: string; longestMs: number }) {
  const key = indexKey(clientId, current.signature);
  let index = current.longestMs === 0 ? null : await readStored(ctx, key);
  if (!index && current.longestMs > 0) {
    const started = Date.now();
    index = await build(ctx, clientId);
    await ctx.storage.put(key, index.encode());
    ctx.log.info({ clientId, audios: index.ids.length, ms: Date.now() - started }, 'audit reference index built');
  }
  const references = { ...current, index };
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
