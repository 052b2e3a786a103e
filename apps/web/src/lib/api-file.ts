/**
 * A file answer (a report's csv or .xlsx) read as bytes. The API client reads answers as JSON or
 * text, which would corrupt a binary workbook, so this call reads a Blob itself while speaking as
 * the client does: its token and X-Auth-As, its error shape, and its rule that a 401 ends the session.
 */
import { buildPath, type HttpMethod } from '@antena/contract';
import type { ApiClient } from './api-client';
import { apiErrorFromBody } from './api-error';
import { AUTH_AS_HEADER } from './auth-as';

/** `attachment; filename="x.csv"` (or the RFC 5987 `filename*`) → `x.csv`. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed escape: the plain filename below, if any.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

export interface FileRequest {
  method: HttpMethod;
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export async function fetchApiFile(
  api: ApiClient,
  { method, path: template, params, query, body }: FileRequest,
): Promise<{ blob: Blob; filename: string | null }> {
  const path = buildPath(template, params);
  const headers: Record<string, string> = { Accept: '*/*', ...(await api.authHeaders(path)) };
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  const response = await globalThis.fetch(`${api.baseUrl}${path}${search}`, init);
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    const error = apiErrorFromBody(response.status, response.statusText, path, data);
    api.reportFailure(error, AUTH_AS_HEADER in headers);
    throw error;
  }
  return { blob: await response.blob(), filename: attachmentName(response.headers.get('content-disposition')) };
}
