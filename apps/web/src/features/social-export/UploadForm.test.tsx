import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { COVER_MAX_BYTES, THUMBNAIL_MAX_BYTES } from '@antena/contract';
import { createFakeApi, errorBody, renderScreen, reply } from '../../test/app-kit';
import { aFile, anAsset, chooseFile } from '../fragments-config/fragments-config-test-kit';
import { UploadForm } from './UploadForm';

const MB = 1024 * 1024;

/** The form of `platform` with an image as its thumbnail (or cover), POST /assets answering `upload`. */
async function renderWithImage(platform: 'YOUTUBE' | 'INSTAGRAM', upload: unknown = reply(201, anAsset('cover.png'))) {
  const onSubmit = vi.fn();
  const api = createFakeApi({ 'POST /assets': upload as object });
  renderScreen(
    <UploadForm
      platform={platform}
      defaults={{ title: 'The minister', content: 'The minister' }}
      onSubmit={onSubmit}
    />,
    { api },
  );
  fireEvent.click(await screen.findByRole('radio', { name: 'Image URL' }));
  const urlField = screen.getByLabelText(platform === 'INSTAGRAM' ? /^Cover image URL/ : /^Thumbnail image URL/);
  return { api, onSubmit, urlField: urlField as HTMLInputElement };
}

describe('UploadForm (spec 02 section 5)', () => {
  it("reads a reel's cover URL, share to feed and tagged users without their '@'", async () => {
    const onSubmit = vi.fn();
    renderScreen(<UploadForm platform="INSTAGRAM" defaults={{ content: 'The minister' }} onSubmit={onSubmit} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Image URL' }));
    fireEvent.change(screen.getByLabelText(/^Cover image URL/), { target: { value: 'not a url' } });
    fireEvent.change(screen.getByLabelText('Tagged users'), { target: { value: '@ana, @@bob ,, carla' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Enter a valid URL')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Cover image URL/), { target: { value: 'https://img.test/c.jpg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      content: 'The minister',
      shareToFeed: true,
      taggedUsers: ['ana', 'bob', 'carla'],
      thumbnailType: 'IMAGE_URL',
      thumbnailUrl: 'https://img.test/c.jpg',
      thumbnailOffset: null,
    });
  });

  it('asks for the title and description of a video and the frame offset when a frame is the thumbnail', async () => {
    const onSubmit = vi.fn();
    renderScreen(<UploadForm platform="DAILYMOTION" onSubmit={onSubmit} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Video frame' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(3));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('uploads an image file as the thumbnail and fills its URL', async () => {
    const { api, onSubmit, urlField } = await renderWithImage('YOUTUBE');
    expect(screen.getByText('PNG, JPG or WebP, up to 2 MB')).toBeTruthy();
    chooseFile(aFile('cover.png', 'image/png', THUMBNAIL_MAX_BYTES));
    expect(screen.getByRole('status').textContent).toBe('Uploading the image…');
    const url = `${window.location.origin}/api/media/assets/c1/0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0999/cover.png?expires=1&signature=x`;
    await waitFor(() => expect(urlField.value).toBe(url));
    expect(screen.queryByRole('status')).toBeNull();
    expect(api.callsTo('POST', '/assets')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ thumbnailType: 'IMAGE_URL', thumbnailUrl: url });
  });

  it('refuses a thumbnail over 2 MB or a file that is not a PNG, JPG or WebP image before uploading', async () => {
    const { api, urlField } = await renderWithImage('YOUTUBE');
    chooseFile(aFile('cover.png', 'image/png', 3 * MB));
    expect(screen.getByRole('alert').textContent).toBe('The image must not exceed 2 MB');
    chooseFile(aFile('cover.gif', 'image/gif'));
    expect(screen.getByRole('alert').textContent).toBe('Only PNG, JPG or WebP images can be uploaded');
    chooseFile(aFile('cover.pdf', 'application/pdf'));
    expect(screen.getByRole('alert').textContent).toBe('Only PNG, JPG or WebP images can be uploaded');
    expect(api.callsTo('POST', '/assets')).toHaveLength(0);
    expect(urlField.value).toBe('');
  });

  it("takes a reel's cover up to 8 MB", async () => {
    const { api, urlField } = await renderWithImage('INSTAGRAM');
    expect(screen.getByText('PNG, JPG or WebP, up to 8 MB')).toBeTruthy();
    chooseFile(aFile('cover.webp', 'image/webp', COVER_MAX_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe('The image must not exceed 8 MB');
    expect(api.callsTo('POST', '/assets')).toHaveLength(0);
    chooseFile(aFile('cover.jpg', 'image/jpeg', 3 * MB));
    await waitFor(() => expect(urlField.value).toMatch(/\/api\/media\/assets\/c1\/.*\/cover\.png\?/));
    expect(api.callsTo('POST', '/assets')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the upload fails and keeps the URL', async () => {
    const { api, onSubmit, urlField } = await renderWithImage('YOUTUBE', reply(500, errorBody(500, 'ERR_INTERNAL')));
    fireEvent.change(urlField, { target: { value: 'https://img.test/t.jpg' } });
    chooseFile(aFile('cover.png', 'image/png'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred while uploading the file, please try again',
    );
    expect(api.callsTo('POST', '/assets')).toHaveLength(1);
    expect(urlField.value).toBe('https://img.test/t.jpg');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
