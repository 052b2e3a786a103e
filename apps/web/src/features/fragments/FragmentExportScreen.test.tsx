import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CfrTranscoding, Delivery, Fragment, StationConfig } from '@antena/contract';
import { aMeUser, reply } from '../../test/app-kit';
import { aFragment, aFragmentsStation, FM1_ID, FM2_ID, FRAGMENT_ID, startFragments } from './fragments-test-kit';

const fm1 = aFragmentsStation('fm-1');
const fm2 = aFragmentsStation('fm-2');
const ONE = `/fragments/${FRAGMENT_ID}`;
const EXPORT = `/fragments/s/fm-1/fragment/${FRAGMENT_ID}/export`;

// As a client user reads it: whether a target is set and its type, never its details.
const config = (stationId: string, enabled: boolean): StationConfig => ({
  stationId,
  externalExport: { enabled, type: enabled ? 'FOLDER' : null, target: null },
});

const exportAnswers = (fragment: () => Fragment, hasTarget = true) => ({
  [`GET ${ONE}`]: fragment,
  'GET /station-config/:id': config(FM1_ID, hasTarget),
  'GET /station-config/all': { results: [config(FM1_ID, hasTarget), config(FM2_ID, true)] },
});

const section = (name: string) => screen.findByRole('region', { name });

