/**
 * Spellings that sound alike (issue 33): a speech engine writes a name it does not know as it
 * sounds, often confidently and the same way every time (`Calumbra` for `Kalumbra`, `Bentarsef`
 * for `Ventarzef`). Two stems with one sound key are one word for the scorer, whatever the
 * engine's confidence. The keys fold only letters a language spells one sound with: `Kalosa`
 * and `Salosa` stay two names.
 */

const SPANISH: [RegExp, string][] = [
  [/h/g, ''], // silent
  [/qu/g, 'k'],
  [/c([ei])/g, 's$1'],
  [/c/g, 'k'],
  [/z/g, 's'],
  [/v/g, 'b'],
  [/ll/g, 'y'],
  [/g([ei])/g, 'j$1'],
  [/w/g, 'u'],
];

const ENGLISH: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/c([eiy])/g, 's$1'],
  [/c/g, 'k'],
  [/q/g, 'k'],
  [/z/g, 's'],
  [/y/g, 'i'],
];

const RULES: Record<string, [RegExp, string][]> = { es: SPANISH, en: ENGLISH };

/** The stem as it sounds in `language` (a language without rules: doubled letters only). */
export function soundKey(stem: string, language: string): string {
  let key = stem;
  for (const [pattern, replacement] of RULES[language] ?? []) key = key.replace(pattern, replacement);
  return key.replace(/(.)\1+/g, '$1');
}
