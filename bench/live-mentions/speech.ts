/**
 * How the harder set's text becomes what a speech engine writes (issue 33 point 2): numbers said
 * as digits or words, words dropped, rare words misspelled with a low confidence, and a clock
 * that gives every word its start and end. Common words are heard right: an engine's vocabulary
 * holds them; invented brand names and long trade words are where it errs.
 */
import type { TranscriptionWord } from '@antena/contract';
import { spelled, type Language, type Random } from './lexicon';

/** The words of a text as a presenter says them; `spellNumbers` is how often a number is said in words. */
export function spoken(text: string, language: Language, random: Random, spellNumbers: number): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\s+/)) {
    const token = raw.replace(/^[¿¡"(]+|[.,:;?!")]+$/g, '');
    if (!token) continue;
    const price = /^\$([\d.]+)$/.exec(token);
    const percent = /^(\d+)%$/.exec(token);
    const inWords = random() < spellNumbers;
    if (price) {
      const value = Number(price[1]!.replace(/\./g, ''));
      const currency = language === 'es' ? 'pesos' : 'dollars';
      out.push(
        ...(inWords ? spelled(value, language).split(' ') : [random() < 0.5 ? price[1]! : String(value)]),
        currency,
      );
    } else if (percent) {
      const value = Number(percent[1]);
      const percentWords = language === 'es' ? ['por', 'ciento'] : ['percent'];
      if (inWords) out.push(...spelled(value, language).split(' '), ...percentWords);
      else if (random() < 0.5) out.push(`${value}%`);
      else out.push(String(value), ...percentWords);
    } else if (/^\d+$/.test(token)) {
      out.push(...(inWords ? spelled(Number(token), language).split(' ') : [token]));
    } else {
      out.push(token.toLowerCase());
    }
  }
  return out;
}

/** ASR noise rates: what the engine drops, how often it misspells a word it does not know, and one it knows. */
const DROP = 0.04;
const MISSPELL_ONCE = 0.15;
const MISSPELL_TWICE = 0.03;
const MISSPELL_KNOWN = 0.02;
const VOWELS = 'aeiou';

/** One edit past the first letter: a vowel changed, a letter dropped or doubled. */
function edited(word: string, random: Random): string {
  for (;;) {
    const at = 1 + Math.floor(random() * (word.length - 1));
    const letter = word[at]!;
    const choice = random();
    let next: string;
    if (choice < 0.4 && VOWELS.includes(letter))
      next = word.slice(0, at) + VOWELS[Math.floor(random() * 5)] + word.slice(at + 1);
    else if (choice < 0.7) next = word.slice(0, at) + word.slice(at + 1);
    else next = word.slice(0, at) + letter + word.slice(at);
    if (next !== word) return next;
  }
}

/** A station day's words as the engine writes them, on a running clock (epoch ms). */
export class Tape {
  readonly words: TranscriptionWord[] = [];

  constructor(
    public clock: number,
    private readonly random: Random,
    /** Words the engine knows (the language's function and talk words): heard right when not dropped. */
    private readonly known: Set<string>,
  ) {}

  /** Says the words; returns when the first began and the last ended. */
  say(tokens: string[]): { start: number; end: number } {
    const start = this.clock;
    for (const token of tokens) {
      const duration = 180 + Math.floor(this.random() * 260);
      if (this.random() >= DROP) {
        const { word, misheard } = this.hear(token);
        const confidence = misheard
          ? 0.3 + 0.3 * this.random()
          : this.random() < 0.06
            ? 0.5 + 0.25 * this.random()
            : 0.75 + 0.24 * this.random();
        this.words.push({
          word,
          confidence: Math.round(confidence * 100) / 100,
          start: this.clock,
          end: this.clock + duration,
        });
      }
      this.clock += duration + 40 + Math.floor(this.random() * 120);
    }
    const end = this.clock;
    this.clock += 250 + Math.floor(this.random() * 500); // the breath after a sentence
    return { start, end };
  }

  /** A song or an ad break: minutes with no words. */
  song(): void {
    this.clock += 150_000 + Math.floor(this.random() * 90_000);
  }

  private hear(token: string): { word: string; misheard: boolean } {
    if (token.length < 5 || /\d/.test(token)) return { word: token, misheard: false };
    const roll = this.random();
    if (this.known.has(token)) {
      return roll < MISSPELL_KNOWN
        ? { word: edited(token, this.random), misheard: true }
        : { word: token, misheard: false };
    }
    if (roll < MISSPELL_TWICE) return { word: edited(edited(token, this.random), this.random), misheard: true };
    if (roll < MISSPELL_TWICE + MISSPELL_ONCE) return { word: edited(token, this.random), misheard: true };
    return { word: token, misheard: false };
  }
}
