/**
 * Issue 5 end to end on the demo stations: `?cursor=` opens at that moment, `k` plays (the
 * playhead and the media time advance), `i` and `o` at the playhead make a selection of at
 * least 2 minutes, `d` downloads it and ffprobe finds the selection's duration; the video
 * station shows thumbnails and plays. The recordings exist only since the server started (4 s
 * segments), so the test waits for enough of them and chooses moments inside.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { mediaTime, TRACK_MEDIA } from './support/media';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
const run = promisify(execFile);

interface StationStatus {
  lastSegmentEndTs: number | null;
  segments: { startTs: number; endTs: number }[];
}

/** The bearer token the app sends, caught from its own API calls. */
function catchToken(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.on('request', (request) => {
      const authorization = request.headers()['authorization'];
      if (authorization && request.url().includes('/api/')) resolve(authorization);
    });
  });
}

/** The first recorded moment of a station once it holds at least `seconds` of recording. */
async function recordedSince(token: string, slug: string, seconds: number): Promise<number> {
  let first = 0;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/api/stations/${slug}/status`, { headers: { authorization: token } });
        const status = (await response.json()) as StationStatus;
        first = status.segments[0]?.startTs ?? 0;
        return first && status.lastSegmentEndTs ? (status.lastSegmentEndTs - first) / 1000 : 0;
      },
      { timeout: 240_000, interval: 3000 },
    )
    .toBeGreaterThanOrEqual(seconds);
  return first;
}

const markerTs = async (page: Page, testId: string) =>
  Number(
    await page
      .getByTestId(testId)
      .getAttribute('data-ts', { timeout: 1000 })
      .catch(() => 0),
  );

async function probeSeconds(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  return Number(stdout.trim());
}

describe('logger stream', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
    await browser.context.addInitScript({ content: TRACK_MEDIA });
  });
  afterEach(async () => browser.close());

  it('opens at ?cursor=, plays with k, selects with i and o, and downloads the selection', async () => {
    const { page } = browser;
    const token = catchToken(page);
    await signIn(page, baseUrl, 'user@demo.antena.local', { path: '/logger/status' });
    await page.getByRole('heading', { name: 'Logger status' }).waitFor();
    // i then o a moment later make the 2 minutes that end at the playhead: leave room before it.
    const first = await recordedSince(await token, 'demo-radio', 160);
    const cursor = first + 122_000;

    // length=120: a 2-minute focus around the cursor, where the playhead stays in sight.
    await page.goto(`${baseUrl}/logger/s/demo-radio?cursor=${cursor}&length=120`);
    await page.getByRole('heading', { name: 'Demo Radio' }).waitFor();
    await expect.poll(() => markerTs(page, 'timeline-cursor')).toBe(cursor);

    await page.keyboard.press('k');
    await expect.poll(() => mediaTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    const playhead = await markerTs(page, 'timeline-playhead');
    expect(playhead).toBeGreaterThanOrEqual(cursor);
    const time = await mediaTime(page);
    await expect.poll(() => mediaTime(page), { timeout: 10_000 }).toBeGreaterThan(time + 1);
    await expect.poll(() => markerTs(page, 'timeline-playhead'), { timeout: 10_000 }).toBeGreaterThan(playhead + 1000);
    await screenshot(page, 'logger-stream-playing');

    await page.keyboard.press('i');
    await page.waitForTimeout(1500);
    await page.keyboard.press('o');
    await page.getByTestId('timeline-selection').waitFor();
    await page.keyboard.press('k');

    // The app reads the export itself (to show its progress) and then saves it.
    const [exportRequest, download] = await Promise.all([
      page.waitForRequest((request) => request.url().includes('/export/')),
      page.waitForEvent('download'),
      page.keyboard.press('d'),
    ]);
    await page.getByText('Download complete').waitFor();
    const url = new URL(exportRequest.url());
    const from = Number(url.searchParams.get('from'));
    const to = Number(url.searchParams.get('to'));
    expect(to - from).toBeGreaterThanOrEqual(120_000);
    expect(from).toBeGreaterThanOrEqual(first);
    const file = await download.path();
    expect(Math.abs((await probeSeconds(file)) - (to - from) / 1000)).toBeLessThanOrEqual(0.1);
    await screenshot(page, 'logger-stream-selection');
  }, 300_000);

  it('shows the video station with thumbnails and plays it', async () => {
    const { page } = browser;
    const token = catchToken(page);
    await signIn(page, baseUrl, 'user@demo.antena.local', { path: '/logger/status' });
    await page.getByRole('heading', { name: 'Logger status' }).waitFor();
    const first = await recordedSince(await token, 'demo-tv', 24);
    const cursor = first + 8_000;

    // A 1-minute focus, so the strip shows frames of the recorded seconds.
    await page.goto(`${baseUrl}/logger/s/demo-tv?cursor=${cursor}&length=60`);
    await page.getByRole('heading', { name: 'Demo TV' }).waitFor();
    await expect.poll(() => page.getByTestId('thumbnail').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.keyboard.press('k');
    await expect.poll(() => mediaTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
    await screenshot(page, 'logger-stream-video');
  }, 300_000);
});
