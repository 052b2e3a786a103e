import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Station } from '@antena/contract';
import i18n from '../../../lib/i18n';
import { createFakeApi, errorBody, GROUP_ID, renderScreen, reply } from '../../../test/app-kit';
import { installFakeXhr } from '../../../test/fake-xhr';
import { auditKeys } from '../audit.api';
import { anAudio, auditStation } from '../audit-test-kit';
import { AudioUploadQueue } from './AudioUploadQueue';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const mp3 = (name: string) => new File(['x'.repeat(2048)], name, { type: 'audio/mpeg' });

const uploaded = (customId: string, overridden = false) =>
  reply(201, { ...anAudio({ customId, filename: `${customId}.mp3` }), overridden });

async function setup(station: Station = auditStation('fm-2'), maxUploadMb = 10) {
  const api = createFakeApi();
  api.on('POST', '/v2/audit/audios', () => uploaded('SPOT-COLA-30'));
  const requests = installFakeXhr(api);
  const view = renderScreen(<AudioUploadQueue station={station} />, {
    api,
    config: { assets: { maxUploadMb } },
  });
  const addFiles = (...files: File[]) =>
    fireEvent.change(screen.getByLabelText(i18n.t('audit-upload:picker.inputLabel')), { target: { files } });
  // The router renders the screen after its first navigation.
  await screen.findByText(i18n.t('audit-upload:empty.title'));
  const sent = (count: number) => waitFor(() => expect(requests).toHaveLength(count));
  return { ...view, api, requests, addFiles, sent };
}

const row = (fileName: string) => screen.getByRole('row', { name: new RegExp(fileName.replace('.', '\\.')) });

