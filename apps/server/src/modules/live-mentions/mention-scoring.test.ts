import type { TranscriptionWord } from '@antena/contract';
import { describe, expect, it } from 'vitest';
import {
  MENTION_SCORE_THRESHOLD,
  findMentions,
  findPreparedMentions,
  prepareWords,
  type MentionScript,
} from './mention-scoring';

const WORD_MS = 400;
const DAY = Date.UTC(2026, 2, 2, 9); // 2 March, 06:00 in Buenos Aires
const minutes = (n: number) => DAY + n * 60_000;

/** What the engine writes for a text said from `at`: lower case, no punctuation, 0.4 s a word. */
function said(text: string, at: number): TranscriptionWord[] {
  return text
    .toLowerCase()
    .replace(/[.,;:!?¡¿"()]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word, i) => ({ word, confidence: 0.9, start: at + i * WORD_MS, end: at + (i + 1) * WORD_MS - 50 }));
}

/** A day of talk: each part said from its minute, in time order. */
const day = (...parts: [minute: number, text: string][]) =>
  parts.flatMap(([minute, text]) => said(text, minutes(minute)));

const within5s = (result: { start: number }, at: number) =>
  expect(Math.abs(result.start - at)).toBeLessThanOrEqual(5000);

const DON_PEPE: MentionScript = {
  title: 'Supermercados Don Pepe',
  dirtyText:
    'Esta semana en Supermercados Don Pepe tenés 2x1 en todas las gaseosas y 30% de descuento en lácteos. ' +
    'Visitá tu sucursal de Palermo, abierta todos los días de 8 a 22.\nMencionar el 2x1.',
};
const DON_PEPE_VERBATIM =
  'Esta semana en Supermercados Don Pepe tenés 2x1 en todas las gaseosas y 30% de descuento en lácteos. ' +
  'Visitá tu sucursal de Palermo, abierta todos los días de 8 a 22.';

/** Radio talk that shares common words with the scripts (semana, descuento, leche, días) but reads none. */
const TALK_ES = [
  'Buen día a todos, son las siete y cuarto y arrancamos la semana con mucho frío en la ciudad.',
  'El tránsito está complicado en la avenida General Paz por un choque, mejor salgan temprano.',
  'Ayer ganó el equipo del barrio tres a uno y los hinchas festejaron toda la noche en la plaza.',
  'Nos escribe Marta que dice que la leche aumentó otra vez y que los precios no paran.',
  'Para el fin de semana se esperan lluvias fuertes, así que no se olviden el paraguas.',
  'En el gobierno dicen que habrá un descuento en el boleto para estudiantes desde marzo.',
  'Ahora vamos con un tema de los noventa que me pidieron muchos oyentes desde temprano.',
].join(' ');

const TALK_EN = [
  'Good morning everybody, it is seven fifteen and traffic on the interstate is backed up past exit nine.',
  'The home team won last night three to one, and fans were celebrating downtown until late.',
  'A listener writes that gas prices went up again this week and asks when they will come down.',
  'Expect heavy rain this weekend, so keep an umbrella in the car and drive carefully.',
  'Coming up next, a song from the nineties that many of you asked for this morning.',
].join(' ');

describe('findMentions (Spanish)', () => {
  it('finds the script read verbatim, from its first word of the mention', () => {
    const words = day([0, TALK_ES], [10, DON_PEPE_VERBATIM], [12, TALK_ES]);
    const found = findMentions(DON_PEPE, words, 'es');
    expect(found).toHaveLength(1);
    expect(found[0]!.score).toBeGreaterThanOrEqual(0.9);
    within5s(found[0]!, minutes(10));
    expect(found[0]!.words.map((word) => word.word).join(' ')).toContain('don pepe tenés 2x1');
    expect(found[0]!.start).toBe(found[0]!.words[0]!.start);
    expect(found[0]!.end).toBe(found[0]!.words.at(-1)!.end);
  });

  it('finds a paraphrase in the presenter own words, in another order', () => {
    const paraphrase =
      'Che, les cuento que los lácteos tienen un treinta por ciento de descuento y las gaseosas están ' +
      'al dos por uno, todo esto en Don Pepe esta semana. Pasen por la sucursal de Palermo.';
    const found = findMentions(DON_PEPE, day([0, TALK_ES], [20, paraphrase], [22, TALK_ES]), 'es');
    expect(found).toHaveLength(1);
    within5s(found[0]!, minutes(20));
  });

  it('starts a paraphrase at its own words, not at a script word said in the talk before it', () => {
    const talk =
      'La feria del barrio está abierta toda la tarde, vayan con los chicos que hay juegos y música en vivo.';
    const paraphrase =
      'Y ahora sí: en Don Pepe esta semana las gaseosas al dos por uno y los lácteos con treinta por ciento de descuento.';
    const found = findMentions(DON_PEPE, said(`${talk} ${paraphrase}`, minutes(30)), 'es');
    expect(found).toHaveLength(1);
    expect(found[0]!.words[0]!.word).toBe('don');
  });

  it('finds the script in a different order', () => {
    const reordered =
      'Visitá tu sucursal de Palermo, abierta todos los días de 8 a 22. En lácteos 30% de descuento, ' +
      'y 2x1 en todas las gaseosas, esta semana en Supermercados Don Pepe.';
    const found = findMentions(DON_PEPE, day([0, TALK_ES], [5, reordered]), 'es');
    expect(found).toHaveLength(1);
    within5s(found[0]!, minutes(5));
  });

  it('does not take the brand named in passing for the mention', () => {
    const passing = 'Ayer pasé por Supermercados Don Pepe de Palermo y estaba lleno de gente, una locura.';
    expect(findMentions(DON_PEPE, day([0, TALK_ES], [3, passing], [4, TALK_ES]), 'es')).toEqual([]);
  });

  it("does not take a competitor's mention with the same offer for this one", () => {
    const competitor = DON_PEPE_VERBATIM.replace('Supermercados Don Pepe', 'Supermercados La Estrella');
    expect(findMentions(DON_PEPE, day([0, TALK_ES], [3, competitor]), 'es')).toEqual([]);
    const otherName = DON_PEPE_VERBATIM.replace('Supermercados Don Pepe', 'Almacenes Rivera');
    expect(findMentions(DON_PEPE, day([0, otherName]), 'es')).toEqual([]);
  });

  it('finds the script where the engine dropped the accents, and a brand misheard by one letter', () => {
    const serrania: MentionScript = {
      title: 'Lácteos Serranía',
      dirtyText:
        'Arrancá el día con la leche Serranía, ordeñada en la sierra de Córdoba. ' +
        'Yogures y quesos Serranía: lo mejor del campo a tu mesa.',
    };
    const heard = 'arranca el dia con la leche cerrania ordenada en la sierra de cordoba yogures y quesos cerrania';
    // The engine is unsure of a name it mishears (a word it is sure of is another word: mention-precision.test.ts).
    const words = day([0, TALK_ES], [7, heard]).map((w) => (w.word === 'cerrania' ? { ...w, confidence: 0.55 } : w));
    const found = findMentions(serrania, words, 'es');
    expect(found).toHaveLength(1);
    within5s(found[0]!, minutes(7));
  });

  it('scores numbers read as words as it scores digits', () => {
    const digits = findMentions(DON_PEPE, day([1, DON_PEPE_VERBATIM]), 'es');
    const spelled = DON_PEPE_VERBATIM.replace('2x1', 'dos por uno')
      .replace('30%', 'treinta por ciento')
      .replace('de 8 a 22', 'de ocho a veintidós');
    const words = findMentions(DON_PEPE, day([1, spelled]), 'es');
    expect(words).toHaveLength(1);
    expect(words[0]!.score).toBe(digits[0]!.score);
  });

  it('gives each of two competitors of one trade, read the same day, only its own reading', () => {
    const estrella: MentionScript = {
      ...DON_PEPE,
      title: 'Supermercados La Estrella',
      dirtyText: DON_PEPE.dirtyText!.replace('Supermercados Don Pepe', 'Supermercados La Estrella'),
    };
    const words = day([0, TALK_ES], [10, DON_PEPE_VERBATIM], [11, TALK_ES], [40, estrella.dirtyText!]);
    const pepe = findMentions(DON_PEPE, words, 'es');
    const star = findMentions(estrella, words, 'es');
    expect(pepe).toHaveLength(1);
    within5s(pepe[0]!, minutes(10));
    expect(star).toHaveLength(1);
    within5s(star[0]!, minutes(40));
  });

  it('finds two readings of one day, each at its time, and invents nothing in the talk between', () => {
    const words = day([0, TALK_ES], [60, DON_PEPE_VERBATIM], [61, TALK_ES], [300, TALK_ES], [420, DON_PEPE_VERBATIM]);
    const found = findMentions(DON_PEPE, words, 'es');
    expect(found).toHaveLength(2);
    within5s(found[0]!, minutes(60));
    within5s(found[1]!, minutes(420));
  });

  it('finds nothing in a day of talk without the mention', () => {
    const talk = day([0, TALK_ES], [10, TALK_ES], [20, TALK_ES], [30, TALK_ES]);
    expect(findMentions(DON_PEPE, talk, 'es')).toEqual([]);
  });
});

describe('findMentions (window edges)', () => {
  it('finds a mention at the very start and at the very end of the day', () => {
    const words = day([0, DON_PEPE_VERBATIM], [2, TALK_ES], [30, DON_PEPE_VERBATIM]);
    const found = findMentions(DON_PEPE, words, 'es');
    expect(found).toHaveLength(2);
    expect(found[0]!.start).toBeLessThanOrEqual(minutes(0) + 5000);
    expect(found[1]!.end).toBe(words.at(-1)!.end);
  });

  it('does not join the halves of a reading split by a long pause into one mention', () => {
    const [firstHalf, secondHalf] = DON_PEPE_VERBATIM.split('. ');
    const words = day([0, firstHalf!], [5, secondHalf!]);
    const pauseStart = minutes(1);
    const pauseEnd = minutes(5);
    for (const found of findMentions(DON_PEPE, words, 'es')) {
      expect(found.end < pauseStart || found.start >= pauseEnd).toBe(true);
    }
    // Said without the pause, the same words are one mention.
    expect(findMentions(DON_PEPE, day([0, `${firstHalf}. ${secondHalf}`]), 'es')).toHaveLength(1);
  });

  it('finds nothing in an empty day or for an empty script', () => {
    expect(findMentions(DON_PEPE, [], 'es')).toEqual([]);
    expect(findMentions({ title: '', dirtyText: null }, day([0, DON_PEPE_VERBATIM]), 'es')).toEqual([]);
  });
});

describe('findMentions (English and other languages)', () => {
  const RIVERSIDE: MentionScript = {
    title: 'Riverside Motors',
    dirtyText:
      'This weekend only at Riverside Motors: zero percent financing on every new Civic, plus a free oil change ' +
      'for a whole year. Visit Riverside Motors on Main Street, open until 9 pm.',
  };

  it('finds the script read verbatim, paraphrased and with numbers as digits', () => {
    const verbatim = said(RIVERSIDE.dirtyText!, minutes(10));
    expect(findMentions(RIVERSIDE, verbatim, 'en')).toHaveLength(1);
    const paraphrase =
      'Folks, you can drive a brand new Civic home with 0% financing this weekend, and Riverside Motors throws ' +
      'in free oil changes for the year. Stop by their lot on Main Street.';
    const found = findMentions(RIVERSIDE, day([0, TALK_EN], [15, paraphrase], [17, TALK_EN]), 'en');
    expect(found).toHaveLength(1);
    within5s(found[0]!, minutes(15));
  });

  it('scores numbers read as words as it scores digits', () => {
    const digits = 'Riverside Motors: 0% financing on every new Civic, $500 off, open until 9 pm on Main Street.';
    const spelled =
      'Riverside Motors zero percent financing on every new Civic five hundred off open until nine pm on Main Street';
    const heardDigits = findMentions(RIVERSIDE, said(digits, minutes(1)), 'en');
    const heardWords = findMentions(RIVERSIDE, said(spelled, minutes(1)), 'en');
    expect(heardWords).toHaveLength(1);
    expect(heardWords[0]!.score).toBe(heardDigits[0]!.score);
  });

  it("finds neither the brand in passing nor a competitor's same offer", () => {
    const passing = 'I drove past Riverside Motors on my way in and the parking lot was packed.';
    expect(findMentions(RIVERSIDE, day([0, TALK_EN], [3, passing], [4, TALK_EN]), 'en')).toEqual([]);
    const competitor = RIVERSIDE.dirtyText!.replaceAll('Riverside Motors', 'Lakeside Auto Group');
    expect(findMentions(RIVERSIDE, day([0, TALK_EN], [3, competitor]), 'en')).toEqual([]);
  });

  it('matches words as written in a language it does not stem', () => {
    const script: MentionScript = {
      title: 'Padaria Estrela',
      dirtyText: 'Pão quentinho da Padaria Estrela todas as manhãs, com 20% de desconto no café.',
    };
    const found = findMentions(
      script,
      day([0, 'pao quentinho da padaria estrela todas as manhas com 20% de desconto']),
      'pt',
    );
    expect(found).toHaveLength(1);
  });
});

describe('prepareWords', () => {
  it('scores many scripts against one prepared day as findMentions does', () => {
    const words = day([0, TALK_ES], [60, DON_PEPE_VERBATIM], [61, TALK_ES]);
    const prepared = prepareWords(words, 'es');
    expect(findPreparedMentions(DON_PEPE, prepared)).toEqual(findMentions(DON_PEPE, words, 'es'));
    expect(findPreparedMentions(DON_PEPE, prepared)[0]!.score).toBeGreaterThanOrEqual(MENTION_SCORE_THRESHOLD);
  });
});
