/** The fragment export sub-route's "Social platforms" section (spec 02 sections 4 and 6). */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IntegrationState, StationConfig, UploadRecord } from '@antena/contract';
import { aMeUser, reply, type Answer } from '../../test/app-kit';
import { aFragment, aFragmentsStation, FM1_ID, FRAGMENT_ID, startFragments } from '../fragments/fragments-test-kit';
import { aConnection, anUpload, notConnected, withPlatforms } from './social-export-test-kit';

const EXPORT = `/fragments/s/fm-1/fragment/${FRAGMENT_ID}/export`;
const tv = aFragmentsStation('fm-1', { format: 'mpegts' }, withPlatforms('YOUTUBE', 'TWITTER'));
const video = aFragment({ media: { status: 'READY', error: null, types: ['AUDIO', 'VIDEO'] } });
const config: StationConfig = { stationId: FM1_ID, externalExport: { enabled: false, type: null, target: null } };
const VIDEO_URL = 'https://youtube.test/watch?v=abc';

function start(
  answers: Record<string, Answer>,
  connections: Partial<Record<'youtube' | 'twitter', IntegrationState>> = {},
  station = tv,
  user = aMeUser('CLIENT_USER'),
  flags = {},
) {
  return startFragments(
    EXPORT,
    [station],
    {
      [`GET /fragments/${FRAGMENT_ID}`]: video,
      'GET /station-config/:id': config,
      'GET /station-config/all': { results: [config] },
      'GET /connections/:station/:platform': (call) => {
        const platform = call.path.split('/').pop() as 'youtube' | 'twitter';
        return (
          connections[platform] ??
          aConnection({ stationId: FM1_ID, platform: platform.toUpperCase() as IntegrationState['platform'] })
        );
      },
      'GET /upload/status/:fragment/:platform': { upload: null },
      ...answers,
    },
    user,
    flags,
  );
}

/** POST /upload/start answers 201. */
const reply201 = (body: UploadRecord) => reply(201, body);

const card = (name: string) => screen.findByRole('article', { name });

