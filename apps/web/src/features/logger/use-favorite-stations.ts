/**
 * The favourite stations of this browser (favorites-db.ts) as React state: read once on mount,
 * toggled optimistically. spec 02 section 8: failures are logged to the console only, and the
 * star goes back to what is stored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { addFavoriteStation, listFavoriteStationIds, removeFavoriteStation } from './favorites-db';

/** spec 02 section 9: favourite toggle throttle 300 ms (per station, so a double click counts once). */
export const FAVORITE_TOGGLE_THROTTLE_MS = 300;

export interface FavoriteStations {
  favorites: ReadonlySet<string>;
  /** False until the stored favourites were read (or failed to be). */
  loaded: boolean;
  toggle: (stationId: string) => void;
}

const withFavorite = (set: ReadonlySet<string>, stationId: string, favorite: boolean) => {
  const next = new Set(set);
  if (favorite) next.add(stationId);
  else next.delete(stationId);
  return next;
};

export function useFavoriteStations(): FavoriteStations {
  const [favorites, setFavorites] = useState<ReadonlySet<string>>(() => new Set());
  const [loaded, setLoaded] = useState(false);
  // The toggle decides add or remove from the latest state, also between renders.
  const current = useRef<ReadonlySet<string>>(favorites);
  const lastToggle = useRef(new Map<string, number>());

  const update = useCallback((next: ReadonlySet<string>) => {
    current.current = next;
    setFavorites(next);
  }, []);

  useEffect(() => {
    let active = true;
    listFavoriteStationIds()
      .then((ids) => {
        if (active) update(ids);
      })
      .catch((error: unknown) => console.error('Could not read the favourite stations', error))
      .finally(() => {
        if (active) setLoaded(true);
      });
    return () => {
      active = false;
    };
  }, [update]);

  const toggle = useCallback(
    (stationId: string) => {
      const now = Date.now();
      const last = lastToggle.current.get(stationId);
      if (last !== undefined && now - last < FAVORITE_TOGGLE_THROTTLE_MS) return;
      lastToggle.current.set(stationId, now);

      const favorite = !current.current.has(stationId);
      update(withFavorite(current.current, stationId, favorite));
      (favorite ? addFavoriteStation(stationId) : removeFavoriteStation(stationId)).catch((error: unknown) => {
        console.error('Could not save the favourite station', error);
        update(withFavorite(current.current, stationId, !favorite));
      });
    },
    [update],
  );

  return { favorites, loaded, toggle };
}
