import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { AdminDashboardScreen } from './AdminDashboardScreen';
import { createFakeApi, reply, renderScreen, aUserStation } from '../../../test/app-kit';

const station = (id: string) => aUserStation({ id, slug: id, name: id });
const state = (connected: boolean) => ({
  stationId: crypto.randomUUID(),
  platform: 'DAILYMOTION',
  connected,
  connectedBy: null,
  connectedAt: null,
  profile: null,
  needsReconnect: false,
  error: null,
});
const group = (id: string) => ({ id, name: id, usersCount: 0 });

function fakeApi() {
  const api = createFakeApi();
  api.on('GET', '/stations', [station('fm-1'), station('fm-2'), station('am-3')]);
  api.on('GET', '/users-ca', { results: [], metadata: { totalCount: 57 }, pagesCount: 57 });
  api.on('GET', '/users/groups', [group('Sales'), group('News')]);
  for (const platform of ['youtube', 'twitter', 'instagram', 'facebook']) {
    api.on('GET', `/connections/${platform}`, { results: [state(false), state(false)] });
  }
  api.on('GET', '/connections/dailymotion', { results: [state(true), state(false)] });
  return api;
}

const card = (title: string) => screen.getByRole('region', { name: title });

describe('AdminDashboardScreen', () => {
  it('shows the counts of stations, users and groups with their links', async () => {
    const api = fakeApi();
    renderScreen(<AdminDashboardScreen />, { api, path: '/admin' });

    expect(await screen.findByText('3 stations')).toBeTruthy();
    expect(await screen.findByText('57 users')).toBeTruthy();
    expect(await screen.findByText('2 groups')).toBeTruthy();
    // The users count asks for one row only: the total is in the metadata.
    expect(api.callsTo('GET', '/users-ca')[0]!.query.get('pageSize')).toBe('1');

    const href = (region: string, name: string) =>
      within(card(region)).getByRole('link', { name }).getAttribute('href');
    expect(href('Stations', 'Manage stations')).toBe('/admin/stations');
    expect(href('Users and groups', 'Manage users')).toBe('/admin/users');
    expect(href('Users and groups', 'Manage groups')).toBe('/admin/groups');
    expect(href('Alerts', 'Manage alerts')).toBe('/admin/alerts');
    expect(href('Fragments', 'Fragment settings')).toBe('/admin/fragments');
    expect(href('Content AI', 'Content AI settings')).toBe('/admin/content-ai');
  });

  it('has one card per social platform, each to its lowercase export page', async () => {
    renderScreen(<AdminDashboardScreen />, { api: fakeApi(), path: '/admin' });
    await screen.findByText('3 stations');
    for (const [name, path] of [
      ['YouTube', 'youtube'],
      ['Twitter', 'twitter'],
      ['Instagram', 'instagram'],
      ['Dailymotion', 'dailymotion'],
      ['Facebook', 'facebook'],
    ] as const) {
      const platform = card(name);
      expect(
        await within(platform).findByText(
          name === 'Dailymotion' ? '1 of 2 stations connected' : 'No station connected',
        ),
      ).toBeTruthy();
      expect(
        within(platform)
          .getByRole('link', { name: `Set up ${name}` })
          .getAttribute('href'),
      ).toBe(`/admin/social-export/${path}`);
    }
  });

  it('keeps the other counts when one fails, and retries it', async () => {
    const api = fakeApi();
    api.on('GET', '/users/groups', reply(500));
    renderScreen(<AdminDashboardScreen />, { api, path: '/admin' });

    expect(await screen.findByText('Could not load groups')).toBeTruthy();
    expect(await screen.findByText('57 users')).toBeTruthy();
    api.on('GET', '/users/groups', [group('Sales')]);
    fireEvent.click(within(card('Users and groups')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 group')).toBeTruthy();
  });
});
