import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../test/app-kit';
import { UploadForm } from './UploadForm';

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
});
