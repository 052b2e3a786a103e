import { describe, expect, it } from 'vitest';
import { checkSearchForm, searchFormValues } from './search-form';
import { isQueryWord, queryWords } from './search-grammar';

const ZONE = 'America/Argentina/Buenos_Aires'; // UTC-3, no DST
// 14:30:20 on 10 March 2026 on the station's clock.
const NOW = Date.UTC(2026, 2, 10, 17, 30, 20);
const values = { fromDate: '2026-03-10', fromTime: '09:00', toDate: '2026-03-10', toTime: '10:15', query: 'dólar' };

describe('the search filters', () => {
  it('open on today from midnight to now, on the station clock', () => {
    expect(searchFormValues({}, ZONE, NOW)).toEqual({
      fromDate: '2026-03-10',
      fromTime: '00:00',
      toDate: '2026-03-10',
      toTime: '14:30',
      query: '',
    });
  });

  it('search from the first minute to the end of the last one', () => {
    expect(checkSearchForm(values, ZONE, NOW)).toEqual({
      search: { q: 'dólar', from: Date.UTC(2026, 2, 10, 12), to: Date.UTC(2026, 2, 10, 13, 16) },
    });
    // A search up to the current minute ends now, never later.
    expect(checkSearchForm({ ...values, toTime: '14:30' }, ZONE, NOW)).toMatchObject({ search: { to: NOW } });
  });

  it('show the fields of a searched range again as they were typed', () => {
    const asked = checkSearchForm(values, ZONE, NOW);
    if (!('search' in asked)) throw new Error('refused');
    expect(searchFormValues(asked.search, ZONE, NOW)).toEqual(values);
  });

  it('refuse future dates, a To before From, and a text with no word', () => {
    expect(checkSearchForm({ ...values, toTime: '14:31' }, ZONE, NOW)).toEqual({ errors: { to: 'future' } });
    expect(checkSearchForm({ ...values, fromDate: '2026-03-11', toDate: '2026-03-11' }, ZONE, NOW)).toEqual({
      errors: { from: 'future', to: 'future' },
    });
    expect(checkSearchForm({ ...values, toTime: '08:59' }, ZONE, NOW)).toEqual({ errors: { to: 'order' } });
    expect(checkSearchForm({ ...values, query: '  ' }, ZONE, NOW)).toEqual({ errors: { query: 'required' } });
    expect(checkSearchForm({ ...values, query: '+ | ""' }, ZONE, NOW)).toEqual({ errors: { query: 'empty' } });
  });
});

describe('the query words marked in results', () => {
  it('are every word of the terms and alternatives, without case or accents', () => {
    expect([...queryWords('Inflación + "Banco central" | dólar')]).toEqual(['inflacion', 'banco', 'central', 'dolar']);
    expect(isQueryWord('DÓLAR,', queryWords('dolar'))).toBe(true);
    expect(isQueryWord('dolares', queryWords('dolar'))).toBe(false);
  });
});
