/**
 * Issue 31 point 10 in Chromium: dragging on the stream's focus strip makes a selection (it
 * used to move the cursor only), the selection's end handle moves its end while the start stays,
 * and a click (no drag) still puts the cursor down and opens the cursor menu.
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

describe('logger stream: selecting on the timeline', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => browser.close());

  it('selects by dragging, adjusts the end by its handle, and still sets the cursor with a click', async () => {
    const { page } = browser;
    // The stream screen's first load (its chunks, the demo's recording) is slow on a busy machine.
    page.setDefaultTimeout(90_000);
    await signIn(page, baseUrl, 'user@demo.antena.local', { path: '/logger/status' });
    await page.getByRole('heading', { name: 'Logger status' }).waitFor();
    await page.goto(`${baseUrl}/logger/s/demo-radio`);
    await page.getByRole('heading', { name: 'Demo Radio' }).waitFor();
    const surface = page.getByTestId('focus-surface');
    await surface.waitFor();
    const strip = await box(surface);
    const y = strip.y + strip.height / 2;
    const at = (fraction: number) => strip.x + strip.width * fraction;

    // A drag across 40% of the 15-minute focus: 6 minutes selected, no cursor, no menu.
    await page.mouse.move(at(0.2), y);
    await page.mouse.down();
    await page.mouse.move(at(0.4), y, { steps: 5 });
    await page.mouse.move(at(0.6), y, { steps: 5 });
    await page.mouse.up();
    const band = page.getByTestId('timeline-selection');
    await band.waitFor();
    const selected = await box(band);
    expect(selected.x).toBeCloseTo(at(0.2), -1);
    expect(selected.x + selected.width).toBeCloseTo(at(0.6), -1);
    expect(await page.getByTestId('timeline-cursor').count()).toBe(0);
    expect(await page.getByRole('menu').count()).toBe(0);
    const end = page.getByRole('slider', { name: 'Selection end' });
    const start = page.getByRole('slider', { name: 'Selection start' });
    await end.waitFor();
    await start.waitFor();
    await screenshot(page, 'logger-stream-drag-selection');

    // The end handle, dragged further right: the end follows, the start stays.
    const handle = await box(end);
    await page.mouse.move(handle.x + handle.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(at(0.7), y, { steps: 5 });
    await page.mouse.move(at(0.8), y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await box(band)).x + (await box(band)).width).toBeCloseTo(at(0.8), -1);
    expect((await box(band)).x).toBeCloseTo(selected.x, 0);

    // A click outside the selection: the cursor there and its menu, the selection kept.
    await page.mouse.click(at(0.05), y);
    await page.getByTestId('timeline-cursor').waitFor();
    expect((await box(page.getByTestId('timeline-cursor'))).x).toBeCloseTo(at(0.05), -1);
    await page.getByRole('menu').waitFor();
    expect(await band.count()).toBe(1);
    await screenshot(page, 'logger-stream-drag-selection-cursor');
  });
});
