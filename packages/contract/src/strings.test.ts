import { describe, expect, it } from 'vitest';
import { DEMO_STREAM_SOURCES, streamUrlSchema, text } from './strings';
import { epochMsSchema, exportQuerySchema, sequenceParamsSchema, timestampParamSchema } from './schemas/recording';
import { quickShareCreateSchema } from './schemas/quick-share';
import { stationWriteSchema } from './schemas/stations';
import { userCreateSchema } from './schemas/admin-users';

describe('contract strings', () => {
  it('refuses NUL characters and strings over their maximum', () => {
    expect(text().safeParse('Radio Uno').success).toBe(true);
    expect(text().safeParse('Radio\0Uno').success).toBe(false);
    expect(text().safeParse('x'.repeat(201)).success).toBe(false);
    expect(text(2048).safeParse('x'.repeat(2048)).success).toBe(true);
  });

  it('bounds every name a caller writes', () => {
    const huge = 'x'.repeat(1024 * 1024);
    const station = { name: huge, slug: 'radio', timezone: 'UTC', language: 'es', format: 'mp3', featuresConfig: {} };
    const result = stationWriteSchema.safeParse(station);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('name');
    expect(stationWriteSchema.safeParse({ ...station, name: 'Radio', slug: huge }).success).toBe(false);
    expect(
      userCreateSchema.safeParse({
        email: 'a@b.example',
        name: 'A\0',
        surname: 'B',
        role: 'CLIENT_USER',
        groupId: null,
        loginMethod: 'USERNAME_PASSWORD',
      }).success,
    ).toBe(false);
  });
});

describe('stream URLs', () => {
  it.each([
    'http://radio.example/live.mp3',
    'https://tv.example/hls/index.m3u8',
    'icecast://radio.example:8000/live',
    'rtmp://tv.example/live/key',
    'rtsp://cam.example/stream',
    'srt://tv.example:9000',
    'udp://239.0.0.1:1234',
  ])('accepts %s', (url) => expect(streamUrlSchema.safeParse(url).success).toBe(true));

  it.each([
    'lavfi:sine=frequency=1000',
    'lavfi:amovie=/etc/passwd',
    'file:/etc/passwd',
    '/etc/passwd',
    'concat:a|b',
    'http://radio.example/a b',
    'http://radio.example/\0',
    `http://radio.example/${'x'.repeat(2048)}`,
  ])('refuses %s', (url) => expect(streamUrlSchema.safeParse(url).success).toBe(false));

  it('stores an Icecast URL as the HTTP URL ffmpeg reads', () => {
    expect(streamUrlSchema.parse('icecast://radio.example:8000/live')).toBe('http://radio.example:8000/live');
  });

  it("keeps the demo stations' generated sources valid, so their form saves", () => {
    for (const source of Object.values(DEMO_STREAM_SOURCES))
      expect(streamUrlSchema.safeParse(source).success).toBe(true);
  });
});

describe('timestamps', () => {
  it('accepts and rounds the fractional milliseconds a client sends', () => {
    expect(timestampParamSchema.parse('1795502558275.1655')).toBe(1795502558275);
    expect(timestampParamSchema.parse('1795501843018.73')).toBe(1795501843019);
    expect(timestampParamSchema.parse(1795501843018.03)).toBe(1795501843018);
    expect(sequenceParamsSchema.parse({ id: 'radio', startTs: '1795502558275.1655' }).startTs).toBe(1795502558275);
  });

  it('refuses times past the year 9999 (a Date ends in 275760)', () => {
    expect(timestampParamSchema.safeParse('8640000000000001').success).toBe(false);
    expect(timestampParamSchema.safeParse('+275761-01-01T00:00:00Z').success).toBe(false);
    expect(timestampParamSchema.safeParse('9'.repeat(400)).success).toBe(false);
    expect(timestampParamSchema.safeParse('2026-11-24T10:00:00Z').success).toBe(true);
  });

  it('refuses control characters in an export file name (it reaches a header and a path)', () => {
    const range = { from: '1795502558275', to: '1795502588275' };
    expect(exportQuerySchema.safeParse({ ...range, filename: 'clip.mp3' }).success).toBe(true);
    for (const filename of ['clip\0.mp3', 'clip\t.mp3', 'a\r\nSet-Cookie: x'])
      expect(exportQuerySchema.safeParse({ ...range, filename }).success, filename).toBe(false);
  });

  it('rounds body times and bounds them', () => {
    expect(epochMsSchema.parse(1795502558275.6)).toBe(1795502558276);
    expect(epochMsSchema.safeParse(8_640_000_000_000_001).success).toBe(false);
    const link = quickShareCreateSchema.parse({ stationId: 'radio', from: 1795502558275.1655, to: 1795502588275.9 });
    expect(link).toMatchObject({ from: 1795502558275, to: 1795502588276 });
    expect(quickShareCreateSchema.safeParse({ stationId: 'radio', from: 1e300, to: 1e300 + 1 }).success).toBe(false);
  });
});
