import { describe, expect, it } from 'vitest';
import { loggerStreamSearch } from './stream-search';

/** What the router hands the reader: whatever the address held. */
const readSearch = (search: Record<string, unknown>) => loggerStreamSearch(search as never);

describe('logger stream search', () => {
  it('keeps well-formed values', () => {
    expect(
      readSearch({
        cursor: 1_763_730_000_000,
        length: 60,
        play: true,
        tab: 'transcriptions',
        transcriptionTime: 1_763_730_030_000,
        player_tech: 'audio_src',
        player_gap_fix: 40,
      }),
    ).toEqual({
      cursor: 1_763_730_000_000,
      length: 60,
      play: true,
      tab: 'transcriptions',
      transcriptionTime: 1_763_730_030_000,
      player_tech: 'audio_src',
      player_gap_fix: 40,
    });
  });

  it('drops malformed values instead of failing the page', () => {
    expect(
      readSearch({
        cursor: 'yesterday',
        length: -5,
        play: 'maybe',
        tab: 'fragments',
        transcriptionTime: 1.5,
        player_tech: 'flash',
        player_gap_fix: -1,
      }),
    ).toEqual({ play: false });
  });

  it('defaults to no cursor and no playback', () => {
    expect(readSearch({})).toEqual({ play: false });
  });
});
