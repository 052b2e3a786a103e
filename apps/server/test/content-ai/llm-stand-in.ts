/**
 * A stand-in for an OpenAI-compatible chat engine (issue 35), for the whole team's tests: a real
 * HTTP server on a random loopback port answering `POST /v1/chat/completions` with deterministic
 * answers built from the prompt, `usage` token counts, and faults on demand (`setMode`).
 *
 * What it answers is decided by `response_format.json_schema.name`:
 *
 * - `articles` (contract `generatedArticlesSchema`): two articles quoting real words of the
 *   transcript. The transcript is read from the user messages, one numbered segment per line:
 *
 *       [12] (00:01:05.2–00:01:09.8) SPEAKER_1: text said on air…
 *
 *   i.e. `[index] (start–end) SPEAKER: text`: the times are h:mm:ss(.s) from the fragment's start
 *   joined by an en dash (a hyphen is accepted); the speaker label (up to 60 characters, no
 *   colon) may be left out (`[12] (00:01:05.2–00:01:09.8) text`), though then a colon early in
 *   the text would be read as one; content-ai/transcript.ts `transcriptLines` writes this format
 *   and always gives a label (`SPEAKER` when unknown). QUOTE sentences put the first
 *   words of a cited segment between quotation marks ("…"), FACT sentences say who spoke about
 *   what, OTHER sentences cite nothing.
 * - `social_version` (contract `generatedSocialVersionSchema`): title, body and hashtags made
 *   from the article in the last user message that carries the line
 *
 *       Maximum body length: 280 characters
 *
 *   (the body never exceeds it). Optional lines, read the same way: `Maximum title length: N
 *   characters` (0: no title, as for X and Instagram) and `Maximum hashtags: N`. Lines starting
 *   with `Maximum `, `Platform:` or `Additional instructions:` are not taken as article text; an
 *   `Article title: …` line gives the article's title; HTML tags are dropped.
 * - any other name: the smallest value that fits the JSON schema sent.
 *
 * Modes: see `LlmStandInMode`. `requests` holds every body received, in order.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, sendJson } from '../social/stand-in-http';

export type LlmStandInMode =
  /** Valid answers. */
  | 'ok'
  /** The JSON wrapped in a ```json fence (older Ollama and llama.cpp servers). */
  | 'fenced'
  /** The first answer is prose, not JSON; then ok. */
  | 'invalid-json-once'
  /** Never JSON. */
  | 'invalid-json'
  /** A social body longer than the maximum once (schema-valid: for the request's `check`); then ok. */
  | 'too-long-once'
  /** Half the JSON with finish_reason `length`. */
  | 'truncated'
  /** `message.refusal` set, no content. */
  | 'refusal'
  /** 429 with `Retry-After: 1` once; then ok. */
  | 'rate-limited'
  /** 500 always. */
  | 'server-error'
  /** Valid answers after `delayMs` (default 10 s): for timeouts. */
  | 'slow'
  /** Articles with QUOTEs of words never said, a quotation in an OTHER sentence and a FACT citing a missing segment. */
  | 'misquote'
  /** Reads the request, then destroys the socket after 200 ms. */
  | 'hang-then-die';

export interface LlmStandInOptions {
  mode?: LlmStandInMode;
  /** When set, a call without `Authorization: Bearer <key>` gets 401 (as OpenAI's invalid_api_key). */
  key?: string;
  /** The wait of mode 'slow'. */
  delayMs?: number;
}

export interface ChatCompletionBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  temperature?: number;
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
}

export interface LlmStandIn {
  /** The API base, ending in /v1 (LLM_API_URL). */
  url: string;
  /** Every body received, in order. */
  requests: ChatCompletionBody[];
  /** The Authorization header of each request (null when none). */
  authorizations: (string | null)[];
  /** Changes the mode (and resets the once-only faults). */
  setMode(mode: LlmStandInMode, options?: { delayMs?: number }): void;
  close(): Promise<void>;
}

export interface StandInSegment {
  index: number;
  speaker: string | null;
  text: string;
}

const SEGMENT_LINE = /^\[(\d+)\]\s+\(([\d:.]+)\s*[–-]\s*([\d:.]+)\)\s+(?:([^:[\]]{1,60}?):\s+)?(.*)$/;

