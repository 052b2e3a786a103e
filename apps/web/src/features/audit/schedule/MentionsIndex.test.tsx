import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18n from '../../../lib/i18n';
import { errorBody, reply, type RecordedCall } from '../../../test/app-kit';
import { startAudit } from '../audit-test-kit';
import { aLiveMention, aMentionStatus, STATUS } from '../mentions/mentions-test-kit';
import { CUSTOM_IDS, mentionsStation, NOW } from './schedule-test-kit';

const TODAY_EN = 'Results not available. Data is processed at the end of the day.';
const TODAY_ES = 'Resultados no disponibles. El procesamiento de datos se hace al finalizar el día.';
const MARCH_9 = Date.parse('2026-03-09T03:00:00Z');
const MARCH_8 = Date.parse('2026-03-08T03:00:00Z');

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const badgeStyle = (row: HTMLElement, text: string) =>
  within(row).getByText(text).closest('.mantine-Badge-root')?.getAttribute('style');

const mention = (n: number, datetime: number) =>
  aLiveMention({ id: `4e1b2c3d-0000-4000-8000-00000000000${n}`, datetime, confidence: n === 2 ? 'ACCEPTED' : 'AUTO' });
const schedule = (n: number, customId: string, count: number, datetime: number) => ({
  id: `6d1b2c3d-0000-4000-8000-00000000000${n}`,
  customId,
  name: `${customId} reading`,
  count,
  datetime,
});

/** The status per day, as the server answers one day (`date`) at a time. */
const statusByDay = (call: RecordedCall) => ({
  results:
    call.query.get('date') === '2026-03-09'
      ? [
          aMentionStatus(schedule(1, 'PNT-BANK', 2, MARCH_9), [
            mention(1, Date.parse('2026-03-09T11:20:05Z')),
            mention(2, Date.parse('2026-03-09T15:00:00Z')),
          ]),
          aMentionStatus(schedule(2, 'PNT-CAR', 3, MARCH_9), [mention(3, Date.parse('2026-03-09T12:00:00Z'))]),
        ]
      : [aMentionStatus(schedule(3, 'PNT-COLA', 1, MARCH_8), [])],
});

describe('mentions by day: the mentions schedule status (issue 19, spec 03 sections 4 and 5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it('says results are not available when the range is today, and asks for no status', async () => {
    const { api } = startAudit('/audit/s/fm-2/schedule/pnt-index', [mentionsStation], {
      [`GET ${CUSTOM_IDS}`]: { results: [] },
      [`GET ${STATUS}`]: statusByDay,
    });
    expect(await screen.findByText(TODAY_EN)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.callsTo('GET', STATUS)).toHaveLength(0);
  });

  it('says it in Spanish in the words of the spec', async () => {
    await i18n.changeLanguage('es');
    startAudit('/audit/s/fm-2/schedule/pnt-index', [mentionsStation], {
      [`GET ${CUSTOM_IDS}`]: { results: [] },
    });
    expect(await screen.findByText(TODAY_ES)).toBeTruthy();
  });

  it('shows per mention schedule its count, the mentions confirming it and its colour: green, yellow, light', async () => {
    const { api } = startAudit('/audit/s/fm-2/schedule/pnt-index?from=2026-03-08&to=2026-03-09', [mentionsStation], {
      [`GET ${CUSTOM_IDS}`]: { results: [] },
      [`GET ${STATUS}`]: statusByDay,
    });
    const table = await screen.findByRole('table', { name: 'Mention schedule status per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row).filter((_, index) => index !== 5))).toEqual([
      ['03/09/2026', 'PNT-BANK', 'PNT-BANK reading', '2', '2', 'Read as scheduled'],
      ['03/09/2026', 'PNT-CAR', 'PNT-CAR reading', '3', '1', 'Read fewer times than scheduled'],
      ['03/08/2026', 'PNT-COLA', 'PNT-COLA reading', '1', '0', 'Not read'],
    ]);
    expect(badgeStyle(rows[0]!, 'Read as scheduled')).toContain('green');
    expect(badgeStyle(rows[1]!, 'Read fewer times than scheduled')).toContain('yellow');
    expect(badgeStyle(rows[2]!, 'Not read')).toContain('gray');
    // The confirming mentions: their times on the station's clock and confidence colours.
    expect(cellsOf(rows[0]!)[5]).toBe('08:20:05Unreviewed12:00:00Accepted');
    expect(badgeStyle(rows[0]!, 'Accepted')).toContain('green');
    expect(within(rows[0]!).getByRole('link', { name: 'PNT-BANK reading' }).getAttribute('href')).toBe(
      '/audit/s/fm-2/schedule/mentions/6d1b2c3d-0000-4000-8000-000000000001',
    );
    expect(screen.queryByText(TODAY_EN)).toBeNull();
    expect(api.callsTo('GET', STATUS).map((call) => call.query.get('date'))).toEqual(['2026-03-09', '2026-03-08']);
  });

  it("lists the past days of a range reaching today, with today's message, and explains a failed load", async () => {
    const { api, unmount } = startAudit(
      '/audit/s/fm-2/schedule/pnt-index?from=2026-03-09&customId=PNT-BANK',
      [mentionsStation],
      {
        [`GET ${CUSTOM_IDS}`]: { results: [] },
        [`GET ${STATUS}`]: { results: [] },
      },
    );
    expect(await screen.findByText('No mentions scheduled in this range')).toBeTruthy();
    expect(screen.getByText(TODAY_EN)).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET', STATUS)[0]!.query)).toEqual({
      date: '2026-03-09',
      customId: 'PNT-BANK',
    });
    unmount();

    startAudit('/audit/s/fm-2/schedule/pnt-index?from=2026-03-09&to=2026-03-09', [mentionsStation], {
      [`GET ${CUSTOM_IDS}`]: { results: [] },
      [`GET ${STATUS}`]: reply(403, { ...errorBody(403, 'ERR_FEATURE_NOT_ENABLED'), feature: 'audit' }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("The mentions' status could not be loaded")).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
