/**
 * spec 02 sections 3 and 9: favourite stations live in the browser, in the IndexedDB database
 * FavoritesDB, object store favoriteStations, keyed by station id. Each call opens and closes
 * its own connection, so a newer tab upgrading the database is never blocked by this one.
 */
export const FAVORITES_DB = 'FavoritesDB';
export const FAVORITES_STORE = 'favoriteStations';
const FAVORITES_DB_VERSION = 1;

/** One favourite: the station id is the key. */
interface FavoriteRecord {
  id: string;
}

function openFavoritesDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(FAVORITES_DB, FAVORITES_DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(FAVORITES_STORE))
        request.result.createObjectStore(FAVORITES_STORE, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`Could not open ${FAVORITES_DB}`));
    request.onblocked = () => reject(new Error(`${FAVORITES_DB} is blocked by another tab`));
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openFavoritesDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(FAVORITES_STORE, mode);
      const request = work(transaction.objectStore(FAVORITES_STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? request.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('Favourites transaction aborted'));
    });
  } finally {
    db.close();
  }
}

export async function listFavoriteStationIds(): Promise<Set<string>> {
  const keys = await inStore('readonly', (store) => store.getAllKeys());
  return new Set(keys.map(String));
}

export async function addFavoriteStation(stationId: string): Promise<void> {
  const record: FavoriteRecord = { id: stationId };
  await inStore('readwrite', (store) => store.put(record));
}

export async function removeFavoriteStation(stationId: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(stationId));
}
