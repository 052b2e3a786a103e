/** Case- and accent-insensitive text for searching: 'senal' finds 'Señal', 'radio cadena' 'Radio Cádena'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Whether `text` contains `query`, ignoring case, accents and the query's outer spaces. */
export const foldedIncludes = (text: string, query: string): boolean => fold(text).includes(fold(query.trim()));
