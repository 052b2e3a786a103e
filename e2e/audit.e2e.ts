/**
 * Issue 15 (Audit I) end to end on the demo radio, whose generated source airs the demo spots
 * (contract DEMO_SPOTS) that the seed uploads as its audios: the history recorded before the
 * start (DEMO_HISTORY_MINUTES) holds an airing of each, which the matching finds within minutes
 * of the start. The CUSTOM ADS table lists them and links to their moment on the logger's Audio
 * Matches tab. An audio uploaded through the upload queue, with the same sound as DEMO-SPOT-A in
 * another encoding, has its past airings found by the retro-scan.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_SPOTS, demoSpotExpression } from '@antena/contract';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { mediaTime, TRACK_MEDIA } from './support/media';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
const run = promisify(execFile);
const SPOT_A = DEMO_SPOTS[0];
/** The demo client's CLIENT_ADMIN (seed/demo.seed.ts): it reaches the client's stations and their audit. */
const CLIENT_ADMIN = 'admin@demo.antena.local';
const STATION = '/audit/s/demo-radio';
/** The matching runs as jobs once the server has started: the history's airings within minutes. */
const MATCHES_WITHIN_MS = 180_000;

/** 'YYYY-MM-DD' of `ts` on the clock of `timeZone`. */
const dayIn = (timeZone: string, ts: number) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(ts);

/**
 * The CUSTOM ADS table freshly loaded (the screen does not refetch by itself; a user reloads),
 * over today on the station's clock, or from yesterday when the history began before midnight.
 */
async function loadMatches(page: Page) {
  await page.goto(`${baseUrl}${STATION}/matches/spot`);
  const zone = (await page.getByText(/^Days and times in /).textContent())!.replace('Days and times in ', '');
  const since = dayIn(zone, Date.now() - 15 * 60_000);
  if (since !== dayIn(zone, Date.now())) await page.goto(`${baseUrl}${STATION}/matches/spot?from=${since}`);
  const table = page.getByRole('table', { name: 'Custom ad matches' });
  await table.or(page.getByText('No matches in this range')).first().waitFor();
  return table;
}

/** Reloads the CUSTOM ADS table until it lists a match of `customId`; its rows of `customId`. */
async function waitForMatchOf(page: Page, customId: string) {
  let table = await loadMatches(page);
  await expect
    .poll(
      async () => {
        table = await loadMatches(page);
        return table.getByRole('row').filter({ hasText: customId }).count();
      },
      { timeout: MATCHES_WITHIN_MS, interval: 5000 },
    )
    .toBeGreaterThan(0);
  return table.getByRole('row').filter({ hasText: customId });
}

/**
 * Follows a match row's link: the logger opens at its moment (the cursor there) on the Audio
 * Matches tab, which lists `customId`.
 */
async function openInLogger(page: Page, row: Locator, customId: string) {
  const link = row.getByRole('link', { name: new RegExp(`^Open ${customId} at .+ in the logger$`) });
  const href = (await link.getAttribute('href'))!;
  const cursor = Number(new URL(href, baseUrl).searchParams.get('cursor'));
  expect(cursor).toBeGreaterThan(0);
  // The table's time on the station's clock, which the logger's readout shows too.
  const time = /\d\d:\d\d:\d\d/.exec((await link.textContent()) ?? '')?.[0];
  expect(time).toBeDefined();
  await link.click();
  await page.waitForURL((url) => url.pathname === '/logger/s/demo-radio');
  const url = new URL(page.url());
  expect(url.searchParams.get('cursor')).toBe(String(cursor));
  expect(url.searchParams.get('tab')).toBe('audiomatches');
  await page.getByRole('heading', { name: 'Demo Radio' }).waitFor();
  await page.getByRole('tab', { name: 'Audio Matches', selected: true }).waitFor();
  await expect
    .poll(() =>
      page
        .getByTestId('timeline-cursor')
        .getAttribute('data-ts', { timeout: 1000 })
        .catch(() => null),
    )
    .toBe(String(cursor));
  expect(await page.getByTestId('readout-cursor').textContent()).toContain(time);
  const list = page.getByRole('table', { name: 'Audio matches of the loaded range' });
  await list.getByRole('cell', { name: customId, exact: true }).first().waitFor();
  return list;
}

/** A reference with DEMO-SPOT-A's sound in another encoding (WAV, not the seed's MP3), so another md5. */
async function renderSpotA(dir: string, customId: string): Promise<string> {
  const file = path.join(dir, `${customId}.wav`);
  const source = `aevalsrc=exprs='${demoSpotExpression(SPOT_A, 't')}':s=44100:d=${SPOT_A.seconds}`;
  await run('ffmpeg', ['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', source, '-c:a', 'pcm_s16le', file]);
  return file;
}

