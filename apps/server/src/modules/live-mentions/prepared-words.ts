/**
 * A day's transcription made ready for scoring many live mention scripts (issue 19 point 1): its
 * words normalised once into terms (mention-terms.ts), and an index of the stems heard by each
 * form with one letter dropped, so a script's term finds the words the engine misspelled by one
 * letter in a few look-ups instead of a comparison with every word of the day. It also counts the
 * day's documents per stem and holds each stem's rarity over the day and the station's recent
 * days (term-rarity.ts, issue 33).
 */
import type { TranscriptionWord } from '@antena/contract';
import type { ScriptTerm } from './mention-script';
import { termsOf } from './mention-terms';
import { soundKey } from './sound-alike';
import { addCounts, DOCUMENT_WORDS, countDocuments, type TermCounts } from './term-rarity';

/** Misheard words: one edit (letter changed, added, dropped or swapped) on terms of 5 letters or more. */
const FUZZY_MIN_LENGTH = 5;
/** Brand words and names of this many letters or more are also found by how they sound. */
const SOUND_MIN_LENGTH = 4;
/** A name of this many letters or more (an invented brand: `Ventarzef`) may be misheard by two edits. */
const TWO_EDITS_MIN_LENGTH = 8;

/** A day's words normalised once for every script scored against it. */
export interface PreparedWords {
  language: string;
  words: readonly TranscriptionWord[];
  /** Distinct stems heard, and their index. */
  vocabulary: string[];
  stemIds: Map<string, number>;
  /** Per term of the day, in time order: its stem and its first and last word. */
  termStem: Int32Array;
  termFirst: Int32Array;
  termLast: Int32Array;
  /** Per term of the day: the engine's confidence in it (the lowest of its words'). */
  termConfidence: Float32Array;
  /** The day's own documents per stem, to be kept as the station's history. */
  counts: TermCounts;
  /** This day's and the station's recent days' documents per stem: how rare a word is (term-rarity.ts). */
  talk: TermCounts;
  /** Stems heard of SOUND_MIN_LENGTH letters or more, by their sound key (sound-alike.ts). */
  sounds: Map<string, number[]>;
  /** Stems heard, by each form with one letter dropped: finds misheard words in a few look-ups. */
  deletions: Map<string, number[]>;
}

const deletionsOf = (stem: string) => Array.from(stem, (_, i) => stem.slice(0, i) + stem.slice(i + 1));

/**
 * `history` is the station's counts of its recent days (without this day); the rarity of a stem
 * is taken over them and this day together.
 */
export function prepareWords(
  words: readonly TranscriptionWord[],
  language: string,
  history?: TermCounts,
): PreparedWords {
  const terms = termsOf(
    words.map((word) => word.word),
    language,
  );
  const vocabulary: string[] = [];
  const stemIds = new Map<string, number>();
  const termStem = new Int32Array(terms.length);
  const termFirst = new Int32Array(terms.length);
  const termLast = new Int32Array(terms.length);
  const termConfidence = new Float32Array(terms.length);
  terms.forEach((term, i) => {
    let id = stemIds.get(term.stem);
    if (id === undefined) {
      id = vocabulary.push(term.stem) - 1;
      stemIds.set(term.stem, id);
    }
    termStem[i] = id;
    termFirst[i] = term.first;
    termLast[i] = term.last;
    let confidence = 1;
    for (let w = term.first; w <= term.last; w++) confidence = Math.min(confidence, words[w]!.confidence);
    termConfidence[i] = confidence;
  });
  const counts = documentCounts(terms, termStem, vocabulary);
  const talk = history ? addCounts([history, counts]) : counts;
  const deletions = new Map<string, number[]>();
  const sounds = new Map<string, number[]>();
  vocabulary.forEach((stem, id) => {
    if (stem.length >= SOUND_MIN_LENGTH && !/\d/.test(stem)) push(sounds, soundKey(stem, language), id);
    // A heard stem one letter shorter than a script term of FUZZY_MIN_LENGTH may be it with a letter dropped.
    if (stem.length < FUZZY_MIN_LENGTH - 1 || /\d/.test(stem)) return;
    for (const form of [stem, ...deletionsOf(stem)]) push(deletions, form, id);
  });
  return {
    language,
    words,
    vocabulary,
    stemIds,
    termStem,
    termFirst,
    termLast,
    termConfidence,
    counts,
    talk,
    sounds,
    deletions,
  };
}

