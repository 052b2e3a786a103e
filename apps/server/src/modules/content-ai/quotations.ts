/**
 * Quotations checked against the air (issue 35 grounding). A quotation is a passage between
 * double quotation marks (“ ” " " « » „) or typographic single ones (‘ ’). It is verified when its
 * words (normalise.ts) run in order in the transcript:
 * - in the segments it cites, or anywhere else (then it is re-cited there), but not where another
 *   speaker than the cited one said them;
 * - with its parts cut by ellipses in order, each in the same or the next segment, all said by one
 *   speaker;
 * - never with a negation of the air left out: no part may start a few words after a negation of
 *   its statement (no, nadie, never, don't…) ("vamos a subir" out of "no vamos a subir", "el frío
 *   dure mucho" out of "no creo que el frío dure mucho").
 */
import type { ClaimProblem, TranscriptSegment } from '@antena/contract';
import { tokens, type Token } from './normalise';

const QUOTED = /[“"«„]([^“”"«»„]+)[”"»“]|‘(.+?)’(?!\p{L})/gu;
const ELLIPSIS = /\s*(?:\.\.\.|…|\[\.\.\.\]|\[…\]|\(\.\.\.\)|\(…\))\s*/;
/** How far back, within its statement, a negation turns a quotation's first words around. */
const NEGATION_REACH = 6;
/** Words that start a new clause whose sense a negation before them does not reach. */
const CLAUSE_JOINS = new Set('pero sino aunque mientras y e but although however while and'.split(' '));
const NEGATIONS = new Set(
  (
    'no ni nunca jamas sin tampoco nadie nada ningun ninguna ninguno ningunos ningunas ' +
    'not never nor t cannot without nobody nothing none neither nowhere'
  ).split(' '),
);

export const quotationsOf = (text: string): string[] =>
  [...text.matchAll(QUOTED)].map((m) => (m[1] ?? m[2]!).trim()).filter(Boolean);

export interface WordAt extends Token {
  segment: number;
}

/** Segments as one run of normalised words, each knowing its segment; a segment starts a clause. */
export function wordsOf(segments: readonly TranscriptSegment[]): WordAt[] {
  return segments.flatMap((s) =>
    tokens(s.text).map((token, i) => ({
      ...token,
      clauseStart: token.clauseStart || i === 0,
      sentenceStart: token.sentenceStart || i === 0,
      segment: s.index,
    })),
  );
}

/**
 * Whether a negation of the same statement stands just before `at` ("we will not, under any
 * circumstances, cut…"; "no creo que el frío…"), up to a joining word ("…, pero vamos a…").
 */
function negatedAt(words: readonly WordAt[], at: number): boolean {
  for (let k = at; k > 0 && at - k < NEGATION_REACH && !words[k]!.sentenceStart; k--) {
    const before = words[k - 1]!.word;
    if (NEGATIONS.has(before)) return true;
    if (CLAUSE_JOINS.has(before)) return false;
  }
  return false;
}

/**
 * Where `needle` runs in `words` from `from` on, skipping hesitations the quotation leaves out,
 * not right after a negation: its first and past-last index, or null when nowhere.
 */
function findRun(words: readonly WordAt[], needle: readonly string[], from: number): [number, number] | null {
  for (let i = from; i < words.length; i++) {
    if (words[i]!.word !== needle[0]) continue;
    let p = i;
    let j = 0;
    while (j < needle.length && p < words.length) {
      if (words[p]!.word === needle[j]) j += 1;
      else if (!words[p]!.filler) break;
      p += 1;
    }
    if (j === needle.length && !negatedAt(words, i)) return [i, p];
  }
  return null;
}

/** Where a quotation was said: its segments, or why it was not found as it is. */
type Found = { segments: number[] } | { problem: ClaimProblem };

function findQuotation(words: readonly WordAt[], quotation: string, speakerOf: (n: number) => string | null): Found {
  const parts = quotation
    .split(ELLIPSIS)
    .map((part) => tokens(part).map((t) => t.word))
    .filter((part) => part.length > 0);
  const segments = new Set<number>();
  let from = 0;
  let lastSegment: number | null = null;
  for (const part of parts) {
    const run = findRun(words, part, from);
    if (!run) return { problem: 'QUOTE_NOT_ON_AIR' };
    const [at, end] = run;
    // Parts of one quotation come from one moment: the same or the next segment.
    if (lastSegment !== null && words[at]!.segment > lastSegment + 1) return { problem: 'QUOTE_NOT_ON_AIR' };
    for (let k = at; k < end; k++) segments.add(words[k]!.segment);
    lastSegment = words[end - 1]!.segment;
    from = end;
  }
  const sorted = [...segments].sort((a, b) => a - b);
  const speakers = new Set(sorted.map(speakerOf).filter((s) => s !== null));
  return speakers.size > 1 ? { problem: 'OTHER_SPEAKER' } : { segments: sorted };
}

export interface QuotationTranscript {
  byIndex: ReadonlyMap<number, TranscriptSegment>;
  words: readonly WordAt[];
}

/** Checks a sentence's quotations: the segments they were said in, or the first problem found. */
export function checkQuotations(
  cited: readonly number[],
  quotations: readonly string[],
  transcript: QuotationTranscript,
): { segments: number[]; problem: ClaimProblem | null } {
  const valid = [...new Set(cited)].filter((n) => transcript.byIndex.has(n)).sort((a, b) => a - b);
  const speakerOf = (n: number) => transcript.byIndex.get(n)?.speaker ?? null;
  const citedWords = wordsOf(valid.map((n) => transcript.byIndex.get(n)!));
  const citedSpeakers = new Set(valid.map(speakerOf).filter((s) => s !== null));
  const segments = new Set<number>();
  for (const quotation of quotations) {
    let found = findQuotation(citedWords, quotation, speakerOf);
    if ('problem' in found && found.problem === 'QUOTE_NOT_ON_AIR') {
      found = findQuotation(transcript.words, quotation, speakerOf);
      // Said elsewhere: by whom the sentence cites, or by anyone when it cites no one.
      if ('segments' in found && citedSpeakers.size > 0) {
        const elsewhere = found.segments.map(speakerOf).filter((s) => s !== null);
        if (elsewhere.length > 0 && !elsewhere.some((s) => citedSpeakers.has(s))) found = { problem: 'OTHER_SPEAKER' };
      }
    }
    if ('problem' in found) return { segments: valid, problem: found.problem };
    found.segments.forEach((n) => segments.add(n));
  }
  return { segments: [...segments].sort((a, b) => a - b), problem: null };
}
