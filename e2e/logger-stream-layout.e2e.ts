/**
 * The stream screen in the browser at 1366x768: the TV station's timeline is in view
 * below its video (13.7); dragging the preview brush by fractions of a pixel and playing sends
 * whole milliseconds only and plays (13.4); play on an hour with no recording says so and plays
 * nothing, instead of playing another day (13.5).
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { mediaTime, TRACK_MEDIA } from './support/media';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
const DAY = 24 * 3_600_000;

/** Every API call the page makes, to check what it sent. */
function recordApiCalls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) urls.push(decodeURIComponent(request.url()));
  });
  return urls;
}

/** A time in a path or in a from/to/startTs query that is not a whole number of milliseconds. */
const FRACTIONAL_TIME = /(\/sequence\/\d+\.\d)|([?&](from|to|startTs)=\d+\.\d)/;

describe('logger stream: layout, whole-ms times, no recording', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
    await browser.context.addInitScript({ content: TRACK_MEDIA });
  });
  afterEach(async () => browser.close());

  it('keeps the TV timeline in view at 1366x768, plays whole ms after a brush drag, and says where nothing is recorded', async () => {
    const { page } = browser;
    const calls = recordApiCalls(page);
    await signIn(page, baseUrl, 'user@demo.antena.local', { path: '/logger/status' });
    await page.getByRole('heading', { name: 'Logger status' }).waitFor();

    // 13.7: the video station's preview and focus strips are inside the 768 px window.
    await page.goto(`${baseUrl}/logger/s/demo-tv`);
    await page.getByRole('heading', { name: 'Demo TV' }).waitFor();
    await page.getByTestId('focus-strip').waitFor();
    const viewport = page.viewportSize()!;
    const video = (await page.getByLabel(/video/i).first().boundingBox())!;
    const focusStrip = (await page.getByTestId('focus-strip').boundingBox())!;
    expect(video.height).toBeGreaterThan(100);
    expect(focusStrip.y).toBeGreaterThan(video.y + video.height - 1);
    expect(focusStrip.y + focusStrip.height).toBeLessThanOrEqual(viewport.height);
    // 13.6: the date and the zone are named on the screen.
    expect(await page.getByTestId('stream-date').textContent()).toMatch(
      /^\d{4}-\d{2}-\d{2}.* · .+\(UTC[+−]\d{2}:\d{2}\)$/,
    );
    await screenshot(page, 'logger-stream-tv-1366x768');

    // 13.4: the radio's brush edge dragged by fractions of a pixel, then play from the focus start.
    await page.goto(`${baseUrl}/logger/s/demo-radio`);
    await page.getByRole('heading', { name: 'Demo Radio' }).waitFor();
    const handle = (await page.getByTestId('brush-handle-from').boundingBox())!;
    const x = handle.x + handle.width / 2;
    const y = handle.y + handle.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 13.37, y, { steps: 3 });
    await page.mouse.move(x - 27.71, y, { steps: 3 });
    await page.mouse.up();
    await page.keyboard.press('k');
    await expect.poll(() => mediaTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
    await expect.poll(() => page.getByTestId('timeline-playhead').count()).toBe(1);
    expect(calls.filter((url) => FRACTIONAL_TIME.test(url))).toEqual([]);
    expect(await page.getByText('A playback problem has ocurred, please try again.').count()).toBe(0);
    await page.keyboard.press('k');

    // 13.5: an hour weeks before the demo recordings: no recording, and nothing plays.
    const empty = Date.now() - 30 * DAY;
    await page.goto(`${baseUrl}/logger/s/demo-radio?cursor=${empty}`);
    await page.getByRole('heading', { name: 'Demo Radio' }).waitFor();
    await page.getByTestId('focus-strip').waitFor();
    await page.waitForLoadState('networkidle');
    const before = calls.length;
    await page.keyboard.press('k');
    await page.getByText('There is no recording here in the loaded range.').waitFor();
    await page.waitForTimeout(1500);
    expect(await mediaTime(page)).toBe(0);
    expect(calls.slice(before).filter((url) => /\/sequence\/|\/audio|\/hls/.test(url))).toEqual([]);
    expect(await page.getByTestId('readout-playhead').textContent()).toBe('Playhead —');
    await screenshot(page, 'logger-stream-no-recording');
  }, 300_000);
});
