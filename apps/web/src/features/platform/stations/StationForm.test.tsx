import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { featuresConfigSchema } from '@antena/contract';
import { StationAddScreen, StationEditScreen } from './StationFormScreens';
import {
  aStation,
  CLIENT_ID,
  createFakeApi,
  errorBody,
  GROUP_ID,
  renderScreen,
  reply,
  STATION_ID,
} from '../../../test/app-kit';

const STATION_PATH = `/platform/stations/${STATION_ID}`;
const GROUPS_PATH = `/platform/clients/${CLIENT_ID}/station-groups`;
const group = { id: GROUP_ID, name: 'Buenos Aires', latitude: -34.6, longitude: -58.4 };
const startsWith = (label: string) => ({ name: new RegExp(`^${label}`) });
const openSection = (label: string) => fireEvent.click(screen.getByRole('button', startsWith(label)));

// A full station form is a large tree for jsdom; its first render alone takes about a second.
describe('station form', { timeout: 20_000 }, () => {
  it('sends the whole featuresConfig with the one nested value changed', async () => {
    const config = {
      transcription: { enabled: true },
      fragments: { descriptionFooters: [{ name: 'Firma', content: 'Escuchá Mitre', default: true }] },
    };
    const station = aStation({ stationGroup: { id: GROUP_ID, name: group.name } }, config);
    const api = createFakeApi();
    api.on('GET', STATION_PATH, station);
    api.on('GET', GROUPS_PATH, [group]);
    api.on('PUT', STATION_PATH, station);
    renderScreen(<StationEditScreen stationId={STATION_ID} />, { api });

    await waitFor(() =>
      expect((screen.getByRole('textbox', startsWith('Name')) as HTMLInputElement).value).toBe('Mitre AM 790'),
    );
    openSection('Transcription');
    fireEvent.click(await screen.findByRole('switch', startsWith('Speaker labels on fragments')));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PUT', STATION_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', STATION_PATH)[0]!.body).toEqual({
      name: 'Mitre AM 790',
      slug: 'mitre-am',
      logoUrl: null,
      timezone: 'America/Argentina/Buenos_Aires',
      language: 'es',
      format: 'mp3',
      streamUrl: 'https://radio.example/mitre.mp3',
      stationGroupId: GROUP_ID,
      featuresConfig: featuresConfigSchema.parse({
        ...config,
        transcription: { enabled: true, diarization: { fragments: true } },
      }),
    });
    expect(await screen.findByText('Station updated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('shows and saves speaker labels off once transcription is switched off', async () => {
    const config = { transcription: { enabled: true, diarization: { segments: true, fragments: true } } };
    const station = aStation({ stationGroup: null }, config);
    const api = createFakeApi();
    api.on('GET', STATION_PATH, station);
    api.on('GET', GROUPS_PATH, []);
    api.on('PUT', STATION_PATH, station);
    renderScreen(<StationEditScreen stationId={STATION_ID} />, { api });

    await waitFor(() =>
      expect((screen.getByRole('textbox', startsWith('Name')) as HTMLInputElement).value).toBe('Mitre AM 790'),
    );
    openSection('Transcription');
    const segments = (await screen.findByRole(
      'switch',
      startsWith('Speaker labels on recordings'),
    )) as HTMLInputElement;
    expect(segments.checked).toBe(true);
    fireEvent.click(screen.getByRole('switch', startsWith('Transcription')));
    await waitFor(() => expect(segments.checked).toBe(false));
    expect(segments.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PUT', STATION_PATH)).toHaveLength(1));
    const body = api.callsTo('PUT', STATION_PATH)[0]!.body as { featuresConfig: { transcription: unknown } };
    expect(body.featuresConfig.transcription).toEqual({
      enabled: false,
      diarization: { segments: false, fragments: false },
    });
  });

  it('opens the section of a field that needs attention and sends nothing', async () => {
    const api = createFakeApi();
    api.on('GET', GROUPS_PATH, []);
    renderScreen(<StationAddScreen clientId={CLIENT_ID} />, { api });

    fireEvent.change(await screen.findByRole('textbox', startsWith('Name')), { target: { value: 'Canal 9' } });
    openSection('Media watermark');
    fireEvent.click(await screen.findByRole('switch', startsWith('Watermark video fragments')));
    openSection('Media watermark');
    await waitFor(() => expect(screen.queryByRole('switch', startsWith('Watermark video fragments'))).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Create station' }));

    // The closed section opens on the failed submit and says what is missing.
    const watermark = await screen.findByRole('region', startsWith('Media watermark'));
    expect(await within(watermark).findByText('The watermark needs an image URL')).toBeTruthy();
    expect(screen.getByRole('button', startsWith('Media watermark')).textContent).toContain('Check the fields');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    const create = screen.getByRole('button', { name: 'Create station' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);

    // Without the watermark the image is optional again: the error goes and Create comes back.
    fireEvent.click(within(watermark).getByRole('switch', startsWith('Watermark video fragments')));
    await waitFor(() => expect(screen.queryByText('The watermark needs an image URL')).toBeNull());
    expect(create.disabled).toBe(false);
  });

  it('refuses a source the recorder cannot read', async () => {
    const api = createFakeApi();
    api.on('GET', GROUPS_PATH, []);
    renderScreen(<StationAddScreen clientId={CLIENT_ID} />, { api });

    fireEvent.change(await screen.findByRole('textbox', startsWith('Name')), { target: { value: 'Canal 9' } });
    const source = screen.getByRole('textbox', startsWith('Stream URL'));
    // Monospace, on a line as tall as the input, so an underscore is not clipped (issue 13.18).
    expect(source.style.getPropertyValue('--input-font-family')).toBe('var(--mantine-font-family-monospace)');
    expect(source.style.lineHeight).toBe('var(--input-line-height)');
    fireEvent.change(source, { target: { value: 'canal9.example/live' } });

    expect(await screen.findByText(/^Enter a source the recorder can read/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create station' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(source, { target: { value: 'rtmp://live_server/canal_9' } });
    await waitFor(() => expect(screen.queryByText(/^Enter a source the recorder can read/)).toBeNull());
    expect((screen.getByRole('button', { name: 'Create station' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's field errors beside their fields and the form error, and keeps the edit", async () => {
    const station = aStation({ stationGroup: null });
    const api = createFakeApi();
    api.on('GET', STATION_PATH, station);
    api.on('GET', GROUPS_PATH, []);
    api.on(
      'PUT',
      STATION_PATH,
      reply(400, {
        ...errorBody(400, 'ERR_VALIDATION', 'Invalid body: body.slug'),
        details: [{ path: 'body.slug', message: 'Lowercase letters, digits and dashes' }],
      }),
    );
    renderScreen(<StationEditScreen stationId={STATION_ID} />, { api });

    const name = (await screen.findByRole('textbox', startsWith('Name'))) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Mitre AM 790'));
    fireEvent.change(name, { target: { value: 'Mitre AM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('An error ocurred. Please check all fields and try again')).toBeTruthy();
    expect(screen.getByText('Lowercase letters, digits and dashes')).toBeTruthy();
    expect(screen.getByRole('textbox', startsWith('Slug')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Station updated')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Saved' })).toBeNull();
    expect(name.value).toBe('Mitre AM');
  });

  it('creates a station, says so and goes back to the stations', async () => {
    const api = createFakeApi();
    api.on('GET', GROUPS_PATH, []);
    api.on('POST', `/platform/clients/${CLIENT_ID}/stations`, reply(201, aStation()));
    const { router } = renderScreen(<StationAddScreen clientId={CLIENT_ID} />, {
      api,
      path: `/platform/clients/${CLIENT_ID}/stations/add`,
    });

    fireEvent.change(await screen.findByRole('textbox', startsWith('Name')), { target: { value: 'Canal 9' } });
    fireEvent.change(screen.getByRole('textbox', startsWith('Stream URL')), {
      target: { value: 'https://canal9.example/live.mp3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create station' }));

    expect(await screen.findByText('Station created')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/platform/clients/${CLIENT_ID}`));
    expect(router.state.location.search).toEqual({ tab: 'stations' });
  });
});
