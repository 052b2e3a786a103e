import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { aMeUser } from '../test/app-kit';
import { startLogger } from '../features/logger/logger-test-kit';

const user = aMeUser('CLIENT_USER');

describe('logger routes', () => {
  it('opens the status screen on /logger', async () => {
    const { router } = startLogger('/logger', { user });
    expect(await screen.findByRole('heading', { name: 'Logger status' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logger/status');
  });

  it("sends the old /logger/station/{slug} to the station's stream", async () => {
    const { router } = startLogger('/logger/station/mitre-am', { user });
    await waitFor(() => expect(router.state.location.pathname).toBe('/logger/s/mitre-am'));
    expect(await screen.findByRole('heading', { name: 'Logger' })).toBeTruthy();
    expect(screen.getByText('mitre-am', { selector: 'code' })).toBeTruthy();
  });

  it('sends any other logger path to the status screen', async () => {
    for (const path of ['/logger/nothing-here', '/logger/s', '/logger/station/mitre-am/extra']) {
      const { router, unmount } = startLogger(path, { user });
      await waitFor(() => expect(router.state.location.pathname, path).toBe('/logger/status'));
      unmount();
    }
  });
});