/** The numbered transcript lines of the user messages (the first occurrence of each index). */
export function transcriptOf(messages: ChatCompletionBody['messages']): StandInSegment[] {
  const found = new Map<number, StandInSegment>();
  for (const message of messages.filter((m) => m.role === 'user')) {
    for (const line of String(message.content).split('\n')) {
      const match = SEGMENT_LINE.exec(line.trim());
      if (!match) continue;
      const index = Number(match[1]);
      if (!found.has(index)) found.set(index, { index, speaker: match[4] ?? null, text: match[5]!.trim() });
    }
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}

/** The first `count` words of a segment, without the punctuation that ends them. */
const wordsOf = (text: string, count: number) =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, count)
    .join(' ')
    .replace(/[.,;:!?…"“”«»]+$/u, '')
    .replace(/^["“”«»]+/u, '');

type Sentence = { text: string; kind: 'QUOTE' | 'FACT' | 'OTHER'; segments: number[] };

function articlesFrom(segments: StandInSegment[], misquote: boolean) {
  const who = (s: StandInSegment) => (s.speaker ? s.speaker.replace(/_/g, ' ').toLowerCase() : 'a speaker');
  const quote = (s: StandInSegment): Sentence => ({
    text: misquote
      ? `On air, ${who(s)} said: "purple elephants dance over the harbour tonight".`
      : `On air, ${who(s)} said: "${wordsOf(s.text, 8)}".`,
    kind: 'QUOTE',
    segments: [s.index],
  });
  const fact = (s: StandInSegment): Sentence => ({
    text: `${who(s)[0]!.toUpperCase()}${who(s).slice(1)} spoke about ${wordsOf(s.text, 4).toLowerCase()}.`,
    kind: 'FACT',
    segments: [s.index],
  });
  const other = (text: string): Sentence => ({ text, kind: 'OTHER', segments: [] });
  if (!segments.length) {
    const empty = { title: 'Nothing was said', paragraphs: [{ sentences: [other('The transcript is empty.')] }] };
    return { article1: empty, article2: { ...empty, title: 'An empty transcript' } };
  }
  const first = segments[0]!;
  const middle = segments[Math.floor(segments.length / 2)]!;
  const last = segments[segments.length - 1]!;
  const missing = last.index + 100;
  const article1 = {
    title: `On air: ${wordsOf(first.text, 6)}`,
    paragraphs: [
      { sentences: [quote(first), fact(first)] },
      {
        sentences: [
          quote(last),
          misquote
            ? other(`The programme went on: "${wordsOf(middle.text, 5)}".`)
            : other('This article was written from the broadcast transcript.'),
        ],
      },
    ],
  };
  const article2 = {
    title: `What was said: ${wordsOf(middle.text, 6)}`,
    paragraphs: [
      { sentences: [fact(middle), quote(middle)] },
      {
        sentences: [
          misquote
            ? { text: `The station confirmed the figures on air.`, kind: 'FACT' as const, segments: [missing] }
            : fact(last),
          other('More details will follow.'),
        ],
      },
    ],
  };
  return { article1, article2 };
}

const numberLine = (text: string, name: string): number | null => {
  const match = new RegExp(`^\\s*${name}:\\s*(\\d+)`, 'mi').exec(text);
  return match ? Number(match[1]) : null;
};

/** Cuts `text` at a word boundary to at most `max` characters (with an ellipsis when cut). */
const fit = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max - 1));
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

function socialVersionFrom(messages: ChatCompletionBody['messages'], tooLong: boolean) {
  const users = messages.filter((m) => m.role === 'user').map((m) => String(m.content));
  const prompt = [...users].reverse().find((text) => /Maximum body length:/i.test(text)) ?? users.at(-1) ?? '';
  const maxBody = numberLine(prompt, 'Maximum body length') ?? 280;
  const maxTitle = numberLine(prompt, 'Maximum title length') ?? 100;
  const maxHashtags = numberLine(prompt, 'Maximum hashtags') ?? 3;
  const lines = prompt.split('\n').map((line) => line.trim());
  const titleLine = lines.find((line) => /^Article title:/i.test(line));
  const articleText = lines
    .filter((line) => line && !/^(Maximum |Platform:|Additional instructions:|Article title:|Article:?$)/i.test(line))
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentences = articleText.match(/[^.!?]+[.!?]+/g)?.map((s) => s.trim()) ?? [articleText];
  let body = '';
  for (const sentence of sentences) {
    const next = body ? `${body} ${sentence}` : sentence;
    if (next.length > maxBody) break;
    body = next;
  }
  body ||= fit(articleText || 'News from the station.', maxBody);
  if (tooLong) body = `${body} ${'More. '.repeat(Math.ceil(maxBody / 6) + 1)}`.trim();
  const title =
    maxTitle === 0 ? '' : fit(titleLine?.replace(/^Article title:\s*/i, '') || wordsOf(articleText, 8), maxTitle);
  const words = [...new Set(articleText.match(/\b\p{Lu}\p{L}{3,}\b/gu) ?? [])];
  const hashtags = words.slice(0, maxHashtags).map((word) => `#${word}`);
  return { title, body, hashtags };
}

/** The smallest value that fits a JSON schema (for schema names this stand-in does not know). */
function sampleOf(schema: Record<string, unknown>): unknown {
  if (Array.isArray(schema.anyOf)) return sampleOf(schema.anyOf[0] as Record<string, unknown>);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    return Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, sampleOf(value)]));
  }
  if (type === 'array') {
    const items = schema.items as Record<string, unknown> | undefined;
    return items && Number(schema.minItems ?? 0) > 0 ? [sampleOf(items)] : [];
  }
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  return 'stand-in';
}

