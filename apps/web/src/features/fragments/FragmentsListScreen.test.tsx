import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reply } from '../../test/app-kit';
import { aFragment, aFragmentsStation, FM1_ID, fragmentsPage, startFragments } from './fragments-test-kit';

const fm1 = aFragmentsStation('fm-1');
const fm2 = aFragmentsStation('fm-2');
const LIST = `/stations/${FM1_ID}/fragments`;
const NOW = Date.parse('2026-03-10T12:00:00Z');
const YT_URL = 'https://youtube.test/watch?v=abc';

const exported = aFragment({
  id: '7a1b2c3d-0000-4000-8000-00000000f002',
  title: 'Budget, "the" debate',
  tags: [],
  // Aired across the station's midnight, created the next day: the list tells the two apart.
  from: Date.parse('2026-03-09T02:00:00Z'),
  to: Date.parse('2026-03-09T02:00:00Z') + 3_725_000,
  duration: 3_725_000,
  createdBy: null,
  createdAt: '2026-03-09T12:30:00Z',
  externalExport: {
    status: 'READY',
    completedAt: '2026-03-09T12:40:00Z',
    filename: 'budget.mp3',
    error: null,
  },
});

describe('fragment list (spec 02 "Fragments")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("opens the first station's list from /fragments", async () => {
    const { router } = startFragments('/fragments', [fm1, fm2]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fragments/s/fm-1'));
    expect(await screen.findByRole('heading', { name: 'Fragments · FM-1' })).toBeTruthy();
  });

  it("lists the last month's fragments, newest first, when they aired and when they were made on the station's clock", async () => {
    const { api } = startFragments('/fragments/s/fm-1', [fm1, fm2], {
      [`GET ${LIST}`]: fragmentsPage([aFragment(), exported]),
    });
    const table = await screen.findByRole('table', { name: 'Fragments' });
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Aired', 'Duration', 'Created at']));
    expect(cells(first!).slice(0, 5)).toEqual([
      'Morning interviewpoliticsbudget',
      '03/10/2026, 09:00:00 – 09:02:00 GMT-3',
      '2:00',
      '03/10/2026, 09:05 GMT-3',
      'Ana Pérez',
    ]);
    expect(cells(second!).slice(1, 5)).toEqual([
      '03/08/2026, 23:00:00 – 03/09/2026, 00:02:05 GMT-3',
      '1:02:05',
      '03/09/2026, 09:30 GMT-3',
      '-',
    ]);
    expect(within(second!).getByRole('img', { name: 'Exported to the external target' })).toBeTruthy();
    expect(within(first!).queryByRole('img', { name: 'Exported to the external target' })).toBeNull();
    expect(within(first!).getByRole('link', { name: 'Morning interview' }).getAttribute('href')).toBe(
      `/fragments/s/fm-1/fragment/${aFragment().id}`,
    );
    expect(within(first!).getByRole('link', { name: 'View Morning interview' })).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET', LIST)[0]!.query)).toEqual({
      createdAtFrom: String(Date.parse('2026-02-10T03:00:00Z')),
      createdAtTo: String(Date.parse('2026-03-11T03:00:00Z') - 1),
      sort: '-createdAt',
      page: '1',
      pageSize: '50',
    });
  });

  it('filters by title once typing pauses and by the days in the address, never after today', async () => {
    const { api, router } = startFragments('/fragments/s/fm-1?from=%222026-03-01%22&to=%222026-04-20%22', [fm1]);
    await screen.findByText('No fragments match');
    const first = Object.fromEntries(api.callsTo('GET', LIST)[0]!.query);
    expect(first.createdAtFrom).toBe(String(Date.parse('2026-03-01T03:00:00Z')));
    // A day after today reads as today.
    expect(first.createdAtTo).toBe(String(Date.parse('2026-03-11T03:00:00Z') - 1));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: ' budget ' } });
    await waitFor(() => expect(api.callsTo('GET', LIST).at(-1)?.query.get('title')).toBe('budget'));
    expect(router.state.location.search).toMatchObject({ q: 'budget', from: '2026-03-01' });
    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() =>
      expect(api.callsTo('GET', LIST).at(-1)?.query.get('createdAtFrom')).toBe(
        String(Date.parse('2026-02-10T03:00:00Z')),
      ),
    );
  });

  it('pages through the API 50 at a time', async () => {
    const { api } = startFragments('/fragments/s/fm-1', [fm1], {
      [`GET ${LIST}`]: fragmentsPage([aFragment()], 120),
    });
    expect(await screen.findByText('120 fragments')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(api.callsTo('GET', LIST).at(-1)?.query.get('page')).toBe('2'));
    expect(api.callsTo('GET', LIST).at(-1)?.query.get('pageSize')).toBe('50');
  });

  it('says when there is nothing, and when the list could not be loaded', async () => {
    const { api } = startFragments('/fragments/s/fm-1', [fm1]);
    expect(await screen.findByText('No fragments in the last month')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(true);
    api.on('GET', LIST, reply(403));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'x' } });
    expect(await screen.findByText('The fragments could not be loaded')).toBeTruthy();
  });

  it("switches to another station's list", async () => {
    const { router } = startFragments('/fragments/s/fm-1', [fm1, fm2]);
    await screen.findByText('No fragments in the last month');
    fireEvent.click(screen.getByRole('combobox', { name: 'Station' }));
    fireEvent.click(await screen.findByRole('option', { name: 'FM-2', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fragments/s/fm-2'));
    expect(await screen.findByRole('heading', { name: 'Fragments · FM-2' })).toBeTruthy();
  });

  it('says so for a station the user does not reach', async () => {
    startFragments('/fragments/s/nope', [fm1]);
    expect(await screen.findByText('Station not found')).toBeTruthy();
  });

  it('downloads every fragment of the filter as CSV, asking for pages of 999', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:fragments';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { api } = startFragments('/fragments/s/fm-1?q=%22budget%22', [fm1], {
      [`GET ${LIST}`]: (call) =>
        call.query.get('pageSize') === '999' ? fragmentsPage([aFragment(), exported]) : fragmentsPage([aFragment()], 2),
      'GET /upload/status/by-keys': {
        uploads: [
          {
            key: `FRAGMENT:${exported.id}`,
            platform: 'YOUTUBE',
            status: 'SUCCESS',
            videoUrl: YT_URL,
            error: null,
            errorCode: null,
          },
          {
            key: `FRAGMENT:${exported.id}`,
            platform: 'FACEBOOK',
            status: 'SUCCESS',
            videoUrl: null,
            error: null,
            errorCode: null,
          },
          {
            key: `FRAGMENT:${exported.id}`,
            platform: 'TWITTER',
            status: 'ERROR',
            videoUrl: null,
            error: 'quota',
            errorCode: 'QUOTA',
          },
        ],
      },
    });
    await screen.findByRole('table', { name: 'Fragments' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const all = api.callsTo('GET', LIST).filter((call) => call.query.get('pageSize') === '999');
    expect(all).toHaveLength(1);
    expect(Object.fromEntries(all[0]!.query)).toMatchObject({ page: '1', title: 'budget', sort: '-createdAt' });
    const text = await blobs[0]!.text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Title,Start,End,Duration,Created at,Creator,Upload platforms',
      'Morning interview,"03/10/2026, 09:00:00 GMT-3","03/10/2026, 09:02:00 GMT-3",2:00,"03/10/2026, 09:05 GMT-3",Ana Pérez,',
      '"Budget, ""the"" debate","03/08/2026, 23:00:00 GMT-3","03/09/2026, 00:02:05 GMT-3",1:02:05,"03/09/2026, 09:30 GMT-3",-,"YouTube, Facebook"',
      '',
    ]);
    expect(click).toHaveBeenCalled();
    const keys = api.callsTo('GET', '/upload/status/by-keys').map((call) => call.query.get('keys'));
    expect(keys).toContain(`FRAGMENT:${aFragment().id},FRAGMENT:${exported.id}`);
    click.mockRestore();
  });

  it("shows each fragment's platform uploads beside its title: a link once published, apart while uploading or failed", async () => {
    const other = aFragment({ id: '7a1b2c3d-0000-4000-8000-00000000f003', title: 'Evening news' });
    const { api } = startFragments('/fragments/s/fm-1', [fm1], {
      [`GET ${LIST}`]: fragmentsPage([aFragment(), other]),
      'GET /upload/status/by-keys': {
        uploads: [
          {
            key: `FRAGMENT:${aFragment().id}`,
            platform: 'YOUTUBE',
            status: 'SUCCESS',
            videoUrl: YT_URL,
            error: null,
            errorCode: null,
          },
          {
            key: `FRAGMENT:${aFragment().id}`,
            platform: 'TWITTER',
            status: 'ERROR',
            videoUrl: null,
            error: 'quota',
            errorCode: 'QUOTA',
          },
          {
            key: `FRAGMENT:${other.id}`,
            platform: 'INSTAGRAM',
            status: 'UPLOADING',
            videoUrl: null,
            error: null,
            errorCode: null,
          },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Fragments' });
    const [, first, second] = within(table).getAllByRole('row');
    const youtube = await within(first!).findByRole('link', { name: 'Published on YouTube' });
    expect(youtube.getAttribute('href')).toBe(YT_URL);
    expect(within(first!).getByRole('img', { name: 'Upload to X (Twitter) failed' })).toBeTruthy();
    expect(within(first!).queryByRole('link', { name: /X \(Twitter\)/ })).toBeNull();
    expect(within(second!).getByRole('img', { name: 'Uploading to Instagram' })).toBeTruthy();
    expect(within(second!).queryByRole('link', { name: /Instagram/ })).toBeNull();
    expect(api.callsTo('GET', '/upload/status/by-keys')[0]?.query.get('keys')).toBe(
      `FRAGMENT:${aFragment().id},FRAGMENT:${other.id}`,
    );
  });
});
