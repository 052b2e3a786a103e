/**
 * What the harder live mention set (issue 33 point 2) is made of: the shape of a set's word lists,
 * a seeded random source, Zipf-like sampling and spelled numbers. The tune and report sets each
 * have their own lists (lexicon-tune.ts, lexicon-report.ts); this file holds nothing of either.
 */

export type Language = 'es' | 'en';

/** One trade: every mention of it (aired, never aired, a competitor's) is drawn from these. */
export interface Trade {
  /**
   * Title patterns; `{name}` is the mention's distinctive word. The other title words are common
   * talk words (they are also in the language's talk list), so only `{name}` tells whose it is.
   */
  titles: string[];
  /**
   * Script sentences. The first always opens the script and names `{title}`; `{name}`, `{pct}`
   * (a percentage), `{price}`, `{hour}` (opening hour) and `{place}` are filled per mention.
   */
  sentences: string[];
}

export interface LanguageLexicon {
  /** Function words, most frequent first: the head of the Zipf list. */
  functionWords: string[];
  /** Content words of talk, most frequent first: the trades' title words are among them. */
  talkWords: string[];
  trades: Trade[];
  /** Place names a script sends listeners to (written with a capital: names to the scorer). */
  places: string[];
  /** Syllables the distinctive brand words are made of (disjoint between the sets). */
  syllables: string[];
  /** A presenter's words around a paraphrase, and their swaps of script words. */
  fillers: string[];
  synonyms: Record<string, string>;
  /** Talk that names a brand in passing: `{title}`, `{name}`. */
  passing: string[];
}

export type Lexicon = Record<Language, LanguageLexicon>;

export type Random = () => number;

/** mulberry32: 32-bit integer steps, exact in JavaScript numbers, so a seed always draws the same day. */
export function seeded(seed: number): Random {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

export const pickOf = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** In place, Fisher-Yates; returns the list. */
export function shuffle<T>(random: Random, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** Word k of the list has weight 1/(k+1), as in speech: a few words are most of what is said. */
export function zipf(random: Random, list: readonly string[]): () => string {
  const cumulative: number[] = [];
  list.reduce((sum, _word, k) => (cumulative[k] = sum + 1 / (k + 1)), 0);
  const total = cumulative.at(-1)!;
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid]! < target) low = mid + 1;
      else high = mid;
    }
    return list[low]!;
  };
}

const ES_UNITS =
  'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'.split(
    ' ',
  );
const ES_TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const ES_HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];
const EN_UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A number under 10,000 as a presenter says it ("cuatro mil quinientos", "forty five"). */
export function spelled(value: number, language: Language): string {
  const parts: string[] = [];
  const thousands = Math.floor(value / 1000);
  const hundreds = Math.floor((value % 1000) / 100);
  const rest = value % 100;
  if (language === 'es') {
    if (thousands > 0) parts.push(thousands === 1 ? 'mil' : `${ES_UNITS[thousands]} mil`);
    if (hundreds > 0) parts.push(hundreds === 1 && rest === 0 ? 'cien' : ES_HUNDREDS[hundreds]!);
    if (rest > 0 || parts.length === 0) {
      parts.push(
        rest < 30
          ? ES_UNITS[rest]!
          : `${ES_TENS[Math.floor(rest / 10)]}${rest % 10 ? ` y ${ES_UNITS[rest % 10]}` : ''}`,
      );
    }
  } else {
    if (thousands > 0) parts.push(`${EN_UNITS[thousands]} thousand`);
    if (hundreds > 0) parts.push(`${EN_UNITS[hundreds]} hundred`);
    if (rest > 0 || parts.length === 0) {
      parts.push(
        rest < 20 ? EN_UNITS[rest]! : `${EN_TENS[Math.floor(rest / 10)]}${rest % 10 ? ` ${EN_UNITS[rest % 10]}` : ''}`,
      );
    }
  }
  return parts.join(' ');
}
