/**
 * Issue 20's browser test of AOD: a client admin (the demo client has the AOD flag) creates a
 * rule with the wizard for a campaign on Demo Radio, runs it by hand from its manual-run page, and
 * follows the run in the rule's Runs tab until it is completed with its export; the run's saved
 * report opens with the export ready. The campaign's airing is prepared through the API first
 * (support/report-data.ts).
 */
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { routes, type AodRule, type SavedReport } from '@antena/contract';
import { accessToken, apiAs } from './support/api';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { prepareConfirmedAiring } from './support/report-data';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
const CLIENT_ADMIN = 'admin@demo.antena.local';
/** A run computes the report and cuts one airing's audio; the tab asks again while it is pending. */
const RUN_WITHIN_MS = 90_000;
const DAY_MS = 86_400_000;

/** A day as the English date fields take it (MM/DD/YYYY), read on UTC's clock. */
const typedDay = (ts: number) => {
  const [year, month, day] = new Date(ts).toISOString().slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

describe('AOD', () => {
  let browser: Browser;
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(browser.page, `aod-failed-${task.name.replace(/\W+/g, '-')}`).catch(() => undefined);
    await browser.close();
  });

  it('creates a rule with the wizard and runs it by hand: completed with export, its report linked', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, CLIENT_ADMIN, { path: '/audit/aod/rules/add' });
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.waitFor();
    const token = await accessToken(page);
    const api = apiAs(baseUrl, token);
    const airing = await prepareConfirmedAiring(api, baseUrl, token);
    await page.reload();
    const next = page.getByRole('button', { name: 'Next', exact: true });

    // Basic info: a GIP status report on the end of its order (the defaults), named for this run.
    const ruleName = `E2E rule ${airing.order}`;
    await name.fill(ruleName);
    expect(await page.getByRole('combobox', { name: 'Report type' }).inputValue()).toBe('GIP status report');
    expect(await page.getByRole('combobox', { name: 'Trigger' }).inputValue()).toBe('End of order');
    await next.click();

    // Report config: Demo Radio, the campaign's advertiser, days around the airing (any time zone).
    await page.getByRole('combobox', { name: 'Stations' }).click();
    await page.getByRole('option', { name: airing.station.name, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Advertisers' }).click();
    await page.getByRole('option', { name: airing.advertiser, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(typedDay(airing.airedAt - DAY_MS));
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(typedDay(Date.now() + DAY_MS));
    await page.keyboard.press('Escape');
    await next.click();

    // Export options: 5 s around each airing, the client's default path format.
    await page.getByRole('combobox', { name: 'Seconds before each airing' }).click();
    await page.getByRole('option', { name: '5 seconds', exact: true }).click();
    await page.getByRole('combobox', { name: 'Seconds after each airing' }).click();
    await page.getByRole('option', { name: '5 seconds', exact: true }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Path format' }).inputValue()).not.toBe('');
    await next.click();

    // Export conditions: no efficiency check, so the run always exports.
    expect(await page.getByRole('switch', { name: /^Efficiency check/ }).isChecked()).toBe(false);
    await next.click();
    await page.getByText('Always export').waitFor();
    await screenshot(page, 'aod-wizard-review');
    await page.getByRole('button', { name: 'Create rule' }).click();
    await page.getByText('AOD rule created').waitFor();
    await page.waitForURL(/\/audit\/aod\/rules\/[\w-]+$/);
    const ruleId = new URL(page.url()).pathname.split('/').at(-1)!;
    const rule = await api<AodRule>(routes.getAodRule, { params: { ruleId } });
    expect(rule).toMatchObject({
      name: ruleName,
      trigger: 'ORDER_END',
      reportConfig: { stationsIds: [airing.station.id], advertisers: [airing.advertiser] },
      exportOptions: { audioMatchIncludeBefore: 5, audioMatchIncludeAfter: 5 },
      exportConditions: { minEfficiency: false },
    });
    expect(rule.reportConfig.from).toBeLessThan(airing.airedAt);
    expect(rule.reportConfig.to).toBeGreaterThan(airing.airedAt);

    // Run by hand, then follow the run in the rule's Runs tab.
    await page.getByRole('link', { name: 'Run now' }).click();
    await page.waitForURL(`${baseUrl}/audit/aod/rules/${ruleId}/manual-run`);
    const description = `By hand in ${airing.order}`;
    await page.getByRole('textbox', { name: 'Description (optional)' }).fill(description);
    await page.getByRole('button', { name: 'Start run' }).click();
    await page.getByText('Manual run started').waitFor();
    await page.waitForURL(/\/audit\/aod\/runs\/[\w-]+$/);

    await page.goto(`${baseUrl}/audit/aod/rules/${ruleId}?tab=runs`);
    await page.getByRole('tab', { name: 'Runs', selected: true }).waitFor();
    const run = page.getByRole('table', { name: 'AOD runs' }).getByRole('row').filter({ hasText: description });
    await run.getByText('Completed with export').waitFor({ timeout: RUN_WITHIN_MS });
    expect(await run.getByRole('cell', { name: 'Manual', exact: true }).count()).toBe(1);
    await screenshot(page, 'aod-rule-runs');

    // The run's report: a saved GIP report of the rule's config, its export ready to download.
    await run.getByRole('link', { name: 'Open the report' }).click();
    await page.waitForURL(/\/audit\/global-reports\/created\/[\w-]+$/);
    const reportId = new URL(page.url()).pathname.split('/').at(-1)!;
    const exportSection = page.getByRole('region', { name: 'Evidence export' });
    await exportSection.getByRole('button', { name: 'Download ZIP' }).waitFor();
    const report = await api<SavedReport>(routes.getGipReport, { params: { reportId } });
    expect(report.data.config.advertisers).toEqual([airing.advertiser]);
    expect(report.data.export?.status).toBe('COMPLETED');
    expect(report.data.export?.options).toMatchObject({ audioMatchIncludeBefore: 5, audioMatchIncludeAfter: 5 });
    await screenshot(page, 'aod-run-report');
  }, 180_000);
});