describe('publishing a fragment to social platforms (spec 02 sections 4 and 6)', () => {
  it('publishes with the platform form, shows the progress, then the link to the video', async () => {
    let upload: UploadRecord | null = null;
    const { api } = start({
      [`GET /upload/status/${FRAGMENT_ID}/youtube`]: () => ({ upload }),
      [`POST /upload/start/${FRAGMENT_ID}/youtube`]: () => {
        upload = anUpload({ status: 'UPLOADING', progress: { sentBytes: 40, totalBytes: 100 } });
        return reply201(anUpload({ status: 'UPLOADING' }));
      },
    });
    const youtube = await card('YouTube');
    expect(await within(youtube).findByText('Connected as Radio Uno TV')).toBeTruthy();
    // Defaults: the fragment's title and description.
    expect((within(youtube).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Morning interview');
    expect((within(youtube).getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe(
      'The minister on the budget',
    );
    expect((within(youtube).getByLabelText('Private') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(youtube).getByLabelText(/^Title/), { target: { value: 'The minister, live' } });
    fireEvent.click(within(youtube).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('POST', `/upload/start/${FRAGMENT_ID}/youtube`)).toHaveLength(1));
    expect(api.callsTo('POST', `/upload/start/${FRAGMENT_ID}/youtube`)[0]!.body).toEqual({
      data: {
        title: 'The minister, live',
        content: 'The minister on the budget',
        tags: ['politics', 'budget'],
        forKids: false,
        private: true,
        thumbnailType: 'DEFAULT',
        thumbnailUrl: null,
        thumbnailOffset: null,
      },
    });
    expect(await screen.findByText('Upload started')).toBeTruthy();
    expect(within(youtube).getByText('Uploading')).toBeTruthy();
    expect(within(youtube).queryByRole('button', { name: 'Publish' })).toBeNull();
    // Asked again after 1 s: the progress from the bytes sent.
    expect(await within(youtube).findByText('40%', {}, { timeout: 3_000 })).toBeTruthy();
    expect(within(youtube).getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();
    upload = anUpload({ status: 'SUCCESS', progress: { sentBytes: 100, totalBytes: 100 }, videoUrl: VIDEO_URL });
    const link = await within(youtube).findByRole('link', { name: 'Open the video' }, { timeout: 8_000 });
    expect(link.getAttribute('href')).toBe(VIDEO_URL);
    expect(within(youtube).queryByText('Uploading')).toBeNull();
  }, 20_000);

  it("shows a failed upload's error and publishes again", async () => {
    const { api } = start({
      [`GET /upload/status/${FRAGMENT_ID}/youtube`]: {
        upload: anUpload({ status: 'ERROR', error: 'Daily upload limit reached' }),
      },
      [`POST /upload/start/${FRAGMENT_ID}/youtube`]: () => reply201(anUpload()),
    });
    const youtube = await card('YouTube');
    expect(await within(youtube).findByText('Daily upload limit reached')).toBeTruthy();
    expect(within(youtube).queryByRole('button', { name: 'Publish' })).toBeNull();
    fireEvent.click(within(youtube).getByRole('button', { name: 'Publish again' }));
    fireEvent.click(within(youtube).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('POST', `/upload/start/${FRAGMENT_ID}/youtube`)).toHaveLength(1));
  });

  it("keeps X's post to 280 characters and sends only the text", async () => {
    const { api } = start({ [`POST /upload/start/${FRAGMENT_ID}/twitter`]: () => reply201(anUpload()) });
    const x = await card('X (Twitter)');
    const post = await within(x).findByLabelText(/^Post/);
    fireEvent.change(post, { target: { value: 'a'.repeat(281) } });
    fireEvent.click(within(x).getByRole('button', { name: 'Publish' }));
    expect(await within(x).findByText('At most 280 characters')).toBeTruthy();
    expect(api.callsTo('POST', `/upload/start/${FRAGMENT_ID}/twitter`)).toHaveLength(0);
    fireEvent.change(post, { target: { value: 'Listen to the minister' } });
    fireEvent.click(within(x).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('POST', `/upload/start/${FRAGMENT_ID}/twitter`)).toHaveLength(1));
    expect(api.callsTo('POST', `/upload/start/${FRAGMENT_ID}/twitter`)[0]!.body).toEqual({
      data: { content: 'Listen to the minister' },
    });
  });

  it('offers no form for a platform the station is not connected to', async () => {
    start({}, { youtube: notConnected(FM1_ID) });
    const youtube = await card('YouTube');
    expect(await within(youtube).findByText(/The station is not connected to YouTube/)).toBeTruthy();
    expect(within(youtube).queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('shows only the platforms the station enabled, and says when it enabled none', async () => {
    start({}, {}, aFragmentsStation('fm-1', { format: 'mpegts' }));
    const section = await screen.findByRole('region', { name: 'Social platforms' });
    expect(await within(section).findByText('The station has no social platform enabled.')).toBeTruthy();
    expect(within(section).queryByRole('article')).toBeNull();
  });

  it('asks for Fragments_SocialPublish with the permission check on, and says when refused', async () => {
    const { api } = start(
      { 'GET /user/permissions/:permission': { hasPermission: false } },
      {},
      tv,
      aMeUser('CLIENT_USER'),
      { app__user_permissions_check: true },
    );
    const section = await screen.findByRole('region', { name: 'Social platforms' });
    expect(await within(section).findByText('You do not have permission to publish to social platforms.')).toBeTruthy();
    expect(api.callsTo('GET', '/user/permissions/Fragments_SocialPublish')).toHaveLength(1);
    expect(api.calls.filter((call) => call.path.startsWith('/upload/status'))).toHaveLength(0);
  });
});
