import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render';
import { MediaPlayerModal, playerKindFor } from './MediaPlayerModal';

describe('MediaPlayerModal', () => {
  it('picks the player from a kind or a MIME type', () => {
    expect(playerKindFor('audio/mpeg')).toBe('audio');
    expect(playerKindFor('video')).toBe('video');
    expect(playerKindFor('application/pdf')).toBeNull();
    expect(playerKindFor(undefined)).toBeNull();
  });

  it("says 'No player found for type' for an unknown type, still offering the download", async () => {
    renderWithMantine(<MediaPlayerModal opened onClose={() => {}} url="/media/doc.pdf" type="application/pdf" />);
    expect((await screen.findByRole('alert')).textContent).toContain('No player found for type');
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/media/doc.pdf');
  });

  it('plays audio with an audio element', async () => {
    renderWithMantine(<MediaPlayerModal opened onClose={() => {}} url="/media/a.mp3" type="audio/mpeg" title="Clip" />);
    await screen.findByRole('dialog');
    const audio = document.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('/media/a.mp3');
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByText(/No player found/)).toBeNull();
  });
});
