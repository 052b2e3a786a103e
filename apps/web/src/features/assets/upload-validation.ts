import { isApiError } from '../../lib/api-error';

const BYTES_PER_MB = 1024 * 1024;

/** spec 01 section 5: file inputs reject files over a maximum size (MB). */
export function isFileTooLarge(file: Pick<File, 'size'>, maxMb: number): boolean {
  return file.size > maxMb * BYTES_PER_MB;
}

/** The server's own size refusal (413, ERR_PAYLOAD_TOO_LARGE) reads the same as the client's. */
export function isPayloadTooLarge(error: unknown): boolean {
  return isApiError(error) && (error.status === 413 || error.code === 'ERR_PAYLOAD_TOO_LARGE');
}
