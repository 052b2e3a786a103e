/**
 * A multipart upload that reports how much of its body has gone out. fetch has no upload
 * progress events, so this one call goes through XMLHttpRequest; it still speaks as the API
 * client does (the same bearer token and X-Auth-As, the same ApiError, the same session and
 * reachability handling), so a screen cannot tell the two apart except for the progress.
 */
import { buildPath } from '@antena/contract';
import type { Endpoint, RouteOf } from '@antena/contract/endpoints';
import type { ApiClient, RouteResponse } from './api-client';
import { ApiError, apiErrorFromBody, CLIENT_ERROR_CODES } from './api-error';
import { AUTH_AS_HEADER } from './auth-as';

export interface UploadOptions {
  params?: Record<string, string | number>;
  body: FormData;
  /** How much of the body the server has received, 0 to 100 (whole numbers, never going back). */
  onProgress?: (percent: number) => void;
  /** Aborting rejects with an ApiError of code ERR_ABORTED. */
  signal?: AbortSignal;
}

function readBody(xhr: XMLHttpRequest): unknown {
  const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
  if (!text) return undefined;
  if (!(xhr.getResponseHeader('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends `body` to a multipart contract route, resolving with its answer or rejecting with its ApiError. */
export async function uploadWithProgress<E extends Endpoint>(
  api: ApiClient,
  endpoint: E,
  { params, body, onProgress, signal }: UploadOptions,
): Promise<RouteResponse<RouteOf<E>>> {
  const path = buildPath(endpoint.path, params);
  const headers: Record<string, string> = { Accept: 'application/json', ...(await api.authHeaders(path)) };
  const sentAuthAs = AUTH_AS_HEADER in headers;
  const aborted = (cause?: unknown) =>
    new ApiError({ status: 0, path, code: CLIENT_ERROR_CODES.aborted, message: 'Request aborted', cause });
  if (signal?.aborted) throw aborted(signal.reason);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let shown = -1;
    const progress = (percent: number) => {
      if (percent <= shown) return;
      shown = percent;
      onProgress?.(percent);
    };
    const fail = (error: ApiError) => {
      signal?.removeEventListener('abort', abort);
      if (error.code !== CLIENT_ERROR_CODES.aborted) api.reportFailure(error, sentAuthAs);
      reject(error);
    };
    const abort = () => xhr.abort();

    xhr.open(endpoint.method, `${api.baseUrl}${path}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      // The last bytes sent are not the answer: 100 waits for the server to reply.
      if (event.lengthComputable && event.total > 0)
        progress(Math.min(99, Math.floor((100 * event.loaded) / event.total)));
    });
    xhr.addEventListener('load', () => {
      const data = readBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        signal?.removeEventListener('abort', abort);
        progress(100);
        resolve(data as RouteResponse<RouteOf<E>>);
      } else {
        fail(apiErrorFromBody(xhr.status, xhr.statusText, path, data));
      }
    });
    xhr.addEventListener('error', () =>
      fail(new ApiError({ status: 0, path, code: CLIENT_ERROR_CODES.network, message: 'Network error' })),
    );
    xhr.addEventListener('abort', () => fail(aborted()));
    signal?.addEventListener('abort', abort, { once: true });
    progress(0);
    xhr.send(body);
  });
}
