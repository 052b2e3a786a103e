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
import type { TranscriptionWord } from '@antena/contract';
import { scriptTerms, type MentionScript, type ScriptTerm } from './mention-script';
import { prepareWords, scriptTermOfStems, type PreparedWords } from './prepared-words';

export type { MentionScript } from './mention-script';
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
}

/** The brand's part of a score: alone it stays under the threshold, whatever the script. */
export const MENTION_BRAND_SHARE = 0.35;
/**
 * A window is a mention from this score: the whole brand and about a third of the rest of the
 * script (0.35 + 0.65 × 0.31), or most of the script with part of the brand.
 */
export const MENTION_SCORE_THRESHOLD = 0.55;
/** At least this part of the brand must be heard ("Don Pepe" of "Supermercados Don Pepe"). */
export const MENTION_MIN_BRAND = 0.5;
/** The rest of the script counts once at least this many of its distinct terms are heard. */
const MIN_CONTENT_TERMS = 2;
/** Windows are this many times the script's words (a presenter adds words), never under the minimum. */
const WINDOW_WORDS_FACTOR = 1.5;
const MIN_WINDOW_WORDS = 15;
/** And never longer than this per window word, nor the minimum: a pause (music, ads) splits a window. */
const WINDOW_MS_PER_WORD = 750;
const MIN_WINDOW_MS = 20_000;
/** About 3 s of other talk between a reading's edge match and the rest (see `tightened`). */
const EDGE_GAP_WORDS = 8;

/** The running score of a window: which script terms it holds, counted once each. */
class WindowTally {
  private readonly counts: Int32Array;
  private brand = 0;
  private rest = 0;
  private restTerms = 0;
  private readonly brandTotal: number;
  private readonly restTotal: number;
  private readonly minRestTerms: number;

  constructor(private readonly terms: ScriptTerm[]) {
    this.counts = new Int32Array(terms.length);
    const total = (brand: boolean) =>
      terms.filter((term) => (term.class === 'brand') === brand).reduce((sum, term) => sum + term.weight, 0);
    this.brandTotal = total(true);
    this.restTotal = total(false);
    this.minRestTerms = Math.min(MIN_CONTENT_TERMS, terms.filter((term) => term.class !== 'brand').length);
  }

  change(t: number, by: 1 | -1) {
    const before = this.counts[t]!;
    this.counts[t] = before + by;
    if (before + by !== 0 && before !== 0) return; // a term counts once however often it is said
    const term = this.terms[t]!;
    if (term.class === 'brand') this.brand += by * term.weight;
    else {
      this.rest += by * term.weight;
      this.restTerms += by;
    }
  }

  score(): number {
    const brand = this.brandTotal > 0 ? rounded(this.brand / this.brandTotal) : 0;
    const rest = this.restTotal > 0 && this.restTerms >= this.minRestTerms ? rounded(this.rest / this.restTotal) : 0;
    if (this.restTotal === 0) return brand; // a schedule without a script: its title is all there is
    if (this.brandTotal === 0) return rest;
    // The script's common words under another brand, or with only a shared word of it
    // ("Supermercados" of "Supermercados Don Pepe"), are not this mention.
    if (brand < MENTION_MIN_BRAND) return 0;
    return rounded(MENTION_BRAND_SHARE * brand + (1 - MENTION_BRAND_SHARE) * rest);
  }
}

/**
 * Sums of weights added and removed as the window slides must not drift across a limit, and the
 * same words must always give the same score.
 */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/** The terms of the day that are terms of the script, in time order. */
interface Matches {
  /** Index of the day's term. */
  token: number[];
  /** Index of the script's term. */
  term: number[];
}

/** A window between two matches (indexes into Matches, both included). */
interface Candidate {
  from: number;
  to: number;
  score: number;
}

function matchesOf(prepared: PreparedWords, terms: ScriptTerm[]): Matches {
  const termOf = scriptTermOfStems(prepared, terms);
  const matches: Matches = { token: [], term: [] };
  prepared.termStem.forEach((stem, i) => {
    const t = termOf[stem]!;
    if (t >= 0) {
      matches.token.push(i);
      matches.term.push(t);
    }
  });
  return matches;
}

/** Every window over the threshold, from each match to as far as the window reaches. */
function candidates(prepared: PreparedWords, terms: ScriptTerm[], matches: Matches, wordCount: number): Candidate[] {
  const { words, termFirst, termLast } = prepared;
  const { token, term } = matches;
  const windowWords = Math.max(MIN_WINDOW_WORDS, Math.ceil(wordCount * WINDOW_WORDS_FACTOR));
  const windowMs = Math.max(MIN_WINDOW_MS, windowWords * WINDOW_MS_PER_WORD);
  const tally = new WindowTally(terms);
  const seen = new Int32Array(terms.length).fill(-1);
  const found: Candidate[] = [];
  let right = 0;
  for (let left = 0; left < token.length; left++) {
    const first = termFirst[token[left]!]!;
    while (right < token.length) {
      const last = termLast[token[right]!]!;
      const tooLong = last - first >= windowWords || words[last]!.end - words[first]!.start > windowMs;
      if (tooLong && right > left) break;
      tally.change(term[right]!, 1);
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
    tally.change(term[left]!, -1);
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
function tightened(reading: Candidate, terms: ScriptTerm[], matches: Matches, prepared: PreparedWords): Candidate {
  const first = (m: number) => prepared.termFirst[matches.token[m]!]!;
  const last = (m: number) => prepared.termLast[matches.token[m]!]!;
  const scoreOf = (from: number, to: number) => {
    const tally = new WindowTally(terms);
    for (let m = from; m <= to; m++) tally.change(matches.term[m]!, 1);
    return tally.score();
  };
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

/** The places in a prepared day where the script was read, in time order. */
export function findPreparedMentions(script: MentionScript, prepared: PreparedWords): MentionWindow[] {
  const { terms, wordCount } = scriptTerms(script, prepared.language);
  if (terms.length === 0) return [];
  const { words, termFirst, termLast } = prepared;
  const matches = matchesOf(prepared, terms);
  const firstWord = (m: number) => termFirst[matches.token[m]!]!;
  const lastWord = (m: number) => termLast[matches.token[m]!]!;
  const readings = bestOfEachReading(
    candidates(prepared, terms, matches, wordCount),
    (m) => words[firstWord(m)]!.start,
    (m) => words[lastWord(m)]!.end,
  );
  return readings.map((reading) => {
    const { from, to, score } = tightened(reading, terms, matches, prepared);
    return {
      start: words[firstWord(from)]!.start,
      end: words[lastWord(to)]!.end,
      score,
      words: words.slice(firstWord(from), lastWord(to) + 1),
    };
  });
}

/** The places in a day's words where the script was read; `language` is the station's ('es', 'en' or other). */
export function findMentions(script: MentionScript, words: TranscriptionWord[], language: string): MentionWindow[] {
  return findPreparedMentions(script, prepareWords(words, language));
}
