/**
 * Issue 5, Quick Share end to end: a signed-in user shares a range of Demo Radio; the link plays
 * in a fresh browser (no session, no stored token) and stops working once it expires.
 *
 * The expiry is real, not simulated: the e2e server runs with QUICK_SHARE_TTL_DAYS set to about
 * a minute (global-setup.ts), so the test waits for the link's own `expiresAt` to pass.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
const EXPIRED = 'This Quick Share link has expired or does not exist';
/** The link must expire within the test's time: a longer TTL means global-setup does not set it. */
const MAX_TTL_MS = 3 * 60_000;
/** The media element's part the test drives (this project compiles without the DOM types). */
type MediaElement = { play(): Promise<void>; currentTime: number; duration: number };

/** Calls the API from the signed-in page with the user's own token, as the web app does. */
function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
      const token = key ? (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token : '';
      const response = await fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, path, body },
  );
}

/** Waits until the station has recorded [from, to) without a hole (a busy recorder may restart). */
async function recordedRange(page: Page, slug: string, seconds: number): Promise<{ from: number; to: number }> {
  let range = { from: 0, to: 0 };
  await expect
    .poll(
      async () => {
        const to = Date.now() - 8000;
        range = { from: to - seconds * 1000, to };
        const answer = await callApi(page, 'GET', `/segments/stations/${slug}/segments?from=${range.from}&to=${to}`);
        const segments = answer.json as { startTs: number; endTs: number }[];
        // Recorded end to end, so the clip's duration is the range's.
        return (
          answer.status === 200 &&
          segments.length > 0 &&
          segments[0]!.startTs <= range.from &&
          segments.at(-1)!.endTs >= range.to &&
          segments.every((segment, i) => i === 0 || segment.startTs - segments[i - 1]!.endTs < 500)
        );
      },
      { timeout: 60_000, interval: 2000 },
    )
    .toBe(true);
  return range;
}

describe('quick share', () => {
  const browsers: Browser[] = [];
  afterEach(async () => {
    await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  });

  it('plays in a fresh browser without signing in, until it expires', async () => {
    const owner = await openBrowser();
    browsers.push(owner);
    await signIn(owner.page, baseUrl, 'user@demo.antena.local', { path: '/logger/status' });
    await owner.page.waitForURL(`${baseUrl}/logger/status`);
    const range = await recordedRange(owner.page, 'demo-radio', 20);
    const created = await callApi(owner.page, 'POST', '/quick-share', {
      stationId: 'demo-radio',
      ...range,
      title: 'E2E clip',
    });
    expect(created.status).toBe(201);
    const link = created.json as { url: string; expiresAt: string };
    expect(link.url).toMatch(new RegExp(`^${baseUrl}/share/[A-Za-z0-9_-]{43}$`));
    const expiresAt = Date.parse(link.expiresAt);
    expect(expiresAt - Date.now(), 'start the e2e server with a QUICK_SHARE_TTL_DAYS of about a minute').toBeLessThan(
      MAX_TTL_MS,
    );

    const visitor = await openBrowser();
    browsers.push(visitor);
    const { page } = visitor;
    await page.goto(link.url);
    await page.getByRole('heading', { name: 'E2E clip' }).waitFor();
    expect(await page.getByText('Demo Radio').isVisible()).toBe(true);
    expect(page.url()).toBe(link.url);
    const audio = page.getByLabel('Audio of Demo Radio');
    // A seekable file: its whole duration is known from the first bytes, before it plays.
    await expect
      .poll(() => audio.evaluate((element) => (element as unknown as MediaElement).duration), { timeout: 30_000 })
      .toBeGreaterThan(19.5);
    expect(await audio.evaluate((element) => (element as unknown as MediaElement).duration)).toBeLessThan(20.5);
    await audio.evaluate((element) => {
      const media = element as unknown as MediaElement;
      media.currentTime = 15;
    });
    await audio.evaluate((element) => (element as unknown as MediaElement).play());
    await expect
      .poll(() => audio.evaluate((element) => (element as unknown as MediaElement).currentTime), { timeout: 20_000 })
      .toBeGreaterThan(15.5);
    await audio.evaluate((element) => {
      const media = element as unknown as MediaElement;
      media.currentTime = 0;
    });
    await expect
      .poll(() => audio.evaluate((element) => (element as unknown as MediaElement).currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
    await screenshot(page, 'quick-share-playing');

    await page.waitForTimeout(Math.max(0, expiresAt - Date.now()) + 1000);
    await page.reload();
    await page.getByText(EXPIRED).waitFor();
    expect(await page.getByLabel('Audio of Demo Radio').count()).toBe(0);
    await screenshot(page, 'quick-share-expired');
  }, 300_000);

  it("shows a video station's link in the video player", async () => {
    const owner = await openBrowser();
    browsers.push(owner);
    await signIn(owner.page, baseUrl, 'user@demo.antena.local', { path: '/logger/status' });
    await owner.page.waitForURL(`${baseUrl}/logger/status`);
    const range = await recordedRange(owner.page, 'demo-tv', 12);
    const created = await callApi(owner.page, 'POST', '/quick-share', { stationId: 'demo-tv', ...range });
    expect(created.status).toBe(201);

    const visitor = await openBrowser();
    browsers.push(visitor);
    const { page } = visitor;
    await page.goto((created.json as { url: string }).url);
    const video = page.getByLabel('Video of Demo TV');
    await video.waitFor();
    await video.evaluate((element) => (element as unknown as MediaElement).play());
    await expect
      .poll(() => video.evaluate((element) => (element as unknown as MediaElement).currentTime), { timeout: 30_000 })
      .toBeGreaterThan(1);
    await screenshot(page, 'quick-share-video');
  }, 120_000);
});
