/**
 * Quotations as an engine writes them (issue 35), the correct kinds: windows of a segment's words
 * copied with the changes grounding must forgive. Each kind builds one quotation from a fragment
 * or gives up (null) when the fragment has nothing it needs; the article generator then tries
 * again. A correct quotation is checked against the labels' own reading of the words (`saidIn`).
 */
import type { Fragment, Segment, Span } from './transcripts';
import { between, canonical, digits, NEGATION_WORDS, pick, runAt, spelled, type Random } from './words';

export interface Ctx {
  fragment: Fragment;
  random: Random;
  /** The whole transcript as the labels read it. */
  flat: string[];
  /** Sentences of other fragments' banks, with this fragment's names: what a made-up quotation reads like. */
  fabrications: string[];
}
export interface Made {
  quote: string;
  /** The segments its words come from (the article cites these unless `cited` says otherwise). */
  source: number[];
  cited?: number[];
  sentence?: 'QUOTE' | 'OTHER' | 'FACT';
  single?: boolean;
  /** Whose words the article says they are, when not the source's speaker. */
  role?: number;
}
export interface QuoteKind {
  name: string;
  truth: 'correct' | 'misquote';
  make: (ctx: Ctx) => Made | null;
}

export const ELLIPSES = [' … ', '... ', ' [...] '];
const EDGES = /^[\s¿¡"«“(,.;:…-]+|[\s,.;:?!"»”)…-]+$/g;
export const clean = (quote: string): string => quote.replace(EDGES, '');

export interface Tok extends Span {
  word: string;
}
export const toks = (text: string): Tok[] =>
  [...text.matchAll(/\S+/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    word: canonical(m[0], 'en').join(' '),
  }));

/** Does the transcript hold these words, the parts of an ellipsis in order? */
export function saidIn(ctx: Ctx, quote: string): boolean {
  let from = 0;
  for (const part of quote.split(/\s*(?:…|\.\.\.|\[\.\.\.\])\s*/)) {
    const words = canonical(part, ctx.fragment.language);
    if (words.length === 0) continue;
    const at = runAt(ctx.flat, words, from);
    if (at < 0) return false;
    from = at + words.length;
  }
  return true;
}

export interface Window {
  seg: Segment;
  start: number;
  end: number;
}
export const textOf = (w: Window): string => clean(w.seg.text.slice(w.start, w.end));

/**
 * A run of `min`..`max` words of a segment, never starting right after a negation and, when
 * `plain`, only from segments without a negation (a window inside a negated clause is a
 * misquotation, not a correct quotation). `cover` must lie inside it when given.
 */
export function windowIn(
  ctx: Ctx,
  seg: Segment,
  min: number,
  max: number,
  plain: boolean,
  cover?: Span,
): Window | null {
  if (plain && seg.negations.length > 0) return null;
  const t = toks(seg.text);
  const n = between(ctx.random, min, max);
  if (t.length < Math.min(min, n)) return null;
  const size = Math.min(n, t.length);
  const starts: number[] = [];
  for (let i = 0; i + size <= t.length; i++) {
    if (i > 0 && NEGATION_WORDS.has(t[i - 1]!.word)) continue;
    if (cover && (t[i]!.start > cover.start || t[i + size - 1]!.end < cover.end)) continue;
    const last = t[i + size - 1]!.word;
    if (last.length < 4 && !/\d/.test(last) && i + size < t.length) continue;
    starts.push(i);
  }
  if (starts.length === 0) return null;
  const i = pick(ctx.random, starts);
  return { seg, start: t[i]!.start, end: t[i + size - 1]!.end };
}

/** A window from some segment of the fragment (tries a few), or null. */
export function anyWindow(ctx: Ctx, min: number, max: number, plain: boolean, where = (_: Segment) => true) {
  const segs = ctx.fragment.segments.filter(where);
  for (let attempt = 0; attempt < 12 && segs.length > 0; attempt++) {
    const w = windowIn(ctx, pick(ctx.random, segs), min, max, plain);
    if (w) return w;
  }
  return null;
}

/** A window around one of the segments' spans (`spans` picks them). */
export function windowAround<S extends Span>(
  ctx: Ctx,
  spans: (seg: Segment) => S[],
  plain: boolean,
): { w: Window; span: S } | null {
  const found = ctx.fragment.segments.flatMap((seg) => spans(seg).map((span) => ({ seg, span })));
  for (let attempt = 0; attempt < 8 && found.length > 0; attempt++) {
    const { seg, span } = pick(ctx.random, found);
    const w = windowIn(ctx, seg, 5, 11, plain, span);
    if (w) return { w, span };
  }
  return null;
}

/** The window's quotation with `span` replaced by `by`. */
export const replaced = (w: Window, span: Span, by: string): string =>
  clean(w.seg.text.slice(w.start, span.start) + by + w.seg.text.slice(span.end, w.end));

/** Numbers said in one common word in both languages (2-20, tens, "cien", "mil"); others are compound. */
export const isSimple = (value: number, ctx: Ctx) =>
  !/[\s-]/.test(spelled(value, ctx.fragment.language)) && (value <= 20 || value % 10 === 0) && value !== 1;

