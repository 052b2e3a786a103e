/**
 * One POST to an OpenAI-compatible `/chat/completions`, and what its outcome means: an answer, or
 * a failure with the retry it allows (after a backoff, after the server's Retry-After, or none)
 * and a message a user can read.
 *
 * Hand-written on `fetch` rather than the official `openai` package: that package needs
 * Node ≥ 22 (the server is also built and tested on Node 20), and it retries 429s itself, hiding
 * the server's Retry-After from the wait budget this engine keeps (and from the token-use rows).
 */
import type { ChatErrorCode, ChatMessage } from './chat-types';

export interface CompletionUsage {
  promptTokens: number;
  completionTokens: number;
}

/** The part of a chat completion the engine reads. */
export interface CompletionAnswer {
  content: string | null;
  refusal: string | null;
  finishReason: string | null;
}

export type Exchange =
  | { ok: true; answer: CompletionAnswer; usage: CompletionUsage }
  | { ok: false; failure: ExchangeFailure; usage: CompletionUsage };

export interface ExchangeFailure {
  code: ChatErrorCode;
  message: string;
  /** backoff: 5xx and network errors; after: 429 (retryAfterMs from the server); none: give up. */
  retry: 'backoff' | 'after' | 'none';
  retryAfterMs?: number;
}

export interface CompletionCall {
  url: string;
  key: string | undefined;
  body: {
    model: string;
    messages: ChatMessage[];
    temperature: number;
    response_format: { type: 'json_schema'; json_schema: { name: string; strict: true; schema: unknown } };
  };
  timeoutMs: number;
}

const NO_USAGE: CompletionUsage = { promptTokens: 0, completionTokens: 0 };
/** When a 429 gives no Retry-After. */
const DEFAULT_RETRY_AFTER_MS = 5000;

/** `Retry-After` as milliseconds from now: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header?.trim()) return null;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const usageOf = (body: unknown): CompletionUsage => {
  const usage = (body as { usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } } | null)?.usage;
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0);
  return usage
    ? { promptTokens: count(usage.prompt_tokens), completionTokens: count(usage.completion_tokens) }
    : NO_USAGE;
};

/** The server's own words: OpenAI's `{ error: { message } }`, some servers' `{ error: "…" }` or `{ detail }`, or the text. */
function serverMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: unknown; detail?: unknown; message?: unknown };
    const error = body.error;
    const found =
      (typeof error === 'object' && error && typeof (error as { message?: unknown }).message === 'string'
        ? (error as { message: string }).message
        : null) ??
      (typeof error === 'string' ? error : null) ??
      (typeof body.detail === 'string' ? body.detail : null) ??
      (typeof body.message === 'string' ? body.message : null);
    if (found) return found.slice(0, 500);
  } catch {
    // not JSON: the text itself
  }
  return text.trim().slice(0, 300) || 'no message';
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Sends one call; never throws (every outcome is an Exchange). */
export async function postCompletion(call: CompletionCall): Promise<Exchange> {
  const host = hostOf(call.url);
  const seconds = Math.round(call.timeoutMs / 100) / 10;
  const fail = (failure: ExchangeFailure, usage = NO_USAGE): Exchange => ({ ok: false, failure, usage });
  let status = 0;
  let text: string;
  let retryAfter: string | null = null;
  try {
    const response = await fetch(`${call.url}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(call.key && { authorization: `Bearer ${call.key}` }),
      },
      body: JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    status = response.status;
    retryAfter = response.headers.get('retry-after');
    text = await response.text();
  } catch (error) {
    const err = error as Error & { cause?: { code?: string; message?: string } };
    if (err.name === 'TimeoutError' || err.name === 'AbortError') {
      return fail({
        code: 'TIMEOUT',
        message: `The chat engine at ${host} did not answer within ${seconds} s (LLM_TIMEOUT_SECONDS).`,
        retry: 'none',
      });
    }
    const cause = err.cause?.code ?? err.cause?.message ?? err.message;
    return fail({
      code: 'UNAVAILABLE',
      message: `The chat engine at ${host} could not be reached (${cause}).`,
      retry: 'backoff',
    });
  }

  if (status === 429) {
    const wait = retryAfterMs(retryAfter) ?? DEFAULT_RETRY_AFTER_MS;
    return fail({
      code: 'RATE_LIMITED',
      message: `The chat engine at ${host} is rate limited (HTTP 429): ${serverMessage(text)}`,
      retry: 'after',
      retryAfterMs: wait,
    });
  }
  if (status >= 500) {
    return fail({
      code: 'UNAVAILABLE',
      message: `The chat engine at ${host} failed (HTTP ${status}): ${serverMessage(text)}`,
      retry: 'backoff',
    });
  }
  if (status === 401 || status === 403) {
    return fail({
      code: 'UNAVAILABLE',
      message: `The chat engine at ${host} refused the API key (HTTP ${status}): check LLM_API_KEY. It said: ${serverMessage(text)}`,
      retry: 'none',
    });
  }
  if (status >= 400) {
    return fail({
      code: 'UNAVAILABLE',
      message: `The chat engine at ${host} refused the request (HTTP ${status}): ${serverMessage(text)}`,
      retry: 'none',
    });
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail({
      code: 'UNAVAILABLE',
      message: `The chat engine at ${host} answered HTTP ${status} with something that is not a chat completion (is LLM_API_URL the API base, e.g. …/v1?).`,
      retry: 'none',
    });
  }
  const usage = usageOf(body);
  const choice = (body as { choices?: Array<{ message?: Record<string, unknown>; finish_reason?: unknown }> })
    .choices?.[0];
  if (!choice?.message) {
    return fail(
      {
        code: 'UNAVAILABLE',
        message: `The chat engine at ${host} answered a chat completion without a message.`,
        retry: 'none',
      },
      usage,
    );
  }
  const { content, refusal } = choice.message;
  return {
    ok: true,
    usage,
    answer: {
      content: typeof content === 'string' ? content : null,
      refusal: typeof refusal === 'string' && refusal.trim() ? refusal.trim() : null,
      finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : null,
    },
  };
}