const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

export async function startLlmStandIn(options: LlmStandInOptions = {}): Promise<LlmStandIn> {
  let mode: LlmStandInMode = options.mode ?? 'ok';
  let delayMs = options.delayMs ?? 10_000;
  /** Calls answered since the mode was set (once-only faults fire on the first). */
  let callsInMode = 0;
  const requests: ChatCompletionBody[] = [];
  const authorizations: (string | null)[] = [];
  /** The waits of mode 'slow', cleared on close so that no test waits on them. */
  const timers = new Set<NodeJS.Timeout>();

  const valueFor = (body: ChatCompletionBody): unknown => {
    const format = body.response_format?.json_schema;
    if (format?.name === 'articles') return articlesFrom(transcriptOf(body.messages), mode === 'misquote');
    if (format?.name === 'social_version')
      return socialVersionFrom(body.messages, mode === 'too-long-once' && callsInMode === 1);
    return sampleOf(format?.schema ?? { type: 'object' });
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    if (request.method !== 'POST' || path !== '/v1/chat/completions') {
      return sendJson(response, 404, {
        error: { message: `Unknown route ${request.method} ${path}`, type: 'invalid_request_error' },
      });
    }
    let body: ChatCompletionBody;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionBody;
    } catch {
      return sendJson(response, 400, { error: { message: 'The body is not JSON', type: 'invalid_request_error' } });
    }
    requests.push(body);
    authorizations.push(request.headers.authorization ?? null);
    callsInMode += 1;
    if (options.key && request.headers.authorization !== `Bearer ${options.key}`) {
      return sendJson(response, 401, {
        error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
      });
    }
    if (mode === 'hang-then-die') {
      setTimeout(() => request.socket.destroy(), 200);
      return;
    }
    if (mode === 'server-error') {
      return sendJson(response, 500, { error: { message: 'The stand-in engine failed', type: 'server_error' } });
    }
    if (mode === 'rate-limited' && callsInMode === 1) {
      return sendJson(
        response,
        429,
        { error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } },
        { 'retry-after': '1' },
      );
    }
    if (mode === 'slow') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, delayMs);
        timers.add(timer);
      });
    }
    if (response.destroyed) return;

    const json = JSON.stringify(valueFor(body));
    let content: string | null = json;
    let refusal: string | null = null;
    let finishReason = 'stop';
    if (mode === 'invalid-json' || (mode === 'invalid-json-once' && callsInMode === 1)) {
      content = 'Here are the two articles you asked for: the first one is about the news.';
    } else if (mode === 'fenced') {
      content = `\`\`\`json\n${json}\n\`\`\``;
    } else if (mode === 'truncated') {
      content = json.slice(0, Math.floor(json.length / 2));
      finishReason = 'length';
    } else if (mode === 'refusal') {
      content = null;
      refusal = "I'm sorry, but I can't help with that request.";
    }
    const promptText = body.messages.map((m) => String(m.content)).join('\n');
    const usage = {
      prompt_tokens: tokens(promptText),
      completion_tokens: tokens(content ?? refusal ?? ''),
      total_tokens: tokens(promptText) + tokens(content ?? refusal ?? ''),
    };
    sendJson(response, 200, {
      id: `chatcmpl-stand-in-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: finishReason }],
      usage,
    });
  };

  const server = await listen(answer);
  return {
    url: `${server.url}/v1`,
    requests,
    authorizations,
    setMode(next, modeOptions = {}) {
      mode = next;
      callsInMode = 0;
      if (modeOptions.delayMs !== undefined) delayMs = modeOptions.delayMs;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await server.close();
    },
  };
}
