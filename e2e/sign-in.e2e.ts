import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');

describe('signing in and out', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => browser.close());

  it('signs in through the bundled provider and lands on the logger with name and client in the sidebar', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'admin@demo.antena.local');
    await page.waitForURL(`${baseUrl}/logger/status`);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect.poll(() => sidebar.getByText('Demo Admin').isVisible()).toBe(true);
    expect(
      await sidebar.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).isVisible(),
    ).toBe(true);
    expect(await sidebar.getByText('Demo', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Logger' }).isVisible()).toBe(true);
    await screenshot(page, 'logger-signed-in');
  });

  it('signs in when opened at another address than the configured one (127.0.0.1 for localhost)', async () => {
    const { page } = browser;
    const other = baseUrl.replace('://localhost:', '://127.0.0.1:');
    expect(other).not.toBe(baseUrl);
    await page.goto(`${other}/fragments`);
    // Moved to the configured address first, so the provider knows the callback.
    await page.waitForURL((url) => url.origin === new URL(baseUrl).origin && url.pathname === '/login');
    await signIn(page, baseUrl, 'user@demo.antena.local', { path: '/fragments' });
    await page.waitForURL(`${baseUrl}/fragments`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Fragments' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
  });

  it('keeps the page asked for before signing in', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'user@demo.antena.local', { path: '/fragments' });
    await page.waitForURL(`${baseUrl}/fragments`);
    // The layout loads the user's stations and flags before the screen renders.
    await expect
      .poll(() => page.getByRole('heading', { name: 'Fragments' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
  });

  it('speaks Spanish with ?locale=es, on the app and on the provider', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/login?locale=es`);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(/\/interaction\//);
    expect(await page.getByLabel('Correo electrónico').isVisible()).toBe(true);
    await page.getByLabel('Correo electrónico').fill('admin@antena.local');
    await page.getByLabel('Contraseña').fill('e2e-demo-password');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(`${baseUrl}/logger/status`);
    const sidebar = page.getByRole('navigation', { name: 'Barra lateral' });
    await expect.poll(() => sidebar.getByText('Platform Admin').isVisible()).toBe(true);
    expect(await sidebar.getByRole('link', { name: 'Cerrar sesión' }).isVisible()).toBe(true);
    expect(
      await sidebar
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Fragmentos' })
        .isVisible(),
    ).toBe(true);
    await screenshot(page, 'logger-es-superadmin');
  });

  it('logs out to the login page, and a protected page then asks for sign-in again', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'admin@demo.antena.local');
    await page.waitForURL(`${baseUrl}/logger/status`);
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    await screenshot(page, 'login-after-logout');
    await page.goto(`${baseUrl}/audit`);
    await page.waitForURL(/\/login\?redirect_to=%2Faudit/);
  });

  it("shows the provider's error for a wrong password", async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'user@demo.antena.local', { password: 'not-the-password' });
    await expect.poll(() => page.getByText('Invalid email or password').isVisible()).toBe(true);
    expect(page.url()).toContain('/interaction/');
    await screenshot(page, 'provider-wrong-password');
  });

  it("treats an expired token as an expired session: 'Session has expired' and /login", async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'user@demo.antena.local');
    await page.waitForURL(`${baseUrl}/logger/status`);
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      if (!key) throw new Error('no stored session');
      const user = JSON.parse(localStorage.getItem(key)!);
      user.expires_at = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem(key, JSON.stringify(user));
    });
    await page.goto(`${baseUrl}/fragments`);
    await expect.poll(() => page.getByText('Session has expired').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.waitForURL(/\/login/);
  });
});
