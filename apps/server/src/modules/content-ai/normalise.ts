/**
 * Words as grounding compares them (issue 35): case, accents and punctuation do not count, a
 * number reads the same in digits or in words ("veinticinco", "treinta y cinco mil", "twenty-three",
 * "1.500", "mil quinientos"), "%" is "por ciento" is "percent", and hesitations (eh, um, and
 * "o sea", "you know", "I mean" between commas) are marked. Each word knows whether it starts
 * a clause (after any punctuation) or a statement (after . ; : ! ?): a negation is looked for only
 * within the statement of a quotation.
 */
import { numberRun } from './number-words';

export interface Token {
  word: string;
  /** After any punctuation (a comma too). */
  clauseStart: boolean;
  /** After . ! ? ; : (a new statement). */
  sentenceStart: boolean;
  /** A hesitation (eh, um; "o sea", "you know", "I mean" between commas). */
  filler?: true;
}

/** Hesitations a quotation may leave out: sounds, not words. */
const FILLERS = new Set(['eh', 'em', 'emm', 'mm', 'mmm', 'hmm', 'um', 'umm', 'uh', 'uhm', 'er', 'erm', 'ah']);
/** Fillers of two words, left out only where they stand alone between commas ("Acosta, o sea, el secretario"). */
const FILLER_PAIRS = new Set(['o sea', 'you know', 'i mean']);

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

const CLAUSE_END = /^[.,;:!?…]$/;
const SENTENCE_END = /^[.;:!?…]$/;

/** The text's words, folded, numbers as digits, each marked where a clause starts. */
export function tokens(text: string): Token[] {
  const prepared = fold(text)
    // Grouped digits are one number: 1.500 and 1,500 are 1500 (a decimal keeps its two parts).
    .replace(/(\d)[.,](?=\d{3}(?!\d))/g, '$1')
    .replace(/%/g, ' percent ');
  const raw: Token[] = [];
  let clauseStart = true;
  let sentenceStart = true;
  for (const [piece] of prepared.matchAll(/[\p{L}\p{N}]+|[.,;:!?…]/gu)) {
    if (CLAUSE_END.test(piece)) {
      clauseStart = true;
      sentenceStart ||= SENTENCE_END.test(piece);
      continue;
    }
    raw.push({ word: piece, clauseStart, sentenceStart });
    clauseStart = false;
    sentenceStart = false;
  }
  const merged: Token[] = [];
  for (let i = 0; i < raw.length;) {
    const number = numberRun(
      raw.map((t) => t.word),
      i,
    );
    if (number) {
      merged.push({ ...raw[i]!, word: String(number.value) });
      i += number.length;
      continue;
    }
    const pair = `${raw[i]!.word} ${raw[i + 1]?.word ?? ''}`;
    if (pair === 'por ciento' || pair === 'per cent') {
      merged.push({ ...raw[i]!, word: 'percent' });
      i += 2;
      continue;
    }
    merged.push(raw[i]!);
    i += 1;
  }
  // Hesitations are marked, not dropped: a quotation may leave them out, but may not put one
  // where none was said.
  return merged.map((token, i) => {
    const pairStart = token.clauseStart && FILLER_PAIRS.has(`${token.word} ${merged[i + 1]?.word}`);
    const pairEnd = merged[i - 1]?.clauseStart && FILLER_PAIRS.has(`${merged[i - 1]!.word} ${token.word}`);
    const alone = (at: number) => merged[at]?.clauseStart ?? true;
    const filler = FILLERS.has(token.word) || (pairStart && alone(i + 2)) || (!!pairEnd && alone(i + 1));
    return filler ? { ...token, filler: true } : token;
  });
}

/** The words that say something: hesitations left out. */
export const normalisedWords = (text: string): string[] =>
  tokens(text)
    .filter((t) => !t.filler)
    .map((t) => t.word);

export const numbersOf = (text: string): string[] => normalisedWords(text).filter((word) => /^\d+$/.test(word));

/** The words that tell what a claim is about. */
export const contentWords = (text: string): string[] =>
  normalisedWords(text).filter((word) => word.length >= 4 && !STOPWORDS.has(word) && !/^\d+$/.test(word));

/** A crude stem: inflections (plural, gender, tense endings) mostly change only a word's end. */
export const stem = (word: string): string => word.slice(0, 5);
