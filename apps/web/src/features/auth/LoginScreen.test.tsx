import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import i18n from '../../lib/i18n';
import es from '../../locales/es/auth.json';
import { createFakeApi, renderRouter, testQueryClient, testServices } from '../../test/app-kit';
import type { AuthService } from './auth.service';
import { LoginScreen } from './LoginScreen';

describe('login screen', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it("says in Spanish that the sign-in service could not be reached, never the library's English message", async () => {
    await i18n.changeLanguage('es');
    const login = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const services = testServices(createFakeApi(), { auth: { login } as unknown as AuthService });
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <LoginScreen /> }),
      history: createMemoryHistory({ initialEntries: ['/login'] }),
    });
    renderRouter(router, { services, queryClient: testQueryClient() });

    fireEvent.click(await screen.findByRole('button', { name: 'Ingresar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(es.login.providerUnreachable);
    expect(alert.textContent).toContain(es.login.providerUnreachableHelp);
    expect(alert.textContent).not.toContain('Failed to fetch');
    expect(login).toHaveBeenCalledWith(undefined, 'es');
  });

  it('says in words, in Spanish, that a plain HTTP connection is not encrypted', async () => {
    await i18n.changeLanguage('es');
    // jsdom has no secure-context notion; a browser at http://<network address> answers false.
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    try {
      const services = testServices(createFakeApi(), { auth: {} as AuthService });
      const router = createRouter({
        routeTree: createRootRoute({ component: () => <LoginScreen /> }),
        history: createMemoryHistory({ initialEntries: ['/login'] }),
      });
      renderRouter(router, { services, queryClient: testQueryClient() });

      const note = await screen.findByRole('note', { name: es.login.insecure });
      expect(note.textContent).toContain(es.login.insecureHelp);
    } finally {
      Reflect.deleteProperty(window, 'isSecureContext');
    }
  });
});
