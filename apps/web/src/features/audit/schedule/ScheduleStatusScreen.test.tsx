import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { errorBody, reply } from '../../../test/app-kit';
import { startAudit } from '../audit-test-kit';
import { aStatusItem, CUSTOM_IDS, NOW, STATUS, station } from './schedule-test-kit';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('schedule status (issue 16, spec 03 section 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("shows each custom id's counts and its colour in words: green, yellow, light", async () => {
    const { api } = startAudit('/audit/s/fm-2/schedule-status', [station], {
      [`GET ${CUSTOM_IDS}`]: { results: [] },
      [`GET ${STATUS}`]: {
        results: [
          aStatusItem(
            'SPOT-C',
            {
              matchesCount: 0,
              matchesWithScheduleCount: 0,
              matchesWithScheduleOffToleranceCount: 0,
              schedulesCount: 1,
            },
            false,
          ),
          aStatusItem('SPOT-A', {
            matchesCount: 3,
            matchesWithScheduleCount: 2,
            matchesWithScheduleOffToleranceCount: 0,
            schedulesCount: 2,
          }),
          aStatusItem('SPOT-B', {
            matchesCount: 1,
            matchesWithScheduleCount: 1,
            matchesWithScheduleOffToleranceCount: 1,
            schedulesCount: 1,
          }),
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Schedule status per custom ID' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['SPOT-A', 'SPOT-A audio', '3', '2', '0', '2', 'All in tolerance'],
      ['SPOT-B', 'SPOT-B audio', '1', '1', '1', '1', 'Missing or off tolerance'],
      ['SPOT-C', 'No audio', '0', '0', '0', '1', 'No matches found'],
    ]);
    const badge = (row: HTMLElement, text: string) => within(row).getByText(text).closest('.mantine-Badge-root');
    expect(badge(rows[0]!, 'All in tolerance')?.getAttribute('style')).toContain('green');
    expect(badge(rows[1]!, 'Missing or off tolerance')?.getAttribute('style')).toContain('yellow');
    expect(badge(rows[2]!, 'No matches found')?.getAttribute('style')).toContain('gray');
    expect(within(rows[0]!).getByRole('button', { name: 'Play SPOT-A' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Open the schedules of SPOT-A' }).getAttribute('href')).toBe(
      '/audit/s/fm-2/schedule/spot?from=2026-03-10&to=2026-03-10&customId=SPOT-A',
    );
    expect(Object.fromEntries(api.callsTo('GET', STATUS)[0]!.query)).toEqual({
      from: String(Date.parse('2026-03-10T03:00:00Z')),
      to: String(Date.parse('2026-03-11T03:00:00Z') - 1),
    });
    // The navigation marks this section, not the schedule it starts like.
    const nav = screen.getByRole('navigation', { name: 'Audit sections' });
    expect(within(nav).getByRole('link', { name: 'Schedule status' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Schedule' }).getAttribute('aria-current')).toBeNull();
  });

  it("asks for the URL's range and custom ids, and says 'No results found for the date' when it is empty", async () => {
    const { api } = startAudit('/audit/s/fm-2/schedule-status?from=2026-03-01&customId=SPOT-A,SPOT-B', [station], {
      [`GET ${CUSTOM_IDS}`]: { results: [] },
      [`GET ${STATUS}`]: { results: [] },
    });
    expect(await screen.findByText('No results found for the date')).toBeTruthy();
    const query = api.callsTo('GET', STATUS)[0]!.query;
    expect(query.get('from')).toBe(String(Date.parse('2026-03-01T03:00:00Z')));
    expect(query.get('customId')).toBe('SPOT-A,SPOT-B');
  });

  it('explains a failed load with a retry', async () => {
    startAudit('/audit/s/fm-2/schedule-status', [station], {
      [`GET ${CUSTOM_IDS}`]: { results: [] },
      [`GET ${STATUS}`]: reply(403, { ...errorBody(403, 'ERR_FEATURE_NOT_ENABLED'), feature: 'audit' }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The schedule status could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
