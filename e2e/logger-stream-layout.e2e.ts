/**
 * The stream screen in the browser at 1366x768: the TV station's timeline is in view
 * below its video (13.7), and at 1920x1080 the feature tabs take the column beside the video
 * with the timeline still in view (13.7); dragging the preview brush by fractions of a pixel and playing sends
 * whole milliseconds only and plays (13.4); play on an hour with no recording says so and plays
 * nothing, instead of playing another day (13.5).
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routes, type FeaturesConfig, type PlatformStation, type Station } from '@antena/contract';
import { accessToken, apiAs, type CallApi } from './support/api';
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

/** The demo superadmin (seed/demo.seed.ts, seeded outside production): it edits any station. */
const SUPERADMIN = 'admin@antena.local';

/** Writes a station's features as platform administration does, every other field as it is. */
async function setFeatures(call: CallApi, slug: string, change: (features: FeaturesConfig) => FeaturesConfig) {
  const { id } = await call<Station>(routes.getStation, { params: { id: slug } });
  const station = await call<PlatformStation>(routes.getPlatformStation, { params: { stationId: id } });
  const before = station.featuresConfig;
  await call(routes.updatePlatformStation, {
    params: { stationId: id },
    body: {
      name: station.name,
      slug: station.slug,
      logoUrl: station.logoUrl,
      timezone: station.timezone,
      language: station.language,
      format: station.format,
      streamUrl: station.streamUrl,
      featuresConfig: change(before),
      stationGroupId: station.stationGroup?.id ?? null,
    },
  });
  return before;
}

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

  it("gives a TV station's tabs the column beside the video at 1920x1080, the timeline still in view", async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await signIn(page, baseUrl, SUPERADMIN, { path: '/logger/s/demo-tv' });
    await page.getByRole('heading', { name: 'Demo TV' }).waitFor();
    const call = apiAs(baseUrl, await accessToken(page));
    // Demo TV with the audit on, so it has the Audio Matches tab; put back as it was after.
    const before = await setFeatures(call, 'demo-tv', (features) => ({
      ...features,
      audit: { ...features.audit, enabled: true },
    }));
    try {
      await page.reload();
      const tab = page.getByRole('tab', { name: 'Audio Matches' });
      await tab.waitFor();
      await page.getByRole('button', { name: 'Add match' }).waitFor();
      await page.getByTestId('focus-strip').waitFor();
      const video = (await page.locator('video').boundingBox())!;
      const tabBox = (await tab.boundingBox())!;
      const readout = (await page.getByTestId('readout-playhead').boundingBox())!;
      const side = (await page.getByTestId('stream-side-tabs').boundingBox())!;
      const timeline = (await page.getByTestId('logger-timeline').boundingBox())!;
      const focusStrip = (await page.getByTestId('focus-strip').boundingBox())!;
      expect(video.height).toBeGreaterThan(400);
      // The tab sits beside the video, its top within the video's height, under the readout.
      expect(tabBox.x).toBeGreaterThanOrEqual(video.x + video.width);
      expect(tabBox.y).toBeGreaterThanOrEqual(video.y);
      expect(tabBox.y).toBeLessThan(video.y + video.height);
      expect(readout.x).toBeGreaterThanOrEqual(video.x + video.width);
      expect(readout.y + readout.height).toBeLessThanOrEqual(tabBox.y);
      // The tabs never push the timeline down: it starts below both, and its preview and focus
      // strips with the axis end inside the window (as at 1366x768; the thumbnails run below).
      expect(timeline.y).toBeGreaterThanOrEqual(video.y + video.height);
      expect(timeline.y).toBeGreaterThanOrEqual(side.y + side.height);
      expect(focusStrip.y + focusStrip.height).toBeLessThanOrEqual(1080);
      await screenshot(page, 'logger-stream-tv-1920x1080');
    } finally {
      await setFeatures(call, 'demo-tv', () => before);
    }
  }, 300_000);
});
