import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UploadRecord } from '@antena/contract';
import { createFakeApi, renderScreen, reply } from '../../test/app-kit';
import { SocialUploadsScreen } from './SocialUploadsScreen';
import { aSocialStation, anUpload, ST1 } from './social-export-test-kit';

const page = (results: UploadRecord[], totalCount = results.length) => ({
  results,
  metadata: { totalCount },
  pagesCount: Math.max(1, Math.ceil(totalCount / 50)),
});

function start(answer: unknown) {
  const api = createFakeApi({
    'GET /stations': [aSocialStation(ST1, 'Radio Uno', ['YOUTUBE'])],
    'GET /users/me/settings': { timezone: 'UTC' },
    'GET /upload/status/all/youtube': answer as never,
  });
  const onSearchChange = vi.fn();
  renderScreen(
    <SocialUploadsScreen platform="YOUTUBE" search={{ page: 1, pageSize: 50 }} onSearchChange={onSearchChange} />,
    { api, path: '/admin/social-export/uploaded/youtube' },
  );
  return { api, onSearchChange };
}

describe('latest videos sent (spec 02 "Social export")', () => {
  it('lists the uploads: the fragment linked, station, when, by whom, progress, the video and the error', async () => {
    let uploading = anUpload({ progress: { sentBytes: 25, totalBytes: 100 } });
    const done = anUpload({
      id: '5c1b2c3d-0000-4000-8000-000000000002',
      fragmentTitle: 'Evening news',
      status: 'SUCCESS',
      progress: { sentBytes: 100, totalBytes: 100 },
      videoUrl: 'https://youtube.test/watch?v=abc',
      createdBy: null,
    });
    const failed = anUpload({
      id: '5c1b2c3d-0000-4000-8000-000000000003',
      fragmentTitle: 'Sports',
      status: 'ERROR',
      error: 'The video is too long',
      errorCode: 'REFUSED',
    });
    const { api } = start(() => page([uploading, done, failed], 3));
    const table = await screen.findByRole('table', { name: 'Latest videos sent to YouTube' });
    const [, first, second, third] = within(table).getAllByRole('row');
    const fragment = within(first!).getByRole('link', { name: 'Morning interview' });
    expect(fragment.getAttribute('href')).toBe(`/fragments/s/radio-uno/fragment/${uploading.fragmentId}`);
    expect(within(first!).getByText('Radio Uno')).toBeTruthy();
    expect(within(first!).getByText('ana@radio.com')).toBeTruthy();
    expect(within(first!).getByText(/03\/10\/2026, 12:10/)).toBeTruthy();
    expect(within(first!).getByText('Uploading')).toBeTruthy();
    expect(within(first!).getByText('25%')).toBeTruthy();
    expect(within(second!).getByRole('link', { name: 'Open the video' }).getAttribute('href')).toBe(
      'https://youtube.test/watch?v=abc',
    );
    expect(within(third!).getByText('Failed')).toBeTruthy();
    expect(within(third!).getByText('The video is too long')).toBeTruthy();
    // The kind of failure in the user's language, beside the platform's own words.
    expect(within(third!).getByText('The platform refused the video.')).toBeTruthy();
    expect(screen.getByText('3 videos sent')).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET', '/upload/status/all/youtube')[0]!.query)).toEqual({
      page: '1',
      pageSize: '50',
    });
    // Followed every 5 s while one is on its way.
    uploading = { ...uploading, progress: { sentBytes: 80, totalBytes: 100 } };
    expect(await within(table).findByText('80%', {}, { timeout: 8_000 })).toBeTruthy();
  }, 15_000);

  it('says when nothing was sent yet', async () => {
    start(page([]));
    expect(await screen.findByText('Loading the videos sent…')).toBeTruthy();
    expect(await screen.findByText('No video has been sent to YouTube yet')).toBeTruthy();
  });

  it('says when the list could not be loaded, with a retry', async () => {
    start(reply(500));
    expect(await screen.findByText('Could not load the videos sent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
