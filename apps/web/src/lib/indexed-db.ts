/**
 * The app's one IndexedDB helper (favourite stations, the segment audio cache): a database with a
 * single object store, opened with a promise, and one request run in its own transaction.
 */
export interface StoreSpec {
  database: string;
  version: number;
  store: string;
  /** keyPath of the store's records; out-of-line keys when absent. */
  keyPath?: string;
}

export function openStoreDatabase({ database, version, store, keyPath }: StoreSpec): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(database, version);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(store))
        request.result.createObjectStore(store, keyPath ? { keyPath } : undefined);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`Could not open ${database}`));
    request.onblocked = () => reject(new Error(`${database} is blocked by another tab`));
  });
}

/** Runs one request on `store` and resolves with its result once the transaction completes. */
export function runInStore<T>(
  db: IDBDatabase,
  store: string,
  mode: IDBTransactionMode,
  work: (objectStore: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = work(transaction.objectStore(store));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error);
    transaction.onabort = () => reject(transaction.error ?? new Error(`${store} transaction aborted`));
  });
}
