/**
 * spec 02 sections 4 and 9: segment audio of a range is downloaded into the cache in batches of
 * 4 with 4 ms pauses, reporting 'Downloading segments N%'. Batches keep a long selection from
 * opening dozens of requests at once and starving the segment that is about to play.
 */
export const DOWNLOAD_BATCH_SIZE = 4;
export const DOWNLOAD_PAUSE_MS = 4;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface BatchDownloadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Runs download over the items, 4 at a time. A failed item does not stop the others: the player
 * asks for that segment again when it needs it and reports the failure then.
 */
export async function downloadInBatches<T>(
  items: readonly T[],
  download: (item: T) => Promise<unknown>,
  { onProgress, signal, sleep = pause }: BatchDownloadOptions = {},
): Promise<void> {
  onProgress?.(0);
  for (let start = 0; start < items.length; start += DOWNLOAD_BATCH_SIZE) {
    if (signal?.aborted) return;
    await Promise.allSettled(items.slice(start, start + DOWNLOAD_BATCH_SIZE).map(download));
    const done = Math.min(items.length, start + DOWNLOAD_BATCH_SIZE);
    onProgress?.(Math.round((done / items.length) * 100));
    if (done < items.length) await sleep(DOWNLOAD_PAUSE_MS);
  }
  if (items.length === 0) onProgress?.(100);
}

/** One download per key at a time: the prefetch and the batch may ask for the same segment. */
export function dedupeByKey<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const inFlight = new Map<K, Promise<V>>();
  return (key) => {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = load(key).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
