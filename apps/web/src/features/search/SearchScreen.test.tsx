import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { FeaturesConfigInput, Station, TranscriptionRow, TranscriptionSearchPage } from '@antena/contract';
import {
  aMeUser,
  aUserStation,
  createFakeApi,
  errorBody,
  featureFlagsAnswer,
  renderRouter,
  reply,
  testQueryClient,
  testServices,
  type Answer,
} from '../../test/app-kit';
import { appRoute } from '../../routes/app.route';
import { loggerRoutes } from '../../routes/logger.routes';
import { rootRoute } from '../../routes/root.route';
import { searchRoutes } from '../../routes/search.routes';

const ZONE = 'America/Argentina/Buenos_Aires'; // UTC-3, no DST
const WINDOW = Date.UTC(2026, 2, 10, 13, 5); // 10:05 on the station's clock
const FROM = Date.UTC(2026, 2, 10, 12);
const TO = Date.UTC(2026, 2, 10, 14);
const TRANSCRIBED: FeaturesConfigInput = { transcription: { enabled: true } };

const aStation = (slug: string, overrides: Partial<Station> = {}, features = TRANSCRIBED) =>
  aUserStation({ id: `station-${slug}`, slug, name: slug.toUpperCase(), timezone: ZONE, ...overrides }, features);

const aRow = (offsetMs: number, text: string, highlight?: boolean): TranscriptionRow => {
  const words = text.split(' ').map((word, i) => ({
    word,
    confidence: 0.9,
    start: WINDOW + offsetMs + i * 400,
    end: WINDOW + offsetMs + i * 400 + 300,
  }));
  return {
    time: WINDOW + offsetMs,
    length: 10_000,
    tags: [],
    wp_words: words,
    original_words: words,
    elastic_data: { raw_content: text, diarization: [] },
    diarization: [],
    ...(highlight !== undefined && { highlight }),
  };
};

const aPage = (overrides: Partial<TranscriptionSearchPage> = {}): TranscriptionSearchPage => ({
  availability: { enabled: true, engine: 'openai-api' },
  total: 1,
  page: 0,
  pageSize: 50,
  results: [
    {
      time: WINDOW,
      length: 60_000,
      rows: [aRow(0, 'Buenos días a todos', false), aRow(20_000, 'La canción del verano suena', true)],
    },
  ],
  ...overrides,
});

