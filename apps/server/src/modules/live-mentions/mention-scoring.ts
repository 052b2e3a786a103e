/**
 * Finds where a live mention was read in a station's transcription of a day (issue 19 point 1).
 * A presenter reads the script in their own words, so no fingerprint can find it: a window slides
 * over the words and scores how much of the script's brand and content is said in it, in any
 * order, each term once. A window with the brand alone stays under the threshold; so does one
 * with the script's common words but another brand. docs/live-mention-scoring.md has examples.
 *
 * Pure and linear in the day's words per script: `prepareWords` normalises a day once, and
 * `findPreparedMentions` scores each schedule's script against it.
 */
import type { MentionExplanation, TranscriptionWord } from '@antena/contract';
import { matchesOf, weighTerms, type Matches, type WeighedTerms } from './mention-matches';
import { scriptTerms, type MentionScript } from './mention-script';
import { WindowTally } from './mention-tally';
import { prepareWords, type PreparedWords } from './prepared-words';

export type { MentionScript } from './mention-script';
export { MENTION_BRAND_SHARE, MENTION_MIN_BRAND } from './mention-tally';
export { prepareWords, type PreparedWords } from './prepared-words';

/** A place where the mention was read: its first and last matching words and what was heard between. */
export interface MentionWindow {
  /** The start of the window's first word (epoch ms): the live mention match's datetime. */
  start: number;
  /** The end of its last word (epoch ms). */
  end: number;
  /** 0 to 1: see docs/live-mention-scoring.md. */
  score: number;
  words: TranscriptionWord[];
  /** Which words carried the score. */
  explanation: MentionExplanation;
}

/**
 * A window is a mention from this score: the whole brand and about a third of the rest of the
 * script (0.35 + 0.65 × 0.31), or most of the script with part of the brand.
 */
export const MENTION_SCORE_THRESHOLD = 0.5;
/** Windows are this many times the script's words (a presenter adds words), never under the minimum. */
const WINDOW_WORDS_FACTOR = 1.5;
const MIN_WINDOW_WORDS = 15;
/** And never longer than this per window word, nor the minimum: a pause (music, ads) splits a window. */
const WINDOW_MS_PER_WORD = 750;
const MIN_WINDOW_MS = 20_000;
/** About 3 s of other talk between a reading's edge match and the rest (see `tightened`). */
const EDGE_GAP_WORDS = 8;

/** A window between two matches (indexes into Matches, both included). */
interface Candidate {
  from: number;
  to: number;
  score: number;
}

/** A window's tally of matches `from` to `to` (both included), with the pairs between them. */
function tallyOf(weighed: WeighedTerms, matches: Matches, from: number, to: number): WindowTally {
  const tally = new WindowTally(weighed, matches);
  for (let m = from; m <= to; m++) {
    tally.change(m, 1);
    if (m > from) tally.pair(m - 1, 1);
  }
  return tally;
}

/** Every window over the threshold, from each match to as far as the window reaches. */
function candidates(prepared: PreparedWords, weighed: WeighedTerms, matches: Matches, wordCount: number): Candidate[] {
  const { words, termFirst, termLast } = prepared;
  const { token, term } = matches;
  const windowWords = Math.max(MIN_WINDOW_WORDS, Math.ceil(wordCount * WINDOW_WORDS_FACTOR));
  const windowMs = Math.max(MIN_WINDOW_MS, windowWords * WINDOW_MS_PER_WORD);
  const tally = new WindowTally(weighed, matches);
  const seen = new Int32Array(weighed.terms.length).fill(-1);
  const found: Candidate[] = [];
  let right = 0;
  for (let left = 0; left < token.length; left++) {
    const first = termFirst[token[left]!]!;
    while (right < token.length) {
      const last = termLast[token[right]!]!;
      const tooLong = last - first >= windowWords || words[last]!.end - words[first]!.start > windowMs;
      if (tooLong && right > left) break;
      tally.change(right, 1);
      if (right > left) tally.pair(right - 1, 1);
      right++;
    }
    const score = tally.score();
    if (score >= MENTION_SCORE_THRESHOLD) {
      // It ends at the last term it adds: repeats after it add nothing to the mention.
      let to = left;
      for (let m = left; m < right; m++) {
        if (seen[term[m]!] !== left) to = m;
        seen[term[m]!] = left;
      }
      found.push({ from: left, to, score });
    }
    tally.change(left, -1);
    if (left + 1 < right) tally.pair(left, -1);
  }
  return found;
}

/** Overlapping windows are one reading: the best-scoring of them (the tighter on a tie) stands for it. */
function bestOfEachReading(found: Candidate[], start: (m: number) => number, end: (m: number) => number): Candidate[] {
  const span = (candidate: Candidate) => end(candidate.to) - start(candidate.from);
  const readings: Candidate[] = [];
  let reach = -Infinity;
  for (const candidate of found) {
    const best = readings.at(-1);
    if (best && start(candidate.from) <= reach) {
      if (candidate.score > best.score || (candidate.score === best.score && span(candidate) < span(best))) {
        readings[readings.length - 1] = candidate;
      }
      reach = Math.max(reach, end(candidate.to));
    } else {
      readings.push(candidate);
      reach = end(candidate.to);
    }
  }
  return readings;
}

