import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { cloneSearch } from '../features/global-reports/global-reports-search';
import { REPORTS, reportStation, startGlobalReports } from '../features/global-reports/global-reports.test-helpers';

const fm1 = reportStation(1);

describe('global reports routes (spec 03 "Global reports")', () => {
  it.each(['/audit/global-reports', '/audit/global-reports/', '/audit/global-reports/nothing-here'])(
    'opens %s on the GIP report',
    async (path) => {
      const { router } = startGlobalReports(path, [fm1]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/audit/global-reports/gip-report'));
      const menu = await screen.findByRole('navigation', { name: 'Global reports' });
      expect(within(menu).getByRole('link', { name: 'GIP report' }).getAttribute('aria-current')).toBe('page');
    },
  );

  it.each([
    ['missing-audios', 'Missing audios'],
    ['no-matches', 'Audios without matches'],
    ['schedules-no-matches', 'Schedules without matches'],
    ['consecutive-schedules', 'Consecutive schedules'],
  ])('reaches /audit/global-reports/%s, not the audit catch-all', async (page, title) => {
    const { router } = startGlobalReports(`/audit/global-reports/${page}`, [fm1], {
      [`POST ${REPORTS}/:report`]: { results: [], total: 0 },
    });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/audit/global-reports/${page}`);
    const menu = screen.getByRole('navigation', { name: 'Global reports' });
    expect(within(menu).getByRole('link', { name: title }).getAttribute('aria-current')).toBe('page');
  });

  it.each(['/audit/global-reports/lowerthird', '/audit/global-reports/created'])(
    'keeps %s in the global reports',
    async (path) => {
      const { router } = startGlobalReports(path, [fm1]);
      await screen.findByRole('navigation', { name: 'Global reports' });
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('keeps a saved report’s page, created/{reportId}, in the saved reports', async () => {
    const path = '/audit/global-reports/created/9a1b2c3d-0000-4000-8000-000000000001';
    const { router } = startGlobalReports(path, [fm1]);
    const menu = await screen.findByRole('navigation', { name: 'Global reports' });
    expect(within(menu).getByRole('link', { name: 'Saved reports' }).getAttribute('aria-current')).toBe('page');
    expect(router.state.location.pathname).toBe(path);
  });

  it('names every report in the menu, the saved reports last', async () => {
    startGlobalReports('/audit/global-reports/missing-audios', [fm1], {
      [`POST ${REPORTS}/missing-audios`]: { results: [] },
    });
    const menu = await screen.findByRole('navigation', { name: 'Global reports' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['GIP report', '/audit/global-reports/gip-report'],
      ['GIP alternative report', '/audit/global-reports/gip-alternative-report'],
      ['Missing audios', '/audit/global-reports/missing-audios'],
      ['Audios without matches', '/audit/global-reports/no-matches'],
      ['Schedules without matches', '/audit/global-reports/schedules-no-matches'],
      ['Consecutive schedules', '/audit/global-reports/consecutive-schedules'],
      ['Lower thirds', '/audit/global-reports/lowerthird'],
      ['Saved reports', '/audit/global-reports/created'],
    ]);
  });

  it('leads from a station’s audit to the global reports', async () => {
    startGlobalReports('/audit/s/fm-1/matches/spot', [fm1]);
    const sections = await screen.findByRole('navigation', { name: 'Audit sections' });
    expect(within(sections).getByRole('link', { name: 'Global reports' }).getAttribute('href')).toBe(
      '/audit/global-reports',
    );
  });

  it('reads the saved report to clone from the address, and drops one that is not an id', () => {
    const id = '9a1b2c3d-0000-4000-8000-000000000001';
    expect(cloneSearch({ clone: id } as never)).toEqual({ clone: id });
    expect(cloneSearch({ clone: 'report-1' } as never)).toEqual({});
    expect(cloneSearch({} as never)).toEqual({});
  });
});
