import { describe, expect, it } from 'vitest';
import { livePlaylist, vodPlaylist } from './hls';

const start = Date.UTC(2025, 0, 2, 3, 4, 5, 6);
const entries = [
  { uri: 'seg/a.ts', durationMs: 29_989, startTs: start, discontinuity: false },
  { uri: 'seg/b.ts', durationMs: 30_011, startTs: start + 29_989, discontinuity: false },
  { uri: 'seg/c.ts', durationMs: 12_500, startTs: start + 90_000, discontinuity: true },
];

describe('vodPlaylist', () => {
  it('lists every entry with its wall-clock start and closes the playlist', () => {
    expect(vodPlaylist(entries)).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXT-X-TARGETDURATION:31',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PROGRAM-DATE-TIME:2025-01-02T03:04:05.006Z',
        '#EXTINF:29.989,',
        'seg/a.ts',
        '#EXT-X-PROGRAM-DATE-TIME:2025-01-02T03:04:34.995Z',
        '#EXTINF:30.011,',
        'seg/b.ts',
        '#EXT-X-DISCONTINUITY',
        '#EXT-X-PROGRAM-DATE-TIME:2025-01-02T03:05:35.006Z',
        '#EXTINF:12.500,',
        'seg/c.ts',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
  });

  it('keeps a positive target duration for an empty range', () => {
    expect(vodPlaylist([])).toContain('#EXT-X-TARGETDURATION:1\n');
  });
});

describe('livePlaylist', () => {
  it('slides with the given sequences and stays open', () => {
    const text = livePlaylist(entries.slice(1), 41, 3);
    expect(text.split('\n').slice(0, 5)).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-TARGETDURATION:31',
      '#EXT-X-MEDIA-SEQUENCE:41',
      '#EXT-X-DISCONTINUITY-SEQUENCE:3',
    ]);
    expect(text).not.toContain('#EXT-X-ENDLIST');
    expect(text).not.toContain('#EXT-X-PLAYLIST-TYPE');
    expect(text.endsWith('#EXTINF:12.500,\nseg/c.ts\n')).toBe(true);
  });

  it('leaves the discontinuity sequence out when none is given', () => {
    expect(livePlaylist(entries, 0)).not.toContain('DISCONTINUITY-SEQUENCE');
  });
});
