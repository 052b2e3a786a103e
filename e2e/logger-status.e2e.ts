/**
 * Issue 4 end to end: the demo stations record from the start, so the logger status lists them
 * on air; the search and the status filter live in the URL; a favourite stays first after a
 * reload (the browser's FavoritesDB).
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');

const cardNames = (page: Page) =>
  page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));

async function onAirCount(page: Page): Promise<number> {
  await page.reload();
  await page.getByText(/stations? found$/).waitFor();
  return page.getByRole('article').filter({ hasText: 'On air' }).count();
}

describe('logger status', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => browser.close());

  it('lists the demo stations on air, with their recent activity', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'user@demo.antena.local', { path: '/logger/status' });
    await page.waitForURL(`${baseUrl}/logger/status`);
    await page.getByRole('heading', { name: 'Logger status' }).waitFor();
    await expect.poll(() => onAirCount(page), { timeout: 60_000, interval: 2000 }).toBe(2);
    expect(await cardNames(page)).toEqual(['Demo Radio', 'Demo TV']);
    expect(await page.getByText('2 stations found').isVisible()).toBe(true);
    expect(await page.getByText('No recent activity registered').count()).toBe(0);
    await screenshot(page, 'logger-status-on-air');
  });

  it('filters by text and status through the URL', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'user@demo.antena.local', { path: '/logger/status?text=tv' });
    await page.waitForURL(/\/logger\/status\?text=tv/);
    await page.getByText('1 station found').waitFor();
    expect(await cardNames(page)).toEqual(['Demo TV']);

    await page.getByRole('textbox', { name: 'Search stations' }).fill('radio');
    await page.waitForURL(/text=radio/);
    await expect.poll(() => cardNames(page)).toEqual(['Demo Radio']);

    await page.goto(`${baseUrl}/logger/status?status=offline`);
    await page.getByText('No stations found').waitFor();
    await page.goto(`${baseUrl}/logger/status?status=on-air`);
    await page.getByText('2 stations found').waitFor();
  });

  it('keeps a favourite first after a reload', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'user@demo.antena.local', { path: '/logger/status' });
    await page.getByText('2 stations found').waitFor();
    expect(await cardNames(page)).toEqual(['Demo Radio', 'Demo TV']);
    const star = page.getByRole('button', { name: 'Favourite Demo TV' });
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cardNames(page)).toEqual(['Demo TV', 'Demo Radio']);

    await page.reload();
    await page.getByText('2 stations found').waitFor();
    await expect.poll(() => cardNames(page)).toEqual(['Demo TV', 'Demo Radio']);
    await screenshot(page, 'logger-status-favourite');
  });
});
