/**
 * YouTube's (Google's) HTTP answers read one way for the OAuth and the upload code: a timeout on
 * every call, the caller's signal honoured, and each refusal turned into a PlatformError in
 * Google's own words. Tokens never appear in the messages.
 */
import { PlatformError } from '../platform-client';

/** OAuth and Data API calls; a chunk's PUT gets its own, longer timeout (youtube-upload.ts). */
export const YOUTUBE_CALL_TIMEOUT_MS = 30_000;

/** The 403 reasons that mean the project's or the channel's quota is spent (code 'quotaExceeded'). */
const QUOTA_REASONS = new Set(['quotaExceeded', 'uploadLimitExceeded', 'dailyLimitExceeded']);

/** `fetch` with a timeout, aborted with the caller's `signal` too. */
export function youtubeFetch(
  url: string | URL,
  init: RequestInit & { timeoutMs?: number; signal?: AbortSignal | null },
): Promise<Response> {
  const timeout = AbortSignal.timeout(init.timeoutMs ?? YOUTUBE_CALL_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(url, { ...init, signal, redirect: 'manual' });
}

interface GoogleErrorBody {
  /** Data API: `{ error: { code, message, errors: [{ reason, message }] } }`. */
  error?: string | { message?: string; errors?: { reason?: string; message?: string }[]; status?: string };
  /** OAuth: `{ error: 'invalid_grant', error_description }`. */
  error_description?: string;
}

/** The reason and message of a Google error answer (either shape), or the HTTP status alone. */
export async function googleError(response: Response): Promise<{ reason: string | null; message: string }> {
  const text = await response.text().catch(() => '');
  let body: GoogleErrorBody = {};
  try {
    body = JSON.parse(text) as GoogleErrorBody;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  if (typeof body.error === 'string') {
    return { reason: body.error, message: body.error_description || body.error };
  }
  const reason = body.error?.errors?.[0]?.reason ?? body.error?.status ?? null;
  const message = body.error?.message || body.error?.errors?.[0]?.message || `HTTP ${response.status}`;
  return { reason, message: message.replace(/<[^>]*>/g, '') };
}

/** Seconds or an HTTP date (RFC 9110); a minute when absent or unreadable. */
export function retryAfterMs(header: string | null): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, date - Date.now());
  }
  return 60_000;
}

/**
 * A Data API or upload refusal as a PlatformError.
 * - 401: the access token expired or was revoked. `reconnect: false` with `status: 401`: the
 *   caller (uploads.service.ts) refreshes the token and calls again, once; only the refresh's own
 *   `invalid_grant` asks for a reconnection.
 * - 403 quotaExceeded / uploadLimitExceeded: YouTube's message, code 'quotaExceeded'.
 * - 429: `retryAfterMs` from Retry-After.
 */
export async function youtubeError(response: Response, doing: string): Promise<PlatformError> {
  const { reason, message } = await googleError(response);
  const status = response.status;
  if (status === 401) return new PlatformError(`YouTube: ${message}`, { reconnect: false, status });
  if (status === 403 && reason && QUOTA_REASONS.has(reason)) {
    return new PlatformError(`YouTube: ${message}`, { status, code: 'quotaExceeded' });
  }
  if (status === 429) {
    return new PlatformError(`YouTube: ${message}`, {
      status,
      code: reason ?? 'rateLimitExceeded',
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    });
  }
  return new PlatformError(`YouTube refused ${doing}: ${message}`, { status, ...(reason ? { code: reason } : {}) });
}