function push(index: Map<string, number[]>, key: string, id: number) {
  const ids = index.get(key);
  if (ids) ids.push(id);
  else index.set(key, [id]);
}

/** The day's documents (DOCUMENT_WORDS source words each) per stem. */
function documentCounts(terms: readonly { first: number }[], termStem: Int32Array, vocabulary: string[]): TermCounts {
  const documents: string[][] = [];
  terms.forEach((term, i) => {
    const d = Math.floor(term.first / DOCUMENT_WORDS);
    while (documents.length <= d) documents.push([]);
    documents[d]!.push(vocabulary[termStem[i]!]!);
  });
  return countDocuments(documents);
}

/** At most two edits apart (optimal string alignment distance, stopping early). */
function twoEditsApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  let before = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = new Int32Array(b.length + 1);
    row[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > 2) return false;
    before = previous;
    previous = row;
  }
  return previous[b.length]! <= 2;
}

/** At most one edit apart (optimal string alignment), for a check after the deletion look-up. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    return a.slice(i + 1) === b.slice(i + 1) || swapped;
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Per stem heard: the script term it is, or -1, and how many edits it is from that term (0: as written). */
export interface StemTerms {
  termOf: Int32Array;
  misheard: Uint8Array;
}

/**
 * For each stem heard, the script term it is (exactly, or misheard by one edit). A stem in
 * `others` (another schedule's brand: `Nilopo` of `Turismo Sol Nilopo`) is that word, never a
 * mishearing of this script's (`Nilolo`).
 */
export function scriptTermOfStems(
  prepared: PreparedWords,
  terms: ScriptTerm[],
  others: ReadonlySet<string> = new Set(),
): StemTerms {
  const termOf = new Int32Array(prepared.vocabulary.length).fill(-1);
  const misheard = new Uint8Array(prepared.vocabulary.length);
  terms.forEach((term, t) => {
    const id = prepared.stemIds.get(term.stem);
    if (id !== undefined) termOf[id] = t;
  });
  // A name spelled as it sounds is the name, however sure the engine was of its spelling.
  terms.forEach((term, t) => {
    if ((term.class !== 'brand' && term.class !== 'name') || term.stem.length < SOUND_MIN_LENGTH) return;
    for (const id of prepared.sounds.get(soundKey(term.stem, prepared.language)) ?? []) {
      if (termOf[id] === -1 && !others.has(prepared.vocabulary[id]!)) termOf[id] = t;
    }
  });
  terms.forEach((term, t) => {
    if (term.class === 'number' || term.stem.length < FUZZY_MIN_LENGTH) return;
    for (const form of [term.stem, ...deletionsOf(term.stem)]) {
      for (const id of prepared.deletions.get(form) ?? []) {
        const heard = prepared.vocabulary[id]!;
        if (termOf[id] === -1 && !others.has(heard) && oneEditApart(heard, term.stem)) {
          termOf[id] = t;
          misheard[id] = 1;
        }
      }
    }
  });
  // Long names: two edits, by a scan of the day's stems (a few per script, so cheap enough).
  terms.forEach((term, t) => {
    if ((term.class !== 'brand' && term.class !== 'name') || term.stem.length < TWO_EDITS_MIN_LENGTH) return;
    prepared.vocabulary.forEach((heard, id) => {
      if (termOf[id] === -1 && !others.has(heard) && twoEditsApart(heard, term.stem)) {
        termOf[id] = t;
        misheard[id] = 2;
      }
    });
  });
  return { termOf, misheard };
}
