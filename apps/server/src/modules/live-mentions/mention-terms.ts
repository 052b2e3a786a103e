/**
 * Terms of a live mention script and of a transcription, made comparable (issue 19 point 1).
 * A presenter reads the advertiser's script in their own words and the speech engine writes what
 * it heard, so both sides are brought to the same form: lower case without accents or
 * punctuation, spelled numbers as digits ("dos por uno" and "2x1" are one term, "cincuenta por
 * ciento" is "50"), stopwords dropped and a light suffix stripper so "promociones" meets
 * "promoción" and "comprando" meets "comprar". docs/live-mention-scoring.md shows examples.
 */
import { foldAccents } from '@antena/contract';
import { ES_NUMBERS, EN_NUMBERS, STOPWORDS } from './mention-words';

/** One comparable term and the source words it came from (a spelled number can span several). */
export interface Term {
  stem: string;
  first: number;
  last: number;
  /** Written with a capital inside a sentence: a name in the script (brand, product). */
  capitalised: boolean;
  /** Holds a digit: a price, a percentage, a "2x1", a phone number. */
  numeric: boolean;
}

/** A word's letters or digits; `last` is the last source word once spelled numbers are joined. */
interface Piece {
  text: string;
  source: number;
  last: number;
  capitalised: boolean;
}

/** Digits with thousands separators ("1.500", "1,500") become "1500"; a decimal comma becomes a dot. */
function normaliseDigits(text: string): string {
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(text)) return text.replace(/[.,]/g, '');
  return text.replace(',', '.');
}

/** Pieces of one source word; `sentenceStart` says whether a capital here is only grammar. */
function piecesOf(word: string, source: number, sentenceStart: boolean): Piece[] {
  const pieces: Piece[] = [];
  for (const match of foldAccents(word).matchAll(/\d+(?:[.,]\d+)+|[\p{L}\p{N}]+|%/gu)) {
    const raw = match[0];
    const capitalised = !sentenceStart && pieces.length === 0 && /^\p{Lu}/u.test(raw);
    pieces.push({ text: normaliseDigits(raw.toLowerCase()), source, last: source, capitalised });
  }
  return pieces;
}

const PERCENT_WORDS: Record<string, string[][]> = {
  es: [['%'], ['porciento'], ['por', 'ciento']],
  en: [['%'], ['percent'], ['per', 'cent']],
};
const TIMES_WORDS: Record<string, string[]> = { es: ['x', 'por'], en: ['x', 'for'] };
/** The "y" of "treinta y cinco", the "and" of "one hundred and five". */
const JOIN_WORD: Record<string, string> = { es: 'y', en: 'and' };

