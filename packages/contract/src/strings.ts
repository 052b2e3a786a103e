import { z } from 'zod';

/**
 * Every string a caller sends goes through `text`: a bounded length and no NUL character
 * (PostgreSQL cannot store one, and a megabyte name makes every list that shows it a megabyte).
 * The limits are the contract's, so the web forms and the API refuse the same values.
 */
export const TEXT_MAX = {
  /** Names, titles, slugs, e-mails: what a list row shows. */
  name: 200,
  /** URLs (stream sources, logos) and tokens. */
  url: 2048,
  /** Free text: descriptions, search words. */
  long: 2000,
} as const;

export const NO_NUL_MESSAGE = 'Must not contain NUL characters';

export const text = (max: number = TEXT_MAX.name) =>
  z
    .string()
    .max(max, `At most ${max} characters`)
    .refine((value) => !value.includes('\0'), NO_NUL_MESSAGE);

/**
 * The network schemes a station's stream may use (spec 01 section 3: Icecast/Shoutcast over
 * HTTP(S), HLS, RTMP, RTSP, SRT, UDP). `lavfi:` or `file:` would let a form field run a filter
 * graph or read the server's files, so they are refused here, before anything reaches ffmpeg.
 */
export const STREAM_URL_SCHEMES = ['http', 'https', 'icecast', 'rtmp', 'rtmps', 'rtsp', 'srt', 'udp'] as const;

/**
 * The demo stations' generated sources (a tone with beeps; a test card with a tone). The seed
 * stores them; a form that saves a demo station sends them back unchanged, so they stay valid.
 */
export const DEMO_STREAM_SOURCES = {
  audio: 'lavfi:sine=frequency=440:beep_factor=4:sample_rate=44100',
  video: 'lavfi:testsrc2=size=640x360:rate=25[out0];sine=frequency=880:beep_factor=2:sample_rate=48000[out1]',
} as const;

export const STREAM_URL_MESSAGE = `A ${STREAM_URL_SCHEMES.join(', ')} URL without spaces`;

const streamUrlPattern = new RegExp(`^(${STREAM_URL_SCHEMES.join('|')})://[\\x21-\\x7e]+$`, 'i');

/**
 * A station's stream URL: a network scheme, printable ASCII without spaces, at most 2048
 * characters. An Icecast server is read over HTTP (ffmpeg's `icecast` protocol only publishes),
 * so `icecast://` is stored as `http://`.
 */
export const streamUrlSchema = z
  .string()
  .trim()
  .max(TEXT_MAX.url, `At most ${TEXT_MAX.url} characters`)
  .refine(
    (value) => streamUrlPattern.test(value) || (Object.values(DEMO_STREAM_SOURCES) as string[]).includes(value),
    STREAM_URL_MESSAGE,
  )
  .transform((value) => value.replace(/^icecast:\/\//i, 'http://'));
