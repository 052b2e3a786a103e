/**
 * Grounding (issue 35): every quotation and factual claim of an AI article is checked against the
 * air. A quotation must be the transcript's own words (normalised: case, accents, punctuation and
 * number words do not count) in the segments it cites, or anywhere in the transcript (then it is
 * re-cited there); a factual claim must cite a segment that exists and share its telling words
 * and numbers with that moment. Whatever cannot be found is marked, never silently passed: the
 * reader sees a warning on it. Quotations are looked for in every sentence, whatever kind the
 * engine gave it, so a quotation the engine did not declare is checked too.
 */
import type { AiArticle, ArticleClaim, ClaimProblem, GeneratedArticles, TranscriptSegment } from '@antena/contract';
import { articleHtml } from './html';
import { contentWords, normalisedWords, numbersOf, stem } from './normalise';

type GeneratedArticle = GeneratedArticles['article1'];
type Sentence = GeneratedArticle['paragraphs'][number]['sentences'][number];

/** Passages between double quotation marks of any typography, and ellipses inside them. */
const QUOTED = /[“"«„]([^“”"«»„]+)[”"»“]/g;
const ELLIPSIS = /\s*(?:\.\.\.|…|\[\.\.\.\]|\[…\]|\(\.\.\.\)|\(…\))\s*/;
/** A factual claim's telling words must be this much in its moment (paraphrase is allowed). */
const FACT_MIN_OVERLAP = 0.34;

interface WordAt {
  word: string;
  segment: number;
}

/** The transcript as one run of normalised words, each knowing its segment. */
function wordsOf(segments: readonly TranscriptSegment[]): WordAt[] {
  return segments.flatMap((s) => normalisedWords(s.text).map((word) => ({ word, segment: s.index })));
}

/**
 * Words that turn what follows into its opposite: a quotation that starts right after one ("vamos
 * a subir" out of "no vamos a subir") says what the speaker denied.
 */
const NEGATIONS = new Set(['no', 'ni', 'nunca', 'jamas', 'sin', 'tampoco', 'not', 'never', 'nor', 't', 'without']);

/** Where `needle` runs in `haystack` from `from` on (a first part never right after a negation), or -1. */
function indexOfRun(haystack: readonly WordAt[], needle: readonly string[], from: number, first: boolean): number {
  outer: for (let i = from; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j]!.word !== needle[j]) continue outer;
    if (first && i > 0 && NEGATIONS.has(haystack[i - 1]!.word)) continue;
    return i;
  }
  return -1;
}

/** The segments a quotation's parts (split at ellipses, in order) occupy in `words`, or null. */
function quotationSegments(words: readonly WordAt[], quotation: string): number[] | null {
  const parts = quotation
    .split(ELLIPSIS)
    .map(normalisedWords)
    .filter((part) => part.length > 0);
  if (parts.length === 0) return [];
  const found = new Set<number>();
  let from = 0;
  for (const [n, part] of parts.entries()) {
    const at = indexOfRun(words, part, from, n === 0);
    if (at < 0) return null;
    for (let k = at; k < at + part.length; k++) found.add(words[k]!.segment);
    from = at + part.length;
  }
  return [...found].sort((a, b) => a - b);
}

export const quotationsOf = (text: string): string[] => [...text.matchAll(QUOTED)].map((m) => m[1]!.trim());

interface Checked {
  segments: number[];
  problem: ClaimProblem | null;
}

function checkQuotations(sentence: Sentence, quotations: string[], transcript: GroundingTranscript): Checked {
  const cited = sentence.segments.filter((n) => transcript.byIndex.has(n));
  const citedWords = wordsOf(cited.map((n) => transcript.byIndex.get(n)!));
  const segments = new Set<number>();
  for (const quotation of quotations) {
    const found = quotationSegments(citedWords, quotation) ?? quotationSegments(transcript.words, quotation);
    if (!found) return { segments: cited, problem: 'QUOTE_NOT_ON_AIR' };
    found.forEach((n) => segments.add(n));
  }
  return { segments: [...segments].sort((a, b) => a - b), problem: null };
}

