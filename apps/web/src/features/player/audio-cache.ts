/**
 * spec 01 section 9 and spec 02 section 7: the browser cache of segment audio, the IndexedDB
 * database audioDb, store audioStore, version 1, cleared on open so it never outgrows one
 * listening session. Every failure is logged to the console only (spec 02 section 8): a broken
 * cache must not stop playback, which then simply downloads again.
 */
import { openStoreDatabase, runInStore } from '../../lib/indexed-db';

export const AUDIO_DB = 'audioDb';
export const AUDIO_STORE = 'audioStore';
const AUDIO_DB_VERSION = 1;

export interface AudioCache {
  get(key: string): Promise<ArrayBuffer | undefined>;
  put(key: string, bytes: ArrayBuffer): Promise<void>;
  close(): void;
}

const openDatabase = () => openStoreDatabase({ database: AUDIO_DB, version: AUDIO_DB_VERSION, store: AUDIO_STORE });

const run = <T>(db: IDBDatabase, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) =>
  runInStore(db, AUDIO_STORE, mode, work);

const logCacheFailure = (action: string, error: unknown) =>
  console.warn(`Segment audio cache: could not ${action}`, error);

// Checked by tag rather than instanceof: a structured clone may come from another realm.
const isArrayBuffer = (value: unknown): value is ArrayBuffer =>
  Object.prototype.toString.call(value) === '[object ArrayBuffer]';

/** A cache that keeps nothing: what the player uses when IndexedDB cannot be opened. */
const noCache: AudioCache = { get: async () => undefined, put: async () => {}, close: () => {} };

/** Opens audioDb and clears it; resolves to a cache that never rejects. */
export async function openAudioCache(): Promise<AudioCache> {
  let db: IDBDatabase;
  try {
    db = await openDatabase();
    await run(db, 'readwrite', (store) => store.clear());
  } catch (error) {
    logCacheFailure('open', error);
    return noCache;
  }
  return {
    async get(key) {
      try {
        const value = await run<unknown>(db, 'readonly', (store) => store.get(key));
        return isArrayBuffer(value) ? value : undefined;
      } catch (error) {
        logCacheFailure('read', error);
        return undefined;
      }
    },
    async put(key, bytes) {
      try {
        await run(db, 'readwrite', (store) => store.put(bytes, key));
      } catch (error) {
        logCacheFailure('store', error);
      }
    },
    close: () => db.close(),
  };
}

/** Reads through the cache: a miss downloads and stores the bytes. */
export async function cachedBytes(
  cache: AudioCache,
  key: string,
  download: () => Promise<ArrayBuffer>,
): Promise<ArrayBuffer> {
  const hit = await cache.get(key);
  if (hit) return hit;
  const bytes = await download();
  await cache.put(key, bytes);
  return bytes;
}
