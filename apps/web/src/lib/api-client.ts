/**
 * The HTTP client of the web app (spec 01 section 7 "Client behaviour"): bearer token from the
 * signed-in user, X-Auth-As while a superadmin acts as someone (spec 01 section 6), JSON in and
 * out, retries on network errors and 5xx, the unauthentication callback on 401, and typed
 * helpers over the contract's route table.
 *
 * This is the web app's only retry layer (TanStack Query does not retry on top of it, see
 * query-client.ts), and it repeats only idempotent reads: a POST or PATCH that failed with a 5xx
 * or a dropped connection may already have taken effect, so repeating it could create things
 * twice; the user decides whether to try again.
 */
import { API_ROOT, buildPath, type RouteDef } from '@antena/contract';
import type { Endpoint, RouteOf } from '@antena/contract/endpoints';
import type { z } from 'zod';
import { ApiError, apiErrorFromBody, CLIENT_ERROR_CODES } from './api-error';
import { AUTH_AS_HEADER, isAdminPath, isAuthAsRejection } from './auth-as';

// spec: requests are retried 3 times, with a delay of 250 ms times the attempt number.
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 250;
/** Methods repeated after a network error or a 5xx: reads, which cannot change anything twice. */
export const RETRIED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The current access token, or null for anonymous calls. */
  getAccessToken?: () => Promise<string | null | undefined> | string | null | undefined;
  /**
   * A token the server no longer accepts (401) ends the session. A 403 is a missing permission,
   * answered by the screen's own fallback: it must never log the user out.
   */
  onUnauthenticated?: (error: ApiError) => void;
  /** Called when a call gave up because the server could not be reached. */
  onUnreachable?: (error: ApiError) => void;
  /** The e-mail of the user acted as, sent as X-Auth-As except on /admin paths. */
  getAuthAs?: () => string | null | undefined;
  /** The server refused the X-Auth-As value this client sent (400 ERR_AUTH_AS_*). */
  onAuthAsRejected?: (error: ApiError) => void;
  sleep?: (ms: number) => Promise<void>;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData goes as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type ResponseSchema<R extends RouteDef> = R['response'] extends { 200: infer S }
  ? S
  : R['response'] extends { 201: infer S }
    ? S
    : undefined;
/** What a contract route answers, as the web app reads it. */
export type RouteResponse<R extends RouteDef> =
  ResponseSchema<R> extends z.ZodType ? z.output<ResponseSchema<R>> : void;
type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

export interface CallOptions<R extends RouteDef> extends Omit<RequestOptions, 'query' | 'body'> {
  params?: Record<string, string | number>;
  query?: InputOf<R['querystring']> & Record<string, QueryValue>;
  body?: R['multipart'] extends true ? FormData : InputOf<R['body']>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isAbort = (error: unknown, signal?: AbortSignal) =>
  signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');

function withQuery(url: string, query?: Record<string, QueryValue>): string {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json().catch(() => undefined);
  const text = await response.text().catch(() => '');
  return text || undefined;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? API_ROOT;
  const sleep = options.sleep ?? defaultSleep;

  /** Who is calling `path` (the API root's path): the bearer token, and X-Auth-As outside /admin. */
  async function authHeaders(path: string): Promise<Record<string, string>> {
    const headers: Record<string, string> = {};
    const token = await options.getAccessToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const authAs = isAdminPath(path) ? null : options.getAuthAs?.();
    if (authAs) headers[AUTH_AS_HEADER] = authAs;
    return headers;
  }

  /**
   * What the app does about a call that failed for good, whichever transport made it (this
   * client's fetch, or lib/upload-with-progress.ts): a 401 ends the session, a refused X-Auth-As
   * is dropped, a server out of reach is announced.
   */
  function reportFailure(error: ApiError, sentAuthAs: boolean): void {
    if (error.status === 401) options.onUnauthenticated?.(error);
    else if (sentAuthAs && isAuthAsRejection(error)) options.onAuthAsRejected?.(error);
    else if (error.isNetworkError) options.onUnreachable?.(error);
  }

  async function request<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const url = withQuery(`${baseUrl}${path}`, opts.query);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...opts.headers,
      ...(await authHeaders(path)),
    };
    const sentAuthAs = AUTH_AS_HEADER in headers;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    // Resolved per call so tests (and polyfills) that replace the global fetch are honoured.
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const maxRetries = RETRIED_METHODS.has(method.toUpperCase()) ? MAX_RETRIES : 0;

    for (let attempt = 0; ; attempt += 1) {
      let error: ApiError;
      try {
        const init: RequestInit = { method, headers };
        if (body !== undefined) init.body = body;
        if (opts.signal) init.signal = opts.signal;
        const response = await doFetch(url, init);
        const data = await readBody(response);
        if (response.ok) return data as T;
        error = apiErrorFromBody(response.status, response.statusText, path, data);
        if (response.status < 500) {
          reportFailure(error, sentAuthAs);
          throw error;
        }
      } catch (cause) {
        if (cause instanceof ApiError && cause.status < 500) throw cause;
        if (isAbort(cause, opts.signal)) {
          throw new ApiError({ status: 0, path, code: CLIENT_ERROR_CODES.aborted, message: 'Request aborted', cause });
        }
        error =
          cause instanceof ApiError
            ? cause
            : new ApiError({
                status: 0,
                path,
                code: CLIENT_ERROR_CODES.network,
                message: cause instanceof Error ? cause.message : 'Network error',
                cause,
              });
      }
      if (attempt >= maxRetries) {
        reportFailure(error, sentAuthAs);
        throw error;
      }
      await sleep(RETRY_DELAY_MS * (attempt + 1));
    }
  }

  /** Calls a contract route: fills its path parameters and types the answer from its response schema. */
  function call<E extends Endpoint>(route: E, opts: CallOptions<RouteOf<E>> = {}): Promise<RouteResponse<RouteOf<E>>> {
    const { params, ...rest } = opts;
    return request<RouteResponse<RouteOf<E>>>(route.method, buildPath(route.path, params), rest as RequestOptions);
  }

  return { baseUrl, request, call, authHeaders, reportFailure };
}
