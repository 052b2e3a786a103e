import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LiveMention } from '@antena/contract';
import { aMeUser, errorBody, reply, type RecordedCall } from '../../../test/app-kit';
import { page, startAudit } from '../audit-test-kit';
import { mentionsStation, NOW } from '../schedule/schedule-test-kit';
import { DETECT_REFETCH_MS } from './DetectNowButton';
import { aLiveMention, DETECT, LIVE_MENTIONS, liveMentionPath } from './mentions-test-kit';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const badge = (row: HTMLElement, text: string) => within(row).getByText(text).closest('.mantine-Badge-root');

const accepted = aLiveMention({
  id: '4e1b2c3d-0000-4000-8000-000000000002',
  datetime: Date.parse('2026-03-10T11:50:00Z'),
  name: 'Cola summer',
  description: 'x'.repeat(120),
  confidence: 'ACCEPTED',
  score: 0.5,
  scheduleId: null,
  confirmedSchedule: null,
});
const rejected = aLiveMention({
  id: '4e1b2c3d-0000-4000-8000-000000000003',
  datetime: Date.parse('2026-03-10T10:00:00Z'),
  name: 'Car dealer',
  confidence: 'REJECTED',
  type: 'manual',
  score: null,
});

/** The station's mentions as the server keeps them: a PUT changes what the next GET answers. */
function mentionsServer(mentions: LiveMention[]) {
  const rows = new Map(mentions.map((mention) => [mention.id, mention]));
  return {
    [`GET ${LIVE_MENTIONS}`]: () => page([...rows.values()]),
    [`PUT ${liveMentionPath(':mentionId')}`]: (call: RecordedCall) => {
      const id = call.path.split('/').at(-1)!;
      const next = {
        ...rows.get(id)!,
        confidence: (call.body as { confidence: LiveMention['confidence'] }).confidence,
      };
      rows.set(id, next);
      return next;
    },
  };
}

