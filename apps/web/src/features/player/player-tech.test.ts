import { describe, expect, it } from 'vitest';
import { audioMimeType, chooseAudioTech, parsePlayerGapFix, parsePlayerTech } from './player-tech';
import { PLAYER_ERRORS } from './player-errors';

const everywhere = () => true;
const nowhere = () => false;

describe('player tech choice', () => {
  it('plays recorded audio through media_source by default', () => {
    expect(chooseAudioTech({ mediaFormat: 'mp3' }, undefined, everywhere)).toBe('media_source');
    expect(chooseAudioTech({ mediaFormat: 'aac' }, undefined, everywhere)).toBe('media_source');
  });

  it("lets the request's forceTech win over the player_tech parameter", () => {
    expect(chooseAudioTech({ mediaFormat: 'mp3', forceTech: 'media_source' }, 'audio_src', everywhere)).toBe(
      'media_source',
    );
    expect(chooseAudioTech({ mediaFormat: 'mp3' }, 'audio_src', everywhere)).toBe('audio_src');
  });

  it('plays a given URL, or falls back to audio_src where MediaSource cannot play the format', () => {
    expect(chooseAudioTech({ mediaFormat: 'mp3', url: 'https://x/a.mp3' }, undefined, everywhere)).toBe('audio_src');
    expect(chooseAudioTech({ mediaFormat: 'aac' }, undefined, nowhere)).toBe('audio_src');
  });

  it('maps mp3 and ADTS aac to their SourceBuffer types and refuses any other format', () => {
    expect(audioMimeType('mp3')).toBe('audio/mpeg');
    expect(audioMimeType('aac')).toBe('audio/aac');
    expect(() => audioMimeType('mpegts')).toThrow(PLAYER_ERRORS.formatNotSupported);
  });

  it('reads player_tech and player_gap_fix from the URL, ignoring nonsense', () => {
    expect(parsePlayerTech('audio_src')).toBe('audio_src');
    expect(parsePlayerTech('flash')).toBeUndefined();
    expect(parsePlayerGapFix('35')).toBe(35);
    expect(parsePlayerGapFix(0)).toBe(0);
    expect(parsePlayerGapFix('-3')).toBeUndefined();
    expect(parsePlayerGapFix('')).toBeUndefined();
    expect(parsePlayerGapFix('abc')).toBeUndefined();
  });
});
