/**
 * Grounding (issue 35): every quotation and factual claim of an AI article is checked against the
 * air. A quotation must be the transcript's own words, said by whom it is attributed to and
 * without a negation left out (quotations.ts), in the segments it cites or anywhere in the transcript (then it is
 * re-cited there); a factual claim must cite a segment that exists and share its telling words
 * and numbers with that moment. Whatever cannot be found is marked, never silently passed: the
 * reader sees a warning on it. Quotations are looked for in every sentence, whatever kind the
 * engine gave it, so a quotation the engine did not declare is checked too.
 */
import type { AiArticle, ArticleClaim, ClaimProblem, GeneratedArticles, TranscriptSegment } from '@antena/contract';
import { articleHtml } from './html';
import { contentWords, numbersOf, stem } from './normalise';
import { checkQuotations, quotationsOf, wordsOf, type WordAt } from './quotations';

type GeneratedArticle = GeneratedArticles['article1'];
type Sentence = GeneratedArticle['paragraphs'][number]['sentences'][number];

/** A factual claim's telling words must be this much in its moment (paraphrase is allowed). */
const FACT_MIN_OVERLAP = 0.34;

interface Checked {
  segments: number[];
  problem: ClaimProblem | null;
}

/** The cited segments' words, with who speaks in them ("Speaker 2 said…" names the transcript's label). */
function citedText(cited: readonly number[], transcript: GroundingTranscript): string {
  const chosen = new Set(cited);
  return transcript.segments
    .filter((s) => chosen.has(s.index))
    .map((s) => `${s.speaker ?? ''} ${s.text}`)
    .join(' ');
}

function checkFact(sentence: Sentence, transcript: GroundingTranscript): Checked {
  const cited = [...new Set(sentence.segments)].filter((n) => transcript.byIndex.has(n)).sort((a, b) => a - b);
  if (cited.length === 0) return { segments: [], problem: 'NO_CITED_MOMENT' };
  const moment = citedText(cited, transcript);
  // Numbers and telling words must be in the cited moment itself: a neighbour's figure is another fact.
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
  words: readonly WordAt[];
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
      // A sentence the engine calls a quotation without quotation marks is checked as a claim.
      const kind = quotations.length > 0 ? 'QUOTE' : sentence.kind === 'OTHER' ? null : 'FACT';
      if (!kind) return { text, claim: null };
      const { segments, problem } =
        kind === 'QUOTE' ? checkQuotations(sentence.segments, quotations, transcript) : checkFact(sentence, transcript);
      const claim = claimOf(claims.length, kind, sentence.text.trim(), segments, problem, transcript);
      claims.push(claim);
      return { text, claim: claim.id };
    }),
  }));
  const title = article.title.trim();
  const titleQuotations = quotationsOf(title);
  let titleClaim: number | null = null;
  if (titleQuotations.length > 0) {
    const { segments, problem } = checkQuotations([], titleQuotations, transcript);
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
