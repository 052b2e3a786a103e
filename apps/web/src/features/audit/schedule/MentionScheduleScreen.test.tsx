import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { errorBody, reply } from '../../../test/app-kit';
import { startAudit } from '../audit-test-kit';
import { aLiveMention, aMentionStatus, liveMentionPath, STATUS } from '../mentions/mentions-test-kit';
import { aMention, mentionsStation, NOW, SCHEDULES } from './schedule-test-kit';

const ID = '6d1b2c3d-0000-4000-8000-000000000001';
const YESTERDAY = Date.parse('2026-03-09T03:00:00Z');

const fieldsOf = (table: HTMLElement) =>
  Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]),
  );

const statusOf = (schedule = aMention({ datetime: YESTERDAY }), matches = [aLiveMention()]) =>
  aMentionStatus(
    {
      id: schedule.id,
      customId: schedule.customId,
      name: schedule.title ?? '',
      count: schedule.count,
      datetime: schedule.datetime,
    },
    matches,
  );

describe('mention schedule page (issue 19, spec 03 section 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("shows a mention schedule's day, script and times, and the live mentions confirming it with their colours", async () => {
    const accepted = aLiveMention({
      id: '4e1b2c3d-0000-4000-8000-000000000002',
      datetime: Date.parse('2026-03-09T20:00:00Z'),
      confidence: 'ACCEPTED',
      score: 0.61,
    });
    const { api } = startAudit(`/audit/s/fm-2/schedule/mentions/${ID}`, [mentionsStation], {
      [`GET ${SCHEDULES}/${ID}`]: aMention({ datetime: YESTERDAY }),
      [`GET ${STATUS}`]: {
        results: [
          statusOf(aMention({ datetime: YESTERDAY }), [
            aLiveMention({ datetime: Date.parse('2026-03-09T11:20:05Z') }),
            accepted,
          ]),
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Mention Bank savings' })).toBeTruthy();
    expect(fieldsOf(screen.getByRole('table', { name: 'Schedule' }))).toEqual({
      'Day (America/Argentina/Buenos_Aires)': '03/09/2026',
      'Custom ID': 'PNT-BANK',
      Title: 'Bank savings',
      Times: '3',
      Script: aMention().dirtyText,
    });
    const section = await screen.findByRole('region', { name: 'Live mentions confirming this schedule' });
    const items = await within(section).findAllByTestId('live-mention');
    expect(items.map((item) => within(item).getByText(/^\d\d:\d\d:\d\d$/).textContent)).toEqual([
      '08:20:05',
      '17:00:00',
    ]);
    expect(within(items[0]!).getByText('Unreviewed').closest('.mantine-Badge-root')?.getAttribute('style')).toContain(
      'gray',
    );
    expect(within(items[1]!).getByText('Accepted').closest('.mantine-Badge-root')?.getAttribute('style')).toContain(
      'green',
    );
    expect(
      within(items[1]!)
        .getByRole('button', { name: /Accept/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // 2 of 3 readings: yellow.
    expect(
      screen.getByText('Read fewer times than scheduled').closest('.mantine-Badge-root')?.getAttribute('style'),
    ).toContain('yellow');
    expect(screen.getByText('2 of 3 readings')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET', STATUS)[0]!.query)).toEqual({
      date: '2026-03-09',
      customId: 'PNT-BANK',
    });
    expect(screen.getByRole('link', { name: 'Back to the schedule' }).getAttribute('href')).toBe(
      '/audit/s/fm-2/schedule/pnt',
    );
  });

  it('says no live mention confirms it, and that today is processed at the end of the day', async () => {
    const { unmount } = startAudit(`/audit/s/fm-2/schedule/mentions/${ID}`, [mentionsStation], {
      [`GET ${SCHEDULES}/${ID}`]: aMention({ datetime: YESTERDAY }),
      [`GET ${STATUS}`]: { results: [statusOf(aMention({ datetime: YESTERDAY }), [])] },
    });
    expect(await screen.findByText('No live mention confirms this schedule')).toBeTruthy();
    expect(screen.getByText('Not read').closest('.mantine-Badge-root')?.getAttribute('style')).toContain('gray');
    expect(screen.queryByText('Results not available. Data is processed at the end of the day.')).toBeNull();
    unmount();

    startAudit(`/audit/s/fm-2/schedule/mentions/${ID}`, [mentionsStation], {
      [`GET ${SCHEDULES}/${ID}`]: aMention(),
      [`GET ${STATUS}`]: { results: [] },
    });
    expect(await screen.findByText('Results not available. Data is processed at the end of the day.')).toBeTruthy();
    expect(screen.queryByText('Not read')).toBeNull();
  });

  it('rejects a confirming mention after confirmation; it then confirms nothing and leaves the list', async () => {
    let rejected = false;
    const { api } = startAudit(`/audit/s/fm-2/schedule/mentions/${ID}`, [mentionsStation], {
      [`GET ${SCHEDULES}/${ID}`]: aMention({ datetime: YESTERDAY }),
      [`GET ${STATUS}`]: () => ({
        results: [statusOf(aMention({ datetime: YESTERDAY }), rejected ? [] : [aLiveMention()])],
      }),
      [`PUT ${liveMentionPath(aLiveMention().id)}`]: () => {
        rejected = true;
        return aLiveMention({ confidence: 'REJECTED' });
      },
    });
    const [item] = await screen.findAllByTestId('live-mention');
    fireEvent.click(within(item!).getByRole('button', { name: /Reject/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('No live mention confirms this schedule')).toBeTruthy();
    expect(api.callsTo('PUT', liveMentionPath(aLiveMention().id))[0]!.body).toEqual({ confidence: 'REJECTED' });
    expect(screen.getByText('Not read')).toBeTruthy();
  });

  it('explains a status that could not be loaded', async () => {
    startAudit(`/audit/s/fm-2/schedule/mentions/${ID}`, [mentionsStation], {
      [`GET ${SCHEDULES}/${ID}`]: aMention({ datetime: YESTERDAY }),
      [`GET ${STATUS}`]: reply(403, { ...errorBody(403, 'ERR_FEATURE_NOT_ENABLED'), feature: 'audit' }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("The mentions' status could not be loaded")).toBeTruthy();
  });
});
