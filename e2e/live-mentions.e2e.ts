/**
 * Issue 19's browser test: the Live Mentions tab of Demo Radio (live mentions on in the demo
 * seed) lists the mentions of the loaded range; accept one, reject one. The mentions are added by
 * hand through the API first (the detection from a transcription has its integration test), at
 * moments Demo Radio has recorded, with names of this run so earlier runs' mentions do not count.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { routes, type LiveMention, type Station, type StationStatus } from '@antena/contract';
import { accessToken, apiAs } from './support/api';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');

describe('live mentions', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => browser.close());

  it('lists the mentions of the loaded range on the stream; one is accepted, one rejected', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'admin@demo.antena.local', { path: '/logger/status' });
    await page.getByRole('heading', { name: 'Logger status' }).waitFor();
    const api = apiAs(baseUrl, await accessToken(page));
    const station = await api<Station>(routes.getStation, { params: { id: 'demo-radio' } });
    const status = await api<StationStatus>(routes.stationStatus, { params: { id: station.id } });
    const first = status.segments[0]!.startTs;

    const run = randomUUID().slice(0, 8);
    const add = (name: string, at: number) =>
      api<LiveMention>(routes.createManualLiveMention, {
        params: { id: station.id },
        body: { datetime: at, name, description: `Read on air in run ${run}`, scheduleId: null },
      });
    const kept = await add(`Kept ${run}`, first + 20_000);
    const dropped = await add(`Dropped ${run}`, first + 40_000);
    expect([kept.confidence, dropped.confidence]).toEqual(['MANUAL', 'MANUAL']);

    await page.goto(`${baseUrl}/logger/s/demo-radio?tab=livementions&cursor=${first + 20_000}&length=120`);
    await page.getByRole('tab', { name: 'Live Mentions', selected: true }).waitFor();
    const list = page.getByRole('list', { name: 'Live mentions of the loaded range' });
    const keptItem = list.getByRole('listitem').filter({ hasText: `Kept ${run}` });
    const droppedItem = list.getByRole('listitem').filter({ hasText: `Dropped ${run}` });
    await keptItem.waitFor();
    await droppedItem.waitFor();
    await screenshot(page, 'live-mentions-tab');

    const confidenceOf = async (id: string) =>
      (await api<LiveMention>(routes.getLiveMention, { params: { id: station.id, mentionId: id } })).confidence;

    await keptItem.getByRole('button', { name: new RegExp(`^Accept the mention Kept ${run}`) }).click();
    await keptItem.getByText('Accepted').waitFor();
    await expect.poll(() => confidenceOf(kept.id)).toBe('ACCEPTED');

    await droppedItem.getByRole('button', { name: new RegExp(`^Reject the mention Dropped ${run}`) }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject mention' });
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Mention rejected').waitFor();
    await droppedItem.waitFor({ state: 'detached' });
    await expect.poll(() => confidenceOf(dropped.id)).toBe('REJECTED');
    // The accepted one stays, and stays accepted after a reload.
    await page.reload();
    await keptItem.getByText('Accepted').waitFor();
    expect(await droppedItem.count()).toBe(0);
    await screenshot(page, 'live-mentions-reviewed');
  }, 180_000);
});
