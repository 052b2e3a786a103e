import { describe, expect, it } from 'vitest';
import { downloadTarget } from './stream-downloads';

const range = { from: Date.UTC(2026, 10, 21, 14, 5, 0), to: Date.UTC(2026, 10, 21, 14, 7, 30) };

describe('selection downloads', () => {
  it('exports the audio of a radio station', () => {
    expect(downloadTarget({ id: 'st1', slug: 'demo-radio', format: 'mp3' }, range, 'media')).toEqual({
      path: '/export/stations/st1/export',
      query: { from: range.from, to: range.to, download: true, filename: 'demo-radio_2026-11-21T14-05-00Z_150s.mp3' },
    });
    expect(downloadTarget({ id: 'st2', slug: 'aac-fm', format: 'aac' }, range, 'media').query.filename).toMatch(
      /\.aac$/,
    );
  });

  it('exports MP4 video, or MPEG-TS when asked, for a video station', () => {
    const station = { id: 'tv1', slug: 'demo-tv', format: 'mpegts' as const };
    expect(downloadTarget(station, range, 'media')).toEqual({
      path: '/stations/tv1/export/video',
      query: { from: range.from, to: range.to, download: true, filename: 'demo-tv_2026-11-21T14-05-00Z_150s.mp4' },
    });
    expect(downloadTarget(station, range, 'ts').query).toMatchObject({
      outputFormat: 'ts',
      filename: 'demo-tv_2026-11-21T14-05-00Z_150s.ts',
    });
  });
});
