/**
 * The grounding bench's fragments (issue 35): transcripts built from the sentence banks with a
 * seed. Each bank's turns are cut into segments at sentence ends, numbers are said in digits or in
 * words, fillers are put in and one negated turn is repeated later, as presenters do. Every
 * segment keeps where its numbers, names, negations and fillers are, for the article generator.
 */
import type { TranscriptSegment } from '@antena/contract';
import { between, digits, pick, spelled, type Language, type Random } from './words';

export interface Bank {
  genre: string;
  language: Language;
  /** Who speaks, as an article names them; `SPEAKER_n` is role n - 1. */
  roles: string[];
  /** `role|text` with the markup described in banks-es.ts. */
  lines: string[];
}

export type NegationKind = 'adj' | 'sep' | 'pro' | 'gov';
export type NameKind = 'P' | 'C' | 'T';
export interface Span {
  start: number;
  end: number;
}
export interface NumberSpan extends Span {
  value: number;
  percent: boolean;
  inWords: boolean;
}
export interface NameSpan extends Span {
  kind: NameKind;
}
export interface NegationSpan extends Span {
  kind: NegationKind;
}
export interface Segment extends TranscriptSegment {
  role: number;
  numbers: NumberSpan[];
  names: NameSpan[];
  negations: NegationSpan[];
  fillers: Span[];
}
export interface Fragment {
  id: number;
  genre: string;
  language: Language;
  who: string[];
  segments: Segment[];
  /** People, places and teams not said in this fragment (a changed name takes one). */
  otherNames: Record<NameKind, string[]>;
}

