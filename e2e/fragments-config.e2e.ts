/**
 * Issue 17.5 end to end: the demo client admin configures a description footer for Demo Radio
 * and a watermark for Demo TV (the demo's video station) on /admin/fragments; both are still
 * there after a reload. What the test changed is put back afterwards through the API, so the
 * fragments other tests render keep the demo's configuration.
 */
import { routes, type FragmentsConfig, type Station } from '@antena/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessToken, apiAs, type CallApi } from './support/api';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
const suffix = Date.now().toString(36);
/** A 1x1 PNG: the smallest picture the asset upload stores. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function chooseStation(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Station' }).click();
  await page.getByRole('option', { name }).click();
}

async function saved(page: Page, station: string) {
  await page.getByText(`Fragments configuration for ${station} updated`).waitFor();
}

describe('fragments configuration', () => {
  let browser: Browser;
  let call: CallApi;
  let radio: Station;
  let tv: Station;
  const before = new Map<string, FragmentsConfig>();

  beforeAll(async () => {
    browser = await openBrowser();
    await signIn(browser.page, baseUrl, 'admin@demo.antena.local', { path: '/admin/fragments' });
    await browser.page.waitForURL(/\/admin\/fragments/);
    call = apiAs(baseUrl, await accessToken(browser.page));
    const stations = await call<Station[]>(routes.listStations);
    const find = (name: string) => {
      const station = stations.find((candidate) => candidate.name === name);
      if (!station) throw new Error(`${name} is not seeded`);
      return station;
    };
    radio = find('Demo Radio');
    tv = find('Demo TV');
    if (tv.format !== 'mpegts') throw new Error('Demo TV is expected to be a video station');
    for (const station of [radio, tv])
      before.set(station.id, await call<FragmentsConfig>(routes.getFragmentsConfig, { params: { id: station.id } }));
  });

  afterAll(async () => {
    for (const [id, config] of before)
      await call(routes.updateFragmentsConfig, {
        params: { id },
        body: { descriptionFooters: config.descriptionFooters, mediaWatermark: config.mediaWatermark },
      });
    await browser.close();
  });

  it('saves a description footer that is still there after a reload', async () => {
    const { page } = browser;
    const name = `Firma ${suffix}`;
    await page.goto(`${baseUrl}/admin/fragments?tab=footers`);
    await page.getByRole('tab', { name: 'Footers', selected: true }).waitFor();
    await chooseStation(page, 'Demo Radio');
    await page.getByRole('button', { name: 'Add footer' }).click();
    await page.getByRole('textbox', { name: 'Name' }).last().fill(name);
    await page.getByRole('textbox', { name: 'Content' }).last().fill('Más noticias en demo.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(page, 'Demo Radio');

    await page.reload();
    await chooseStation(page, 'Demo Radio');
    const names = page.getByRole('textbox', { name: 'Name' });
    await expect
      .poll(() => names.evaluateAll((inputs) => inputs.map((input) => (input as never as { value: string }).value)))
      .toContain(name);
    await screenshot(page, 'fragments-config-footers');
    const stored = await call<FragmentsConfig>(routes.getFragmentsConfig, { params: { id: radio.id } });
    expect(stored.descriptionFooters).toContainEqual({ name, content: 'Más noticias en demo.example', default: false });
  });

  it('uploads a watermark image for the video station and keeps it after a reload', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/admin/fragments?tab=watermark`);
    await page.getByRole('tab', { name: 'Watermark', selected: true }).waitFor();
    // Only video stations are offered: Demo TV is the demo's one.
    await expect.poll(() => page.getByRole('combobox', { name: 'Station' }).inputValue()).toBe('Demo TV');
    const enabled = page.getByRole('switch', { name: /^Watermark video fragments/ });
    if (!(await enabled.isChecked())) await enabled.check();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: `mark-${suffix}.png`, mimeType: 'image/png', buffer: PNG });
    const preview = page.getByRole('img', { name: 'Watermark image preview' });
    await preview.waitFor();
    await page.getByRole('textbox', { name: 'Opacity' }).fill('0.6');
    await page.getByRole('button', { name: 'Save' }).click();
    await saved(page, 'Demo TV');

    await page.reload();
    await preview.waitFor();
    expect(await page.getByRole('switch', { name: /^Watermark video fragments/ }).isChecked()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Opacity' }).inputValue()).toBe('0.6');
    // The preview loads the stored image (not a broken link).
    await expect.poll(() => preview.evaluate((img) => (img as never as { naturalWidth: number }).naturalWidth)).toBe(1);
    await screenshot(page, 'fragments-config-watermark');
    const stored = await call<FragmentsConfig>(routes.getFragmentsConfig, { params: { id: tv.id } });
    expect(stored.mediaWatermark).toMatchObject({ enabled: true, opacity: 0.6 });
    expect(stored.mediaWatermark.imageUrl).toContain(`mark-${suffix}.png`);
  });
});
