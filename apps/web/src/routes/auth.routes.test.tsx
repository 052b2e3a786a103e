/** /login as the router mounts it: the login error of spec 01 comes from the URL as written. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { createFakeApi, renderRouter, testQueryClient, testServices } from '../test/app-kit';
import { loginRoute } from './auth.routes';
import { rootRoute } from './root.route';

function renderAt(path: string) {
  const services = testServices(createFakeApi());
  const queryClient = testQueryClient();
  const router = createRouter({
    routeTree: rootRoute.addChildren([loginRoute]),
    context: { ...services, queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderRouter(router, { services, queryClient });
}

describe('/login with a login error', () => {
  it('shows the warning, the message and a numeric error code', async () => {
    renderAt('/login?login_error_msg=You%20may%20not%20sign%20in&login_error_code=403');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There was a problem during the login');
    expect(alert.textContent).toContain('You may not sign in');
    expect(alert.textContent).toContain('Error code: 403');
  });

  it('shows a text code and a numeric message as written', async () => {
    renderAt('/login?login_error_msg=42&login_error_code=access_denied');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('42');
    expect(alert.textContent).toContain('Error code: access_denied');
  });
});
