/**
 * Issue 31: a team reaches Antena at its machine's network address over plain HTTP, where the
 * browser is not in a secure context (no crypto.subtle). Antena here runs as `npm start` leaves
 * it: listening on every address, without PUBLIC_URL, so it answers at whatever address the
 * browser used; the browser sits in another network namespace when it can (support/network-vantage).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/free-port.mjs';
import { DEMO_PASSWORD } from './global-setup';
import { startAntenaServer, type AntenaServer } from './support/antena-server';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { openNetworkVantage, type NetworkVantage } from './support/network-vantage';

describe('signing in at a network address over plain HTTP', () => {
  let vantage: NetworkVantage | { skip: string };
  let antena: AntenaServer | undefined;
  let dataDir: string | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    vantage = await openNetworkVantage();
    if ('skip' in vantage) return;
    dataDir = await mkdtemp(path.join(tmpdir(), 'antena-e2e-network-'));
    antena = await startAntenaServer({
      port: await freePort(),
      dataDir,
      // An empty PUBLIC_URL is no PUBLIC_URL; only the API, as the test needs no recording.
      env: { HOST: '0.0.0.0', PUBLIC_URL: '', ROLES: 'api', ANTENA_ENV: 'test', DEMO_PASSWORD },
      readyWithinMs: 170_000,
    });
  });

  afterAll(async () => {
    await browser?.close();
    await antena?.stop();
    if (vantage && !('skip' in vantage)) await vantage.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('signs in through the bundled provider and stays on that address', async (ctx) => {
    if ('skip' in vantage) return ctx.skip(vantage.skip);
    console.info(vantage.description);
    const networkUrl = `http://${vantage.serverAddress}:${new URL(antena!.baseUrl).port}`;
    browser = await openBrowser({ executablePath: vantage.executablePath });
    const { page } = browser;
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await page.goto(`${networkUrl}/fragments`);
    await page.waitForURL(`${networkUrl}/login?redirect_to=%2Ffragments`);
    // What the issue is about: no secure context, so no crypto.subtle.
    expect(await page.evaluate<boolean[]>(`[window.isSecureContext, 'subtle' in crypto]`)).toEqual([false, false]);
    // The screen says the connection is not encrypted, and how to fix it.
    await expect
      .poll(() => page.getByRole('note', { name: 'This connection is not encrypted' }).isVisible())
      .toBe(true);
    await screenshot(page, 'login-plain-http-network-address');

    await page.getByRole('button', { name: 'Login' }).click();
    const reached = await Promise.race([
      page.waitForURL(/\/interaction\//, { timeout: 20_000 }).then(() => 'provider'),
      page
        .getByText('The sign-in service could not be reached')
        .waitFor({ timeout: 20_000 })
        .then(() => `the sign-in failed: ${consoleErrors.join(' | ')}`),
    ]);
    expect(reached).toBe('provider');
    expect(new URL(page.url()).origin).toBe(networkUrl);

    await page.getByLabel('Email').fill('user@demo.antena.local');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${networkUrl}/fragments`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Fragments' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
  });
});
