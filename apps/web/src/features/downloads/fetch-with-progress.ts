/**
 * A download read through fetch, so the app can show how far it has come (spec 02 section 7
 * downloads; issue 13 point 10): a plain link hands the file to the browser, which shows nothing
 * in the page while the server cuts the export.
 */
import { apiErrorFromBody } from '../../lib/api-error';

export interface DownloadProgress {
  received: number;
  /** The Content-Length, when the server sent one. */
  total: number | null;
}

/** Reads `url` to the end, reporting each chunk; an answer other than 2xx is its ApiError. */
export async function fetchWithProgress(
  url: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch(url, { signal });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw apiErrorFromBody(response.status, response.statusText, new URL(url, window.location.href).pathname, body);
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks as BlobPart[], { type });
}

/** Hands a blob to the browser as a saved file named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has queued the save; the blob's memory goes back once the browser has it.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export const isDownloadAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