describe('audit MENTIONS tab (issue 19, spec 03 section 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("lists today's live mentions with their schedule link and confidence colours", async () => {
    const { api } = startAudit('/audit/s/fm-2/matches/pnt', [mentionsStation], {
      [`GET ${LIVE_MENTIONS}`]: page([aLiveMention(), accepted, rejected]),
    });
    const table = await screen.findByRole('table', { name: 'Live mention matches' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row).slice(0, 6))).toEqual([
      [
        '03/10/2026, 08:20:05 GMT-3',
        'Bank savings',
        'PNT-BANK',
        'open your savings account at the bank today twelve months without fees',
        '87%',
        'Unreviewed',
      ],
      ['03/10/2026, 08:50:00 GMT-3', 'Cola summer', 'None', `${'x'.repeat(100)}… Show more`, '50%', 'Accepted'],
      [
        '03/10/2026, 07:00:00 GMT-3',
        'Car dealer',
        'PNT-BANK',
        'open your savings account at the bank today twelve months without fees',
        '-',
        'Rejected',
      ],
    ]);
    expect(badge(rows[0]!, 'Unreviewed')?.getAttribute('style')).toContain('gray');
    expect(badge(rows[1]!, 'Accepted')?.getAttribute('style')).toContain('green');
    expect(badge(rows[2]!, 'Rejected')?.getAttribute('style')).toContain('red');

    expect(
      within(rows[0]!).getByRole('link', { name: 'Open the mention schedule PNT-BANK' }).getAttribute('href'),
    ).toBe('/audit/s/fm-2/schedule/mentions/6d1b2c3d-0000-4000-8000-000000000001');
    expect(
      within(rows[0]!)
        .getByRole('link', { name: /Open Bank savings at/ })
        .getAttribute('href'),
    ).toBe(`/logger/s/fm-2?cursor=${Date.parse('2026-03-10T11:20:05Z')}&tab=livementions`);
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Show more' }));
    expect(cellsOf(rows[1]!)[3]).toBe(`${'x'.repeat(120)} Show less`);

    expect(Object.fromEntries(api.callsTo('GET', LIVE_MENTIONS)[0]!.query)).toEqual({
      from: String(Date.parse('2026-03-10T03:00:00Z')),
      to: String(Date.parse('2026-03-11T03:00:00Z') - 1),
      contain: 'confirmedSchedule',
      sort: '-datetime',
      page: '1',
      pageSize: '50',
    });
  });

  it('accepts a mention at once and sends it; rejects one only after confirmation', async () => {
    const { api } = startAudit('/audit/s/fm-2/matches/pnt', [mentionsStation], mentionsServer([aLiveMention()]));
    const table = await screen.findByRole('table', { name: 'Live mention matches' });
    const row = () => within(table).getAllByRole('row')[1]!;

    fireEvent.click(within(row()).getByRole('button', { name: 'Accept Bank savings of 03/10/2026, 08:20:05 GMT-3' }));
    await waitFor(() => expect(badge(row(), 'Accepted')?.getAttribute('style')).toContain('green'));
    await waitFor(() => expect(api.callsTo('PUT', liveMentionPath(aLiveMention().id))).toHaveLength(1));
    expect(api.callsTo('PUT', liveMentionPath(aLiveMention().id))[0]!.body).toEqual({ confidence: 'ACCEPTED' });

    fireEvent.click(within(row()).getByRole('button', { name: /^Reject Bank savings of / }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject mention' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', liveMentionPath(aLiveMention().id))).toHaveLength(1);

    fireEvent.click(within(row()).getByRole('button', { name: /^Reject Bank savings of / }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reject mention' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    expect(await screen.findByText('Mention rejected')).toBeTruthy();
    expect(api.callsTo('PUT', liveMentionPath(aLiveMention().id))[1]!.body).toEqual({ confidence: 'REJECTED' });
    await waitFor(() => expect(badge(row(), 'Rejected')?.getAttribute('style')).toContain('red'));
    expect(
      (within(row()).getByRole('button', { name: /^Reject Bank savings of / }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('takes an accepted mention back to unreviewed on a second accept', async () => {
    const { api } = startAudit('/audit/s/fm-2/matches/pnt', [mentionsStation], mentionsServer([accepted]));
    const table = await screen.findByRole('table', { name: 'Live mention matches' });
    const button = within(table).getByRole('button', { name: /^Accept Cola summer of / });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(within(table).getByText('Unreviewed')).toBeTruthy());
    await waitFor(() => expect(api.callsTo('PUT', liveMentionPath(accepted.id))).toHaveLength(1));
    expect(api.callsTo('PUT', liveMentionPath(accepted.id))[0]!.body).toEqual({ confidence: 'AUTO' });
  });

  it('copies a Quick Share URL of the 90 s from a mention', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { api } = startAudit('/audit/s/fm-2/matches/pnt', [mentionsStation], {
      ...mentionsServer([accepted]),
      'POST /quick-share': reply(201, { token: 'tok', url: 'https://app.test/share/tok', expiresAt: '' }),
    });
    const table = await screen.findByRole('table', { name: 'Live mention matches' });
    fireEvent.click(within(table).getByRole('button', { name: /^Quick Share Cola summer of / }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://app.test/share/tok'));
    expect(api.callsTo('POST', '/quick-share')[0]?.body).toMatchObject({
      from: accepted.datetime,
      to: accepted.datetime + 90_000,
      title: accepted.name,
    });
  });

  it('puts a refused review back and says why', async () => {
    startAudit('/audit/s/fm-2/matches/pnt', [mentionsStation], {
      [`GET ${LIVE_MENTIONS}`]: page([aLiveMention()]),
      [`PUT ${liveMentionPath(':mentionId')}`]: reply(403, errorBody(403, 'ERR_FORBIDDEN', 'Forbidden')),
    });
    const table = await screen.findByRole('table', { name: 'Live mention matches' });
    fireEvent.click(within(table).getByRole('button', { name: /^Accept Bank savings of / }));
    expect(await screen.findByText(/^The mention could not be updated: /)).toBeTruthy();
    await waitFor(() => expect(within(table).getByText('Unreviewed')).toBeTruthy());
    expect(within(table).queryByText('Accepted')).toBeNull();
  });

  it('filters by name in the URL and the call', async () => {
    const { api, router } = startAudit('/audit/s/fm-2/matches/pnt', [mentionsStation], {
      [`GET ${LIVE_MENTIONS}`]: page([]),
    });
    expect(await screen.findByText('No live mentions in this range')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'bank' } });
    await waitFor(() => expect(api.callsTo('GET', LIVE_MENTIONS).at(-1)?.query.get('name')).toBe('bank'));
    expect(router.state.location.search).toEqual({ name: 'bank' });
    expect(await screen.findByText('No live mention matches your search')).toBeTruthy();
  });

  it("lets a client admin detect today's mentions now, and no one else", async () => {
    const { unmount } = startAudit('/audit/s/fm-2/matches/pnt', [mentionsStation], {
      [`GET ${LIVE_MENTIONS}`]: page([]),
    });
    expect(await screen.findByText('No live mentions in this range')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Detect now' })).toBeNull();
    unmount();

    // Timers that run with real time and can be moved on: the lists are read again DETECT_REFETCH_MS later.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
    const { api } = startAudit('/audit/s/fm-2/matches/pnt', [mentionsStation], {
      'GET /auth/me/user': aMeUser('CLIENT_ADMIN'),
      [`GET ${LIVE_MENTIONS}`]: page([]),
      [`POST ${DETECT}`]: { queued: true, date: '2026-03-10' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Detect now' }));
    expect(await screen.findByText('Detection queued')).toBeTruthy();
    expect(api.callsTo('POST', DETECT)[0]!.body).toEqual({ date: '2026-03-10' });
    const reads = api.callsTo('GET', LIVE_MENTIONS).length;
    vi.advanceTimersByTime(DETECT_REFETCH_MS);
    await waitFor(() => expect(api.callsTo('GET', LIVE_MENTIONS).length).toBeGreaterThan(reads));
  });

  it('shows no detect button for past days, and explains a failed load', async () => {
    startAudit('/audit/s/fm-2/matches/pnt?from=2026-03-08&to=2026-03-09', [mentionsStation], {
      'GET /auth/me/user': aMeUser('CLIENT_ADMIN'),
      [`GET ${LIVE_MENTIONS}`]: reply(403, {
        ...errorBody(403, 'ERR_FEATURE_NOT_ENABLED', 'Audit is not enabled'),
        feature: 'audit',
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The live mentions could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Detect now' })).toBeNull();
  });
});
