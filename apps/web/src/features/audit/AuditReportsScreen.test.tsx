import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { errorBody, reply } from '../../test/app-kit';
import { anAudio, auditStation, startAudit } from './audit-test-kit';

const station = auditStation('fm-2');
const REPORTS = '/v2/stations/0b0e6a52-1d0c-4a8e-9f3e-000000000002/audit/reports';
// 09:00 on 2026-03-10 in Buenos Aires (UTC-3).
const NOW = Date.parse('2026-03-10T12:00:00Z');
const dayStart = (day: string) => String(Date.parse(`${day}T03:00:00Z`));
const dayEnd = (day: string) => String(Date.parse(`${day}T03:00:00Z`) + 24 * 3600_000 - 1);

const copy = anAudio({
  id: '8b1b2c3d-0000-4000-8000-000000000002',
  customId: 'SPOT-COLA-30-B',
  filename: 'cola-b.mp3',
});
const silent = anAudio({ id: '8b1b2c3d-0000-4000-8000-000000000003', customId: 'SPOT-BANK-20', title: 'Bank' });

const query = (api: ReturnType<typeof startAudit>['api'], report: string) =>
  Object.fromEntries(api.callsTo('GET', `${REPORTS}/${report}`).at(-1)!.query);

describe('station audit reports (spec 03 section 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('en');
  });

  it("opens on the same-content audios of the last week, grouped by content, and moves tabs by the URL's report", async () => {
    const { api, router } = startAudit('/audit/s/fm-2/reports', [station], {
      [`GET ${REPORTS}/equal-md5`]: { results: [{ md5: anAudio().md5, audios: [anAudio(), copy] }] },
      [`GET ${REPORTS}/no-matches`]: { results: [] },
    });
    const table = await screen.findByRole('table', { name: 'Audios with the same content' });
    expect(screen.getByRole('tab', { name: 'Same content', selected: true })).toBeTruthy();
    expect(query(api, 'equal-md5')).toEqual({ from: dayStart('2026-03-04'), to: dayEnd('2026-03-10') });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText(anAudio().md5)).toBeTruthy();
    expect(within(row).getByText('SPOT-COLA-30')).toBeTruthy();
    expect(within(row).getByText('SPOT-COLA-30-B')).toBeTruthy();
    expect(within(row).getByText(/cola-b\.mp3 · 30 s · uploaded 03\/10\/2026, 10:00:05/)).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Without matches' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ report: 'no-matches' }));
    expect(await screen.findByText('Every audio has matches')).toBeTruthy();
  });

  it('looks for audios without matches in the same range by default, and in a range of their own when unchecked', async () => {
    const { api, router } = startAudit('/audit/s/fm-2/reports?report=no-matches', [station], {
      [`GET ${REPORTS}/no-matches`]: { results: [{ audio: silent, sameMd5MatchedAudio: copy }] },
    });
    const table = await screen.findByRole('table', { name: 'Audios without matches' });
    expect(within(table).getByText('SPOT-COLA-30-B (FM-2)')).toBeTruthy();
    expect(query(api, 'no-matches')).toEqual({
      audioFrom: dayStart('2026-03-04'),
      audioTo: dayEnd('2026-03-10'),
      matchFrom: dayStart('2026-03-04'),
      matchTo: dayEnd('2026-03-10'),
    });
    const same = screen.getByRole('checkbox', { name: /Same range for the matches/ });
    expect((same as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Matches from').hasAttribute('disabled')).toBe(true);

    fireEvent.click(same);
    await waitFor(() => expect(screen.getByLabelText('Matches from').hasAttribute('disabled')).toBe(false));
    fireEvent.change(screen.getByLabelText('Matches from'), { target: { value: '03/09/2026' } });
    await waitFor(() => expect(query(api, 'no-matches').matchFrom).toBe(dayStart('2026-03-09')));
    expect(query(api, 'no-matches').audioFrom).toBe(dayStart('2026-03-04'));
    expect(router.state.location.search).toMatchObject({ sameRange: false, matchFrom: '2026-03-09' });

    fireEvent.change(screen.getByLabelText('Uploaded from'), { target: { value: '03/01/2026' } });
    await waitFor(() => expect(query(api, 'no-matches').audioFrom).toBe(dayStart('2026-03-01')));
    expect(query(api, 'no-matches').matchFrom).toBe(dayStart('2026-03-09'));
  });

  it('shows only the audio a link names, with a way to every audio', async () => {
    startAudit(`/audit/s/fm-2/reports?report=no-matches&audio_id=${silent.id}`, [station], {
      [`GET ${REPORTS}/no-matches`]: {
        results: [
          { audio: silent, sameMd5MatchedAudio: null },
          { audio: anAudio(), sameMd5MatchedAudio: null },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Audios without matches' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('SPOT-BANK-20')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every audio' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it("lists today's scheduled custom ids without audio, each leading to its schedule", async () => {
    const { api } = startAudit('/audit/s/fm-2/reports?report=missing-audios', [station], {
      [`GET ${REPORTS}/missing-audios-schedule`]: {
        results: [
          {
            id: '5c1b2c3d-0000-4000-8000-000000000009',
            station: { name: 'FM-2', slug: 'fm-2' },
            customId: 'SPOT-NEW-15',
            datetime: Date.parse('2026-03-10T14:00:00Z'),
            advertiser: 'New Co',
            version: '',
          },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: 'Scheduled custom IDs without audio' });
    expect(query(api, 'missing-audios-schedule')).toEqual({ from: dayStart('2026-03-10'), to: dayEnd('2026-03-10') });
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['FM-2', 'SPOT-NEW-15', '03/10/2026, 11:00:00 GMT-3', 'New Co', '-']);
    const link = within(table).getByRole('link', { name: /Open the schedule of SPOT-NEW-15/ });
    expect(link.getAttribute('href')).toBe('/audit/s/fm-2/schedule/spot/5c1b2c3d-0000-4000-8000-000000000009');
    expect(screen.getByText(/The audios of these custom IDs are not loaded/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload audios' }).getAttribute('href')).toBe(
      '/audit/s/fm-2/upload/audios',
    );
  });

  it('says when nothing is missing, and offers a retry when the report fails, in Spanish too', async () => {
    await i18n.changeLanguage('es');
    let answer: unknown = reply(500, errorBody(500, 'ERR_INTERNAL'));
    startAudit('/audit/s/fm-2/reports?report=missing-audios', [station], {
      [`GET ${REPORTS}/missing-audios-schedule`]: () => answer,
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudieron cargar los audios faltantes')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Audios faltantes', selected: true })).toBeTruthy();
    answer = { results: [] };
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cada ID pautado tiene su audio')).toBeTruthy();
  });

  it('keeps the date pickers from going past today', async () => {
    startAudit('/audit/s/fm-2/reports?report=missing-audios&from=2026-03-20&to=2026-03-25', [station], {
      [`GET ${REPORTS}/missing-audios-schedule`]: { results: [] },
    });
    await screen.findByText('Every scheduled custom ID has its audio');
    expect((screen.getByLabelText('Scheduled from') as HTMLInputElement).value).toBe('03/10/2026');
    expect((screen.getByLabelText('Scheduled to') as HTMLInputElement).value).toBe('03/10/2026');
  });
});
