/**
 * spec 02 sections 3 and 9: favourite stations live in the browser, in the IndexedDB database
 * FavoritesDB, object store favoriteStations, keyed by station id. Each call opens and closes
 * its own connection, so a newer tab upgrading the database is never blocked by this one.
 */
import { openStoreDatabase, runInStore, type StoreSpec } from '../../lib/indexed-db';

export const FAVORITES_DB = 'FavoritesDB';
export const FAVORITES_STORE = 'favoriteStations';
const FAVORITES_DB_VERSION = 1;

/** One favourite: the station id is the key. */
interface FavoriteRecord {
  id: string;
}

const FAVORITES: StoreSpec = {
  database: FAVORITES_DB,
  version: FAVORITES_DB_VERSION,
  store: FAVORITES_STORE,
  keyPath: 'id',
};

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openStoreDatabase(FAVORITES);
  try {
    return await runInStore(db, FAVORITES_STORE, mode, work);
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