/**
 * The cited segments and their neighbours, with who speaks in them: a claim often sums up what is
 * said around a moment, and names its speaker by the transcript's label ("Speaker 2 said…").
 */
function aroundCited(cited: readonly number[], transcript: GroundingTranscript): string {
  const near = new Set(cited.flatMap((n) => [n - 1, n, n + 1]));
  return transcript.segments
    .filter((s) => near.has(s.index))
    .map((s) => `${s.speaker ?? ''} ${s.text}`)
    .join(' ');
}

function checkFact(sentence: Sentence, transcript: GroundingTranscript): Checked {
  const cited = sentence.segments.filter((n) => transcript.byIndex.has(n));
  if (cited.length === 0) return { segments: [], problem: 'NO_CITED_MOMENT' };
  const moment = aroundCited(cited, transcript);
  const momentNumbers = new Set(numbersOf(moment));
  if (numbersOf(sentence.text).some((n) => !momentNumbers.has(n)))
    return { segments: cited, problem: 'NOT_IN_CITED_MOMENT' };
  const telling = [...new Set(contentWords(sentence.text).map(stem))];
  const momentStems = new Set(contentWords(moment).map(stem));
  const shared = telling.filter((w) => momentStems.has(w)).length;
  const supported = telling.length < 2 || shared / telling.length >= FACT_MIN_OVERLAP;
  return { segments: cited, problem: supported ? null : 'NOT_IN_CITED_MOMENT' };
}

function claimOf(
  id: number,
  kind: ArticleClaim['kind'],
  text: string,
  segments: number[],
  problem: ClaimProblem | null,
  transcript: GroundingTranscript,
): ArticleClaim {
  const moments = segments.map((n) => transcript.byIndex.get(n)!);
  return {
    id,
    kind,
    text,
    segments,
    start: moments.length ? Math.min(...moments.map((s) => s.start)) : null,
    end: moments.length ? Math.max(...moments.map((s) => s.end)) : null,
    verified: problem === null,
    problem,
  };
}

export interface GroundingTranscript {
  segments: readonly TranscriptSegment[];
  byIndex: ReadonlyMap<number, TranscriptSegment>;
  words: WordAt[];
}

export function groundingTranscript(segments: readonly TranscriptSegment[]): GroundingTranscript {
  return { segments, byIndex: new Map(segments.map((s) => [s.index, s])), words: wordsOf(segments) };
}

/** The engine's article with each claim checked, as the reader and the editor get it. */
export function groundArticle(article: GeneratedArticle, transcript: GroundingTranscript): AiArticle {
  const claims: ArticleClaim[] = [];
  const paragraphs = article.paragraphs.map((paragraph) => ({
    spans: paragraph.sentences.map((sentence, i) => {
      const text = i < paragraph.sentences.length - 1 ? `${sentence.text.trim()} ` : sentence.text.trim();
      const quotations = quotationsOf(sentence.text);
      const kind = quotations.length > 0 ? 'QUOTE' : sentence.kind === 'FACT' ? 'FACT' : null;
      if (!kind) return { text, claim: null };
      const { segments, problem } =
        kind === 'QUOTE' ? checkQuotations(sentence, quotations, transcript) : checkFact(sentence, transcript);
      const claim = claimOf(claims.length, kind, sentence.text.trim(), segments, problem, transcript);
      claims.push(claim);
      return { text, claim: claim.id };
    }),
  }));
  const title = article.title.trim();
  const titleQuotations = quotationsOf(title);
  let titleClaim: number | null = null;
  if (titleQuotations.length > 0) {
    const { segments, problem } = checkQuotations(
      { text: title, kind: 'QUOTE', segments: [] },
      titleQuotations,
      transcript,
    );
    titleClaim = claims.push(claimOf(claims.length, 'QUOTE', title, segments, problem, transcript)) - 1;
  }
  return { title, titleClaim, body: articleHtml(paragraphs), paragraphs, claims };
}

export function groundArticles(generated: GeneratedArticles, segments: readonly TranscriptSegment[]) {
  const transcript = groundingTranscript(segments);
  return {
    article1: groundArticle(generated.article1, transcript),
    article2: groundArticle(generated.article2, transcript),
  };
}
