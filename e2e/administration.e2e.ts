/**
 * Issue 3 end to end: a client admin builds a group and a user and grants one station; the user
 * sees only that station; a superadmin acts as that user, sees the same, and clears it. Each test
 * stands alone: the user the last two sign in as is made through the API before them.
 */
import { routes, type Group, type Station, type User } from '@antena/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessToken, apiAs } from './support/api';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
const suffix = Date.now().toString(36);

/** A group granted Demo Radio and a user in it, made as the client admin would. */
async function grantedOperator(name: string, email: string): Promise<{ password: string }> {
  const browser = await openBrowser();
  try {
    await signIn(browser.page, baseUrl, 'admin@demo.antena.local');
    await browser.page.waitForURL(`${baseUrl}/logger/status`);
    const call = apiAs(baseUrl, await accessToken(browser.page));
    const group = await call<Group>(routes.createGroup, { body: { name, usersIds: [] } });
    const stations = await call<Station[]>(routes.listStations);
    const radio = stations.find((station) => station.name === 'Demo Radio');
    if (!radio) throw new Error('Demo Radio is not seeded');
    await call(routes.setStationGroupPermission, {
      params: { id: radio.id, groupId: group.id },
      body: { allowed: true },
    });
    const user = await call<User & { temporaryPassword?: string }>(routes.createClientUser, {
      body: {
        email,
        name: 'Nora',
        surname: 'Quiroga',
        role: 'CLIENT_USER',
        groupId: group.id,
        loginMethod: 'USERNAME_PASSWORD',
      },
    });
    if (!user.temporaryPassword) throw new Error('No temporary password answered');
    return { password: user.temporaryPassword };
  } finally {
    await browser.close();
  }
}

/** The station cards of the logger status: what a user can open. */
async function loggerStations(page: Page) {
  await page.getByText(/^(\d+ stations|1 station) found$/).waitFor();
  return page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

describe('administration, access and log in as', () => {
  const email = `operator-${suffix}@demo.example`;
  let browser: Browser;
  let temporaryPassword = '';
  beforeAll(async () => {
    ({ password: temporaryPassword } = await grantedOperator(`Night desk ${suffix}`, email));
  });
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => browser.close());

  it('lets a client admin create a group, a user in it, and grant the group one station', async () => {
    const { page } = browser;
    const groupName = `Morning desk ${suffix}`;
    const newEmail = `editor-${suffix}@demo.example`;
    await signIn(page, baseUrl, 'admin@demo.antena.local', { path: '/admin/groups/add' });
    await page.waitForURL(`${baseUrl}/admin/groups/add`);
    await page.getByLabel('Name').fill(groupName);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/groups\/[0-9a-f-]{36}/);

    await page.getByRole('tab', { name: 'Stations permissions' }).click();
    const radio = page.getByRole('switch', { name: 'Allow Demo Radio' });
    const granted = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/groups-permissions/'),
    );
    // The switch follows the server's answer, so it is clicked rather than checked.
    await radio.click();
    expect((await granted).status()).toBe(200);
    await expect.poll(() => radio.isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Allow Demo TV' }).isChecked()).toBe(false);
    await screenshot(page, 'admin-group-stations');

    await page.goto(`${baseUrl}/admin/users/add`);
    await page.getByLabel('Email').fill(newEmail.toUpperCase());
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('nora');
    await page.getByLabel('Surname').fill('quiroga');
    await page.getByRole('combobox', { name: 'Group' }).click();
    await page.getByRole('option', { name: groupName }).click();
    await page.getByRole('button', { name: 'Create user' }).click();
    const password = page.getByRole('dialog', { name: 'Temporary password' }).locator('code');
    await password.waitFor();
    expect((await password.innerText()).trim().length).toBeGreaterThan(8);
    await screenshot(page, 'admin-user-temporary-password');
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}/);
    expect(await page.getByText(newEmail).first().isVisible()).toBe(true);
    expect(await page.getByText('Quiroga').first().isVisible()).toBe(true);
  });

  it('shows the new user only the station granted to their group', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, email, { password: temporaryPassword });
    await page.waitForURL(`${baseUrl}/logger/status`);
    const stations = await loggerStations(page);
    expect(stations).toEqual(['Demo Radio']);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    expect(await sidebar.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await screenshot(page, 'logger-granted-station');
  });

  it('lets a superadmin log in as that user, see what they see, and clear it', async () => {
    const { page } = browser;
    await signIn(page, baseUrl, 'admin@antena.local', { path: '/settings/log-in-as' });
    await page.waitForURL(`${baseUrl}/settings/log-in-as`);
    await page.getByLabel('Search by client or e-mail').fill(email);
    await page.getByRole('button', { name: `Log in as ${email}` }).click();
    await page.waitForURL(`${baseUrl}/logger/status`);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await sidebar.getByText(`Acting as ${email}`).waitFor();
    expect(await loggerStations(page)).toEqual(['Demo Radio']);
    await screenshot(page, 'logger-acting-as');

    await sidebar.getByRole('button', { name: 'Clear user' }).click();
    await page.waitForURL(`${baseUrl}/logger/status`);
    await expect.poll(() => sidebar.getByText(`Acting as ${email}`).count()).toBe(0);
    const all = await loggerStations(page);
    expect(all).toEqual(expect.arrayContaining(['Demo Radio', 'Demo TV']));
  });
});