/** How far a spelled number reaches from `at`: its value and the pieces it used, or undefined. */
function readNumber(pieces: Piece[], at: number, language: string): { value: number; next: number } | undefined {
  const words = language === 'es' ? ES_NUMBERS : language === 'en' ? EN_NUMBERS : undefined;
  let total = 0;
  let current = 0;
  let next = at;
  let read = false;
  for (let i = at; i < pieces.length; i++) {
    const text = pieces[i]!.text;
    const digits = /^\d+$/.test(text) ? Number(text) : undefined;
    const value = digits ?? words?.[text];
    if (value === undefined) {
      // "treinta y cinco": the joining word counts only between two parts of one number.
      const following = pieces[i + 1]?.text;
      if (read && text === JOIN_WORD[language] && following !== undefined && words?.[following] !== undefined) continue;
      break;
    }
    if (digits !== undefined && read) break; // "2 3" are two numbers
    if (value === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else if (text === 'hundred' && current > 0 && current < 100) {
      current *= 100; // "two hundred"
    } else {
      // A part joins the number only where its places are still empty: "veinte cinco" is 25,
      // "cinco veinte" is two numbers.
      const place = 10 ** String(value).length;
      if (read && (current + total) % place !== 0) break;
      current += value;
    }
    read = true;
    next = i + 1;
  }
  return read ? { value: total + current, next } : undefined;
}

const startsWith = (pieces: Piece[], at: number, words: string[]) =>
  words.every((word, i) => pieces[at + i]?.text === word);

/** Spelled and written numbers as digit terms; "%" words dropped; "2 por 1" joined into "2x1". */
function numbersAsDigits(pieces: Piece[], language: string): Piece[] {
  const out: Piece[] = [];
  const percent = PERCENT_WORDS[language] ?? [['%']];
  const times = TIMES_WORDS[language] ?? ['x'];
  let i = 0;
  while (i < pieces.length) {
    const piece = pieces[i]!;
    const number = readNumber(pieces, i, language);
    if (!number) {
      // "%" alone carries nothing once the number before it is kept.
      if (piece.text !== '%') out.push(piece);
      i++;
      continue;
    }
    let text = String(number.value);
    let next = number.next;
    const match = percent.find((words) => startsWith(pieces, next, words));
    if (match) next += match.length;
    else if (times.includes(pieces[next]?.text ?? '')) {
      const other = readNumber(pieces, next + 1, language);
      if (other && number.value < 100 && other.value < 100) {
        text = `${number.value}x${other.value}`;
        next = other.next;
      }
    }
    out.push({ text, source: piece.source, capitalised: false, last: pieces[next - 1]!.source });
    i = next;
  }
  return out;
}

/** Spanish light stemming: verb endings, then plural and final vowel (after Lucene's light stemmer). */
const ES_VERB_ENDINGS =
  'ieron iendo aron ando amos emos imos aban ados adas idos idas mente aba ado ada ido ida ar er ir'.split(' ');
function stemSpanish(word: string): string {
  for (const ending of ES_VERB_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 3) return word.slice(0, -ending.length);
  }
  if (word.length > 5 && word.endsWith('eses')) return word.slice(0, -2); // meses
  if (word.length > 4 && word.endsWith('ces')) return `${word.slice(0, -3)}z`; // luces
  // Plurals: "sucursales", "mayores" lose "es" ("lugares" and "mujeres" then lose the "-ar",
  // "-er" their singular lost above); "dias", "gaseosas" lose "s".
  let stem = word;
  if (stem.length > 4 && /[^aeiou]es$/.test(stem)) {
    stem = stem.slice(0, -2);
    return /[aei]r$/.test(stem) && stem.length >= 5 ? stem.slice(0, -2) : stem;
  }
  if (stem.length >= 4 && /[aeiou]s$/.test(stem)) stem = stem.slice(0, -1);
  // Gender and the noun's vowel: "nuevo", "nueva" and "nuevos" meet; "dia" is too short to lose it.
  return stem.length > 3 && /[aeo]$/.test(stem) ? stem.slice(0, -1) : stem;
}

/** English light stemming: plural, -ing, -ed, -ly, a final e, a doubled last consonant. */
function stemEnglish(word: string): string {
  if (word.length <= 3) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (/[^su]s$/.test(stem)) stem = stem.slice(0, -1);
  for (const ending of ['ing', 'ed', 'ly']) {
    if (stem.endsWith(ending) && stem.length - ending.length >= 3) {
      stem = stem.slice(0, -ending.length);
      if (/([bdgmnprt])\1$/.test(stem)) stem = stem.slice(0, -1);
      break;
    }
  }
  return stem.length > 3 ? stem.replace(/e$/, '') : stem;
}

const STEMMERS: Record<string, (word: string) => string> = { es: stemSpanish, en: stemEnglish };

/**
 * The terms of a run of source words (a script split at spaces, or a transcription's words):
 * each term points at the words it came from. `sentenceStarts` marks words whose capital is only
 * grammar; without it no word counts as capitalised.
 */
export function termsOf(words: readonly string[], language: string, sentenceStarts?: readonly boolean[]): Term[] {
  const pieces = words.flatMap((word, i) => piecesOf(word, i, sentenceStarts?.[i] ?? true));
  const stopwords = STOPWORDS[language] ?? STOPWORDS.any!;
  const stem = STEMMERS[language] ?? ((word: string) => word);
  const terms: Term[] = [];
  for (const piece of numbersAsDigits(pieces, language)) {
    const numeric = /\d/.test(piece.text);
    if (!numeric && stopwords.has(piece.text)) continue;
    terms.push({
      stem: numeric ? piece.text : stem(piece.text),
      first: piece.source,
      last: piece.last,
      capitalised: piece.capitalised,
      numeric,
    });
  }
  return terms;
}

/** A script's words with which of them open a sentence (their capital says nothing about names). */
export function scriptWords(text: string): { words: string[]; sentenceStarts: boolean[] } {
  const words: string[] = [];
  const sentenceStarts: boolean[] = [];
  for (const line of text.split(/\r?\n/)) {
    let lineStart = true;
    for (const word of line.split(/\s+/)) {
      if (word.length === 0) continue;
      const previous = words.at(-1);
      sentenceStarts.push(
        lineStart || previous === undefined || /[.!?:;]["»)]?$/.test(previous) || /^[¡¿"«(]/.test(word),
      );
      words.push(word);
      lineStart = false;
    }
  }
  return { words, sentenceStarts };
}
