/**
 * What the Dailymotion and X clients share to speak HTTP to a platform (issue 34): a call that
 * says which platform could not be reached, JSON bodies read whatever comes back, waits that end
 * with the upload's signal, and a platform's refusal turned into a PlatformError (401: the caller
 * refreshes; 429 or a 5xx with Retry-After: wait; other 5xx and network failures: a plain Error
 * the job may retry).
 */
import { setTimeout as wait } from 'node:timers/promises';
import { PlatformError } from '../platform-client';

export type Json = Record<string, unknown>;

/** A JSON call's own limit; file and chunk transfers only end with the upload's signal. */
const CALL_TIMEOUT_MS = 60_000;

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;
export const object = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

/** `fetch`, with the platform named when it cannot be reached and a limit on calls without a file. */
export async function send(
  platform: string,
  url: string,
  init: RequestInit & { signal?: AbortSignal | undefined; transfer?: boolean },
): Promise<Response> {
  const { transfer, signal, ...rest } = init;
  const limit = transfer ? undefined : AbortSignal.timeout(CALL_TIMEOUT_MS);
  const signals = [signal, limit].filter((s): s is AbortSignal => !!s);
  try {
    return await fetch(url, { ...rest, signal: signals.length ? AbortSignal.any(signals) : null });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const cause = (error as Error & { cause?: Error }).cause?.message;
    throw new Error(`${platform} cannot be reached: ${cause ?? (error as Error).message}`, { cause: error });
  }
}

export async function readJson(response: Response): Promise<Json> {
  const body = await response.text();
  try {
    return object(JSON.parse(body));
  } catch {
    return { raw: body.slice(0, 300) };
  }
}

/** Milliseconds to wait from Retry-After (seconds or a date) or X's `x-rate-limit-reset` (epoch seconds). */
export function retryAfterOf(headers: Headers, now = Date.now()): number | undefined {
  const after = headers.get('retry-after')?.trim();
  if (after) {
    if (/^\d+(\.\d+)?$/.test(after)) return Number(after) * 1000;
    const at = Date.parse(after);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const reset = headers.get('x-rate-limit-reset')?.trim();
  if (reset && /^\d+$/.test(reset)) return Math.max(0, Number(reset) * 1000 - now);
  return undefined;
}

/** A refused answer as the error the upload job understands, with the platform's own message. */
export function refusal(
  platform: string,
  { status, headers }: { status: number; headers: Headers },
  message: string,
  code?: string,
): Error {
  const words = `${platform}: ${message}`;
  const retryAfterMs = retryAfterOf(headers);
  if (status === 401) return new PlatformError(words, { status, code });
  if (status === 429) return new PlatformError(words, { status, code, retryAfterMs: retryAfterMs ?? 60_000 });
  if (status >= 500) {
    if (retryAfterMs !== undefined) return new PlatformError(words, { status, code, retryAfterMs });
    return new Error(`${words} (HTTP ${status})`);
  }
  return new PlatformError(words, { status, code });
}

/** Waits `ms`, ending early (with the signal's reason) when the upload is cancelled. */
export const sleep = (ms: number, signal?: AbortSignal) => wait(ms, undefined, { signal });