describe('AudioUploadQueue', () => {
  it('starts each audio id as the file name without its extension, editable, and blocks an empty one', async () => {
    const { addFiles } = await setup();
    expect(screen.getByText('No files in the queue')).toBeTruthy();
    addFiles(mp3('spot.cola.30.mp3'), mp3('JINGLE'));
    const first = screen.getByLabelText<HTMLInputElement>('Audio ID of spot.cola.30.mp3');
    expect(first.value).toBe('spot.cola.30');
    expect(screen.getByLabelText<HTMLInputElement>('Audio ID of JINGLE').value).toBe('JINGLE');
    expect(within(row('spot.cola.30.mp3')).getByText('2 KB')).toBeTruthy();

    fireEvent.change(first, { target: { value: ' ' } });
    expect(screen.getByText('Enter an audio ID')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start upload' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(first, { target: { value: 'COLA-30' } });
    expect(screen.queryByText('Enter an audio ID')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start upload' }).hasAttribute('disabled')).toBe(false);
  });

  it('uploads one file at a time with its progress, and lets items be removed or renamed only before', async () => {
    const { addFiles, requests, sent } = await setup();
    addFiles(mp3('a.mp3'), mp3('b.mp3'), mp3('c.mp3'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove c.mp3' }));
    expect(screen.queryByText('c.mp3')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start upload' }));

    await sent(1);
    expect(requests[0]!.field('customId')).toBe('a');
    await act(async () => requests[0]!.progress(512, 1024));
    expect(within(row('a.mp3')).getByText('Uploading 50%')).toBeTruthy();
    expect(within(row('b.mp3')).getByText('Not started')).toBeTruthy();
    expect(screen.getByText('Uploading file 1 of 2. Keep this page open until it ends.')).toBeTruthy();
    // Once started, nothing in the queue can be removed or renamed any more.
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByLabelText('Audio ID of b.mp3')).toBeNull();
    expect(requests).toHaveLength(1);

    await act(() => requests[0]!.answerFromApi());
    await sent(2);
    expect(within(row('a.mp3')).getByText('Uploaded')).toBeTruthy();
    expect(requests[1]!.field('customId')).toBe('b');
    await act(async () => requests[1]!.progress(256, 1024));
    expect(within(row('b.mp3')).getByText('Uploading 25%')).toBeTruthy();
    await act(() => requests[1]!.answerFromApi());
    expect(await screen.findByText('2 uploaded, 0 replaced, 0 failed.')).toBeTruthy();
  });

  it('shows an error translated by its code, with the code, while the next file still uploads', async () => {
    await i18n.changeLanguage('es');
    const { addFiles, requests, sent } = await setup();
    addFiles(mp3('a.mp3'), mp3('b.mp3'));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar subida' }));
    await sent(1);
    await act(async () =>
      requests[0]!.answer(409, errorBody(409, 'ERR_AUDIT_AUDIO_EXISTS_MD5', 'Audio with same md5 already exists')),
    );

    await sent(2);
    const failed = row('a.mp3');
    expect(within(failed).getByText('Error: Ya existe un audio con el mismo contenido')).toBeTruthy();
    expect(within(failed).getByText('(Código de error: ERR_AUDIT_AUDIO_EXISTS_MD5)')).toBeTruthy();
    expect(screen.queryByText(/same md5/)).toBeNull();
    expect(within(row('b.mp3')).getByText('Subiendo 0%')).toBeTruthy();

    await act(() => requests[1]!.answerFromApi());
    expect(await screen.findByText('1 subidos, 0 reemplazados, 1 con error.')).toBeTruthy();
  });

  it('fails a file over the upload size without sending it, and goes on with the next', async () => {
    const { addFiles, requests, sent } = await setup(auditStation('fm-2'), 0.01);
    addFiles(new File(['x'.repeat(20_000)], 'long.wav', { type: 'audio/wav' }), mp3('short.mp3'));
    fireEvent.click(screen.getByRole('button', { name: 'Start upload' }));
    await sent(1);
    expect(requests[0]!.field('customId')).toBe('short');
    expect(within(row('long.wav')).getByText('Error: The file is too large.')).toBeTruthy();
    expect(within(row('long.wav')).getByText('(Error code: ERR_PAYLOAD_TOO_LARGE)')).toBeTruthy();
  });

  it('asks the server to replace audios with the same id when checked, and marks the ones it replaced', async () => {
    const { api, addFiles, requests, sent } = await setup();
    api.on('POST', '/v2/audit/audios', () => uploaded('SPOT-1', true));
    addFiles(mp3('SPOT-1.mp3'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Replace audios with the same ID' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start upload' }));
    await sent(1);
    expect(requests[0]!.field('override')).toBe('true');
    await act(() => requests[0]!.answerFromApi());
    expect(await within(row('SPOT-1.mp3')).findByText('Overridden')).toBeTruthy();
    expect(screen.getByText('1 uploaded, 1 replaced, 0 failed.')).toBeTruthy();
  });

  it("uploads a station's audio for the station, without asking to replace", async () => {
    const station = auditStation('fm-2');
    const { addFiles, requests, sent } = await setup(station);
    expect(screen.getByText('Audios uploaded here are for this station, FM-2.')).toBeTruthy();
    addFiles(mp3('a.mp3'));
    fireEvent.click(screen.getByRole('button', { name: 'Start upload' }));
    await sent(1);
    const request = requests[0]!;
    expect([request.method, request.url]).toEqual(['POST', '/api/v2/audit/audios']);
    expect(request.field('type')).toBe('STATION_AUDIO');
    expect(request.field('stationId')).toBe(station.id);
    expect(request.field('stationsGroupId')).toBeNull();
    expect(request.field('override')).toBeNull();
    expect((request.body?.get('file') as File).name).toBe('a.mp3');
  });

  it("marks the station's audios list stale after the batch, so the audios screen shows the new ones", async () => {
    const station = auditStation('fm-2');
    const { addFiles, requests, sent, queryClient } = await setup(station);
    const audiosKey = [...auditKeys.station(station.id), 'audios'];
    queryClient.setQueryData(audiosKey, []);
    addFiles(mp3('a.mp3'));
    fireEvent.click(screen.getByRole('button', { name: 'Start upload' }));
    await sent(1);
    expect(queryClient.getQueryState(audiosKey)?.isInvalidated).toBe(false);
    await act(() => requests[0]!.answerFromApi());
    await waitFor(() => expect(queryClient.getQueryState(audiosKey)?.isInvalidated).toBe(true));
  });

  it("uploads a grouped station's audio once for its group", async () => {
    const station = { ...auditStation('fm-2'), stationGroup: { id: GROUP_ID, name: 'Cadena Sur' } };
    const { addFiles, requests, sent } = await setup(station);
    expect(screen.getByText('Audios uploaded here are for all stations of group Cadena Sur.')).toBeTruthy();
    addFiles(mp3('a.mp3'));
    fireEvent.click(screen.getByRole('button', { name: 'Start upload' }));
    await sent(1);
    expect(requests[0]!.field('type')).toBe('STATIONS_GROUP_AUDIO');
    expect(requests[0]!.field('stationsGroupId')).toBe(GROUP_ID);
    expect(requests[0]!.field('stationId')).toBeNull();
    await act(() => requests[0]!.answerFromApi());
    expect(await screen.findByText('1 uploaded, 0 replaced, 0 failed.')).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('resets the queue before starting and after completion, not while uploading', async () => {
    const { addFiles, requests, sent } = await setup();
    addFiles(mp3('a.mp3'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('No files in the queue')).toBeTruthy();

    addFiles(mp3('b.mp3'));
    fireEvent.click(screen.getByRole('button', { name: 'Start upload' }));
    await sent(1);
    expect(screen.getByRole('button', { name: 'Reset' }).hasAttribute('disabled')).toBe(true);
    await act(() => requests[0]!.answerFromApi());
    await screen.findByText('1 uploaded, 0 replaced, 0 failed.');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('No files in the queue')).toBeTruthy();
    expect(screen.queryByText('1 uploaded, 0 replaced, 0 failed.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose files' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks before leaving while files wait or upload, and leaves freely with none', async () => {
    const { addFiles, router } = await setup();
    const leave = () => act(() => void router.navigate({ to: '/audit' }));
    addFiles(mp3('a.mp3'));
    leave();
    expect(await screen.findByText('Leave the upload?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Leave the upload?')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('a.mp3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    leave();
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit'));
    expect(screen.queryByText('Leave the upload?')).toBeNull();
  });
});
