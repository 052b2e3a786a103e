/**
 * The grounding bench's own tools (issue 35): a seeded random source, numbers spelled in Spanish
 * and English, and an independent reading of words used to label the test set. The labels never
 * come from the checker under test: `canonical` reads compound numbers ("veintitrés", "twenty-three",
 * "1.500", "20 %") as one value, so a label says what was said, not what the checker can match.
 */

export type Language = 'es' | 'en';
export type Random = () => number;

/** mulberry32, as bench/live-mentions: the same seed always builds the same set. */
export function seeded(seed: number): Random {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
export const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

const ES_UNITS =
  'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'.split(
    ' ',
  );
const ES_TENS = ',,,treinta,cuarenta,cincuenta,sesenta,setenta,ochenta,noventa'.split(',');
const ES_HUNDREDS =
  ',ciento,doscientos,trescientos,cuatrocientos,quinientos,seiscientos,setecientos,ochocientos,novecientos'.split(',');
const EN_UNITS =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const EN_TENS = ',,twenty,thirty,forty,fifty,sixty,seventy,eighty,ninety'.split(',');

function spellEs(n: number): string {
  if (n >= 1000) {
    const thousands = Math.floor(n / 1000);
    const rest = n % 1000;
    return [thousands === 1 ? 'mil' : `${spellEs(thousands)} mil`, rest ? spellEs(rest) : ''].filter(Boolean).join(' ');
  }
  if (n === 100) return 'cien';
  if (n > 100) return [ES_HUNDREDS[Math.floor(n / 100)]!, n % 100 ? spellEs(n % 100) : ''].filter(Boolean).join(' ');
  if (n < 30) return ES_UNITS[n]!;
  return n % 10 ? `${ES_TENS[Math.floor(n / 10)]!} y ${ES_UNITS[n % 10]!}` : ES_TENS[Math.floor(n / 10)]!;
}

function spellEn(n: number): string {
  if (n >= 1000) {
    const rest = n % 1000;
    return [`${spellEn(Math.floor(n / 1000))} thousand`, rest ? spellEn(rest) : ''].filter(Boolean).join(' ');
  }
  if (n >= 100) {
    const rest = n % 100;
    return [`${EN_UNITS[Math.floor(n / 100)]!} hundred`, rest ? `and ${spellEn(rest)}` : ''].filter(Boolean).join(' ');
  }
  if (n < 20) return EN_UNITS[n]!;
  return n % 10 ? `${EN_TENS[Math.floor(n / 10)]!}-${EN_UNITS[n % 10]!}` : EN_TENS[Math.floor(n / 10)]!;
}

export const spelled = (n: number, language: Language): string => (language === 'es' ? spellEs(n) : spellEn(n));

/** A number as a speech engine writes it in digits: "1.500" / "1,500" or "1500". */
export const digits = (n: number, language: Language, grouped: boolean): string =>
  grouped && n >= 1000 ? n.toLocaleString(language === 'es' ? 'de-DE' : 'en-GB') : String(n);

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const NUMBER_VALUES = new Map<string, number>();
for (const [units, tens, hundreds] of [
  [ES_UNITS, ES_TENS, ES_HUNDREDS],
  [EN_UNITS, EN_TENS, []],
] as const) {
  units.forEach((w, i) => NUMBER_VALUES.set(fold(w), i));
  tens.forEach((w, i) => w && NUMBER_VALUES.set(fold(w), i * 10));
  hundreds.forEach((w, i) => w && NUMBER_VALUES.set(fold(w), i * 100));
}
NUMBER_VALUES.set('cien', 100);
const MULTIPLIERS: Record<string, number> = { mil: 1000, thousand: 1000, hundred: 100 };
const PERCENT: Record<Language, string[]> = { es: ['por', 'ciento'], en: ['percent'] };

/**
 * The words as the labels compare them: folded, punctuation gone, every number (digits, grouped
 * digits, compound number words) one token of its value, "%" read as the language says it.
 */
export function canonical(text: string, language: Language): string[] {
  const raw = fold(text)
    .replace(/(\d)[.,](?=\d{3}\b)/g, '$1')
    .replace(/(\d)\s*%/g, `$1 ${PERCENT[language].join(' ')}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const out: string[] = [];
  let total = 0;
  let current = -1;
  const flush = () => {
    if (current >= 0) out.push(String(total + current));
    total = 0;
    current = -1;
  };
  for (let i = 0; i < raw.length; i++) {
    const word = raw[i]!;
    const value = word === 'ciento' && raw[i - 1] === 'por' ? undefined : NUMBER_VALUES.get(word);
    if (value !== undefined) {
      current = current < 0 ? value : current + value;
    } else if (MULTIPLIERS[word] && current >= 0) {
      if (word === 'hundred') current *= 100;
      else {
        total += current * 1000;
        current = 0;
      }
    } else if (word === 'mil') {
      current = 1000;
    } else if ((word === 'y' || word === 'and') && current >= 0 && NUMBER_VALUES.has(raw[i + 1] ?? '')) {
      continue;
    } else if (/^\d+$/.test(word)) {
      flush();
      out.push(String(Number(word)));
    } else {
      flush();
      out.push(word);
    }
  }
  flush();
  return out;
}

/** Where `needle` runs in `haystack`, or -1. */
export function runAt(haystack: readonly string[], needle: readonly string[], from = 0): number {
  outer: for (let i = from; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** Words that negate what follows; a quotation never starts right after one. */
export const NEGATION_WORDS = new Set(
  'no ni nunca jamas sin tampoco nadie nada ningun ninguno ninguna not never nor without nobody nothing none t'.split(
    ' ',
  ),
);
