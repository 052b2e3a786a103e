import { describe, expect, it } from 'vitest';
import { aStationStatus } from './logger-test-kit';
import { loggerStatusSearch, visibleStations } from './logger-status-search';

/** What the router hands the reader: whatever the address held. */
const readSearch = (search: Record<string, unknown>) => loggerStatusSearch(search as never);

const a = aStationStatus({ stationId: 'a', name: 'Álamo FM', client: { name: 'Cadena Sur', slug: 'sur' } });
const b = aStationStatus({ stationId: 'b', name: 'Brisa 98', isOnline: false });
const c = aStationStatus({ stationId: 'c', name: 'Canal 10' });
const names = (list: { name: string }[]) => list.map((station) => station.name);

describe('logger status search', () => {
  it('reads defaults for missing or unknown values', () => {
    expect(readSearch({})).toEqual({ text: '', status: 'all' });
    expect(readSearch({ text: 5, status: 'sleeping' })).toEqual({ text: '', status: 'all' });
    expect(readSearch({ text: 'fm', status: 'on-air' })).toEqual({ text: 'fm', status: 'on-air' });
  });

  it('finds stations by name or client, ignoring case and accents', () => {
    expect(names(visibleStations([a, b, c], { text: 'alamo', status: 'all' }, new Set()))).toEqual(['Álamo FM']);
    expect(names(visibleStations([a, b, c], { text: ' SUR ', status: 'all' }, new Set()))).toEqual(['Álamo FM']);
  });

  it('filters on air and offline stations', () => {
    expect(names(visibleStations([a, b, c], { text: '', status: 'on-air' }, new Set()))).toEqual([
      'Álamo FM',
      'Canal 10',
    ]);
    expect(names(visibleStations([a, b, c], { text: '', status: 'offline' }, new Set()))).toEqual(['Brisa 98']);
  });

  it('sorts by name with favourites first', () => {
    expect(names(visibleStations([c, b, a], { text: '', status: 'all' }, new Set()))).toEqual([
      'Álamo FM',
      'Brisa 98',
      'Canal 10',
    ]);
    expect(names(visibleStations([c, b, a], { text: '', status: 'all' }, new Set(['c', 'b'])))).toEqual([
      'Brisa 98',
      'Canal 10',
      'Álamo FM',
    ]);
  });
});
