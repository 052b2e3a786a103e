/**
 * Words as grounding compares them (issue 35): case, accents and punctuation do not count, and a
 * number reads the same in digits or in words ("veinte" and "20"), in Spanish and English, the
 * languages the prompts are written in.
 */

const NUMBER_WORDS: Record<string, string> = Object.fromEntries(
  [
    ['cero zero', 0],
    ['dos two', 2],
    ['tres three', 3],
    ['cuatro four', 4],
    ['cinco five', 5],
    ['seis six', 6],
    ['siete seven', 7],
    ['ocho eight', 8],
    ['nueve nine', 9],
    ['diez ten', 10],
    ['once eleven', 11],
    ['doce twelve', 12],
    ['trece thirteen', 13],
    ['catorce fourteen', 14],
    ['quince fifteen', 15],
    ['dieciseis sixteen', 16],
    ['diecisiete seventeen', 17],
    ['dieciocho eighteen', 18],
    ['diecinueve nineteen', 19],
    ['veinte twenty', 20],
    ['treinta thirty', 30],
    ['cuarenta forty', 40],
    ['cincuenta fifty', 50],
    ['sesenta sixty', 60],
    ['setenta seventy', 70],
    ['ochenta eighty', 80],
    ['noventa ninety', 90],
    ['cien ciento hundred', 100],
    ['mil thousand', 1000],
    ['millon millones million millions', 1_000_000],
  ].flatMap(([words, value]) =>
    String(words)
      .split(' ')
      .map((word) => [word, String(value)]),
  ),
);

/** Words too common to tell one claim from another. */
const STOPWORDS = new Set(
  (
    'para pero porque como cuando donde desde hasta entre sobre segun tambien mientras aunque esta este estos estas ' +
    'esos esas aquel ella ellos ellas nosotros ustedes usted todo todos toda todas cada otro otra otros otras mucho ' +
    'muchos mucha muchas poco pocos sido siendo estar estaba estan hace hacer tiene tienen tener habia haber hemos ' +
    'sera seran puede pueden dijo dice decir afirmo aseguro explico senalo indico segun ademas luego ahora aqui alli ' +
    'that this these those with from have has had been being were what when where which while about after before ' +
    'their there they them then than also into over under just very said says told according would could should ' +
    'will shall does did done more most some such only other others your yours ours were here'
  ).split(' '),
);

export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The text's words, folded, numbers as digits. */
export function normalisedWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => NUMBER_WORDS[word] ?? word);
}

export const numbersOf = (text: string): string[] => normalisedWords(text).filter((word) => /^\d+$/.test(word));

/** The words that tell what a claim is about. */
export const contentWords = (text: string): string[] =>
  normalisedWords(text).filter((word) => word.length >= 4 && !STOPWORDS.has(word) && !/^\d+$/.test(word));

/** A crude stem: inflections (plural, gender, tense endings) mostly change only a word's end. */
export const stem = (word: string): string => word.slice(0, 5);
