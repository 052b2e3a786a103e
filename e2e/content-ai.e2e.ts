/**
 * Issue 35 end to end in the browser: a client admin opens a Demo TV fragment's Content AI tab,
 * creates its content, waits for the media analysis (the e2e server's speech engine and chat
 * engine are the stand-ins started by global-setup.ts), generates two articles whose quotations
 * are checked against the air, uses one, edits and saves it, adapts it to Dailymotion and
 * publishes it, ending on the platform's link; the content is then in the contents list.
 */
import { routes, type Content, type Station } from '@antena/contract';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { accessToken, apiAs } from './support/api';
import { readyFragment } from './support/fragments';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');

describe('content AI', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  let disconnect: (() => Promise<unknown>) | null = null;
  afterEach(async () => {
    await disconnect?.();
    disconnect = null;
    await browser.close();
  });

  it('goes from a fragment to a published social version', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'admin@demo.antena.local', { path: '/fragments' });
    await page.waitForURL(/\/fragments\/s\/[^/]+$/);
    const call = apiAs(baseUrl, await accessToken(page));
    const tv = (await call<Station[]>(routes.listStations)).find((station) => station.slug === 'demo-tv')!;
    await call(routes.connectDailymotion, {
      params: { station: tv.id },
      body: { key: 'key-antena', secret: 'secret-antena', channelId: 'x2abcde' },
    });
    // The connection is this test's own: the social export test connects Demo TV from its screen.
    disconnect = () => call(routes.deleteConnection, { params: { station: tv.id, platform: 'dailymotion' } });
    const fragment = await readyFragment(call, 'demo-tv', 8);

    await page.goto(`${baseUrl}/fragments/s/demo-tv/fragment/${fragment.id}/content-ai`);
    await page.getByRole('button', { name: 'Create content' }).click();
    // The fragment's transcription runs first (the stand-in speech engine hears Demo TV's tone).
    await page.getByText('Preparing media for analysis').waitFor();
    const key = `FRAGMENT:${fragment.id}`;
    await expect
      .poll(async () => (await call<Content>(routes.getContentByKey, { params: { key } })).pntApiResult, {
        timeout: 120_000,
        interval: 2000,
      })
      .toMatchObject({ status: 'COMPLETED' });
    const prompt = page.getByPlaceholder('Choose a prompt');
    await prompt.waitFor({ timeout: 30_000 });
    await prompt.click();
    await page
      .getByRole('option', { name: /news article/i })
      .first()
      .click();
    await page.getByLabel('Additional instructions').fill('Tono neutro');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();

    const article = page.getByRole('article', { name: 'Article 1' });
    await article.waitFor({ timeout: 60_000 });
    // The stand-in quotes the air's own words: every claim is found on air.
    await article.getByText(/claims? checked, 0 not found on air/).waitFor();
    // Each claim is a link to its moment of the fragment.
    await article.locator('button[title="Play this moment of the fragment"]').first().click();
    await screenshot(page, 'content-ai-articles');
    await article.getByRole('button', { name: 'Use this article' }).click();

    const title = page.getByRole('textbox', { name: /^Title/ });
    await title.waitFor();
    await title.fill('Lo que se dijo en Demo TV');
    await page.locator('.ProseMirror').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Edición de la redacción.');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    const dailymotion = page.getByRole('region', { name: 'Dailymotion' });
    await dailymotion.getByText('Connected').first().waitFor({ timeout: 30_000 });
    await dailymotion.getByRole('button', { name: 'Generate', exact: true }).click();
    const publish = dailymotion.getByRole('button', { name: 'Publish' });
    await publish.waitFor({ timeout: 60_000 });
    await screenshot(page, 'content-ai-social-version');
    await publish.click();
    const link = dailymotion.getByRole('link', { name: /dailymotion\.com\/video\// });
    await link.waitFor({ timeout: 120_000 });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.dailymotion\.com\/video\//);
    await screenshot(page, 'content-ai-published');

    await page.goto(`${baseUrl}/content-ai`);
    await page.waitForURL(/\/content-ai\/contents$/);
    await page.getByRole('link', { name: fragment.title }).first().waitFor();
  }, 500_000);
});