function startSearch(path: string, stations: Station[], answers: Record<string, Answer> = {}) {
  const api = createFakeApi({
    'GET /auth/me/user': aMeUser('CLIENT_USER'),
    'GET /stations': stations,
    'GET /feature-flags': featureFlagsAnswer(),
    'GET /users/me/settings': { timezone: 'UTC' },
    'GET /stations/:id/transcription/simple-search': aPage(),
    ...answers,
  });
  const queryClient = testQueryClient();
  const routeTree = rootRoute.addChildren([appRoute.addChildren([...loggerRoutes, ...searchRoutes])]);
  const router = createRouter({
    routeTree,
    context: { api: api.client, auth: { getUser: async () => ({ expired: false }) }, queryClient } as never,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderRouter(router, { services: testServices(api), queryClient });
  return { api, router };
}

const searched = `/search/s/fm-1?q=cancion&from=${FROM}&to=${TO}`;
const searchCalls = (api: ReturnType<typeof createFakeApi>) =>
  api.callsTo('GET', '/stations/station-fm-1/transcription/simple-search');

describe('Search screen', () => {
  it('opens the first station from /search and the bare /search/s', async () => {
    const { router } = startSearch('/search/s', [aStation('fm-1'), aStation('fm-2')]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/s/fm-1'));
    expect(await screen.findByRole('heading', { name: 'Search · FM-1' })).toBeTruthy();
    await router.navigate({ to: '/search' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/s/fm-1'));
  });

  it('searches today by default and asks the API for minutes, page 0', async () => {
    const { api, router } = startSearch('/search/s/fm-1', [aStation('fm-1')]);
    fireEvent.change(await screen.findByLabelText('Search text'), { target: { value: 'canción + verano' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await screen.findByText('1 minute with results');
    const [call] = searchCalls(api);
    expect(call!.query.get('query')).toBe('canción + verano');
    expect(call!.query.get('groupByLength')).toBe('60');
    expect(call!.query.get('page')).toBe('0');
    // From today's midnight on the station's clock to now.
    const from = Number(call!.query.get('from'));
    expect(new Date(from - 3 * 3_600_000).toISOString().slice(11, 16)).toBe('00:00');
    expect(Number(call!.query.get('to'))).toBeGreaterThan(from);
    expect(Number(call!.query.get('to'))).toBeLessThanOrEqual(Date.now());
    expect(router.state.location.search).toMatchObject({ q: 'canción + verano', from });
  });

  it('refuses future dates and a search with no word, without asking the API', async () => {
    const { api } = startSearch('/search/s/fm-1', [aStation('fm-1')]);
    fireEvent.change(await screen.findByLabelText('To'), { target: { value: '01/01/2099' } });
    fireEvent.change(screen.getByLabelText('Search text'), { target: { value: ' + | ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Cannot be in the future')).toBeTruthy();
    expect(screen.getByText('Type at least one word to search')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search text'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(searchCalls(api)).toHaveLength(0);
  });

  it('shows each minute with its rows, the hits marked without accents, and Show on stream', async () => {
    startSearch(searched, [aStation('fm-1')]);
    const results = await screen.findByRole('region', { name: 'Results' });
    const [window] = within(results).getAllByRole('article');
    expect(window!.getAttribute('aria-label')).toMatch(/10:05:00/);
    // The query 'cancion' marks 'canción' in the row holding the hit, and only there.
    const marks = window!.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['canción']);
    expect(
      within(window!)
        .getByText(/Buenos/)
        .closest('[data-highlight]'),
    ).toBeNull();

    const link = within(window!).getByRole('link', { name: 'Show on stream' });
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/logger/s/fm-1');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      tab: 'transcriptions',
      cursor: String(WINDOW),
      length: '60',
      transcriptionTime: String(WINDOW + 20_000),
    });
  });

  it("shows a video station's frame of each minute", async () => {
    const sheet = {
      segmentId: 'seg-1',
      thumbnailUrl: 'https://media.test/sheet.jpg',
      startTs: WINDOW,
      endTs: WINDOW + 60_000,
      metadata: { interval: 1000, rows: 1, columns: 60, width: 256, height: 144 },
    };
    const { api } = startSearch(searched, [aStation('fm-1', { format: 'mpegts' })], {
      'GET /segments/stations/:id/thumbnails': [sheet],
    });
    const frame = await screen.findByRole('img', { name: /^Frame at/ });
    expect(frame.style.backgroundImage).toContain('https://media.test/sheet.jpg');
    const [call] = api.callsTo('GET', '/segments/stations/station-fm-1/thumbnails');
    expect([call!.query.get('from'), call!.query.get('to')]).toEqual([String(WINDOW), String(WINDOW + 60_000)]);
  });

  it('says No results when nothing matches', async () => {
    startSearch(searched, [aStation('fm-1')], {
      'GET /stations/:id/transcription/simple-search': aPage({ total: 0, results: [] }),
    });
    expect(await screen.findByText('No results')).toBeTruthy();
  });

  it('explains a text the server refuses beside the field', async () => {
    startSearch(searched, [aStation('fm-1')], {
      'GET /stations/:id/transcription/simple-search': reply(400, {
        ...errorBody(400, 'ERR_VALIDATION', 'Invalid querystring: At most 16 terms'),
        details: [{ path: 'querystring.query', message: 'At most 16 terms' }],
      }),
    });
    expect(await screen.findByText('The search text is not valid')).toBeTruthy();
    expect(screen.getByText(/The server could not read this text/)).toBeTruthy();
  });

  it('pages by 50 minutes, asking the API for the next page from 0', async () => {
    const { api, router } = startSearch(searched, [aStation('fm-1')], {
      'GET /stations/:id/transcription/simple-search': (call) =>
        aPage({ total: 120, page: Number(call.query.get('page')) }),
    });
    expect(await screen.findByText('120 minutes with results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(searchCalls(api).map((call) => call.query.get('page'))).toEqual(['0', '1']));
    expect(router.state.location.search).toMatchObject({ page: 2 });
    expect(screen.getByRole('button', { name: '3' })).toBeTruthy();
  });

  it('says the feature is not available for a station without transcription, and asks nothing', async () => {
    const { api } = startSearch(searched, [aStation('fm-1', {}, {})]);
    expect(await screen.findByText('This feature is not available for FM-1')).toBeTruthy();
    expect(screen.getByText('Contact your administrator')).toBeTruthy();
    expect(screen.queryByLabelText('Search text')).toBeNull();
    expect(searchCalls(api)).toHaveLength(0);
  });

  it('says plainly when the server has no speech engine', async () => {
    startSearch(searched, [aStation('fm-1')], {
      'GET /stations/:id/transcription/simple-search': aPage({
        availability: { enabled: true, engine: 'none' },
        total: 0,
        results: [],
      }),
    });
    expect(await screen.findByText('No speech engine')).toBeTruthy();
    expect(screen.getByText('No results')).toBeTruthy();
  });

  it('explains the grammar in its help dialog', async () => {
    startSearch('/search/s/fm-1', [aStation('fm-1')]);
    fireEvent.click(await screen.findByRole('button', { name: 'How to search' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to search' });
    expect(within(dialog).getByText(/\+ means AND/)).toBeTruthy();
    expect(within(dialog).getByText(/\| means OR/)).toBeTruthy();
    expect(within(dialog).getByText(/Quotes find a phrase/)).toBeTruthy();
    expect(within(dialog).getByText(/Accents are ignored/)).toBeTruthy();
  });
});
