/**
 * One station day of the harder live mention set (issue 33 point 2), drawn from a seed: Zipf-like
 * talk whose common words include the brands' generic words, songs, and per slot seven planted
 * events, one of each kind. Per slot there is a schedule that airs (read verbatim once and in the
 * presenter's words once) and one of the same trade that never airs; the other four kinds target
 * one of the two in turn. The same seed and lexicon always give the same day.
 */
import type { TranscriptionWord } from '@antena/contract';
import { pickOf, seeded, shuffle, zipf, type Language, type LanguageLexicon, type Random, type Trade } from './lexicon';
import { spoken, Tape } from './speech';

export const KINDS = [
  'verbatim',
  'paraphrase',
  'passing',
  'competitor',
  'generic',
  'scattered',
  'never-aired',
] as const;
export type EventKind = (typeof KINDS)[number];

export interface Schedule {
  title: string;
  dirtyText: string;
  /** The distinctive word of its title (an invented brand name). */
  name: string;
  aired: boolean;
}

export interface PlantedEvent {
  kind: EventKind;
  /** The schedule it reads or may be mistaken for (a competitor's reading: the schedule it competes with). */
  schedule: number;
  /** When it was said (epoch ms); a never-aired mention is never said, so both are NaN. */
  start: number;
  end: number;
}

export interface StationDay {
  language: Language;
  words: TranscriptionWord[];
  schedules: Schedule[];
  events: PlantedEvent[];
}

export interface DayOptions {
  /** Events of each kind (so schedules that air, and schedules that never air). */
  perKind: number;
  /** Words of talk besides the events. */
  talkWords: number;
}

/** Presenters shorten the brand to its distinctive word this often in their own words ("en Kalumbra"). */
const SHORT_BRAND = 0.2;
/** A presenter's paraphrase leaves out this share of a script's words (never the brand's name). */
const PARAPHRASE_DROP = 0.3;
/** Talk words between two of a brand's words scattered across talk. */
const SCATTER_GAP = [10, 20] as const;
const WORDS_PER_TALK_BLOCK = [120, 300] as const;

interface Mention {
  title: string;
  generic: string[];
  name: string;
  sentences: string[];
}

const between = (random: Random, [low, high]: readonly [number, number]) =>
  low + Math.floor(random() * (high - low + 1));
const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** A mention of the trade: a title from its patterns, the first sentence and two others, its numbers. */
function mentionOf(random: Random, lexicon: LanguageLexicon, language: Language, trade: Trade, name: string): Mention {
  const title = pickOf(random, trade.titles).replace('{name}', name);
  // Pesos in thousands with a dot ("4.500"), dollars under a hundred ("45"); sentences write the "$".
  const pesos = 1000 + 500 * Math.floor(random() * 16);
  const price =
    language === 'es'
      ? `${Math.floor(pesos / 1000)}.${String(pesos % 1000).padStart(3, '0')}`
      : String(20 + 5 * Math.floor(random() * 16));
  const values: Record<string, string> = {
    title,
    name,
    price,
    pct: String(10 + 5 * Math.floor(random() * 8)),
    hour: String(7 + Math.floor(random() * 4)),
    place: pickOf(random, lexicon.places),
  };
  const [first, ...others] = trade.sentences;
  const chosen = [first!, ...shuffle(random, [...others]).slice(0, 2)];
  return {
    title,
    generic: wordsOf(title.replace(name, '')).filter((word) => !lexicon.functionWords.includes(word.toLowerCase())),
    name,
    sentences: chosen.map((sentence) => sentence.replace(/\{(\w+)\}/g, (_m, key: string) => values[key]!)),
  };
}

/** Invented brand names of three syllables, none twice in a day. */
function nameMaker(random: Random, syllables: string[]): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const name = [0, 1, 2].map(() => pickOf(random, syllables)).join('');
      if (!used.has(name)) {
        used.add(name);
        return name[0]!.toUpperCase() + name.slice(1);
      }
    }
  };
}

