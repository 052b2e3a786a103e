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
 * The demo radio's spots (issue 15): two 12-second melodies, each aired every 15 minutes of the
 * generated source at its offset, and uploaded as the demo client's reference audios, so a fresh
 * demo shows matches within minutes. `demoSpotExpression` is an ffmpeg expression of time `tau`.
 */
export const DEMO_SPOTS = [
  { customId: 'DEMO-SPOT-A', title: 'Demo spot A', offsetSeconds: 60, seconds: 12, base: 300, step: 7 },
  { customId: 'DEMO-SPOT-B', title: 'Demo spot B', offsetSeconds: 240, seconds: 12, base: 420, step: 5 },
] as const;
export const DEMO_SPOT_PERIOD_SECONDS = 900;

export type DemoSpot = (typeof DEMO_SPOTS)[number];

/** Six notes a second, each a tone and its octave, stepping through 17 pitches from `base` Hz. */
export function demoSpotExpression(spot: DemoSpot, tau: string): string {
  const pitch = `(${spot.base}+55*mod(floor(${tau}*6)*${spot.step}+3,17))`;
  return `0.3*sin(2*PI*${pitch}*${tau})+0.15*sin(4*PI*${pitch}*${tau})`;
}

/** The demo radio's programme: a beeping tone, and the spots at their times. */
function demoRadioExpression(): string {
  const clock = `mod(t,${DEMO_SPOT_PERIOD_SECONDS})`;
  const bed = '0.2*sin(2*PI*440*t)+0.2*sin(2*PI*1760*t)*lt(mod(t,1),0.05)';
  return DEMO_SPOTS.reduceRight((rest, spot) => {
    const end = spot.offsetSeconds + spot.seconds;
    const tau = `(${clock}-${spot.offsetSeconds})`;
    return `if(between(${clock},${spot.offsetSeconds},${end}),${demoSpotExpression(spot, tau)},${rest})`;
  }, bed);
}

/**
 * The demo stations' generated sources (a tone with beeps; a test card with a tone), the only
 * `lavfi:` values a station may have. The seed stores them; a form that saves a demo station
 * sends them back unchanged, so they stay valid.
 */
export const DEMO_STREAM_SOURCES = {
  audio: 'lavfi:sine=frequency=440:beep_factor=4:sample_rate=44100',
  video: 'lavfi:testsrc2=size=640x360:rate=25[out0];sine=frequency=880:beep_factor=2:sample_rate=48000[out1]',
  /** Demo Radio: the audio source with the demo spots on air. */
  radio: `lavfi:aevalsrc=exprs='${demoRadioExpression()}':s=44100`,
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
