import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { aMeUser } from '../../test/app-kit';
import { RULE_ID, RUN_ID, startAod } from './aod-test-kit';

const aodCalls = (api: ReturnType<typeof startAod>['api']) => api.calls.filter((call) => call.path.startsWith('/aod-'));

describe('AOD routes (spec 03 "AOD, under /audit/aod")', () => {
  it('opens /audit/aod on the rules list, not on the audit catch-all', async () => {
    const { router } = startAod('/audit/aod');
    expect(await screen.findByRole('heading', { name: 'AOD rules' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/audit/aod/rules');
    expect(await screen.findByRole('link', { name: 'Cola orders' })).toBeTruthy();
  });

  it.each([
    [`/audit/aod/rules/${RULE_ID}`, 'Cola orders'],
    [`/audit/aod/rules/${RULE_ID}/edit`, 'Edit Cola orders'],
    [`/audit/aod/rules/${RULE_ID}/manual-run`, 'Run Cola orders'],
    ['/audit/aod/rules/add', 'New rule'],
    ['/audit/aod/runs', 'AOD runs'],
    [`/audit/aod/runs/${RUN_ID}`, 'AOD run'],
  ])('keeps %s on its AOD screen', async (path, heading) => {
    const { router } = startAod(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('tells a client user that AOD is for client administrators, and calls no AOD route', async () => {
    const { api } = startAod('/audit/aod/rules', { user: aMeUser('CLIENT_USER') });
    expect(await screen.findByText('AOD is for client administrators')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New rule' })).toBeNull();
    expect(aodCalls(api)).toEqual([]);
  });

  it('tells a client admin whose client lacks the AOD flag that it is not enabled', async () => {
    const { api } = startAod(`/audit/aod/runs/${RUN_ID}`, { flags: {} });
    expect(await screen.findByText('AOD is not enabled for your client')).toBeTruthy();
    expect(aodCalls(api)).toEqual([]);
  });

  it("shows a superadmin outside any client the rules (every client's, flags being a client's)", async () => {
    startAod('/audit/aod/rules', { user: aMeUser('SUPERADMIN'), flags: {} });
    expect(await screen.findByRole('link', { name: 'Cola orders' })).toBeTruthy();
  });

  it('asks a superadmin outside any client to act as a user of one before creating a rule', async () => {
    startAod('/audit/aod/rules/add', { user: aMeUser('SUPERADMIN'), flags: {} });
    expect(await screen.findByText('A rule belongs to a client')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in as a user' }).getAttribute('href')).toBe('/settings/log-in-as');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('opens the wizard to a superadmin acting as a user of a client with the flag', async () => {
    startAod('/audit/aod/rules/add', { user: aMeUser('CLIENT_USER', true) });
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it.each([
    ['a client admin with the flag', aMeUser('CLIENT_ADMIN'), { app__audit_aod_enabled: true }, true],
    [
      'a superadmin acting as a user, with the flag',
      aMeUser('CLIENT_USER', true),
      { app__audit_aod_enabled: true },
      true,
    ],
    ['a client user with the flag', aMeUser('CLIENT_USER'), { app__audit_aod_enabled: true }, false],
    ['a client admin without the flag', aMeUser('CLIENT_ADMIN'), {}, false],
  ])('shows the AOD link in the audit navigation to %s only where allowed', async (_who, user, flags, shown) => {
    startAod('/audit/s/fm-2/audios', { user, flags });
    const sections = await screen.findByRole('navigation', { name: 'Audit sections' });
    await waitFor(() => expect(within(sections).getByRole('link', { name: 'Audios' })).toBeTruthy());
    const link = within(sections).queryByRole('link', { name: 'AOD rules' });
    expect(link?.getAttribute('href') ?? null).toBe(shown ? '/audit/aod/rules' : null);
  });
});
