/**
 * Live mention scoring over a synthetic day (issue 19 point 1): prints how long scoring 50
 * schedules' scripts against a day of 100,000 words takes, and the recall and precision on that
 * day. Asserts nothing.
 *
 *   node --import tsx bench/live-mentions/run.ts [--words 100000] [--scripts 50] [--seed 19]
 */
import type { TranscriptionWord } from '@antena/contract';
import { parseArgs } from 'node:util';
import {
  findMentions,
  findPreparedMentions,
  prepareWords,
  type MentionScript,
} from '../../apps/server/src/modules/live-mentions/mention-scoring';
import { pick } from '../speech/vocabulary';

const { values } = parseArgs({
  options: {
    words: { type: 'string', default: '100000' },
    scripts: { type: 'string', default: '50' },
    seed: { type: 'string', default: '19' },
  },
});
const WORDS = Number(values.words);
const SCRIPTS = Number(values.scripts);
let seed = Number(values.seed);
/** mulberry32, so every run draws the same day. */
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
}
const pickOf = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

// Ten categories, so five schedules share each category word: each is the others' competitor.
const CATEGORIES = ['Supermercados', 'Farmacia', 'Banco', 'Seguros', 'Panadería'];
const CATEGORIES_MORE = ['Ferretería', 'Óptica', 'Librería', 'Heladería', 'Pinturerías'];
const SYLLABLES = ['ka', 'lo', 'mi', 'ru', 'te', 'sa', 'po', 'ni', 'ba', 'de'];
const PRODUCTS = ['gaseosas', 'lácteos', 'carnes', 'verduras', 'medicamentos', 'cuadernos', 'helados', 'pinturas'];
const OFFERS = ['2x1', '3x2', 'envío gratis', 'cuotas sin interés', 'un regalo sorpresa'];
const PLACES = ['Palermo', 'Belgrano', 'Caballito', 'Flores', 'Recoleta', 'Almagro'];
/**
 * Talk: the speech benchmark's Zipf-like vocabulary, and three words in ten from phrases holding
 * the scripts' common words (semana, descuento, abierto, Palermo...), so talk shares much with them.
 */
const TALK = (
  'buen día a todos hoy en la ciudad hace frío el tránsito está complicado en la avenida ' +
  'ganó el equipo anoche y los hinchas festejaron la semana que viene llueve según el pronóstico ' +
  'el gobierno anunció un descuento en el boleto los precios de la leche y las carnes subieron ' +
  'nos escribe una oyente desde Flores y pide un tema de los noventa vamos con la música ' +
  'abierto todos los días de la semana en el barrio de Palermo hay una feria con verduras y helados'
).split(' ');

const brandName = (k: number) =>
  [k % 10, Math.floor(k / 10) % 10, (k * 7) % 10]
    .map((i) => SYLLABLES[i])
    .join('')
    .replace(/^./, (c) => c.toUpperCase());

function script(k: number): MentionScript {
  const category = [...CATEGORIES, ...CATEGORIES_MORE][k % 10]!;
  const brand = brandName(k + 11);
  const [first, second] = [pickOf(PRODUCTS), pickOf(PRODUCTS)];
  return {
    title: `${category} ${brand}`,
    dirtyText:
      `Esta semana en ${category} ${brand} tenés ${pickOf(OFFERS)} en ${first} y ${10 + 5 * Math.floor(random() * 8)}% ` +
      `de descuento en ${second}. Visitá ${brand} en ${pickOf(PLACES)}, abierto de ${8 + Math.floor(random() * 3)} ` +
      `a ${20 + Math.floor(random() * 4)}.`,
  };
}

/** A presenter's reading: about a third of the script's words dropped, talk words added between. */
function paraphrase(text: string): string {
  const brand = text.match(/en \S+ (\S+) tenés/)?.[1] ?? '';
  return text
    .split(' ')
    .filter((word) => word.includes(brand) || random() > 0.35)
    .flatMap((word) => (random() < 0.3 ? [word, pickOf(TALK)] : [word]))
    .join(' ');
}

const scripts = Array.from({ length: SCRIPTS }, (_, k) => script(k));
// Each script read twice: verbatim, and paraphrased, at random minutes of the day in talk.
const readings = scripts.flatMap((s, k) => [
  { k, text: s.dirtyText!, minute: 0 },
  { k, text: paraphrase(s.dirtyText!), minute: 0 },
]);
const slots = readings.length;
readings.sort(() => random() - 0.5);

const words: TranscriptionWord[] = [];
const planted: { k: number; at: number }[] = [];
const talkPerSlot = Math.floor(WORDS / (slots + 1));
let clock = Date.UTC(2026, 2, 2, 9);
const say = (text: string) => {
  for (const word of text.toLowerCase().replace(/[.,]/g, '').split(/\s+/).filter(Boolean)) {
    words.push({ word, confidence: 0.9, start: clock, end: clock + 350 });
    clock += 400;
  }
};
for (let slot = 0; slot <= slots; slot++) {
  for (let i = 0; i < talkPerSlot; i++) {
    say(random() < 0.3 ? pickOf(TALK) : pick());
    if (i % 150 === 149) clock += 180_000; // a song between talk blocks
  }
  const reading = readings[slot];
  if (reading) {
    planted.push({ k: reading.k, at: clock });
    say(reading.text);
  }
}

const ms = (from: number) => (performance.now() - from).toFixed(0);
let started = performance.now();
const prepared = prepareWords(words, 'es');
console.log(`day: ${words.length} words, ${prepared.vocabulary.length} distinct stems; prepareWords ${ms(started)} ms`);
started = performance.now();
const found = scripts.map((s) => findPreparedMentions(s, prepared));
console.log(`findPreparedMentions × ${SCRIPTS} scripts: ${ms(started)} ms`);
started = performance.now();
for (const s of scripts) findMentions(s, words, 'es');
console.log(`findMentions × ${SCRIPTS} scripts (normalising the day each time): ${ms(started)} ms`);

let truePositives = 0;
let falsePositives = 0;
found.forEach((mentions, k) => {
  for (const mention of mentions) {
    const hit = planted.some((p) => p.k === k && Math.abs(mention.start - p.at) <= 5000);
    if (hit) truePositives++;
    else {
      falsePositives++;
      console.log(
        `invented for "${scripts[k]!.title}": ${mention.score.toFixed(2)} ${mention.words.map((w) => w.word).join(' ')}`,
      );
    }
  }
});
console.log(
  `readings planted ${planted.length}, found ${truePositives} within 5 s, ${falsePositives} invented: ` +
    `recall ${((100 * truePositives) / planted.length).toFixed(1)} %, ` +
    `precision ${((100 * truePositives) / Math.max(1, truePositives + falsePositives)).toFixed(1)} %`,
);
const scores = found
  .flat()
  .map((mention) => mention.score)
  .sort((a, b) => a - b);
const at = (q: number) => scores[Math.floor(q * (scores.length - 1))]?.toFixed(2);
console.log(`scores of the mentions found: min ${at(0)}, p10 ${at(0.1)}, median ${at(0.5)}, max ${at(1)}`);
for (const p of planted) {
  if (!found[p.k]!.some((m) => Math.abs(m.start - p.at) <= 5000)) {
    const heard = words.filter((w) => w.start >= p.at - 8000 && w.start < p.at + 30_000).map((w) => w.word);
    console.log(`missed "${scripts[p.k]!.title}" (${scripts[p.k]!.dirtyText}): ${heard.join(' ')}`);
  }
}
