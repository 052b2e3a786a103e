import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { errorBody, reply } from '../../../test/app-kit';
import { anAudio, startAudit } from '../audit-test-kit';
import { aMatch, aMention, aSchedule, mentionsStation, NOW, SCHEDULES, station } from './schedule-test-kit';

const ID = '5d1b2c3d-0000-4000-8000-000000000001';
const DETAIL = `${SCHEDULES}/${ID}`;

const fieldsOf = (table: HTMLElement) =>
  Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]),
  );

describe('schedule detail (issue 16)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows an off-tolerance spot with its yellow badge, its warning and the logger at the airing', async () => {
    const airing = Date.parse('2026-03-10T11:12:30Z');
    const { api } = startAudit(`/audit/s/fm-2/schedule/spot/${ID}`, [station], {
      [`GET ${DETAIL}`]: aSchedule({
        order: 'ORD-7',
        custom: { nocontratonacional: 'NC-1' },
        toleranceConfig: { before: { value: 2, source: 'ENTRY' }, after: { value: 3, source: 'ENTRY' } },
        audio: anAudio(),
        matches: [aMatch({ datetime: airing, confirmationType: 'OFF_TOLERANCE', diff: 12.5, source: 'MANUAL' })],
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Ad schedule SPOT-COLA-30' })).toBeTruthy();
    expect(fieldsOf(screen.getByRole('table', { name: 'Schedule' }))).toEqual({
      'Date and time (America/Argentina/Buenos_Aires)': '03/10/2026, 08:00:00 GMT-3',
      'Custom ID': 'SPOT-COLA-30',
      Advertiser: 'Cola Co',
      Campaign: 'Summer',
      Version: 'V1',
      Order: 'ORD-7',
      Tolerance: '−2 / +3 min',
      nocontratonacional: 'NC-1',
    });
    expect(api.callsTo('GET', DETAIL)[0]!.query.get('contain')).toBe('audio,matches');

    expect(screen.getByText('Off tolerance · +12.5 min')).toBeTruthy();
    const warning = screen.getByText(/This airing is outside the tolerance window \(−2 \/ \+3 min\)/);
    expect(warning.textContent).toContain('it aired +12.5 min from the scheduled time');
    expect(fieldsOf(screen.getByRole('table', { name: 'Confirming match' }))).toEqual({
      'Aired at (America/Argentina/Buenos_Aires)': '03/10/2026, 08:12:30 GMT-3',
      Played: '29.5 s',
      Score: '97.5',
      Source: 'Manual',
    });
    expect(screen.getByRole('link', { name: 'Open the airing in the logger' }).getAttribute('href')).toBe(
      `/logger/s/fm-2?cursor=${airing}&tab=audiomatches`,
    );
    expect(screen.getByRole('button', { name: 'Play SPOT-COLA-30' })).toBeTruthy();
  });

  it('plays the audio of the schedule in the media player', async () => {
    startAudit(`/audit/s/fm-2/schedule/spot/${ID}`, [station], {
      [`GET ${DETAIL}`]: aSchedule({ audio: anAudio(), matches: [aMatch()] }),
      'GET /auth/media-token': { token: 'media-1', expiresAt: NOW + 3_600_000 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Play SPOT-COLA-30' }));
    const dialog = await screen.findByRole('dialog');
    const player = dialog.querySelector('audio')!;
    expect(player.getAttribute('aria-label')).toBe('Player of SPOT-COLA-30');
    const src = new URL(player.getAttribute('src')!);
    expect(src.pathname).toBe(`/api/v2/stations/${station.id}/audit/audios/SPOT-COLA-30/audio`);
    expect(src.searchParams.get('access_token')).toBe('media-1');
    // In tolerance: no warning.
    expect(screen.getByText('In tolerance · +1.5 min')).toBeTruthy();
    expect(screen.queryByText(/outside the tolerance window/)).toBeNull();
  });

  it("says 'No audio' and 'Not aired' for a schedule without either, with no logger link", async () => {
    startAudit(`/audit/s/fm-2/schedule/spot/${ID}`, [station], {
      [`GET ${DETAIL}`]: aSchedule({ audio: null, matches: [] }),
    });
    expect(await screen.findByText('No audio')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload its audio' }).getAttribute('href')).toBe(
      '/audit/s/fm-2/upload/audios',
    );
    expect(screen.getByText('Not aired')).toBeTruthy();
    expect(screen.getByText('No airing of this custom ID confirms this schedule.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the airing in the logger' })).toBeNull();
  });

  it('says a missing schedule is not found, with the way back, and retries a failed load', async () => {
    const { unmount } = startAudit(`/audit/s/fm-2/schedule/spot/${ID}`, [station], {
      [`GET ${DETAIL}`]: reply(404, errorBody(404, 'ERR_NOT_FOUND')),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Schedule not found')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Back to the schedule' }).getAttribute('href')).toBe(
      '/audit/s/fm-2/schedule/spot',
    );
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();

    startAudit(`/audit/s/fm-2/schedule/spot/${ID}`, [station], {
      [`GET ${DETAIL}`]: reply(500),
    });
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText('The schedule could not be loaded')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens a mention id given as a spot on the mention page', async () => {
    const { router } = startAudit(`/audit/s/fm-2/schedule/spot/${ID}`, [mentionsStation], {
      [`GET ${DETAIL}`]: aMention({ id: ID }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audit/s/fm-2/schedule/mentions/${ID}`));
    expect(await screen.findByRole('heading', { name: 'Mention Bank savings' })).toBeTruthy();
  });
});
