/**
 * Issue 17.1 end to end on Demo Radio: a 2-minute selection made at the cursor becomes a
 * fragment with `f`; 'Fragment created' links to its info page, which plays its media once
 * READY. Then, in Editor mode, two selections added with `p` are saved as a joint fragment and
 * the saved state leads to it. Demo Radio records since the server started plus a few minutes of
 * history (global-setup.ts), so the test waits for enough recording and works inside it.
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
const MINUTE = 60_000;
/** The focus the stream opens with (?length=, seconds): the clicks below are placed on its scale. */
const FOCUS_SECONDS = 600;
/** The media element's part the test drives (this project compiles without the DOM types). */
type MediaElement = { play(): Promise<void>; currentTime: number; duration: number };

interface CreatedFragment {
  id: string;
  type: string;
  from: number;
  to: number;
  chunks: { from: number; to: number; label: string | null; color: string | null }[];
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
        const status = (await response.json()) as { lastSegmentEndTs: number | null; segments: { startTs: number }[] };
        first = status.segments[0]?.startTs ?? 0;
        return first && status.lastSegmentEndTs ? (status.lastSegmentEndTs - first) / 1000 : 0;
      },
      { timeout: 240_000, interval: 3000 },
    )
    .toBeGreaterThanOrEqual(seconds);
  return first;
}

const isCreate = (response: Response) =>
  response.request().method() === 'POST' && /\/api\/stations\/[^/]+\/fragments$/.test(response.url());

/** Opens Demo Radio's stream with the cursor at `cursor`, signed in. */
async function openStreamAt(page: Page, cursor: number) {
  await page.goto(`${baseUrl}/logger/s/demo-radio?cursor=${cursor}&length=${FOCUS_SECONDS}`);
  await page.getByRole('heading', { name: 'Demo Radio' }).waitFor();
  await expect
    .poll(() =>
      page
        .getByTestId('timeline-cursor')
        .getAttribute('data-ts', { timeout: 1000 })
        .catch(() => null),
    )
    .toBe(String(cursor));
}

/** shift+i: a selection of the 2-minute minimum starting at the cursor. */
async function selectAtCursor(page: Page) {
  await page.keyboard.press('Shift+I');
  await page.getByTestId('timeline-selection').waitFor();
}

