/**
 * Issue 17 end to end, the fragment screens: a fragment of Demo Radio made through the API is
 * listed, opens its info page, plays once its media is READY, is edited in the +INFO drawer,
 * shows its export sub-route and is deleted after confirmation. The recording exists only since
 * the server started, so the test waits for enough of it.
 */
import { routes, type Fragment, type Station } from '@antena/contract';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { accessToken, apiAs } from './support/api';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { mediaTime } from './support/media';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');

interface StationStatus {
  lastSegmentEndTs: number | null;
  segments: { startTs: number; endTs: number }[];
}

describe('fragments', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => browser.close());

  it('lists a fragment, plays it when READY, edits, shows its export and deletes it', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'user@demo.antena.local', { path: '/fragments' });
    // /fragments opens the first station's list.
    await page.waitForURL(/\/fragments\/s\/[^/]+$/);
    const call = apiAs(baseUrl, await accessToken(page));
    const radio = (await call<Station[]>(routes.listStations)).find((station) => station.slug === 'demo-radio');
    if (!radio) throw new Error('Demo Radio is not seeded');

    let first = 0;
    await expect
      .poll(
        async () => {
          const status = await call<StationStatus>(routes.stationStatus, { params: { id: radio.id } });
          first = status.segments[0]?.startTs ?? 0;
          return first && status.lastSegmentEndTs ? status.lastSegmentEndTs - first : 0;
        },
        { timeout: 240_000, interval: 3000 },
      )
      .toBeGreaterThanOrEqual(45_000);
    const title = `E2E fragment ${Date.now().toString(36)}`;
    const fragment = await call<Fragment>(routes.createFragment, {
      params: { id: radio.id },
      body: { type: 'DEFAULT_FRAGMENT', title, tags: ['e2e'], from: first + 5_000, to: first + 35_000 },
    });

    await page.goto(`${baseUrl}/fragments/s/demo-radio`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByText('0:30').isVisible()).toBe(true);
    await screenshot(page, 'fragments-list');

    await row.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL(`${baseUrl}/fragments/s/demo-radio/fragment/${fragment.id}`);
    await page.getByRole('heading', { name: title }).waitFor();
    const audio = page.getByLabel('Fragment audio');
    await audio.waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Play Chunk 1' }).click();
    await expect.poll(() => mediaTime(page), { timeout: 20_000 }).toBeGreaterThan(1);
    expect(await page.getByRole('link', { name: 'Download audio' }).isVisible()).toBe(true);
    await screenshot(page, 'fragment-info');

    await page.getByRole('button', { name: '+INFO' }).click();
    const drawer = page.getByRole('dialog', { name: 'Fragment information' });
    await drawer.getByLabel('Title').fill(`${title} (edited)`);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Fragment edited').waitFor();
    await page.getByRole('heading', { name: `${title} (edited)` }).waitFor();
    await screenshot(page, 'fragment-info-drawer');
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: 'Fragment sections' }).getByRole('link', { name: 'Export' }).click();
    await page.waitForURL(/\/export$/);
    await page.getByRole('region', { name: 'External export' }).getByText('Not exported').waitFor();
    await page.getByRole('region', { name: 'Delivery' }).getByRole('button', { name: 'Enable delivery' }).waitFor();
    await screenshot(page, 'fragment-export');

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete fragment' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Fragment deleted').waitFor();
    await page.waitForURL(`${baseUrl}/fragments/s/demo-radio`);
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count()).toBe(0);
  }, 300_000);
});
