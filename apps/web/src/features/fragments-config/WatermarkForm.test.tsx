import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { WATERMARK_MAX_BYTES } from '@antena/contract';
import i18n from '../../lib/i18n';
import { errorBody, reply } from '../../test/app-kit';
import {
  aFile,
  aFragmentsConfig,
  anAsset,
  chooseFile,
  radio,
  renderFragmentsConfig,
  save,
  saveButton,
  TV_ID,
  typeInto,
} from './fragments-config-test-kit';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const WATERMARK = '/admin/fragments?tab=watermark';
const STORED = {
  enabled: true,
  imageUrl: '/api/media/assets/c1/a/old.png?expires=1&signature=x',
  positionX: 'left' as const,
  positionY: 'top' as const,
  paddingX: 24,
  paddingY: 12,
  opacity: 0.8,
};
const withStored = {
  answers: { [`GET /fragments/config/${TV_ID}`]: aFragmentsConfig(TV_ID, { mediaWatermark: STORED }) },
};
const ENABLED = /^Watermark video fragments/;
const opacity = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Opacity' });

describe('fragments configuration: watermark', () => {
  it('says so when the client has no video station', async () => {
    const { api } = renderFragmentsConfig(WATERMARK, { stations: [radio] });
    expect(await screen.findByText('There are no video stations registered')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Station' })).toBeNull();
    expect(api.calls.filter((call) => call.path.startsWith('/fragments/config'))).toHaveLength(0);
  });

  it("offers only video stations and opens a new watermark with the spec's defaults", async () => {
    renderFragmentsConfig(WATERMARK);
    const enabled = await screen.findByRole<HTMLInputElement>('switch', { name: ENABLED });
    expect(enabled.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Station' }).value).toBe('Demo TV');
    fireEvent.click(screen.getByRole('combobox', { name: 'Station' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Demo TV']);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Horizontal padding' }).value).toBe('10 px');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Vertical padding' }).value).toBe('10 px');
    expect(opacity().value).toBe('1');
  });

  it('requires an image while enabled', async () => {
    const { api } = renderFragmentsConfig(WATERMARK);
    await screen.findByRole('switch', { name: ENABLED });
    save();
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(api.callsTo('PUT', `/fragments/config/${TV_ID}`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('switch', { name: ENABLED }));
    save();
    await screen.findByText('Fragments configuration for Demo TV updated');
    expect(api.callsTo('PUT', `/fragments/config/${TV_ID}`)[0]!.body).toMatchObject({
      mediaWatermark: { enabled: false, imageUrl: null },
    });
  });

  it('refuses what is not an image, and an image over 1 MB, before sending it', async () => {
    const { api } = renderFragmentsConfig(WATERMARK);
    await screen.findByRole('switch', { name: ENABLED });
    chooseFile(aFile('logo.svg', 'image/svg+xml'));
    expect(await screen.findByText('Only images can be uploaded: PNG, JPG, GIF or WebP')).toBeTruthy();
    chooseFile(aFile('logo.png', 'image/png', WATERMARK_MAX_BYTES + 1));
    expect(await screen.findByText('Files must not exceed 1MB')).toBeTruthy();
    expect(api.callsTo('POST', '/assets')).toHaveLength(0);
  });

  it('says so when the upload fails', async () => {
    await i18n.changeLanguage('es');
    renderFragmentsConfig(WATERMARK, { answers: { 'POST /assets': reply(500, errorBody(500, 'ERR_INTERNAL')) } });
    await screen.findByRole('switch', { name: /^Marca de agua en los fragmentos de video/ });
    chooseFile(aFile('logo.png', 'image/png'));
    expect(await screen.findByText('Ocurrió un error al cargar el archivo, intente nuevamente')).toBeTruthy();
  });

  it('uploads the image, previews it and saves the watermark', async () => {
    const { api } = renderFragmentsConfig(WATERMARK);
    await screen.findByRole('switch', { name: ENABLED });
    chooseFile(aFile('logo.png', 'image/png'));
    const preview = await screen.findByRole<HTMLImageElement>('img', { name: 'Watermark image preview' });
    expect(preview.getAttribute('src')).toBe(anAsset().url);
    expect(api.callsTo('POST', '/assets')).toHaveLength(1);
    typeInto(opacity(), '0.5');
    save();
    expect(await screen.findByText('Fragments configuration for Demo TV updated')).toBeTruthy();
    expect(api.callsTo('PUT', `/fragments/config/${TV_ID}`)[0]!.body).toEqual({
      mediaWatermark: {
        enabled: true,
        imageUrl: anAsset().url,
        positionX: 'right',
        positionY: 'bottom',
        paddingX: 10,
        paddingY: 10,
        opacity: 0.5,
      },
    });
  });

  it('hides the padding of a centred axis and keeps the stored one', async () => {
    const { api } = renderFragmentsConfig(WATERMARK, withStored);
    await screen.findByRole('img', { name: 'Watermark image preview' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Horizontal position' }));
    fireEvent.click(screen.getByRole('option', { name: 'Center' }));
    expect(screen.queryByRole('textbox', { name: 'Horizontal padding' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Vertical padding' })).toBeTruthy();
    save();
    await screen.findByText('Fragments configuration for Demo TV updated');
    expect(api.callsTo('PUT', `/fragments/config/${TV_ID}`)[0]!.body).toEqual({
      mediaWatermark: { ...STORED, positionX: 'center' },
    });
  });

  it('checks the padding and the opacity', async () => {
    renderFragmentsConfig(WATERMARK, withStored);
    await screen.findByRole('img', { name: 'Watermark image preview' });
    typeInto(opacity(), '1.5');
    expect(await screen.findByText('From 0 to 1')).toBeTruthy();
    typeInto(screen.getByRole('textbox', { name: 'Vertical padding' }), '20000');
    expect(await screen.findByText('Whole pixels from 0 to 10000')).toBeTruthy();
    typeInto(screen.getByRole('textbox', { name: 'Horizontal padding' }), '');
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('removes the image, which an enabled watermark then asks for again', async () => {
    renderFragmentsConfig(WATERMARK, withStored);
    await screen.findByRole('img', { name: 'Watermark image preview' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Watermark image' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Watermark image preview' })).toBeNull());
    expect(await screen.findByText('Required')).toBeTruthy();
  });
});