describe('fragments from the stream', () => {
  let browser: Browser;
  let token: Promise<string>;
  beforeEach(async () => {
    browser = await openBrowser();
    token = catchToken(browser.page);
    await signIn(browser.page, baseUrl, 'user@demo.antena.local', { path: '/logger/status' });
    await browser.page.getByRole('heading', { name: 'Logger status' }).waitFor();
  });
  afterEach(async () => browser.close());

  it('creates a fragment of a 2-minute selection with f, opens it and plays it once READY', async () => {
    const { page } = browser;
    const first = await recordedSince(await token, 'demo-radio', 180);
    const cursor = first + 30_000;
    await openStreamAt(page, cursor);
    await selectAtCursor(page);

    await page.keyboard.press('f');
    const form = page.getByRole('form', { name: 'Create fragment' });
    await form.getByLabel('Title').fill('E2E fragment');
    await form.getByLabel('Tags').fill('e2e, news');
    await screenshot(page, 'fragments-create-form');
    const [response] = await Promise.all([
      page.waitForResponse(isCreate),
      form.getByRole('button', { name: 'Create' }).click(),
    ]);
    expect(response.status(), await response.text()).toBe(201);
    const fragment = (await response.json()) as CreatedFragment;
    expect(fragment).toMatchObject({ type: 'DEFAULT_FRAGMENT', from: cursor, to: cursor + 2 * MINUTE });

    const link = page.getByRole('link', { name: 'Go to fragment' });
    expect(await link.getAttribute('href')).toBe(`/fragments/s/demo-radio/fragment/${fragment.id}`);
    await link.click();
    await page.waitForURL(`${baseUrl}/fragments/s/demo-radio/fragment/${fragment.id}`);
    await page.getByRole('heading', { name: 'E2E fragment' }).waitFor();

    // The player appears once the media is READY (the page polls every 2 s).
    const audio = page.getByLabel('Fragment audio');
    await audio.waitFor({ timeout: 90_000 });
    await expect
      .poll(() => audio.evaluate((element) => (element as unknown as MediaElement).duration), { timeout: 30_000 })
      .toBeGreaterThan(119.5);
    expect(await audio.evaluate((element) => (element as unknown as MediaElement).duration)).toBeLessThan(120.5);
    await audio.evaluate((element) => (element as unknown as MediaElement).play());
    await expect
      .poll(() => audio.evaluate((element) => (element as unknown as MediaElement).currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
    await screenshot(page, 'fragments-created-playing');
  }, 420_000);

  it('builds a joint fragment of two chunks in Editor mode and saves it', async () => {
    const { page } = browser;
    // Two chunks: [c, c + 2 min] and [c + 3 min, c + 5 min], recorded.
    const first = await recordedSince(await token, 'demo-radio', 360);
    const cursor = first + 30_000;
    await openStreamAt(page, cursor);

    await page.getByRole('button', { name: 'Screen settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Screen settings' });
    await settings.getByText('Editor', { exact: true }).click();
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'hidden' });
    const editor = page.getByRole('region', { name: 'Joint fragment' });
    await editor.getByText(/press p, or Add selection/).waitFor();

    // Where the cursor line sits, to place the second chunk's click on the focus's scale.
    const surface = (await page.getByTestId('focus-surface').boundingBox())!;
    const marker = (await page.getByTestId('timeline-cursor').boundingBox())!;
    const cursorX = marker.x + marker.width / 2;

    await selectAtCursor(page);
    await page.keyboard.press('p');
    await editor.getByRole('group', { name: 'Chunk 1' }).waitFor();
    expect(await page.getByTestId('timeline-selection').count()).toBe(0);

    const x = cursorX + ((3 * MINUTE) / (FOCUS_SECONDS * 1000)) * surface.width;
    await page.mouse.click(x, surface.y + surface.height / 2);
    await page.getByRole('menuitem', { name: 'Start selection' }).click();
    await page.getByTestId('timeline-selection').waitFor();
    await page.keyboard.press('p');
    const second = editor.getByRole('group', { name: 'Chunk 2' });
    await second.waitFor();
    await second.getByRole('textbox', { name: 'Label of Chunk 2' }).fill('  Second part  ');
    await second.getByRole('textbox', { name: 'Label of Chunk 2' }).press('Enter');
    await screenshot(page, 'fragments-joint-editor');

    await editor.getByRole('button', { name: 'Save' }).click();
    const form = page.getByRole('form', { name: 'Save joint fragment' });
    await form.getByLabel('Title').fill('E2E joint fragment');
    const [response] = await Promise.all([
      page.waitForResponse(isCreate),
      form.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(response.status(), await response.text()).toBe(201);
    const fragment = (await response.json()) as CreatedFragment;
    expect(fragment.type).toBe('JOINT_FRAGMENT');
    expect(fragment.chunks.map(({ from, to, label }) => ({ length: to - from, label }))).toEqual([
      { length: 2 * MINUTE, label: null },
      { length: 2 * MINUTE, label: 'Second part' },
    ]);
    expect(fragment.chunks[0]!.from).toBe(cursor);
    expect(fragment.chunks[1]!.from).toBeGreaterThanOrEqual(cursor + 2 * MINUTE);
    expect(fragment.chunks[0]!.color).not.toBe(fragment.chunks[1]!.color);

    const detail = editor.getByRole('link', { name: 'View fragment detail' });
    expect(await detail.getAttribute('href')).toBe(`/fragments/s/demo-radio/fragment/${fragment.id}`);
    await screenshot(page, 'fragments-joint-saved');
    await detail.click();
    await page.waitForURL(`${baseUrl}/fragments/s/demo-radio/fragment/${fragment.id}`);
    await page.getByRole('heading', { name: 'E2E joint fragment' }).waitFor();
  }, 420_000);
});
