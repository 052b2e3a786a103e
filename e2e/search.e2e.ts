/**
 * Issue 18 point 4 in the browser: /search opens a station's search; a station without
 * transcription says the feature is not available; with it, the grammar help explains + and |,
 * and a search for what was never said finds nothing. The e2e server has a speech engine (the
 * stand-in, global-setup.ts), so no 'No speech engine' notice shows; the screens without one
 * are the web tests' (SearchScreen.test.tsx, TranscriptionsTab.test.tsx, SpeechEngineStatus.test.tsx).
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { routes, type FeaturesConfig, type PlatformStation, type Station } from '@antena/contract';
import { accessToken, apiAs, type CallApi } from './support/api';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');

/** The demo superadmin (seed/demo.seed.ts, seeded outside production): it edits any station. */
const SUPERADMIN = 'admin@antena.local';

/** Switches a station's transcription feature as platform administration does; returns the features before. */
async function setTranscription(call: CallApi, slug: string, enabled: boolean | FeaturesConfig) {
  const { id } = await call<Station>(routes.getStation, { params: { id: slug } });
  const station = await call<PlatformStation>(routes.getPlatformStation, { params: { stationId: id } });
  const before = station.featuresConfig;
  const featuresConfig =
    typeof enabled === 'boolean' ? { ...before, transcription: { ...before.transcription, enabled } } : enabled;
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
      featuresConfig,
      stationGroupId: station.stationGroup?.id ?? null,
    },
  });
  return before;
}

describe('search', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => browser.close());

  it('says when a station is not transcribed, explains the grammar, and finds nothing never said', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, SUPERADMIN, { path: '/search' });
    await page.waitForURL(/\/search\/s\/[\w-]+$/);
    const call = apiAs(baseUrl, await accessToken(page));
    const before = await setTranscription(call, 'demo-tv', false);
    try {
      await page.goto(`${baseUrl}/search/s/demo-tv`);
      await page.getByText('This feature is not available for Demo TV', { exact: true }).waitFor();
      await page.getByText('Contact your administrator', { exact: true }).waitFor();

      await setTranscription(call, 'demo-tv', true);
      await page.reload();
      await page.getByRole('button', { name: 'How to search' }).click();
      const help = page.getByRole('dialog', { name: 'How to search' });
      await help.getByText(/\+ means AND/).waitFor();
      await help.getByText(/\| means OR/).waitFor();
      await page.keyboard.press('Escape');

      await page.getByLabel('Search text').fill('noticias | "banco central"');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/[?&]q=/);
      await page.getByText('No results', { exact: true }).waitFor();
      expect(await page.getByText('No speech engine', { exact: true }).count()).toBe(0);
      await screenshot(page, 'search-no-results');
    } finally {
      await setTranscription(call, 'demo-tv', before);
    }
  }, 120_000);
});
