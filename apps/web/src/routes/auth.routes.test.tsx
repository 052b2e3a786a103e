/** /login as the router mounts it: the login error of spec 01 comes from the URL, read by its code. */
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import i18n from '../lib/i18n';
import en from '../locales/en/auth.json';
import es from '../locales/es/auth.json';
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
  afterEach(() => i18n.changeLanguage('en'));

  it("shows the warning, the text of an unknown code (not the provider's message) and a numeric error code", async () => {
    renderAt('/login?login_error_msg=You%20may%20not%20sign%20in&login_error_code=403');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There was a problem during the login');
    expect(alert.textContent).toContain(en.login.errors.unknown);
    expect(alert.textContent).not.toContain('You may not sign in');
    expect(alert.textContent).toContain('Error code: 403');
  });

  it('shows the text of a known code and the code as written', async () => {
    renderAt('/login?login_error_msg=42&login_error_code=access_denied');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.login.errors.access_denied);
    expect(alert.textContent).toContain('Error code: access_denied');
  });

  it("shows a Spanish user the code's text in Spanish, never the provider's English description", async () => {
    await i18n.changeLanguage('es');
    renderAt('/login?login_error_msg=End-User%20aborted%20interaction&login_error_code=access_denied');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Hubo un problema durante el ingreso');
    expect(alert.textContent).toContain(es.login.errors.access_denied);
    expect(alert.textContent).toContain('Código de error: access_denied');
    expect(alert.textContent).not.toContain('End-User aborted interaction');
  });
});