/**
 * A script word said in the talk just before or after a reading ("abierto" in "abierto todo el
 * fin de semana, ... esta semana en Don Pepe") is not its start or end: an edge match separated
 * from the rest by more than EDGE_GAP_WORDS words is left out while the reading stays a mention.
 */
function tightened(reading: Candidate, weighed: WeighedTerms, matches: Matches, prepared: PreparedWords): Candidate {
  const first = (m: number) => prepared.termFirst[matches.token[m]!]!;
  const last = (m: number) => prepared.termLast[matches.token[m]!]!;
  const scoreOf = (from: number, to: number) => tallyOf(weighed, matches, from, to).score();
  let { from, to, score } = reading;
  while (from < to && first(from + 1) - last(from) - 1 > EDGE_GAP_WORDS) {
    const inner = scoreOf(from + 1, to);
    if (inner < MENTION_SCORE_THRESHOLD) break;
    from++;
    score = inner;
  }
  while (from < to && first(to) - last(to - 1) - 1 > EDGE_GAP_WORDS) {
    const inner = scoreOf(from, to - 1);
    if (inner < MENTION_SCORE_THRESHOLD) break;
    to--;
    score = inner;
  }
  return { from, to, score };
}

/** Which words carried a reading's score: each script term, its weight in its part and what was heard for it. */
function explained(weighed: WeighedTerms, matches: Matches, prepared: PreparedWords, reading: Candidate) {
  const tally = tallyOf(weighed, matches, reading.from, reading.to);
  // Per term, what was heard at its best level (the lowest) in the reading.
  const best = new Map<number, { level: number; token: number }>();
  for (let m = reading.from; m <= reading.to; m++) {
    const t = matches.term[m]!;
    const level = matches.level[m]!;
    if ((best.get(t)?.level ?? Infinity) > level) best.set(t, { level, token: matches.token[m]! });
  }
  const heardOf = (t: number) => {
    const at = best.get(t);
    if (!at) return null;
    const words = prepared.words.slice(prepared.termFirst[at.token]!, prepared.termLast[at.token]! + 1);
    return words.map((word) => word.word).join(' ');
  };
  const { terms, distinctive } = weighed;
  const parts = tally.parts();
  return {
    brand: parts.brand,
    rest: parts.rest,
    distinctive: distinctive >= 0 ? terms[distinctive]!.word : '',
    terms: terms.map((term, t) => ({
      term: term.word,
      heard: heardOf(t),
      class: term.class,
      weight: rounded3(tally.share(t)),
      credit: tally.credit(t),
    })),
  } satisfies MentionExplanation;
}

const rounded3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The places in a prepared day where the script was read, in time order. `others` are the stems
 * of the day's other schedules' brands (`brandStems`): never taken for a mishearing of this one's.
 */
export function findPreparedMentions(
  script: MentionScript,
  prepared: PreparedWords,
  others?: ReadonlySet<string>,
): MentionWindow[] {
  const { terms, wordCount } = scriptTerms(script, prepared.language);
  if (terms.length === 0) return [];
  const { words, termFirst, termLast } = prepared;
  const weighed = weighTerms(terms, prepared);
  const matches = matchesOf(prepared, weighed, others);
  const firstWord = (m: number) => termFirst[matches.token[m]!]!;
  const lastWord = (m: number) => termLast[matches.token[m]!]!;
  const readings = bestOfEachReading(
    candidates(prepared, weighed, matches, wordCount),
    (m) => words[firstWord(m)]!.start,
    (m) => words[lastWord(m)]!.end,
  );
  return readings.map((reading) => {
    const tight = tightened(reading, weighed, matches, prepared);
    return {
      start: words[firstWord(tight.from)]!.start,
      end: words[lastWord(tight.to)]!.end,
      score: tight.score,
      words: words.slice(firstWord(tight.from), lastWord(tight.to) + 1),
      explanation: explained(weighed, matches, prepared, tight),
    };
  });
}

/** The stems of the scripts' brands: what `findPreparedMentions` takes as `others` for each of them. */
export function brandStems(scripts: MentionScript[], language: string): Set<string> {
  return new Set(
    scripts.flatMap((script) =>
      scriptTerms(script, language)
        .terms.filter((term) => term.class === 'brand')
        .map((term) => term.stem),
    ),
  );
}

/** The places in a day's words where the script was read; `language` is the station's ('es', 'en' or other). */
export function findMentions(script: MentionScript, words: TranscriptionWord[], language: string): MentionWindow[] {
  return findPreparedMentions(script, prepareWords(words, language));
}