export function stationDay(
  lexicon: LanguageLexicon,
  language: Language,
  seed: number,
  options: DayOptions,
): StationDay {
  const random = seeded(seed);
  const talkWord = zipf(random, [...lexicon.functionWords, ...lexicon.talkWords]);
  // The engine knows the language: every word of the lexicon but the invented names and places.
  const known = new Set(
    [
      ...lexicon.functionWords,
      ...lexicon.talkWords,
      ...lexicon.fillers,
      ...Object.values(lexicon.synonyms),
      ...lexicon.passing,
      ...lexicon.trades.flatMap((trade) => [...trade.titles, ...trade.sentences]),
    ].flatMap((text) => spoken(text.replace(/\{\w+\}/g, ''), language, () => 0, 0)),
  );
  const tape = new Tape(Date.UTC(2026, 5, 1, 9), random, known);
  const say = (text: string, spellNumbers: number) => tape.say(spoken(text, language, random, spellNumbers));
  const talk = (count: number) => Array.from({ length: count }, talkWord).join(' ');
  const newName = nameMaker(random, lexicon.syllables);

  const { perKind } = options;
  const trades = shuffle(random, [...lexicon.trades]);
  const aired: Mention[] = [];
  const never: Mention[] = [];
  for (let slot = 0; slot < perKind; slot++) {
    const trade = trades[slot % trades.length]!;
    aired.push(mentionOf(random, lexicon, language, trade, newName()));
    never.push(mentionOf(random, lexicon, language, trade, newName()));
  }
  const all = [...aired, ...never];
  const schedules: Schedule[] = all.map((m, k) => ({
    title: m.title,
    dirtyText: m.sentences.join(' '),
    name: m.name,
    aired: k < perKind,
  }));
  const tradeOf = (k: number) => trades[(k % perKind) % trades.length]!;

  const verbatim = (m: Mention) => say(m.sentences.join(' '), 0.3);
  const paraphrase = (m: Mention) => {
    const short = random() < SHORT_BRAND;
    const parts = shuffle(random, [...m.sentences]).map((sentence) => {
      const text = short ? sentence.replace(m.title, m.name) : sentence;
      const kept = wordsOf(text)
        .filter((word) => word.includes(m.name) || random() >= PARAPHRASE_DROP)
        .map((word) => lexicon.synonyms[word.toLowerCase()] ?? word)
        .flatMap((word) => (random() < 0.15 ? [word, pickOf(random, lexicon.fillers)] : [word]));
      return `${pickOf(random, lexicon.fillers)} ${kept.join(' ')}`;
    });
    return say(parts.join(' '), 0.7);
  };
  // A word of the brand and of its offer apart from each other, in another order, inside talk.
  const scatter = (words: string[]) => {
    const spans = shuffle(random, words).map((word) => say(`${word} ${talk(between(random, SCATTER_GAP))}`, 0.5));
    return { start: spans[0]!.start, end: spans.at(-1)!.end };
  };
  const offerWords = (m: Mention, count: number) =>
    shuffle(
      random,
      wordsOf(m.sentences.join(' ').replace(m.title, ''))
        .map((word) => word.replace(/[.,:;]$/, ''))
        .filter(
          (word) => word.length > 3 && !word.includes(m.name) && !lexicon.functionWords.includes(word.toLowerCase()),
        ),
    ).slice(0, count);

  type Planted = { kind: EventKind; schedule: number; read: () => { start: number; end: number } };
  const planned: Planted[] = [];
  for (let slot = 0; slot < perKind; slot++) {
    // The kinds that are not readings target the aired and the never-aired schedule in turn.
    const target = (slot + seed) % 2 === 0 ? slot : perKind + slot;
    const m = all[target]!;
    planned.push(
      { kind: 'verbatim', schedule: slot, read: () => verbatim(aired[slot]!) },
      { kind: 'paraphrase', schedule: slot, read: () => paraphrase(aired[slot]!) },
      {
        kind: 'passing',
        schedule: target,
        read: () =>
          say(
            `${talk(4)} ${pickOf(random, lexicon.passing).replace('{title}', m.title).replace('{name}', m.name)} ${talk(4)}`,
            0.5,
          ),
      },
      {
        kind: 'competitor',
        schedule: target,
        read: () => {
          const rival = mentionOf(random, lexicon, language, tradeOf(target), newName());
          return random() < 0.5 ? verbatim(rival) : paraphrase(rival);
        },
      },
      {
        kind: 'generic',
        schedule: target,
        read: () =>
          say(
            shuffle(random, [...m.generic, ...offerWords(m, 4)])
              .map((word) => `${word} ${talk(between(random, [0, 2]))}`)
              .join(' '),
            0.5,
          ),
      },
      {
        kind: 'scattered',
        schedule: target,
        read: () => scatter([...m.generic, ...(random() < 0.5 ? [m.name] : []), ...offerWords(m, 4)]),
      },
    );
  }

  const events: PlantedEvent[] = never.map((_m, slot) => ({
    kind: 'never-aired',
    schedule: perKind + slot,
    start: NaN,
    end: NaN,
  }));
  const gap = Math.floor(options.talkWords / (planned.length + 1));
  const talkBlocks = (words: number) => {
    for (let left = words; left > 0;) {
      const block = Math.min(left, between(random, WORDS_PER_TALK_BLOCK));
      for (let said = 0; said < block;) {
        const sentence = between(random, [6, 18]);
        say(talk(sentence), 0.5);
        said += sentence;
      }
      left -= block;
      if (left > 0) tape.song();
    }
  };
  for (const event of shuffle(random, planned)) {
    talkBlocks(gap);
    const { start, end } = event.read();
    events.push({ kind: event.kind, schedule: event.schedule, start, end });
  }
  talkBlocks(gap);
  return { language, words: tape.words, schedules, events };
}
