import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUDIO_DB, AUDIO_STORE, cachedBytes, openAudioCache } from './audio-cache';

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('audioDb cache', () => {
  it('downloads on a miss, stores the bytes, and serves the next read from the cache', async () => {
    const cache = await openAudioCache();
    const download = vi.fn(async () => bytes(1, 2, 3));
    expect([...new Uint8Array(await cachedBytes(cache, 'seg-1', download))]).toEqual([1, 2, 3]);
    expect([...new Uint8Array(await cachedBytes(cache, 'seg-1', download))]).toEqual([1, 2, 3]);
    expect(download).toHaveBeenCalledTimes(1);
    cache.close();
  });

  it('is cleared on open, in database audioDb, store audioStore, version 1', async () => {
    const first = await openAudioCache();
    await first.put('seg-1', bytes(9));
    first.close();
    const second = await openAudioCache();
    expect(await second.get('seg-1')).toBeUndefined();
    second.close();
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(AUDIO_DB);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    expect(db.version).toBe(1);
    expect([...db.objectStoreNames]).toEqual([AUDIO_STORE]);
    db.close();
  });

  it('still plays when IndexedDB fails: the failure goes to the console and every read downloads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new Error('denied');
    });
    const cache = await openAudioCache();
    const download = vi.fn(async () => bytes(7));
    await cachedBytes(cache, 'seg-1', download);
    await cachedBytes(cache, 'seg-1', download);
    expect(download).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not open'), expect.any(Error));
  });
});