const NAMES: Record<Language, Record<NameKind, string[]>> = {
  es: {
    P: ['Laura Benítez', 'Martín Ocampo', 'Sofía Ledesma', 'Diego Ferreyra', 'Carla Quiroga', 'Julián Acosta'],
    C: ['Rosario', 'Córdoba', 'Mendoza', 'Bahía Blanca', 'Mar del Plata', 'Tucumán'],
    T: ['Atlético Sur', 'Deportivo Norte', 'Unión del Valle', 'Racing del Puerto'],
  },
  en: {
    P: ['Sarah Whitfield', 'James Okafor', 'Emily Hart', 'Daniel Reyes', 'Priya Natarajan', 'Tom Gallagher'],
    C: ['Leeds', 'Bristol', 'Norwich', 'Cardiff', 'Sheffield', 'Brighton'],
    T: ['Hartley Rovers', 'Westbrook City', 'Kingsford Athletic', 'Millbrook United'],
  },
};
const FILLERS: Record<Language, { opening: string[]; inside: string[]; repeat: string[] }> = {
  es: { opening: ['Eh,', 'Bueno,', 'Mirá,', 'A ver,'], inside: ['eh,', 'o sea,', 'digamos,'], repeat: ['Lo repito:'] },
  en: {
    opening: ['Um,', 'Well,', 'Look,', 'Right,'],
    inside: ['you know,', 'I mean,', 'er,'],
    repeat: ['Let me say it again:'],
  },
};
const MARKUP = /~([^~]+)~|\{([PCT])(\d)\}|#(\d+)(%?)#|\[\[(adj|sep|pro|gov):([^\]]+)\]\]/g;
const SENTENCE_END = /(?<=[.?!])\s+(?=[¿¡"A-Z{#[~])/;

function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** "No vamos" after "Eh," or "Lo repito:" reads "no vamos" (names and "I" keep their capital). */
const lowerFirst = (markup: string): string =>
  markup.replace(
    /^(\[\[\w+:)?(\p{Lu})(?=\p{Ll})/u,
    (_, open: string | undefined, c: string) => (open ?? '') + c.toLowerCase(),
  );

/** One segment's text from its markup, with the spans of what it says. */
function render(
  markup: string,
  names: Record<string, string>,
  language: Language,
  random: Random,
): Omit<Segment, 'index' | 'start' | 'end' | 'speaker' | 'role'> {
  const out: Omit<Segment, 'index' | 'start' | 'end' | 'speaker' | 'role'> = {
    text: '',
    numbers: [],
    names: [],
    negations: [],
    fillers: [],
  };
  let last = 0;
  for (const m of markup.matchAll(MARKUP)) {
    out.text += markup.slice(last, m.index);
    const start = out.text.length;
    if (m[1]) {
      out.text += m[1];
      out.fillers.push({ start, end: out.text.length });
    } else if (m[2]) {
      out.text += names[`${m[2]}${m[3]}`]!;
      out.names.push({ start, end: out.text.length, kind: m[2] as NameKind });
    } else if (m[4]) {
      const value = Number(m[4]);
      const percent = m[5] === '%';
      const inWords = random() < 0.5 && value !== 1998;
      const said = inWords ? spelled(value, language) : digits(value, language, random() < 0.5);
      out.text += percent ? (inWords ? `${said} ${language === 'es' ? 'por ciento' : 'percent'}` : `${said}%`) : said;
      out.numbers.push({ start, end: out.text.length, value, percent, inWords });
    } else {
      out.text += m[7]!;
      out.negations.push({ start, end: out.text.length, kind: m[6] as NegationKind });
    }
    last = m.index + m[0].length;
  }
  out.text += markup.slice(last);
  return out;
}

/** A fragment of 15 to 40 segments from the bank (drawn again, from the same seed, while outside). */
export function buildFragment(bank: Bank, id: number, random: Random): Fragment {
  for (let attempt = 0; attempt < 20; attempt++) {
    const fragment = drawFragment(bank, id, random);
    if (fragment.segments.length >= 15 && fragment.segments.length <= 40) return fragment;
  }
  throw new Error(`${bank.genre} (${bank.language}): no fragment of 15 to 40 segments`);
}

function drawFragment(bank: Bank, id: number, random: Random): Fragment {
  const pool = NAMES[bank.language];
  const drawn = { P: shuffled(random, pool.P), C: shuffled(random, pool.C), T: shuffled(random, pool.T) };
  const names: Record<string, string> = {};
  for (const kind of ['P', 'C', 'T'] as const) for (let n = 1; n <= 3; n++) names[`${kind}${n}`] = drawn[kind][n - 1]!;
  const said = (text: string) => [...text.matchAll(/\{([PCT]\d)\}/g)].map((m) => names[m[1]!]!);
  const used = new Set(bank.lines.flatMap(said).concat(bank.roles.flatMap(said)));
  const fill = (text: string) => text.replace(/\{([PCT]\d)\}/g, (_, k: string) => names[k]!);
  const fillers = FILLERS[bank.language];

  const turns = bank.lines
    .map((line) => ({ role: Number(line.split('|')[0]), text: line.slice(line.indexOf('|') + 1) }))
    .filter((_, i, all) => i === 0 || i === all.length - 1 || random() < 0.9);
  const negated = turns.filter((t) => t.role > 0 || bank.roles.length === 1).filter((t) => t.text.includes('[['));
  if (negated.length > 0) {
    const repeated = pick(random, negated);
    const at = Math.min(turns.indexOf(repeated) + between(random, 3, 6), turns.length - 1);
    turns.splice(at, 0, { role: repeated.role, text: `${pick(random, fillers.repeat)} ${lowerFirst(repeated.text)}` });
  }

  const segments: Segment[] = [];
  let clock = between(random, 0, 30) / 10;
  for (const turn of turns) {
    const pieces = random() < 0.85 ? turn.text.split(SENTENCE_END) : [turn.text];
    for (let piece of pieces) {
      if (random() < 0.2) piece = `~${pick(random, fillers.opening)}~ ${lowerFirst(piece)}`;
      else if (random() < 0.15 && !piece.includes('[['))
        piece = piece.replace(/, (?=[a-zñ])/, `, ~${pick(random, fillers.inside)}~ `);
      const rendered = render(piece, names, bank.language, random);
      const words = rendered.text.split(/\s+/).length;
      const end = Math.round((clock + words * 0.38 + 0.4) * 10) / 10;
      segments.push({
        ...rendered,
        index: segments.length + 1,
        start: clock,
        end,
        speaker: `SPEAKER_${turn.role + 1}`,
        role: turn.role,
      });
      clock = Math.round((end + between(random, 0, 6) / 10) * 10) / 10;
    }
  }
  return {
    id,
    genre: bank.genre,
    language: bank.language,
    who: bank.roles.map(fill),
    segments,
    otherNames: {
      P: pool.P.filter((name) => !used.has(name)),
      C: pool.C.filter((name) => !used.has(name)),
      T: pool.T.filter((name) => !used.has(name)),
    },
  };
}

/** The plain segments the checker gets (what the media analysis stores). */
export const transcriptOf = (fragment: Fragment): TranscriptSegment[] =>
  fragment.segments.map(({ index, start, end, speaker, text }) => ({ index, start, end, speaker, text }));
