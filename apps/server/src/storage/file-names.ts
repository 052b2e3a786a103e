/**
 * The names Antena gives the files it writes (storage keys, ZIP entries, external targets, the
 * downloads' names): the one place a caller's text becomes part of a file name. Accents are
 * folded with the contract's `foldAccents`, so 'Canción' names a file 'Cancion', never 'Canci_n'.
 */
import { foldAccents, slugify } from '@antena/contract';

/**
 * A title as a file name part: lower-case ASCII words joined by dashes, at most `max`
 * characters, `fallback` when nothing is left ("¿Qué dijo?" → "que-dijo").
 */
export const fileSlug = (title: string, fallback: string, max = 60): string =>
  slugify(title).slice(0, max).replace(/-+$/, '') || fallback;

/** Accents folded; anything but letters, digits, dots, dashes and underscores (slashes too) is `_`. */
export const fileNameChars = (text: string): string => foldAccents(text).replace(/[^A-Za-z0-9._-]+/g, '_');

/**
 * A name made one safe path segment, case kept: fileNameChars, repeated `_` folded, no leading dot, dash or underscore (no
 * `..`, no hidden files, no option-like names), no trailing one (Windows drops a trailing dot), at
 * most `max` characters. May be empty.
 */
export const safeFileName = (name: string, max = 120): string =>
  fileNameChars(name)
    .replace(/_{2,}/g, '_')
    .replace(/^[._-]+/, '')
    .slice(0, max)
    .replace(/[._-]+$/, '');
