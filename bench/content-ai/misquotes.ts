/**
 * Misquotations as an engine makes them (issue 35): a word swapped, added or dropped, a negation
 * dropped or added, a number or a name changed, parts spliced, paraphrased or made up, and the
 * same slips where the checker must find them (undeclared, single quotation marks, missing
 * segments). A word-level misquotation is kept only when the labels' reading of the words finds
 * it nowhere in the transcript; a dropped negation's words are on air, its meaning is not.
 */
import {
  anyWindow,
  clean,
  ELLIPSES,
  replaced,
  saidIn,
  textOf,
  toks,
  windowAround,
  type Ctx,
  type Made,
  type QuoteKind,
} from './quotations';
import type { NegationKind, Segment } from './transcripts';
import { INSERTS, NEGATE, PERSON, SYNONYMS } from './lexicon';
import { between, canonical, digits, NEGATION_WORDS, pick, runAt, spelled } from './words';

const lang = (ctx: Ctx) => ctx.fragment.language;

/** Replaces words of `quote` through `dict` (at most `max`); null when fewer than `min` were there. */
function swapWords(quote: string, dict: Record<string, string>, max: number, min = 1): string | null {
  let changed = 0;
  const out = quote.replace(/[\p{L}’']+/gu, (word) => {
    const by = dict[word.toLowerCase()];
    if (!by || changed >= max) return word;
    changed++;
    return word[0] === word[0]!.toUpperCase() ? by[0]!.toUpperCase() + by.slice(1) : by;
  });
  return changed >= min ? out : null;
}

const oneWord: Record<string, (ctx: Ctx) => Made | null> = {
  synonym: (ctx) => {
    const w = anyWindow(ctx, 5, 11, true, (seg) => swapWords(seg.text, SYNONYMS[lang(ctx)], 1) !== null);
    const quote = w && swapWords(textOf(w), SYNONYMS[lang(ctx)], 1);
    return w && quote ? { quote, source: [w.seg.index] } : null;
  },
  inserted: (ctx) => {
    const w = anyWindow(ctx, 5, 11, true);
    if (!w) return null;
    const t = toks(textOf(w));
    const at = t[between(ctx.random, 1, t.length - 1)]!.start;
    const text = textOf(w);
    return {
      quote: `${text.slice(0, at)}${pick(ctx.random, INSERTS[lang(ctx)])} ${text.slice(at)}`,
      source: [w.seg.index],
    };
  },
  dropped: (ctx) => {
    const w = anyWindow(ctx, 6, 11, true);
    if (!w) return null;
    const text = textOf(w);
    const t = toks(text)
      .slice(1, -1)
      .filter((k) => k.word.length >= 2 && !/,$/.test(text.slice(k.start, k.end)));
    if (t.length === 0) return null;
    const k = pick(ctx.random, t);
    return { quote: clean(text.slice(0, k.start) + text.slice(k.end + 1)), source: [w.seg.index] };
  },
  number: (ctx) => {
    const found = windowAround(ctx, (seg) => seg.numbers.filter((n) => n.value !== 1998), false);
    if (!found) return null;
    const { w, span } = found;
    const value = Math.max(2, span.value + pick(ctx.random, [-3, -2, -1, 1, 2, 3, 5, 10]));
    let by = span.inWords ? spelled(value, lang(ctx)) : digits(value, lang(ctx), false);
    if (span.percent) by = span.inWords ? `${by} ${lang(ctx) === 'es' ? 'por ciento' : 'percent'}` : `${by}%`;
    return { quote: replaced(w, span, by), source: [w.seg.index] };
  },
  name: (ctx) => {
    const found = windowAround(ctx, (seg) => seg.names, false);
    if (!found) return null;
    const others = ctx.fragment.otherNames[found.span.kind];
    if (others.length === 0) return null;
    return { quote: replaced(found.w, found.span, pick(ctx.random, others)), source: [found.w.seg.index] };
  },
};

