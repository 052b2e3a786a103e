/**
 * The manual audio match dialog on Demo Radio's stream (spec 02 "Audio-match list"), the first of
 * the station-moment dialogs: 'Add match' opens it (at the cursor, on the station's clock), Esc
 * closes it; with the demo's spot chosen, a score and the audio's duration, Enter in a field adds
 * the match at the moment the fields show (whole seconds), and the dialog closes with 'Audio
 * match added'.
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_SPOTS, routes, type Station, type StationStatus } from '@antena/contract';
import { accessToken, apiAs } from './support/api';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
const SPOT = DEMO_SPOTS[0];

describe('manual audio match', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => browser.close());

  it('opens from Add match, closes with Esc, and adds the match with Enter', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'admin@demo.antena.local', { path: '/logger/status' });
    await page.getByRole('heading', { name: 'Logger status' }).waitFor();
    const api = apiAs(baseUrl, await accessToken(page));
    const station = await api<Station>(routes.getStation, { params: { id: 'demo-radio' } });
    const status = await api<StationStatus>(routes.stationStatus, { params: { id: station.id } });
    const cursor = status.segments[0]!.startTs + 30_000;

    await page.goto(`${baseUrl}/logger/s/demo-radio?cursor=${cursor}&length=120`);
    await page.getByRole('tab', { name: 'Audio Matches' }).click();
    const add = page.getByRole('button', { name: 'Add match' });
    const form = page.getByRole('form', { name: 'Add audio match' });
    await add.click();
    await form.waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });

    await add.click();
    await form.getByRole('combobox', { name: 'Audio' }).fill(SPOT.customId);
    await page.getByRole('option', { name: new RegExp(`^${SPOT.customId} `) }).click();
    await form.getByRole('checkbox', { name: 'Use audio duration' }).check();
    const score = form.getByRole('textbox', { name: 'Score (0 to 100)' });
    await score.fill('87');
    await screenshot(page, 'manual-match-dialog');
    const created = page.waitForResponse(
      (response) => response.url().includes('/audit/matches/create-manual') && response.request().method() === 'POST',
    );
    await score.press('Enter');
    const response = await created;
    expect(response.ok()).toBe(true);
    const body = response.request().postDataJSON() as { datetime: number; score: number; playedDuration: number };
    expect(body).toMatchObject({ score: 87, playedDuration: SPOT.seconds * 1000 });
    expect(body.datetime % 1000).toBe(0);
    await page.getByText('Audio match added').waitFor();
    await form.waitFor({ state: 'detached' });
  });
});
