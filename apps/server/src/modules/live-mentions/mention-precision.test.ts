/**
 * Issue 33 point 1: the scorer knows what a brand is. A mention whose title is common words and
 * an invented name is not invented from those words heard in talk and in other mentions'
 * readings; its name alone with the offer is enough; a name one letter off that the engine was
 * sure of is another brand; and each detection says which words carried it.
 */
import type { TranscriptionWord } from '@antena/contract';
import { describe, expect, it } from 'vitest';
import { brandStems, findMentions, findPreparedMentions, prepareWords, type MentionScript } from './mention-scoring';
import { addCounts, type TermCounts } from './term-rarity';

const WORD_MS = 400;
const DAY = Date.UTC(2026, 0, 12, 9);
const minutes = (n: number) => DAY + n * 60_000;

/** What the engine writes for a text said from `at`; `unsure` words get a low confidence. */
function said(text: string, at: number, unsure: string[] = []): TranscriptionWord[] {
  return text
    .toLowerCase()
    .replace(/[.,;:!?¡¿"()]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word, i) => ({
      word,
      confidence: unsure.includes(word) ? 0.45 : 0.92,
      start: at + i * WORD_MS,
      end: at + (i + 1) * WORD_MS - 50,
    }));
}

const day = (...parts: [minute: number, text: string, unsure?: string[]][]) =>
  parts.flatMap(([minute, text, unsure]) => said(text, minutes(minute), unsure));

/** Mentions of one trade: a school's summer camp, two brands with the same generic title words. */
const KALUMBRA: MentionScript = {
  title: 'Escuela de Verano Kalumbra',
  dirtyText:
    'Tus hijos aprenden jugando en la Escuela de Verano Kalumbra. Natación, arte y deportes ' +
    'de lunes a viernes. Inscripción con 20% de descuento hasta el viernes. Kalumbra, en Palermo.',
};
const BORINTA: MentionScript = {
  title: 'Escuela de Verano Borinta',
  dirtyText:
    'Tus hijos aprenden jugando en la Escuela de Verano Borinta. Natación, arte y deportes ' +
    'de lunes a viernes. Inscripción con 15% de descuento hasta el viernes. Borinta, en Caballito.',
};
const BORINTA_READ =
  'Tus hijos aprenden jugando en la Escuela de Verano Borinta. Natación, arte y deportes de lunes a ' +
  'viernes. Inscripción con quince por ciento de descuento hasta el viernes. Borinta, en Caballito.';

/** A morning of talk where summer, school, traffic, prices and Friday are said again and again. */
const TALK = [
  'Buen día, arrancamos la semana con calor, el verano llegó con todo y el tránsito está complicado.',
  'Los precios de la escuela subieron otra vez, nos escribe una oyente que dice que las cuotas no paran.',
  'El viernes hay feria en la plaza, con descuento para jubilados y juegos para los chicos.',
  'Ayer en la escuela del barrio hubo acto de fin de año, los chicos cantaron y bailaron.',
  'Este verano hay que cuidarse del sol, tomen mucha agua y eviten el tránsito del mediodía.',
  'Los precios del verano en la costa están por las nubes, nos cuenta Marta desde Mar del Plata.',
].join(' ');
const talkHour = (from: number) => Array.from({ length: 6 }, (_, i): [number, string] => [from + i * 3, TALK]);

