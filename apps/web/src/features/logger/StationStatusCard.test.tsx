import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { StationStatus } from '@antena/contract';
import i18n from '../../lib/i18n';
import { renderScreen } from '../../test/app-kit';
import { aStationStatus, segmentsBetween } from './logger-test-kit';
import { StationStatusCard } from './StationStatusCard';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 2, 2, 15, 0);

async function renderCard(station: StationStatus, favorite = false, showStreamerBox = true) {
  const onToggleFavorite = vi.fn();
  const view = renderScreen(
    <StationStatusCard
      station={station}
      favorite={favorite}
      onToggleFavorite={onToggleFavorite}
      now={NOW}
      showStreamerBox={showStreamerBox}
    />,
  );
  return { ...view, onToggleFavorite, card: await screen.findByRole('article', { name: station.name }) };
}

const percent = (element: Element, property: 'left' | 'width') => parseFloat((element as HTMLElement).style[property]);

describe('station status card', () => {
  it('links the station to its stream and names its client', async () => {
    const { card } = await renderCard(aStationStatus({ slug: 'mitre-am', name: 'Mitre AM 790' }));
    expect(within(card).getByRole('link', { name: 'Mitre AM 790' }).getAttribute('href')).toBe('/logger/s/mitre-am');
    expect(within(card).getByText('Radio Mitre')).toBeTruthy();
    expect(within(card).getByText('On air')).toBeTruthy();
  });

  it('shows the initials when the station has no logo', async () => {
    const { card } = await renderCard(aStationStatus({ name: 'Cadena Tres', logoUrl: null }));
    expect(within(card).getByText('CT')).toBeTruthy();
  });

  it('marks an offline station', async () => {
    const { card } = await renderCard(aStationStatus({ isOnline: false }));
    expect(within(card).getByText('Offline')).toBeTruthy();
    expect(within(card).queryByText('On air')).toBeNull();
  });

  it('says a StreamerBox station still uploading its backlog is catching up, not offline', async () => {
    const { card } = await renderCard(aStationStatus({ isOnline: false, catchingUpSeconds: 690 }));
    expect(within(card).getByText('Catching up 12 min')).toBeTruthy();
    expect(within(card).queryByText('Offline')).toBeNull();
  });

  it('says why the recorder cannot capture a station, and says nothing while it records', async () => {
    const reason = "ffmpeg not found: install the Debian package 'ffmpeg' or set FFMPEG_PATH";
    const { card } = await renderCard(
      aStationStatus({ isOnline: false, captureFailure: { code: 'FFMPEG_MISSING', reason, since: NOW } }),
    );
    const status = within(card).getByRole('status');
    expect(within(status).getByText(/^Not recording since .+: ffmpeg is not installed on the recorder$/)).toBeTruthy();
    expect(within(status).getByText(`Technical detail: ${reason}`)).toBeTruthy();
    const { card: recording } = await renderCard(aStationStatus({ slug: 'la-red', name: 'La Red' }));
    expect(within(recording).queryByRole('status')).toBeNull();
  });

  describe('in Spanish', () => {
    afterEach(() => i18n.changeLanguage('en'));

    it("says why in Spanish, with ffmpeg's English words only as the technical detail", async () => {
      await i18n.changeLanguage('es');
      const reason = 'http://radio.example/live.mp3: Connection refused';
      const { card } = await renderCard(
        aStationStatus({ isOnline: false, captureFailure: { code: 'SOURCE_UNREACHABLE', reason, since: NOW } }),
      );
      const status = within(card).getByRole('status');
      const cause = within(status).getByText(/^Sin grabar desde .+: /);
      expect(cause.textContent).toMatch(
        /^Sin grabar desde .+: no se puede acceder a la fuente \(conexión rechazada, no encontrada o error HTTP\)$/,
      );
      expect(cause.textContent).not.toContain('Connection refused');
      expect(within(status).getByText(`Detalle técnico: ${reason}`)).toBeTruthy();
    });

    it('says catching up in Spanish', async () => {
      await i18n.changeLanguage('es');
      const { card } = await renderCard(aStationStatus({ isOnline: false, catchingUpSeconds: 60 }));
      expect(within(card).getByText('Poniéndose al día: 1 min')).toBeTruthy();
    });

    it('reads a code it does not know as an unexpected error', async () => {
      await i18n.changeLanguage('es');
      const failure = { code: 'NEWER_CODE', reason: 'x', since: NOW } as unknown as StationStatus['captureFailure'];
      const { card } = await renderCard(aStationStatus({ isOnline: false, captureFailure: failure }));
      expect(within(card).getByText(/^Sin grabar desde .+: un error de captura inesperado$/)).toBeTruthy();
    });
  });

  it('draws the recorded stretches of the last hour and leaves the gap empty', async () => {
    const segments = [
      ...segmentsBetween(NOW - 60 * MINUTE, NOW - 40 * MINUTE),
      ...segmentsBetween(NOW - 20 * MINUTE, NOW),
    ];
    const { card } = await renderCard(aStationStatus({ segments }));
    const strip = within(card).getByRole('img', { name: 'Last hour: 40 of 60 minutes recorded' });
    const runs = strip.querySelectorAll('[data-activity-run]');
    expect(runs).toHaveLength(2);
    expect(percent(runs[0]!, 'left')).toBeCloseTo(0);
    expect(percent(runs[0]!, 'width')).toBeCloseTo(33.33, 1);
    expect(percent(runs[1]!, 'left')).toBeCloseTo(66.67, 1);
    expect(percent(runs[1]!, 'width')).toBeCloseTo(33.33, 1);
    expect(within(card).queryByText('No recent activity registered')).toBeNull();
  });

  it("says 'No recent activity registered' without segments", async () => {
    const { card } = await renderCard(aStationStatus({ isOnline: false, segments: [] }));
    expect(within(card).getByText('No recent activity registered')).toBeTruthy();
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('links the StreamerBox device chip to its device, for those who may use StreamerBox only (spec 02)', async () => {
    const { card } = await renderCard(aStationStatus({ streamerBoxDeviceId: 'dev-42' }));
    const chip = within(card).getByRole('link', { name: 'StreamerBox device dev-42' });
    expect(chip.getAttribute('href')).toBe('/streamer-box/devices/dev-42');
    expect(chip.textContent).toContain('StreamerBox');
    const { card: client } = await renderCard(
      aStationStatus({ slug: 'la-red', name: 'La Red', streamerBoxDeviceId: 'dev-42' }),
      false,
      false,
    );
    expect(within(client).queryByText('StreamerBox')).toBeNull();
    expect(within(client).queryByRole('link', { name: /StreamerBox/ })).toBeNull();
  });

  it('has no StreamerBox chip without a device', async () => {
    const { card } = await renderCard(aStationStatus({ streamerBoxDeviceId: null }));
    expect(within(card).queryByText('StreamerBox')).toBeNull();
  });

  it("shows 'Go to station' on hover and on keyboard focus", async () => {
    const { card } = await renderCard(aStationStatus({ slug: 'mitre-am' }));
    expect(within(card).queryByRole('link', { name: 'Go to station' })).toBeNull();

    fireEvent.mouseEnter(card);
    expect(within(card).getByRole('link', { name: 'Go to station' }).getAttribute('href')).toBe('/logger/s/mitre-am');
    fireEvent.mouseLeave(card);
    expect(within(card).queryByRole('link', { name: 'Go to station' })).toBeNull();

    act(() => within(card).getByRole('button', { name: 'Favourite Mitre AM 790' }).focus());
    expect(within(card).getByRole('link', { name: 'Go to station' })).toBeTruthy();
  });

  it('toggles the favourite with its star, which tells whether it is pressed', async () => {
    const { card, onToggleFavorite } = await renderCard(aStationStatus({ stationId: 'st-1', name: 'FM 1' }), true);
    const star = within(card).getByRole('button', { name: 'Favourite FM 1' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    expect(onToggleFavorite).toHaveBeenCalledWith('st-1');
  });
});
