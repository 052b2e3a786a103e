/**
 * Issue 20's browser test of the GIP report: an agency user builds the report of a campaign on
 * Demo Radio, previews it, saves it, starts the evidence export from the saved report and
 * downloads the ZIP, which holds the report's xlsx, the airing's audio and a manifest whose
 * hashes verify. The campaign's airing is prepared through the API first (support/report-data.ts).
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { routes, type SavedReport } from '@antena/contract';
import { accessToken, apiAs } from './support/api';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { prepareConfirmedAiring } from './support/report-data';
import { signIn } from './support/sign-in';
import { readZip } from './support/zip';

const baseUrl = inject('baseUrl');
/** The demo client's CLIENT_ADMIN: audit on Demo Radio, and the AOD flag. */
const CLIENT_ADMIN = 'admin@demo.antena.local';
const GIP_REPORT = '/audit/global-reports/gip-report';
/** The export cuts one airing; the page asks for its state every 10 s. */
const EXPORT_WITHIN_MS = 90_000;

interface Manifest {
  report: { id: string; name: string };
  hashAlgorithm: string;
  files: {
    path: string;
    kind: 'report' | 'audio';
    sha256: string;
    bytes: number;
    airing?: { matchId: string };
    cut?: { from: string; to: string };
    complete?: boolean;
  }[];
  missingAudios: unknown[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('GIP report', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(browser.page, `reports-failed-${task.name.replace(/\W+/g, '-')}`).catch(() => undefined);
    await browser.close();
  });

  it('is built, saved, exported, and its evidence ZIP downloaded with a manifest that verifies', async () => {
    const { page, context } = browser;
    await signIn(page, baseUrl, CLIENT_ADMIN, { path: GIP_REPORT });
    await page.getByRole('heading', { name: 'GIP report' }).waitFor();
    const token = await accessToken(page);
    const api = apiAs(baseUrl, token);
    const airing = await prepareConfirmedAiring(api, baseUrl, token);

    // The form offers the campaign's advertiser once the station is chosen.
    await page.reload();
    const form = page.getByRole('form', { name: 'Report filters' });
    await form.getByRole('combobox', { name: 'Stations' }).click();
    await page.getByRole('option', { name: airing.station.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('combobox', { name: 'Advertisers' }).click();
    await page.getByRole('option', { name: airing.advertiser, exact: true }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Preview' }).click();

    const table = page.getByRole('table', { name: 'GIP report' });
    const row = table.getByRole('row').filter({ hasText: airing.advertiser });
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.getByRole('cell', { name: airing.campaign, exact: true }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: airing.order, exact: true }).count()).toBe(1);
    expect(await row.getByText('YES', { exact: true }).count()).toBe(1);
    await page.getByText('1 row', { exact: true }).waitFor();
    await screenshot(page, 'reports-gip-preview');

    // Save: 'Report saved', with a link to the saved report.
    const name = `E2E ${airing.order}`;
    await page.getByRole('button', { name: 'Save report' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save report' });
    await saveDialog.getByLabel('Name').fill(name);
    await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Report saved').waitFor();
    await page.getByRole('link', { name: `Open “${name}” in created reports` }).click();
    await page.waitForURL(/\/audit\/global-reports\/created\/[\w-]+$/);
    const reportId = new URL(page.url()).pathname.split('/').at(-1)!;

    // Export: 5 s of audio around the airing, the client's default path format.
    const exportSection = page.getByRole('region', { name: 'Evidence export' });
    await exportSection.getByText('No export').waitFor();
    await exportSection.getByRole('button', { name: 'Start export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Evidence export' });
    await exportDialog.getByRole('combobox', { name: 'Audio before each airing' }).click();
    await page.getByRole('option', { name: '5 s', exact: true }).click();
    await exportDialog.getByRole('combobox', { name: 'Audio after each airing' }).click();
    await page.getByRole('option', { name: '5 s', exact: true }).click();
    await exportDialog.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByText('Export started').waitFor();
    await screenshot(page, 'reports-export-running');
    // The page follows the export by itself until it is ready.
    const download = exportSection.getByRole('button', { name: 'Download ZIP' });
    await download.waitFor({ timeout: EXPORT_WITHIN_MS });
    expect(await exportSection.getByText('Completed', { exact: true }).count()).toBe(1);
    await screenshot(page, 'reports-export-completed');

    // Download ZIP asks for a signed URL and opens it in a new tab: the ZIP a user receives.
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/export/download-url'),
    );
    const opened = context.waitForEvent('page');
    await download.click();
    const { url } = (await (await answer).json()) as { url: string };
    await opened;
    const zipUrl = new URL(url, baseUrl);
    const response = await fetch(zipUrl);
    expect(response.status).toBe(200);
    const files = await readZip(Buffer.from(await response.arrayBuffer()));

    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Manifest;
    expect(manifest.report).toMatchObject({ id: reportId, name });
    expect(manifest.hashAlgorithm).toBe('SHA-256');
    expect(manifest.missingAudios).toEqual([]);
    const reportFiles = manifest.files.filter((file) => file.kind === 'report');
    const audioFiles = manifest.files.filter((file) => file.kind === 'audio');
    expect(reportFiles.map((file) => file.path.endsWith('.xlsx'))).toEqual([true]);
    expect(audioFiles.map((file) => file.airing?.matchId)).toEqual([airing.matchId]);
    // Every file listed is in the ZIP with the hash and size the manifest gives, and nothing else is.
    expect([...files.keys()].sort()).toEqual([...manifest.files.map((file) => file.path), 'manifest.json'].sort());
    for (const file of manifest.files) {
      const bytes = files.get(file.path)!;
      expect({ path: file.path, sha256: sha256(bytes), bytes: bytes.length }).toEqual({
        path: file.path,
        sha256: file.sha256,
        bytes: file.bytes,
      });
    }
    // The xlsx is a workbook (itself a ZIP) naming the campaign; the audio is not empty.
    const workbook = await readZip(files.get(reportFiles[0]!.path)!);
    expect(workbook.has('xl/workbook.xml')).toBe(true);
    const sheetText = [...workbook.entries()]
      .filter(([path]) => path.startsWith('xl/'))
      .map(([, bytes]) => bytes.toString('utf8'))
      .join('');
    expect(sheetText).toContain(airing.campaign);
    expect(files.get(audioFiles[0]!.path)!.length).toBeGreaterThan(1000);
    // The audio is the airing with the 5 s asked for around it, all of it recorded.
    const [audio] = audioFiles;
    expect(audio!.complete).toBe(true);
    expect(Date.parse(audio!.cut!.from)).toBe(airing.airedAt - 5000);
    expect(Date.parse(audio!.cut!.to)).toBeGreaterThanOrEqual(airing.airedAt + airing.playedDuration + 5000);

    // The saved report says the same through the API.
    const saved = await api<SavedReport>(routes.getGipReport, {
      params: { reportId },
    });
    expect(saved.data.export?.status).toBe('COMPLETED');
  }, 180_000);
});
