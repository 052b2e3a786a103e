/**
 * The image uploads of the fragments configuration (spec 02 section 5): images only (the types
 * POST /assets stores: PNG, JPG, GIF, WebP; never SVG), within a size checked before sending.
 */
import { isApiError } from '../../lib/api-error';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp)$/i;

export type ImageUploadError = 'notImage' | 'tooLarge' | 'uploadFailed';

export function imageFileError(file: Pick<File, 'name' | 'type' | 'size'>, maxBytes: number): ImageUploadError | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type) || !IMAGE_EXTENSIONS.test(file.name)) return 'notImage';
  return file.size > maxBytes ? 'tooLarge' : null;
}

/** The server's size refusal (413) reads as the client's; any other failure is the spec's upload error. */
export function uploadFailure(error: unknown): ImageUploadError {
  if (isApiError(error) && (error.status === 413 || error.code === 'ERR_PAYLOAD_TOO_LARGE')) return 'tooLarge';
  return 'uploadFailed';
}
