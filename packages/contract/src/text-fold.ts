/**
 * The one accent fold, shared by the server and the web app: 'Señal' and 'Senal', 'Campaña' and
 * 'Campana' compare equal once folded. Stored transcription search text is folded with it
 * (docs/speech.md: no unaccent extension), so a change here needs the stored text folded again.
 */

/** `text` without its combining marks (accents, tildes, cedillas), otherwise unchanged. */
export const foldAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** Case- and accent-insensitive text for comparing and searching: 'senal' finds 'Señal'. */
export const foldText = (text: string): string => foldAccents(text).toLocaleLowerCase();

/**
 * Lower-case ASCII words joined by single dashes ("Radio Mitre FM" → "radio-mitre-fm",
 * "Canción Nº 1" → "cancion-n-1"): the contract's slug shape, and a safe part of a file name.
 */
export const slugify = (text: string): string =>
  foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