function flipped(ctx: Ctx, compound: boolean): Made | null {
  const found = windowAround(
    ctx,
    (seg) => seg.numbers.filter((n) => (n.percent || !isSimple(n.value, ctx)) === compound && n.value !== 1998),
    true,
  );
  if (!found) return null;
  const { w, span } = found;
  const lang = ctx.fragment.language;
  let by = span.inWords ? digits(span.value, lang, ctx.random() < 0.5) : spelled(span.value, lang);
  if (span.percent) by = span.inWords ? `${by}%` : `${by} ${lang === 'es' ? 'por ciento' : 'percent'}`;
  return { quote: replaced(w, span, by), source: [w.seg.index] };
}

const verbatim = (ctx: Ctx, min = 5, max = 12): Made | null => {
  const w = anyWindow(ctx, min, max, true);
  return w && { quote: textOf(w), source: [w.seg.index] };
};

export const CORRECT: QuoteKind[] = [
  { name: 'verbatim', truth: 'correct', make: (ctx) => verbatim(ctx) },
  {
    name: 'case changed',
    truth: 'correct',
    make: (ctx) => {
      const m = verbatim(ctx);
      if (!m) return null;
      const change = pick(ctx.random, [(q: string) => q.toLowerCase(), (q: string) => q.toUpperCase()]);
      return { ...m, quote: change(m.quote) };
    },
  },
  {
    name: 'accents and apostrophes dropped',
    truth: 'correct',
    make: (ctx) => {
      const w = anyWindow(ctx, 5, 12, true, (seg) => /[áéíóúñ’]/i.test(seg.text));
      if (!w || !/[áéíóúñ’]/i.test(textOf(w))) return null;
      const quote = textOf(w)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/’/g, "'");
      return { quote, source: [w.seg.index] };
    },
  },
  {
    name: 'punctuation changed',
    truth: 'correct',
    make: (ctx) => {
      const w = anyWindow(ctx, 6, 12, true, (seg) => /[,.?!:]\s/.test(seg.text));
      if (!w) return null;
      const quote = textOf(w)
        .replace(/[,:]\s/g, ' ')
        .replace(/[.?!]\s/g, ', ')
        .replace(/[¿¡]/g, '');
      return quote === textOf(w) ? null : { quote, source: [w.seg.index] };
    },
  },
  { name: 'digits ↔ words, simple (20 ↔ veinte)', truth: 'correct', make: (ctx) => flipped(ctx, false) },
  {
    name: 'digits ↔ words, compound or % (23 ↔ veintitrés, 1.500, 60 %)',
    truth: 'correct',
    make: (ctx) => flipped(ctx, true),
  },
  {
    name: 'cut with an ellipsis',
    truth: 'correct',
    make: (ctx) => {
      const w = anyWindow(ctx, 10, 18, true);
      if (!w) return null;
      const t = toks(textOf(w));
      const from = between(ctx.random, 3, t.length - 6);
      const to = from + between(ctx.random, 2, 4);
      const text = textOf(w);
      const quote = `${clean(text.slice(0, t[from - 1]!.end))}${pick(ctx.random, ELLIPSES)}${clean(text.slice(t[to]!.start))}`;
      return { quote, source: [w.seg.index] };
    },
  },
  {
    name: 'spanning two consecutive segments',
    truth: 'correct',
    make: (ctx) => {
      const segs = ctx.fragment.segments;
      const pairs = segs.filter((s, i) => segs[i + 1]?.role === s.role && !s.negations.length);
      if (pairs.length === 0) return null;
      const a = pick(ctx.random, pairs);
      const b = segs[a.index]!;
      if (b.negations.length) return null;
      const ta = toks(a.text);
      const tb = toks(b.text);
      const i = Math.max(0, ta.length - between(ctx.random, 3, 6));
      if (i > 0 && NEGATION_WORDS.has(ta[i - 1]!.word)) return null;
      const j = Math.min(tb.length, between(ctx.random, 3, 6));
      const quote = clean(`${a.text.slice(ta[i]!.start)} ${b.text.slice(0, tb[j - 1]!.end)}`);
      return { quote, source: [a.index, b.index], cited: pick(ctx.random, [[a.index, b.index], [a.index]]) };
    },
  },
  {
    name: 'cited to the wrong segment, said elsewhere',
    truth: 'correct',
    make: (ctx) => {
      const m = verbatim(ctx);
      if (!m) return null;
      const others = ctx.fragment.segments.filter((s) => Math.abs(s.index - m.source[0]!) > 2);
      return { ...m, cited: [pick(ctx.random, others).index] };
    },
  },
  {
    name: 'cites a segment that does not exist, said elsewhere',
    truth: 'correct',
    make: (ctx) => {
      const m = verbatim(ctx);
      return m && { ...m, cited: [ctx.fragment.segments.length + between(ctx.random, 1, 20)] };
    },
  },
  {
    name: 'undeclared in an OTHER sentence, verbatim',
    truth: 'correct',
    make: (ctx) => {
      const m = verbatim(ctx);
      return m && { ...m, sentence: 'OTHER', cited: [] };
    },
  },
  {
    name: 'filler left out (eh, you know) [editorial policy]',
    truth: 'correct',
    make: (ctx) => {
      const found = windowAround(ctx, (seg) => seg.fillers.filter((f) => f.start > 0), true);
      if (!found) return null;
      const { w, span } = found;
      if (w.start >= span.start || w.end <= span.end + 1) return null;
      return { quote: replaced(w, { start: span.start, end: span.end + 1 }, ''), source: [w.seg.index] };
    },
  },
];
