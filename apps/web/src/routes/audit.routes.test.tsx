import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { auditStation, startAudit } from '../features/audit/audit-test-kit';

const withoutAudit = auditStation('fm-1', {});
const withAudit = auditStation('fm-2');

describe('audit routes (spec 03 section 2)', () => {
  it("opens /audit on the first audit-enabled station's custom ads", async () => {
    const { router } = startAudit('/audit', [withoutAudit, withAudit]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/s/fm-2/matches/spot'));
    expect(await screen.findByRole('heading', { name: 'Audit · FM-2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Custom ads', selected: true })).toBeTruthy();
  });

  it('explains /audit when no station has audit', async () => {
    const { router, api } = startAudit('/audit', [withoutAudit]);
    expect(await screen.findByText('None of your stations has Audit enabled')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/audit');
    expect(api.calls.some((call) => call.path.includes('/audit/'))).toBe(false);
  });

  it.each(['/audit/s/fm-2', '/audit/s/fm-2/matches', '/audit/s/fm-2/matches/unknown'])(
    "sends %s to the station's custom ads",
    async (path) => {
      const { router } = startAudit(path, [withAudit]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/audit/s/fm-2/matches/spot'));
    },
  );

  it.each(['/audit/nothing-here', '/audit/s/fm-1/elsewhere', '/audit/s'])(
    "sends the unknown audit path %s to the first station's matches",
    async (path) => {
      const { router } = startAudit(path, [withoutAudit, withAudit]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/audit/s/fm-2/matches/spot'));
    },
  );

  it('shows the not-enabled warning, and no audit screen, for a station without audit', async () => {
    const { api } = startAudit('/audit/s/fm-1/matches/spot', [withoutAudit, withAudit]);
    expect(
      await screen.findByText('This feature is not enabled for this station. Contact us to enable Audit'),
    ).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Custom ads' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Audit sections' })).toBeNull();
    expect(api.calls.some((call) => call.path.includes('/audit/'))).toBe(false);
  });

  it('opens the upload page on its audios entry, beside the schedule imports', async () => {
    const { router } = startAudit('/audit/s/fm-2/upload', [withAudit]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/s/fm-2/upload/audios'));
    const menu = await screen.findByRole('navigation', { name: 'What to upload' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Audios', 'Ad schedules (PLK)', 'Ad schedules (ASC)']);
    expect(await screen.findByText('Audios uploaded here are for this station, FM-2.')).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Audit sections' });
    expect(within(sections).getByRole('link', { name: 'Upload' }).getAttribute('aria-current')).toBe('page');
  });

  it('leads from the audit navigation to each section', async () => {
    startAudit('/audit/s/fm-2/audios', [withAudit]);
    const sections = await screen.findByRole('navigation', { name: 'Audit sections' });
    const hrefs = within(sections)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Matches', '/audit/s/fm-2/matches/spot'],
      ['Schedule', '/audit/s/fm-2/schedule/spot'],
      ['Audios', '/audit/s/fm-2/audios'],
      ['Schedule status', '/audit/s/fm-2/schedule-status'],
      ['Reports', '/audit/s/fm-2/reports'],
      ['Upload', '/audit/s/fm-2/upload/audios'],
      ['Global reports', '/audit/global-reports'],
    ]);
    // Issue 31 point 12: the client's audit configuration is a client admin's tab only.
    expect(within(sections).queryByRole('link', { name: 'Configuration' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Upload audios' })).toBeTruthy();
  });

  it.each(['/audit/s/fm-2/schedule', '/audit/s/fm-2/schedule/other'])('opens %s on its ads tab', async (path) => {
    const { router } = startAudit(path, [withAudit]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/s/fm-2/schedule/spot'));
  });

  it('says so for a station the user does not reach', async () => {
    startAudit('/audit/s/elsewhere/audios', [withAudit]);
    expect(await screen.findByText('Station not found')).toBeTruthy();
  });
});
