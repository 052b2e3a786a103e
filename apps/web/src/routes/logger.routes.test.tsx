import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { aMeUser, aUserStation } from '../test/app-kit';
import { startLogger } from '../features/logger/logger-test-kit';

const user = aMeUser('CLIENT_USER');

describe('logger routes', () => {
  it('opens the status screen on /logger', async () => {
    const { router } = startLogger('/logger', { user });
    expect(await screen.findByRole('heading', { name: 'Logger status' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logger/status');
  });

  it("sends the old /logger/station/{slug} to the station's stream", async () => {
    const { router, api } = startLogger('/logger/station/mitre-am', { user });
    api.on('GET', '/stations/:id', aUserStation());
    await waitFor(() => expect(router.state.location.pathname).toBe('/logger/s/mitre-am'));
    expect(await screen.findByRole('heading', { name: 'Mitre AM 790' })).toBeTruthy();
    expect(api.callsTo('GET', '/stations/mitre-am')).toHaveLength(1);
  });

  it('keeps well-formed stream parameters in the URL and drops malformed ones', async () => {
    const { router } = startLogger('/logger/s/mitre-am?cursor=1763733600000&tab=transcriptions&play=maybe', {
      user,
    });
    await screen.findByText('Station not found');
    // The malformed play falls back to its default, which stays out of the URL.
    expect(router.state.location.search).toEqual({ cursor: 1763733600000, tab: 'transcriptions' });
  });

  it('sends any other logger path to the status screen', async () => {
    for (const path of ['/logger/nothing-here', '/logger/s', '/logger/station/mitre-am/extra']) {
      const { router, unmount } = startLogger(path, { user });
      await waitFor(() => expect(router.state.location.pathname, path).toBe('/logger/status'));
      unmount();
    }
  });
});
