/**
 * The one way a download names its file (RFC 6266): `filename*=UTF-8''…` carries the real name
 * and `filename="…"` an ASCII fallback for old clients. A name that cannot be written into a
 * header (control characters, NUL, unpaired surrogates) is the caller's mistake, so it is a 400,
 * never the 500 that writing it would raise.
 */
import { foldAccents } from '@antena/contract';
import { badRequest } from './errors';

export type DispositionType = 'attachment' | 'inline';

const MAX_FILENAME_LENGTH = 255;

/** RFC 5987 attr-char: what may stay unescaped in `filename*`. */
const encodeExtValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Letters, digits and a few safe marks; accents are folded, anything else becomes `_`. */
const asciiFallback = (name: string) =>
  foldAccents(name.normalize('NFKD'))
    .replace(/[^\x20-\x7e]/gu, '_')
    .replace(/["\\%]/g, '_');

function invalid(reason: string) {
  return badRequest('The file name cannot be used for a download', [{ path: 'querystring.filename', message: reason }]);
}

/** Throws a 400 HttpError for a name no header can carry. */
export function contentDisposition(type: DispositionType, filename: string): string {
  if (filename.length === 0 || filename.length > MAX_FILENAME_LENGTH)
    throw invalid(`Must be 1 to ${MAX_FILENAME_LENGTH} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(filename)) throw invalid('Must not contain control characters');
  let encoded: string;
  try {
    encoded = encodeExtValue(filename);
  } catch {
    // encodeURIComponent's URIError: an unpaired surrogate has no UTF-8 form.
    throw invalid('Must be valid Unicode text');
  }
  const fallback = asciiFallback(filename);
  if (fallback === filename) return `${type}; filename="${filename}"`;
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