describe('live mention precision (issue 33)', () => {
  it("does not invent a never-aired mention from its generic words in talk and in another brand's reading", () => {
    const words = day(...talkHour(0), [20, BORINTA_READ], ...talkHour(25));
    const prepared = prepareWords(words, 'es');
    const others = brandStems([KALUMBRA, BORINTA], 'es');
    expect(findPreparedMentions(KALUMBRA, prepared, others)).toEqual([]);
    expect(findPreparedMentions(BORINTA, prepared, others)).toHaveLength(1);
  });

  it('finds a reading that names the brand by its invented name alone', () => {
    const paraphrase =
      'Che, en Kalumbra los chicos aprenden natación, arte y deportes de lunes a viernes, y la inscripción ' +
      'tiene veinte por ciento de descuento hasta el viernes. Queda en Palermo.';
    const found = findMentions(KALUMBRA, day(...talkHour(0), [20, paraphrase], ...talkHour(25)), 'es');
    expect(found).toHaveLength(1);
    expect(found[0]!.words[0]!.word).toBe('kalumbra');
  });

  it('takes a name one letter off for a mishearing only when the engine was unsure of it', () => {
    const reading = BORINTA_READ.replaceAll('Borinta', 'Korinta');
    const sure = day(...talkHour(0), [20, reading]);
    expect(findMentions(BORINTA, sure, 'es')).toEqual([]);
    const unsure = day(...talkHour(0), [20, reading, ['korinta']]);
    expect(findMentions(BORINTA, unsure, 'es')).toHaveLength(1);
  });

  it('finds a name the engine spelled as it sounds, however sure it was of that spelling', () => {
    const reading = KALUMBRA.dirtyText!.replaceAll('Kalumbra', 'Calumbra');
    const found = findMentions(KALUMBRA, day(...talkHour(0), [20, reading]), 'es');
    expect(found).toHaveLength(1);
    expect(found[0]!.explanation.terms.find((t) => t.term === 'Kalumbra')).toMatchObject({ heard: 'calumbra' });
  });

  it("never takes another schedule's brand for a mishearing of this one", () => {
    const nilopo: MentionScript = {
      title: 'Turismo Sol Nilopo',
      dirtyText: 'Viajá con Turismo Sol Nilopo a la costa, siete noches con media pensión desde 6500 pesos.',
    };
    const nilolo: MentionScript = {
      ...nilopo,
      title: 'Turismo Sol Nilolo',
      dirtyText: nilopo.dirtyText!.replace('Nilopo', 'Nilolo'),
    };
    const words = day(...talkHour(0), [20, nilopo.dirtyText!, ['nilopo']]);
    const prepared = prepareWords(words, 'es');
    const others = brandStems([nilopo, nilolo], 'es');
    expect(findPreparedMentions(nilopo, prepared, others)).toHaveLength(1);
    expect(findPreparedMentions(nilolo, prepared, others)).toEqual([]);
  });

  it('explains a detection: the distinctive word, and the rare words weighing more than the common ones', () => {
    const found = findMentions(KALUMBRA, day(...talkHour(0), [20, KALUMBRA.dirtyText!], ...talkHour(25)), 'es');
    expect(found).toHaveLength(1);
    const { explanation } = found[0]!;
    expect(explanation.distinctive).toBe('Kalumbra');
    const term = (word: string) => explanation.terms.find((t) => t.term === word)!;
    expect(term('Kalumbra')).toMatchObject({ class: 'brand', heard: 'kalumbra', credit: 1 });
    expect(term('Kalumbra').weight).toBeGreaterThan(2 * term('Verano').weight);
    expect(term('Natación').weight).toBeGreaterThan(term('descuento').weight);
    expect(explanation.brand).toBe(1);
    expect(explanation.rest).toBeGreaterThan(0.9);
  });

  it("weighs a word by the station's recent days: one said all week weighs less than on a first day", () => {
    const reading = day(...talkHour(0), [20, KALUMBRA.dirtyText!]);
    const weightOf = (history?: TermCounts) =>
      findPreparedMentions(KALUMBRA, prepareWords(reading, 'es', history))[0]!.explanation.terms.find(
        (t) => t.term === 'Natación',
      )!.weight;
    const week = addCounts(
      Array.from(
        { length: 7 },
        () => prepareWords(day(...talkHour(0), [20, 'Natación en el club del barrio.']), 'es').counts,
      ),
    );
    expect(weightOf(week)).toBeLessThan(weightOf() * 0.8);
  });
});