/** Keeps a word-level misquotation only when its words are nowhere in the transcript. */
const unsaid =
  (make: (ctx: Ctx) => Made | null) =>
  (ctx: Ctx): Made | null => {
    const m = make(ctx);
    return m && !saidIn(ctx, m.quote) ? m : null;
  };
export const anySlip = (ctx: Ctx) => unsaid(oneWord[pick(ctx.random, Object.keys(oneWord))]!)(ctx);

/** A negated clause's words without the negation: from its end to the clause's end. */
function afterNegation(seg: Segment, end: number): string | null {
  const t = toks(seg.text).filter((k) => k.start >= end);
  let n = t.findIndex((k, i) => i >= 2 && /[,.;:?!]$/.test(seg.text.slice(k.start, k.end)));
  if (n < 0) n = t.length - 1;
  n = Math.min(n, 9);
  return n >= 2 ? clean(seg.text.slice(t[0]!.start, t[n]!.end)) : null;
}

function negationDropped(kinds: NegationKind[], withEllipsis: boolean) {
  return (ctx: Ctx): Made | null => {
    const found = ctx.fragment.segments.flatMap((seg) =>
      seg.negations.filter((n) => kinds.includes(n.kind)).map((n) => ({ seg, n })),
    );
    if (found.length === 0) return null;
    const { seg, n } = pick(ctx.random, found);
    const after = afterNegation(seg, n.end);
    if (!after) return null;
    if (!withEllipsis) return { quote: after, source: [seg.index] };
    const before = toks(seg.text.slice(0, n.start)).slice(-between(ctx.random, 2, 5));
    const from = before[0];
    if (!from || before.length < 2 || /[.?!:]$/.test(seg.text.slice(0, n.start).trim())) return null;
    if (NEGATION_WORDS.has(before.at(-1)!.word)) return null;
    return {
      quote: `${clean(seg.text.slice(from.start, n.start))}${pick(ctx.random, ELLIPSES)}${after}`,
      source: [seg.index],
    };
  };
}

