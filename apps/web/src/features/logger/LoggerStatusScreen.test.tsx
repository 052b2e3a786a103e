import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aMeUser, reply } from '../../test/app-kit';
import { FAVORITES_DB } from './favorites-db';
import { aStationStatus, startLogger } from './logger-test-kit';

const tvUno = aStationStatus({ slug: 'tv-uno', name: 'TV Uno', isOnline: false, segments: [] });
const tvDos = aStationStatus({ slug: 'tv-dos', name: 'TV Dos' });
const radio = aStationStatus({ slug: 'radio-tres', name: 'Radio Tres', isOnline: false, segments: [] });
const all = [tvDos, radio, tvUno];

const cardNames = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));

function deleteFavorites() {
  return new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(FAVORITES_DB);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

beforeEach(deleteFavorites);
afterEach(() => vi.restoreAllMocks());

describe('logger status', () => {
  it('lists every station sorted by name with the count line', async () => {
    startLogger('/logger/status', { user: aMeUser('CLIENT_USER'), statuses: all });
    expect(await screen.findByRole('heading', { name: 'Logger status' })).toBeTruthy();
    expect(await screen.findByText('3 stations found')).toBeTruthy();
    expect(cardNames()).toEqual(['Radio Tres', 'TV Dos', 'TV Uno']);
  });

  it('applies the text and status of the URL', async () => {
    startLogger('/logger/status?text=tv&status=offline', { user: aMeUser('CLIENT_USER'), statuses: all });
    expect(await screen.findByText('1 station found')).toBeTruthy();
    expect(cardNames()).toEqual(['TV Uno']);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search stations' }).value).toBe('tv');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Offline' }).checked).toBe(true);
  });

  it('falls back to the defaults for an unknown status', async () => {
    startLogger('/logger/status?status=sleeping', { user: aMeUser('CLIENT_USER'), statuses: all });
    expect(await screen.findByText('3 stations found')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'All' }).checked).toBe(true);
  });

  it('writes what the user types and picks to the URL', async () => {
    const { router } = startLogger('/logger/status', { user: aMeUser('CLIENT_USER'), statuses: all });
    await screen.findByText('3 stations found');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search stations' }), { target: { value: 'TV' } });
    await waitFor(() => expect(router.state.location.href).toBe('/logger/status?text=TV'));
    expect(await screen.findByText('2 stations found')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'On air' }));
    await waitFor(() => expect(router.state.location.href).toBe('/logger/status?text=TV&status=on-air'));
    expect(await screen.findByText('1 station found')).toBeTruthy();
    expect(cardNames()).toEqual(['TV Dos']);
  });

  it("says 'No stations found' and clears the filters", async () => {
    const { router } = startLogger('/logger/status?text=nothing', { user: aMeUser('CLIENT_USER'), statuses: all });
    expect(await screen.findByText('No stations found')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('3 stations found')).toBeTruthy();
    expect(router.state.location.href).toBe('/logger/status');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search stations' }).value).toBe('');
  });

  it('puts favourites first and keeps them after a remount', async () => {
    const first = startLogger('/logger/status', { user: aMeUser('CLIENT_USER'), statuses: all });
    await screen.findByText('3 stations found');
    const star = screen.getByRole('button', { name: 'Favourite TV Uno' });
    expect(star.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(cardNames()).toEqual(['TV Uno', 'Radio Tres', 'TV Dos']);
    first.unmount();

    startLogger('/logger/status', { user: aMeUser('CLIENT_USER'), statuses: all });
    await screen.findByText('3 stations found');
    expect(cardNames()).toEqual(['TV Uno', 'Radio Tres', 'TV Dos']);
    const again = screen.getByRole('button', { name: 'Favourite TV Uno' });
    expect(again.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(again);
    expect(cardNames()).toEqual(['Radio Tres', 'TV Dos', 'TV Uno']);
  });

  it('counts a double click on the star once (300 ms throttle)', async () => {
    startLogger('/logger/status', { user: aMeUser('CLIENT_USER'), statuses: all });
    await screen.findByText('3 stations found');
    const star = screen.getByRole('button', { name: 'Favourite Radio Tres' });
    fireEvent.click(star);
    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });

  it('logs a favourite that could not be saved to the console and unstars it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    startLogger('/logger/status', { user: aMeUser('CLIENT_USER'), statuses: all });
    await screen.findByText('3 stations found');
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    const star = screen.getByRole('button', { name: 'Favourite TV Uno' });
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(logged).toHaveBeenCalledWith('Could not save the favourite station', expect.any(DOMException));
    expect(cardNames()).toEqual(['Radio Tres', 'TV Dos', 'TV Uno']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("asks for the client user's stations by client slug", async () => {
    const { api } = startLogger('/logger/status', { user: aMeUser('CLIENT_USER'), statuses: all });
    await screen.findByText('3 stations found');
    const [call] = api.callsTo('GET', '/stations/status-all');
    expect(call?.query.get('_client')).toBe('mitre');
  });

  it('asks a superadmin without a client for every station', async () => {
    const { api } = startLogger('/logger/status', { user: aMeUser('SUPERADMIN'), statuses: all });
    await screen.findByText('3 stations found');
    const [call] = api.callsTo('GET', '/stations/status-all');
    expect(call).toBeDefined();
    expect(call?.query.has('_client')).toBe(false);
  });

  it("limits a superadmin acting as a client user to that user's client", async () => {
    const { api } = startLogger('/logger/status', { user: aMeUser('CLIENT_USER', true), statuses: all });
    await screen.findByText('3 stations found');
    expect(api.callsTo('GET', '/stations/status-all')[0]?.query.get('_client')).toBe('mitre');
  });

  it("shows 'Loading logger status' until the status arrives", async () => {
    const { api } = startLogger('/logger/status', { user: aMeUser('CLIENT_USER'), statuses: all });
    const answer = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation((input, init) =>
      String(input).includes('/stations/status-all') ? new Promise<Response>(() => {}) : answer(input, init),
    );
    expect(await screen.findByText('Loading logger status')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('says when the status could not load and retries', async () => {
    const { api } = startLogger('/logger/status', { user: aMeUser('CLIENT_USER'), statuses: reply(500) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the logger status')).toBeTruthy();

    const failedCalls = api.callsTo('GET', '/stations/status-all').length;
    api.on('GET', '/stations/status-all', all);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 stations found')).toBeTruthy();
    expect(api.callsTo('GET', '/stations/status-all')).toHaveLength(failedCalls + 1);
  });
});
