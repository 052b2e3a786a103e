/**
 * A stand-in for a speech engine (issue 18): a real HTTP server on a random loopback port that
 * speaks the OpenAI-compatible `POST …/audio/transcriptions` (multipart, verbose_json with word
 * timestamps). It decodes nothing heavy: the upload is the 16 kHz mono WAV the batch job sends,
 * and each tone burst in it is one word, named by its pitch (VOCABULARY, every 100 Hz) and timed
 * where the burst is. Tests write tones at known station times and read known words back; `mode`
 * switches it to answer 503 or garbage, `delayMs` makes it as slow as an engine. Usable by browser
 * tests and benchmarks too, alone as a process (see the end of the file).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** A tone of `hz` (a multiple of 100) is heard as this word; others as `tono{hz}`. */
export const VOCABULARY: Record<number, string> = {
  300: 'hola',
  400: 'mundo',
  500: 'canción',
  600: 'noticias',
  700: 'economía',
  800: 'fútbol',
  900: 'gobierno',
  1000: 'música',
};
export const wordOfTone = (hz: number) => VOCABULARY[hz] ?? `tono${hz}`;

export type StandInMode = 'ok' | 'down' | 'garbage';

export interface StandInRequest {
  model: string | null;
  language: string | null;
  responseFormat: string | null;
  granularities: string[];
  authorization: string | null;
  bytes: number;
}

export interface TranscriptionStandIn {
  /** The base URL to set as TRANSCRIPTION_API_URL. */
  url: string;
  mode: StandInMode;
  /** Milliseconds each answer waits, to stand in for an engine's own time (benchmarks). */
  delayMs: number;
  requests: StandInRequest[];
  /** Words by tone that replace VOCABULARY's, for tests that need more words (live mentions). */
  vocabulary?: Record<number, string>;
  close(): Promise<void>;
}

interface Burst {
  startMs: number;
  endMs: number;
  hz: number;
}

/** Runs of loud samples in 16-bit mono PCM, each with its pitch from its zero crossings. */
export function burstsOf(pcm: Int16Array, rate: number): Burst[] {
  const bursts: Burst[] = [];
  const frame = Math.round(rate / 100); // 10 ms
  let open: OpenBurst | null = null;
  // The pitch is read between a burst's first and last crossing of loud samples: the codec's
  // quiet noise around a word's edges (an MP3's pre-echo in a 10 ms frame that is half silence)
  // would otherwise change it.
  let sign = 0;
  for (let at = 0; at + frame <= pcm.length; at += frame) {
    let peak = 0;
    const crossings: number[] = [];
    for (let i = at; i < at + frame; i++) {
      peak = Math.max(peak, Math.abs(pcm[i]!));
      if (Math.abs(pcm[i]!) < 500) continue;
      const now = pcm[i]! < 0 ? -1 : 1;
      if (sign !== 0 && now !== sign) crossings.push(i);
      sign = now;
    }
    if (peak > 3000) {
      open ??= { start: at, crossings: 0, first: crossings[0] ?? -1, last: -1 };
      if (open.first < 0) open.first = crossings[0] ?? -1;
      open.crossings += crossings.length;
      open.last = crossings.at(-1) ?? open.last;
    } else if (open) {
      bursts.push(closeBurst(open, at, rate));
      open = null;
    }
  }
  if (open) bursts.push(closeBurst(open, pcm.length, rate));
  return bursts.filter((b) => b.endMs - b.startMs >= 50);
}

interface OpenBurst {
  start: number;
  crossings: number;
  /** Samples of the first and last crossing counted. */
  first: number;
  last: number;
}

function closeBurst(open: OpenBurst, end: number, rate: number): Burst {
  const seconds = (open.last - open.first) / rate;
  return {
    startMs: Math.round((open.start / rate) * 1000),
    endMs: Math.round((end / rate) * 1000),
    hz: seconds > 0 ? Math.round((open.crossings - 1) / 2 / seconds / 100) * 100 : 0,
  };
}

/** The PCM of a canonical WAV (the `data` chunk found by walking the chunks). */
function pcmOfWav(wav: Buffer): { pcm: Int16Array; rate: number } {
  if (wav.toString('ascii', 0, 4) !== 'RIFF') throw new Error('not a WAV file');
  const rate = wav.readUInt32LE(24);
  let at = 12;
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'data') {
      const data = wav.subarray(at + 8, Math.min(wav.length, at + 8 + size));
      const copy = Buffer.from(data); // aligned for Int16Array
      return { pcm: new Int16Array(copy.buffer, copy.byteOffset, Math.floor(copy.length / 2)), rate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

async function answer(standIn: TranscriptionStandIn, request: IncomingMessage, response: ServerResponse) {
  const send = (status: number, body: string, type = 'application/json') => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
  if (request.method !== 'POST' || !request.url?.endsWith('/audio/transcriptions')) return send(404, '{}');
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const form = await new Request('http://stand-in/', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: Buffer.concat(chunks),
  }).formData();
  const file = form.get('file');
  const field = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : null);
  const bytes = file instanceof Blob ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
  standIn.requests.push({
    model: field('model'),
    language: field('language'),
    responseFormat: field('response_format'),
    granularities: form.getAll('timestamp_granularities[]').map(String),
    authorization: request.headers.authorization ?? null,
    bytes: bytes.length,
  });
  if (standIn.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.delayMs));
  if (standIn.mode === 'down') return send(503, '{"error":{"message":"engine overloaded"}}');
  if (standIn.mode === 'garbage') return send(200, '<html>not a transcription</html>', 'text/html');
  if (!(file instanceof Blob)) return send(400, '{"error":{"message":"file is required"}}');
  const { pcm, rate } = pcmOfWav(bytes);
  const words = burstsOf(pcm, rate).map((b) => ({
    word: standIn.vocabulary?.[b.hz] ?? wordOfTone(b.hz),
    start: b.startMs / 1000,
    end: b.endMs / 1000,
    probability: 0.9,
  }));
  send(
    200,
    JSON.stringify({
      task: 'transcribe',
      language: field('language'),
      duration: pcm.length / rate,
      text: words.map((w) => w.word).join(' '),
      words,
      segments: [{ id: 0, start: 0, end: pcm.length / rate, text: '', avg_logprob: -0.1 }],
    }),
  );
}

/** On `port` (0: any free one) of the loopback interface. */
export async function startTranscriptionStandIn(port = 0): Promise<TranscriptionStandIn> {
  const standIn: TranscriptionStandIn = { url: '', mode: 'ok', delayMs: 0, requests: [], close: async () => undefined };
  const server = createServer((request, response) => {
    answer(standIn, request, response).catch((error: Error) => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: error.message } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

// Run alone (`node --import tsx apps/server/test/transcription-server.ts [port]`) for browser
// tests and benchmarks that start Antena as its own process with TRANSCRIPTION_API_URL.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const standIn = await startTranscriptionStandIn(Number(process.argv[2] ?? 0));
  console.log(standIn.url);
}
