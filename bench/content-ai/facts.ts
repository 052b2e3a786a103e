/**
 * Factual claims as an engine writes them (issue 35): a segment told in reported speech, right or
 * with a wrong number, a number of the segment next to it, or citing a segment that does not
 * exist or one far from where it was said. Each is labelled right or wrong when it is made.
 */
import type { Ctx } from './quotations';
import type { NumberSpan, Segment, Span } from './transcripts';
import { between, canonical, digits, pick, spelled, type Language } from './words';

export const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

const VERBS: Record<Language, string[]> = {
  es: ['explicó que', 'afirmó que', 'señaló que', 'contó que'],
  en: ['said that', 'explained that', 'pointed out that', 'told listeners that'],
};
const PERSON: Record<Language, Record<string, string>> = {
  es: { vamos: 'van', tenemos: 'tienen', estoy: 'está', quiero: 'quiere', digo: 'dice', me: 'se', voy: 'va' },
  en: { we: 'they', our: 'their', i: 'they', my: 'their', us: 'them', am: 'are', me: 'them' },
};

/** A claim about a segment in reported speech, fillers out, `span` said as `by`. */
function reported(ctx: Ctx, seg: Segment, span?: Span, by?: string): string {
  const cuts = [...seg.fillers.map((f) => ({ ...f, end: f.end + 1, by: '' })), ...(span ? [{ ...span, by: by! }] : [])];
  let body = seg.text;
  for (const c of cuts.sort((a, b) => b.start - a.start)) body = body.slice(0, c.start) + c.by + body.slice(c.end);
  const lang = ctx.fragment.language;
  body = body.replace(/[.!]+$/, '').replace(/[\p{L}]+/gu, (w) => PERSON[lang][w.toLowerCase()] ?? w);
  if (!seg.names.some((n) => n.start === 0)) body = body[0]!.toLowerCase() + body.slice(1);
  return `${cap(ctx.fragment.who[seg.role]!)} ${pick(ctx.random, VERBS[lang])} ${body}.`;
}

export interface FactKind {
  name: string;
  wrong: boolean;
  make: (ctx: Ctx) => { text: string; cited: number[]; source: number[] } | null;
}
const statements = (ctx: Ctx) =>
  ctx.fragment.segments.filter((s) => !s.text.includes('?') && s.text.split(' ').length >= 6);
const withNumber = (ctx: Ctx) => statements(ctx).filter((s) => s.numbers.some((n) => n.value !== 1998));
const said = (ctx: Ctx, n: NumberSpan, value: number, inWords: boolean) => {
  const lang = ctx.fragment.language;
  const text = inWords ? spelled(value, lang) : digits(value, lang, false);
  return n.percent ? (inWords ? `${text} ${lang === 'es' ? 'por ciento' : 'percent'}` : `${text}%`) : text;
};
function changedNumber(ctx: Ctx, inWords: boolean) {
  const segs = withNumber(ctx);
  if (segs.length === 0) return null;
  const seg = pick(ctx.random, segs);
  const n = pick(
    ctx.random,
    seg.numbers.filter((x) => x.value !== 1998),
  );
  const value = n.value + pick(ctx.random, [2, 3, 4, 6, 7]);
  if (seg.numbers.some((x) => x.value === value)) return null;
  return { text: reported(ctx, seg, n, said(ctx, n, value, inWords)), cited: [seg.index], source: [seg.index] };
}

export const FACT_KINDS: FactKind[] = [
  {
    name: 'fact: correct',
    wrong: false,
    make: (ctx) => {
      const seg = pick(ctx.random, statements(ctx));
      return { text: reported(ctx, seg), cited: [seg.index], source: [seg.index] };
    },
  },
  {
    name: 'fact: correct, number in the other form',
    wrong: false,
    make: (ctx) => {
      const segs = withNumber(ctx);
      const seg = segs.length ? pick(ctx.random, segs) : null;
      const n =
        seg &&
        pick(
          ctx.random,
          seg.numbers.filter((x) => x.value !== 1998),
        );
      return seg && n
        ? { text: reported(ctx, seg, n, said(ctx, n, n.value, !n.inWords)), cited: [seg.index], source: [seg.index] }
        : null;
    },
  },
  {
    name: 'fact: cites a segment that does not exist',
    wrong: true,
    make: (ctx) => {
      const seg = pick(ctx.random, statements(ctx));
      return {
        text: reported(ctx, seg),
        cited: [ctx.fragment.segments.length + between(ctx.random, 1, 20)],
        source: [seg.index],
      };
    },
  },
  { name: 'fact: number changed, in digits', wrong: true, make: (ctx) => changedNumber(ctx, false) },
  { name: 'fact: number changed, in words', wrong: true, make: (ctx) => changedNumber(ctx, true) },
  {
    name: 'fact: number of the neighbouring segment',
    wrong: true,
    make: (ctx) => {
      const segs = ctx.fragment.segments;
      const pairs = withNumber(ctx).flatMap((seg) =>
        [segs[seg.index - 2], segs[seg.index]]
          .filter((x): x is Segment => !!x)
          .flatMap((other) =>
            other.numbers.filter((o) => !seg.numbers.some((n) => n.value === o.value)).map((o) => ({ seg, o })),
          ),
      );
      if (pairs.length === 0) return null;
      const { seg, o } = pick(ctx.random, pairs);
      const n =
        pick(
          ctx.random,
          seg.numbers.filter((x) => x.value !== 1998 && x.percent === o.percent),
        ) ?? null;
      return (
        n && { text: reported(ctx, seg, n, said(ctx, n, o.value, false)), cited: [seg.index], source: [seg.index] }
      );
    },
  },
  {
    name: 'fact: cites a distant segment',
    wrong: true,
    make: (ctx) => {
      const seg = pick(ctx.random, statements(ctx));
      const words = new Set(canonical(seg.text, ctx.fragment.language));
      const shared = (s: Segment) => canonical(s.text, ctx.fragment.language).filter((w) => words.has(w)).length;
      const far = ctx.fragment.segments.filter((s) => Math.abs(s.index - seg.index) >= 4 && shared(s) < words.size / 3);
      if (far.length === 0) return null;
      return { text: reported(ctx, seg), cited: [pick(ctx.random, far).index], source: [seg.index] };
    },
  },
];
