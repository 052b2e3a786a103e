/**
 * spec 02 "Logger status": the search text and the status filter live in the URL query (`text`,
 * `status`); the list is sorted by station name with favourite stations first.
 */
import type { StationStatus } from '@antena/contract';
import { fold } from '../../lib/fold';
import { oneOfParam, textParam, type SearchInput } from '../../lib/search-params';

export const STATUS_FILTERS = ['all', 'on-air', 'offline'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface LoggerStatusSearch {
  text: string;
  status: StatusFilter;
}

export function loggerStatusSearch(search: SearchInput<LoggerStatusSearch>): LoggerStatusSearch {
  return { text: textParam(search.text) ?? '', status: oneOfParam(search.status, STATUS_FILTERS) ?? 'all' };
}

export const DEFAULT_LOGGER_STATUS_SEARCH: LoggerStatusSearch = { text: '', status: 'all' };

function matchesText(station: StationStatus, needle: string): boolean {
  if (!needle) return true;
  return [station.name, station.slug, station.client.name].some((field) => fold(field).includes(needle));
}

function matchesStatus(station: StationStatus, status: StatusFilter): boolean {
  if (status === 'on-air') return station.isOnline;
  if (status === 'offline') return !station.isOnline;
  return true;
}

/** The stations a search shows, favourites first, then by name in the interface language. */
export function visibleStations(
  stations: readonly StationStatus[],
  search: LoggerStatusSearch,
  favorites: ReadonlySet<string>,
  locale?: string,
): StationStatus[] {
  const needle = fold(search.text.trim());
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return stations
    .filter((station) => matchesText(station, needle) && matchesStatus(station, search.status))
    .sort(
      (a, b) =>
        Number(favorites.has(b.stationId)) - Number(favorites.has(a.stationId)) || collator.compare(a.name, b.name),
    );
}
