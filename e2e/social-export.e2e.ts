/**
 * Issue 34 end to end in the browser: a client admin connects Demo TV to Dailymotion with an API
 * key (the e2e server's Dailymotion is the stand-in started by global-setup.ts), publishes a Demo
 * TV fragment from its Export page and follows it to the platform's link; then renders a square
 * audiogram of a Demo Radio fragment on its Audiogram page and plays it.
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { accessToken, apiAs } from './support/api';
import { readyFragment } from './support/fragments';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');

describe('social export and audiogram', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => browser.close());

  it('connects Dailymotion by key and publishes a Demo TV fragment from its Export page', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'admin@demo.antena.local', { path: '/admin/social-export/dailymotion' });
    await page.getByRole('link', { name: 'Connect Demo TV' }).click();
    await page.waitForURL(/\/admin\/social-export\/dailymotion\/connect\//);
    await page.getByLabel('API key').fill('key-antena');
    await page.locator('input[type=password]').fill('wrong-secret');
    await page.getByLabel('Channel ID').fill('x2abcde');
    await page.getByRole('button', { name: 'Connect' }).click();
    // Dailymotion's own words about the refused key, on the form.
    await page
      .getByRole('alert')
      .filter({ hasText: /secret|credentials|invalid/i })
      .first()
      .waitFor();
    await page.locator('input[type=password]').fill('secret-antena');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/social-export/dailymotion');
    const row = page.getByRole('row').filter({ hasText: 'Demo TV' });
    await row.getByText('Radio Antena').waitFor();
    await screenshot(page, 'social-export-dailymotion-connected');

    const fragment = await readyFragment(apiAs(baseUrl, await accessToken(page)), 'demo-tv', 8);
    await page.goto(`${baseUrl}/fragments/s/demo-tv/fragment/${fragment.id}/export`);
    const card = page.getByRole('article', { name: 'Dailymotion' });
    await card.getByLabel('Title').waitFor();
    expect(await card.getByLabel('Title').inputValue()).toBe(fragment.title);
    await card.getByRole('button', { name: 'Publish' }).click();
    const link = card.getByRole('link', { name: 'Open the video' });
    await link.waitFor({ timeout: 90_000 });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.dailymotion\.com\/video\//);
    await screenshot(page, 'social-export-published');

    await page.goto(`${baseUrl}/admin/social-export/uploaded/dailymotion`);
    await page.getByRole('row').filter({ hasText: fragment.title }).getByText('Published').waitFor();
  }, 400_000);

  it('renders a square audiogram of a Demo Radio fragment and plays it', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'user@demo.antena.local', { path: '/fragments' });
    await page.waitForURL(/\/fragments\/s\/[^/]+$/);
    const fragment = await readyFragment(apiAs(baseUrl, await accessToken(page)), 'demo-radio', 6);
    await page.goto(`${baseUrl}/fragments/s/demo-radio/fragment/${fragment.id}/audiogram`);
    await page.getByLabel('Title text').fill('Entrevista');
    const square = page.getByRole('checkbox', { name: 'Square (1:1)' });
    if (!(await square.isChecked())) await square.check();
    await page.getByRole('button', { name: 'Generate' }).click();
    const video = page.getByLabel('Audiogram Square (1:1)');
    await video.waitFor({ timeout: 180_000 });
    // Browser code as text: this project has no DOM types.
    const element = `document.querySelector('video[aria-label="Audiogram Square (1:1)"]')`;
    await expect
      .poll(() => page.evaluate<number[]>(`[${element}.videoWidth, ${element}.videoHeight]`), { timeout: 30_000 })
      .toEqual([1080, 1080]);
    await page.evaluate(`${element}.muted = true, ${element}.play()`);
    await expect.poll(() => page.evaluate<number>(`${element}.currentTime`), { timeout: 20_000 }).toBeGreaterThan(0.3);
    await screenshot(page, 'fragment-audiogram');
  }, 400_000);
});