const seconds = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('audit', () => {
  let browser: Browser;
  let dir: string;
  beforeEach(async () => {
    browser = await openBrowser();
    await browser.context.addInitScript({ content: TRACK_MEDIA });
    dir = await mkdtemp(path.join(tmpdir(), 'antena-e2e-audit-'));
  });
  afterEach(async ({ task }) => {
    // What the user saw when it failed (the browser closes below, before vitest's onTestFailed).
    if (task.result?.state === 'fail')
      await screenshot(browser.page, `audit-failed-${task.name.replace(/\W+/g, '-')}`).catch(() => undefined);
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("lists the demo spot's airings and opens one on the logger's Audio Matches tab", async () => {
    const { page } = browser;
    await signIn(page, baseUrl, CLIENT_ADMIN, { path: STATION });
    await page.waitForURL(`${baseUrl}${STATION}/matches/spot`);
    await page.getByRole('tab', { name: 'Custom ads', selected: true }).waitFor();

    const rows = await waitForMatchOf(page, SPOT_A.customId);
    let row: Locator | undefined;
    for (const candidate of await rows.all()) {
      const cells = candidate.getByRole('cell');
      expect(await cells.nth(1).textContent()).toBe(SPOT_A.customId);
      expect(await cells.nth(2).textContent()).toBe(SPOT_A.title);
      expect(seconds(await cells.nth(3).textContent())).toBe(SPOT_A.seconds);
      expect(seconds(await cells.nth(5).textContent())).toBeGreaterThan(0);
      expect(await cells.nth(6).textContent()).toBe('Automatic');
      // Never more than the spot lasts; a whole airing heard nearly whole (one cut by a recorder
      // restart may show less, so the test opens a whole one).
      const played = seconds(await cells.nth(4).textContent());
      expect(played).toBeGreaterThan(0);
      expect(played).toBeLessThanOrEqual(SPOT_A.seconds + 0.5);
      if (played >= SPOT_A.seconds - 2) row ??= candidate;
    }
    expect(row, `a match of ${SPOT_A.customId} heard nearly whole`).toBeDefined();
    await screenshot(page, 'audit-matches');

    const list = await openInLogger(page, row!, SPOT_A.customId);
    await screenshot(page, 'audit-logger-audio-matches');
    // A click on a moment of the list (the last one: another airing when there are several)
    // moves the cursor there and plays from it.
    const moment = list.getByRole('button', { name: /^Play from \d\d:\d\d:\d\d \(.+\)$/ }).last();
    const time = (await moment.textContent())!;
    await moment.click();
    await expect.poll(() => page.getByTestId('readout-cursor').textContent()).toContain(time);
    await expect.poll(() => mediaTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
    const cursor = Number(await page.getByTestId('timeline-cursor').getAttribute('data-ts'));
    expect(Number(await page.getByTestId('timeline-playhead').getAttribute('data-ts'))).toBeGreaterThanOrEqual(cursor);
  }, 300_000);

  it('uploads an audio through the queue, lists it, and finds its past airings', async () => {
    const { page, context } = browser;
    const customId = `E2E-SPOT-${randomBytes(4).toString('hex').toUpperCase()}`;
    const file = await renderSpotA(dir, customId);
    await signIn(page, baseUrl, CLIENT_ADMIN, { path: `${STATION}/upload` });
    await page.waitForURL(`${baseUrl}${STATION}/upload/audios`);

    await page.getByLabel('Audio or video files to upload').setInputFiles(file);
    const idField = page.getByLabel(`Audio ID of ${customId}.wav`);
    expect(await idField.inputValue()).toBe(customId);
    await page.getByText('1 file ready to upload.').waitFor();
    // A slow uplink, so the upload lasts long enough to be watched.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await page.getByRole('button', { name: 'Start upload' }).click();
    await page.getByRole('progressbar', { name: /^Uploading \d+%$/ }).waitFor();
    await screenshot(page, 'audit-upload-progress');
    const queue = page.getByRole('table', { name: 'Upload queue' });
    await queue.getByText('Uploaded', { exact: true }).waitFor({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.getByText('1 uploaded, 0 replaced, 0 failed.').waitFor();
    await screenshot(page, 'audit-upload-completed');

    await page.getByRole('navigation', { name: 'Audit sections' }).getByRole('link', { name: 'Audios' }).click();
    await page.waitForURL(`${baseUrl}${STATION}/audios`);
    const audio = page.getByRole('table', { name: 'Audios' }).getByRole('row').filter({ hasText: customId });
    await audio.waitFor();
    expect(await audio.getByRole('cell', { name: `${customId}.wav`, exact: true }).count()).toBe(1);
    expect(seconds(await audio.getByRole('cell', { name: /^[\d.]+ s$/ }).textContent())).toBe(SPOT_A.seconds);
    await screenshot(page, 'audit-audios');

    // The retro-scan finds the history's airing of DEMO-SPOT-A, whose sound it has.
    const row = (await waitForMatchOf(page, customId)).first();
    expect(await row.getByRole('cell', { name: 'Automatic', exact: true }).count()).toBe(1);
    await openInLogger(page, row, customId);
    await screenshot(page, 'audit-logger-uploaded-match');
  }, 300_000);
});