export const MISQUOTES: QuoteKind[] = [
  { name: 'one word swapped for a synonym', truth: 'misquote', make: unsaid(oneWord.synonym!) },
  { name: 'a word inserted', truth: 'misquote', make: unsaid(oneWord.inserted!) },
  { name: 'a word dropped', truth: 'misquote', make: unsaid(oneWord.dropped!) },
  { name: 'number changed', truth: 'misquote', make: unsaid(oneWord.number!) },
  { name: 'name changed', truth: 'misquote', make: unsaid(oneWord.name!) },
  {
    name: 'negation dropped, right before ("no | vamos a subir")',
    truth: 'misquote',
    make: negationDropped(['adj'], false),
  },
  {
    name: 'negation dropped, a word apart ("no se | van a cerrar")',
    truth: 'misquote',
    make: negationDropped(['sep'], false),
  },
  {
    name: 'negation dropped, negative pronoun ("nadie | va a perder")',
    truth: 'misquote',
    make: negationDropped(['pro'], false),
  },
  { name: 'negation dropped, governing ("no creo que | …")', truth: 'misquote', make: negationDropped(['gov'], false) },
  {
    name: 'negation cut out with an ellipsis ("es que … vamos a")',
    truth: 'misquote',
    make: negationDropped(['adj', 'sep'], true),
  },
  {
    name: 'negation added',
    truth: 'misquote',
    make: unsaid((ctx) => {
      const { before, word } = NEGATE[lang(ctx)];
      const w = anyWindow(ctx, 5, 11, true, (seg) => before.test(seg.text));
      const text = w && textOf(w);
      const m = text?.match(before);
      if (!w || !text || !m) return null;
      const at = lang(ctx) === 'es' ? m.index! : m.index! + m[0].length + 1;
      return { quote: `${text.slice(0, at)}${word} ${text.slice(at)}`, source: [w.seg.index] };
    }),
  },
  {
    name: 'two quotations spliced out of order',
    truth: 'misquote',
    make: unsaid((ctx) => {
      const a = anyWindow(ctx, 3, 6, true);
      const b = a && anyWindow(ctx, 3, 6, true, (seg) => seg.index > a.seg.index && seg.role === a.seg.role);
      if (!a || !b) return null;
      const join = pick(ctx.random, [...ELLIPSES, ', ', ' ']);
      return { quote: `${textOf(b)}${join}${textOf(a)}`, source: [b.seg.index, a.seg.index] };
    }),
  },
  {
    name: 'paraphrase between quotation marks',
    truth: 'misquote',
    make: unsaid((ctx) => {
      const dict = { ...SYNONYMS[lang(ctx)], ...PERSON[lang(ctx)] };
      const w = anyWindow(ctx, 8, 14, true, (seg) => swapWords(seg.text, dict, 4, 2) !== null);
      const swapped = w && swapWords(textOf(w), dict, 4, 2);
      return w && swapped ? { quote: swapped, source: [w.seg.index] } : null;
    }),
  },
  {
    name: 'fabricated quotation',
    truth: 'misquote',
    make: unsaid((ctx) => {
      const fake = pick(ctx.random, ctx.fabrications);
      const t = toks(fake);
      const from = between(ctx.random, 0, Math.max(0, t.length - 8));
      return { quote: clean(fake.slice(t[from]!.start, t[Math.min(t.length - 1, from + 8)]!.end)), source: [] };
    }),
  },
  {
    name: 'cites a segment that does not exist, words not said',
    truth: 'misquote',
    make: (ctx) => {
      const m = anySlip(ctx);
      return m && { ...m, cited: [ctx.fragment.segments.length + between(ctx.random, 1, 20)] };
    },
  },
  {
    name: 'undeclared in an OTHER sentence, words changed',
    truth: 'misquote',
    make: (ctx) => {
      const m = anySlip(ctx);
      return m && { ...m, sentence: 'OTHER', cited: [] };
    },
  },
  {
    name: 'undeclared in a FACT sentence, words changed',
    truth: 'misquote',
    make: (ctx) => {
      const m = anySlip(ctx);
      return m && { ...m, sentence: 'FACT' };
    },
  },
  {
    name: 'between single quotation marks (‘…’)',
    truth: 'misquote',
    make: (ctx) => {
      const m = anySlip(ctx);
      return m && { ...m, single: true };
    },
  },
  {
    name: 'ellipsis joining two speakers',
    truth: 'misquote',
    make: (ctx) => {
      const segs = ctx.fragment.segments;
      const a = anyWindow(ctx, 3, 5, true, (seg) => segs.some((o) => o.index > seg.index + 1 && o.role !== seg.role));
      const b = a && anyWindow(ctx, 3, 5, true, (seg) => seg.index > a.seg.index + 1 && seg.role !== a.seg.role);
      if (!a || !b || saidIn(ctx, `${textOf(a)} ${textOf(b)}`)) return null;
      return { quote: `${textOf(a)}${pick(ctx.random, ELLIPSES)}${textOf(b)}`, source: [a.seg.index, b.seg.index] };
    },
  },
  {
    name: "another speaker's words",
    truth: 'misquote',
    make: (ctx) => {
      const w = anyWindow(ctx, 5, 10, true);
      if (!w || ctx.fragment.who.length < 2) return null;
      const role = pick(
        ctx.random,
        ctx.fragment.who.map((_, i) => i).filter((i) => i !== w.seg.role),
      );
      const theirs = ctx.fragment.segments.filter((s) => s.role === role);
      if (theirs.length === 0) return null;
      const said = (seg: Segment) => runAt(canonical(seg.text, lang(ctx)), canonical(textOf(w), lang(ctx))) >= 0;
      if (theirs.some(said)) return null;
      const near = theirs.reduce((best, s) =>
        Math.abs(s.index - w.seg.index) < Math.abs(best.index - w.seg.index) ? s : best,
      );
      return { quote: textOf(w).replace(/[¿?¡!]/g, ''), source: [w.seg.index], cited: [near.index], role };
    },
  },
];