describe('fragment export (spec 02 section 4)', () => {
  it('starts the external export when the media is READY and follows it until READY', async () => {
    let externalExport: Fragment['externalExport'] = { status: 'NONE', completedAt: null, filename: null, error: null };
    const { api } = startFragments(EXPORT, [fm1], {
      ...exportAnswers(() => aFragment({ externalExport })),
      [`POST ${ONE}/external-export`]: () => {
        externalExport = { ...externalExport, status: 'IN_PROGRESS' };
        return aFragment({ externalExport });
      },
    });
    const panel = await section('External export');
    expect(await within(panel).findByText('Not exported')).toBeTruthy();
    const start = await within(panel).findByRole('button', { name: 'Export' });
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
    fireEvent.click(start);
    expect(await screen.findByText('Export started')).toBeTruthy();
    expect(await within(panel).findByText('In progress')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Export' })).toBeNull();
    expect(api.callsTo('POST', `${ONE}/external-export`)[0]?.body).toEqual({});
    externalExport = {
      status: 'READY',
      completedAt: '2026-03-10T12:10:00Z',
      filename: 'radio/morning.mp3',
      error: null,
    };
    expect(
      await within(panel).findByText(
        'Exported on 03/10/2026, 09:10 GMT-3 as radio/morning.mp3',
        {},
        { timeout: 8_000 },
      ),
    ).toBeTruthy();
  }, 20_000);

  it('keeps the export disabled, with the hint, while the station has no external target', async () => {
    startFragments(
      EXPORT,
      [fm1],
      exportAnswers(() => aFragment(), false),
    );
    const panel = await section('External export');
    expect(
      await within(panel).findByText(
        'It is required to configure an external target in order to enable the audio export',
      ),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Export' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers the export only once the media is ready', async () => {
    startFragments(
      EXPORT,
      [fm1],
      exportAnswers(() => aFragment({ media: { status: 'IN_PROGRESS', error: null, types: [] } })),
    );
    const panel = await section('External export');
    expect(await within(panel).findByText('The export can start once the media is ready.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('says a failed export and a refused start ask to contact support', async () => {
    startFragments(EXPORT, [fm1], {
      ...exportAnswers(() => aFragment()),
      [`POST ${ONE}/external-export`]: reply(409),
    });
    const panel = await section('External export');
    const start = await within(panel).findByRole('button', { name: 'Export' });
    await waitFor(() => expect(start.hasAttribute('disabled')).toBe(false));
    fireEvent.click(start);
    expect(
      await screen.findByText('An error occurred while starting the export, please contact support (status: 409)'),
    ).toBeTruthy();
  });

  it('shows an export that failed', async () => {
    startFragments(
      EXPORT,
      [fm1],
      exportAnswers(() =>
        aFragment({ externalExport: { status: 'ERROR', completedAt: null, filename: null, error: 'bucket gone' } }),
      ),
    );
    const panel = await section('External export');
    expect(await within(panel).findByText('The export failed, please contact support.')).toBeTruthy();
  });

  it('enables delivery to a station with a target and follows its assets', async () => {
    let delivery: Delivery | null = null;
    const { api } = startFragments(EXPORT, [fm1, fm2], {
      ...exportAnswers(() => aFragment(), false),
      [`GET /delivery/${FRAGMENT_ID}`]: () => delivery ?? reply(404),
      [`POST /delivery/${FRAGMENT_ID}/enable`]: () => {
        delivery = { fragmentId: FRAGMENT_ID, enabled: true, options: { targetStationId: FM2_ID }, assets: [] };
        return delivery;
      },
    });
    const panel = await section('Delivery');
    expect(await within(panel).findByDisplayValue('FM-2')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Enable delivery' }));
    expect(await screen.findByText('Delivery enabled')).toBeTruthy();
    expect(api.callsTo('POST', `/delivery/${FRAGMENT_ID}/enable`)[0]?.body).toEqual({ targetStationId: FM2_ID });
    expect(await within(panel).findByText('Preparing the assets…')).toBeTruthy();
    delivery = {
      ...delivery!,
      assets: [
        {
          id: '9c1b2c3d-0000-4000-8000-000000000001',
          type: 'MEDIA',
          status: 'COMPLETED',
          targetUri: 'folder:radio/m.mp3',
          error: null,
        },
        {
          id: '9c1b2c3d-0000-4000-8000-000000000002',
          type: 'METADATA',
          status: 'FAILED',
          targetUri: null,
          error: 'disk full',
        },
      ],
    };
    const table = await within(panel).findByRole('table', { name: 'Delivered assets' }, { timeout: 8_000 });
    const [, media, metadata] = within(table).getAllByRole('row');
    expect(within(media!).getByText('Completed')).toBeTruthy();
    expect(within(media!).getByText('folder:radio/m.mp3')).toBeTruthy();
    expect(within(metadata!).getByText('Failed')).toBeTruthy();
    expect(within(panel).getByText('Delivered to the external target of FM-2')).toBeTruthy();
  }, 20_000);

  it('asks for Fragments_Delivery with the permission check on, and shows the fallback when refused', async () => {
    const { api } = startFragments(
      EXPORT,
      [fm1],
      { ...exportAnswers(() => aFragment()), 'GET /user/permissions/:permission': { hasPermission: false } },
      aMeUser('CLIENT_USER'),
      { app__user_permissions_check: true },
    );
    const panel = await section('External export');
    expect(await within(panel).findByText('You do not have permission to deliver fragments.')).toBeTruthy();
    expect(api.callsTo('GET', '/user/permissions/Fragments_Delivery')).toHaveLength(1);
    expect(api.callsTo('GET', `/station-config/${FM1_ID}`)).toHaveLength(0);
    expect(
      within(await section('Delivery')).getByText('You do not have permission to deliver fragments.'),
    ).toBeTruthy();
  });

  it('transcodes a video fragment to constant frame rate, showing the percent', async () => {
    const tv = aFragmentsStation('fm-1', { format: 'mpegts' }, { fragments: { cfrTranscoding: { enabled: true } } });
    let cfr: CfrTranscoding = { status: null, percent: 0, error: null };
    startFragments(EXPORT, [tv], {
      ...exportAnswers(() => aFragment({ media: { status: 'READY', error: null, types: ['AUDIO', 'VIDEO'] } })),
      [`GET /cfr-transcoding/${FRAGMENT_ID}/status`]: () => cfr,
      [`POST /cfr-transcoding/${FRAGMENT_ID}/start`]: () => (cfr = { status: 'IN_PROGRESS', percent: 40, error: null }),
    });
    const panel = await section('CFR transcoding');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Transcode to constant frame rate' }));
    expect(await within(panel).findByRole('button', { name: 'Transcoding… 40%' })).toBeTruthy();
    cfr = { status: 'COMPLETED', percent: 100, error: null };
    expect(await within(panel).findByText('Transcoded to constant frame rate', {}, { timeout: 5_000 })).toBeTruthy();
  }, 20_000);

  it('leaves CFR transcoding out of audio stations', async () => {
    startFragments(
      EXPORT,
      [fm1],
      exportAnswers(() => aFragment()),
    );
    await section('External export');
    expect(screen.queryByRole('region', { name: 'CFR transcoding' })).toBeNull();
  });
});
