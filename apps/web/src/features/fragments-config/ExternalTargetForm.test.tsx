import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { errorBody, reply } from '../../test/app-kit';
import {
  aStationConfig,
  RADIO_ID,
  renderFragmentsConfig,
  save,
  saveButton,
  typeInto,
} from './fragments-config-test-kit';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const EXPORT = '/admin/fragments?tab=export';
const STATION_CONFIG = `/station-config/${RADIO_ID}`;
const S3 = {
  type: 'S3' as const,
  endpoint: 'https://s3.example',
  region: 'us-east-1',
  bucket: 'fragments',
  accessKeyId: 'AKIA1',
  secretAccessKeySet: true,
  forcePathStyle: true,
  keyPattern: '{station}/{id}.{ext}',
};
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const secret = () => screen.getByLabelText<HTMLInputElement>(/^Secret access key/);

describe('fragments configuration: external target', () => {
  it('saves a folder target with the default key pattern', async () => {
    const { api } = renderFragmentsConfig(EXPORT);
    expect(await screen.findByText(/Without a target/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Folder' }));
    save();
    expect(await screen.findByText('Required')).toBeTruthy();
    typeInto(field('Folder'), ' radio ');
    save();
    expect(await screen.findByText('Fragments configuration for Demo Radio updated')).toBeTruthy();
    expect(api.callsTo('PUT', STATION_CONFIG)[0]!.body).toEqual({
      externalExport: {
        target: { type: 'FOLDER', folder: 'radio', keyPattern: '{station}/{date}/{time}-{title}-{id}.{ext}' },
      },
    });
  });

  it('asks for every S3 field and the secret of a new bucket', async () => {
    const { api } = renderFragmentsConfig(EXPORT);
    await screen.findByText(/Without a target/);
    fireEvent.click(screen.getByRole('radio', { name: 'S3 bucket' }));
    save();
    // Endpoint, bucket, access key id and secret (region and pattern start filled).
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    typeInto(field('Region'), '');
    typeInto(field('File name pattern'), '');
    expect(screen.getAllByText('Required')).toHaveLength(6);
    typeInto(field('Endpoint'), 'ftp://files.example');
    expect(await screen.findByText('Enter an http(s) URL')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    expect(api.callsTo('PUT', STATION_CONFIG)).toHaveLength(0);
  });

  it('keeps a stored secret when left empty, and sends a new one when typed', async () => {
    const { api } = renderFragmentsConfig(EXPORT, {
      answers: { [`GET ${STATION_CONFIG}`]: aStationConfig(RADIO_ID, S3) },
    });
    expect(await screen.findByText('A secret is set. Leave this empty to keep it.')).toBeTruthy();
    expect(secret().value).toBe('');
    expect(field('Bucket').value).toBe('fragments');
    typeInto(field('Bucket'), 'clips');
    save();
    await screen.findByText('Fragments configuration for Demo Radio updated');
    const { secretAccessKeySet: _set, ...sent } = S3;
    expect(api.callsTo('PUT', STATION_CONFIG)[0]!.body).toEqual({
      externalExport: { target: { ...sent, bucket: 'clips' } },
    });
    typeInto(secret(), 'new-secret');
    fireEvent.click(screen.getByRole('switch', { name: /^Path-style addresses/ }));
    save();
    await screen.findAllByText('Fragments configuration for Demo Radio updated');
    expect(api.callsTo('PUT', STATION_CONFIG)[1]!.body).toEqual({
      externalExport: { target: { ...sent, bucket: 'clips', secretAccessKey: 'new-secret', forcePathStyle: false } },
    });
  });

  it("marks the field the server refuses, with the error's text", async () => {
    renderFragmentsConfig(EXPORT, {
      answers: {
        [`PUT ${STATION_CONFIG}`]: reply(400, {
          ...errorBody(400, 'ERR_VALIDATION', 'Unknown placeholder {x}'),
          details: [{ path: 'body.externalExport.target.keyPattern', message: 'Unknown placeholder {x}' }],
        }),
      },
    });
    await screen.findByText(/Without a target/);
    fireEvent.click(screen.getByRole('radio', { name: 'Folder' }));
    typeInto(field('Folder'), 'radio');
    typeInto(field('File name pattern'), '{x}.{ext}');
    save();
    expect(await screen.findByText(i18n.t('errors:codes.ERR_VALIDATION'))).toBeTruthy();
    expect(screen.getByText('Not accepted: check this value')).toBeTruthy();
  });

  it('clears the target', async () => {
    const { api } = renderFragmentsConfig(EXPORT, {
      answers: { [`GET ${STATION_CONFIG}`]: aStationConfig(RADIO_ID, S3) },
    });
    await screen.findByText('A secret is set. Leave this empty to keep it.');
    fireEvent.click(screen.getByRole('radio', { name: 'None' }));
    save();
    await screen.findByText('Fragments configuration for Demo Radio updated');
    expect(api.callsTo('PUT', STATION_CONFIG)[0]!.body).toEqual({ externalExport: { target: null } });
  });
});
