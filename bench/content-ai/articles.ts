/**
 * Articles as an engine writes them (issue 35): for each fragment two articles in the
 * `GeneratedArticles` shape, each with a title, about ten quotations and four factual claims
 * drawn from the kinds in turn, every one labelled with the truth when it is made.
 */
import type { GeneratedArticles } from '@antena/contract';
import { MISQUOTES, anySlip } from './misquotes';
import { CORRECT, type Ctx, type Made, type QuoteKind } from './quotations';
import { cap, FACT_KINDS } from './facts';
import { between, pick, type Language } from './words';

type Sentence = GeneratedArticles['article1']['paragraphs'][number]['sentences'][number];

export interface Label {
  fragment: number;
  article: 'article1' | 'article2';
  /** Where the claim is: the title, or paragraph and sentence. */
  at: 'title' | [number, number];
  group: 'quotation' | 'fact';
  kind: string;
  wrong: boolean;
  text: string;
  quote: string | null;
  source: number[];
  cited: number[];
}

export const QUOTE_KINDS: QuoteKind[] = [...CORRECT, ...MISQUOTES];
export const TITLE_KINDS = ['title: correct quotation', 'title: misquotation', 'title: single quotation marks (‘…’)'];

const PHRASES: Record<
  Language,
  Record<'quote' | 'other' | 'fact' | 'single' | 'title', ((w: string, q: string) => string)[]>
> = {
  es: {
    quote: [
      (w, q) => `${cap(w)} aseguró: "${q}".`,
      (w, q) => `"${q}", dijo ${w}.`,
      (w, q) => `Según ${w}, «${q}».`,
      (w, q) => `${cap(w)} fue claro: “${q}”.`,
    ],
    other: [(_, q) => `Una frase resumió la emisión: "${q}".`, (_, q) => `En redes se repitió «${q}».`],
    fact: [(w, q) => `${cap(w)} habló del tema y dijo que "${q}".`],
    single: [(w, q) => `${cap(w)} dijo: ‘${q}’.`],
    title: [(w, q) => `${cap(w)}: «${q}»`, (w, q) => `"${q}", afirmó ${w}`],
  },
  en: {
    quote: [
      (w, q) => `${cap(w)} said: "${q}".`,
      (w, q) => `"${q}," ${w} said.`,
      (w, q) => `According to ${w}, “${q}”.`,
      (w, q) => `${cap(w)} put it plainly: "${q}".`,
    ],
    other: [(_, q) => `One line summed up the programme: "${q}".`, (_, q) => `Listeners kept repeating “${q}”.`],
    fact: [(w, q) => `${cap(w)} spoke about it and said that "${q}".`],
    single: [(w, q) => `${cap(w)} said: ‘${q}’.`],
    title: [(w, q) => `${cap(w)}: "${q}"`, (w, q) => `${cap(w)}: “${q}”`],
  },
};
const LINKS: Record<Language, string[]> = {
  es: [
    'La emisión salió al aire esta mañana.',
    'El tema generó muchas reacciones entre los oyentes.',
    'La conversación siguió con otros temas.',
  ],
  en: [
    'The programme went out this morning.',
    'The subject drew a big reaction from listeners.',
    'The conversation then moved on.',
  ],
};
export interface Cursor {
  quote: number;
  fact: number;
  title: number;
  skipped: Map<string, number>;
}

function attempt<T>(make: () => T | null, name: string, cursor: Cursor): T | null {
  for (let i = 0; i < 10; i++) {
    const made = make();
    if (made) return made;
  }
  cursor.skipped.set(name, (cursor.skipped.get(name) ?? 0) + 1);
  return null;
}

/** One article: its generated shape and the labels of its claims. */
function article(
  ctx: Ctx,
  name: 'article1' | 'article2',
  cursor: Cursor,
): { article: GeneratedArticles['article1']; labels: Label[] } {
  const lang = ctx.fragment.language;
  const phrases = PHRASES[lang];
  const who = (m: Made) => ctx.fragment.who[m.role ?? ctx.fragment.segments[(m.source[0] ?? 1) - 1]?.role ?? 0]!;
  const items: { sentence: Sentence; label: Omit<Label, 'at'> }[] = [];
  const base = { fragment: ctx.fragment.id, article: name };
  for (let k = 0; k < 10; k++) {
    const kind = QUOTE_KINDS[cursor.quote++ % QUOTE_KINDS.length]!;
    const m = attempt(() => kind.make(ctx), kind.name, cursor);
    if (!m) continue;
    const sentence = m.sentence ?? 'QUOTE';
    const phrase = pick(
      ctx.random,
      m.single
        ? phrases.single
        : sentence === 'QUOTE'
          ? phrases.quote
          : sentence === 'FACT'
            ? phrases.fact
            : phrases.other,
    );
    const cited = m.cited ?? m.source;
    const text = phrase(who(m), m.quote);
    items.push({
      sentence: { text, kind: sentence, segments: cited },
      label: {
        ...base,
        group: 'quotation',
        kind: kind.name,
        wrong: kind.truth === 'misquote',
        text,
        quote: m.quote,
        source: m.source,
        cited,
      },
    });
  }
  for (let k = 0; k < 4; k++) {
    const kind = FACT_KINDS[cursor.fact++ % FACT_KINDS.length]!;
    const f = attempt(() => kind.make(ctx), kind.name, cursor);
    if (!f) continue;
    items.push({
      sentence: { text: f.text, kind: 'FACT', segments: f.cited },
      label: {
        ...base,
        group: 'fact',
        kind: kind.name,
        wrong: kind.wrong,
        text: f.text,
        quote: null,
        source: f.source,
        cited: f.cited,
      },
    });
  }
  const labels: Label[] = [];
  const order = items.map((item) => ({ item, key: ctx.random() })).sort((a, b) => a.key - b.key);
  const paragraphs: { sentences: Sentence[] }[] = [];
  for (const { item } of order) {
    if (paragraphs.length === 0 || paragraphs.at(-1)!.sentences.length >= between(ctx.random, 3, 5))
      paragraphs.push({ sentences: [{ text: pick(ctx.random, LINKS[lang]), kind: 'OTHER', segments: [] }] });
    const p = paragraphs.at(-1)!;
    labels.push({ ...item.label, at: [paragraphs.length - 1, p.sentences.length] });
    p.sentences.push(item.sentence);
  }
  const titleKind = cursor.title++ % (TITLE_KINDS.length + 1);
  let title =
    lang === 'es'
      ? `${cap(ctx.fragment.genre)}: lo que dejó la emisión`
      : `${cap(ctx.fragment.genre)}: what we heard on air`;
  if (titleKind < TITLE_KINDS.length) {
    const kind = TITLE_KINDS[titleKind]!;
    const m = attempt(() => (titleKind === 0 ? CORRECT[0]!.make(ctx) : anySlip(ctx)), kind, cursor);
    if (m) {
      title = titleKind === 2 ? `${cap(who(m))}: ‘${m.quote}’` : pick(ctx.random, phrases.title)(who(m), m.quote);
      labels.push({
        ...base,
        at: 'title',
        group: 'quotation',
        kind,
        wrong: titleKind > 0,
        text: title,
        quote: m.quote,
        source: m.source,
        cited: [],
      });
    }
  }
  return { article: { title, paragraphs }, labels };
}

export function articlesFor(ctx: Ctx, cursor: Cursor): { generated: GeneratedArticles; labels: Label[] } {
  const a1 = article(ctx, 'article1', cursor);
  const a2 = article(ctx, 'article2', cursor);
  return { generated: { article1: a1.article, article2: a2.article }, labels: [...a1.labels, ...a2.labels] };
}
