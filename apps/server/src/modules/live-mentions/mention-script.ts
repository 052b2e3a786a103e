/**
 * What a live mention script asks to be heard (issue 19 point 1): its distinct terms, each in a
 * class. The brand (the schedule's title and the names the script writes with a capital) tells
 * whose mention it is; the rest (the offer, the product's words, its numbers) tells that the
 * mention was read and not only the brand named. docs/live-mention-scoring.md explains the weights.
 */
import { scriptWords, termsOf } from './mention-terms';
import { TRADE_WORDS } from './mention-words';

export interface MentionScript {
  title: string;
  dirtyText: string | null;
}

export type ScriptTermClass = 'brand' | 'name' | 'number' | 'content';

export interface ScriptTerm {
  stem: string;
  class: ScriptTermClass;
  /** Its weight within its part of the score (the brand, or the rest of the script), before its rarity. */
  weight: number;
  /** As the script writes it (first time), for the explanation a reviewer reads. */
  word: string;
  /** Where it first comes in the script's terms (in the title's when the script does not write it): the order a reading keeps. */
  position: number;
  /** A brand term's place in the title (-1 for other terms): the brand's words are heard together in this order. */
  titleIndex: number;
}

export interface ScriptTerms {
  terms: ScriptTerm[];
  /** The script's length in words, which sets the window's length. */
  wordCount: number;
}

/** Names and numbers say more than common words: a product, a place, a price, a "2x1". */
const NAME_WEIGHT = 2;
/** A one-digit number may be anything ("a las 8"): it weighs as a common word. */
const numberWeight = (stem: string) => (stem.length >= 2 ? NAME_WEIGHT : 1);

/** A trade word in a brand ("Supermercados") weighs a quarter of its name ("Don Pepe"). */
const TRADE_WEIGHT = 0.25;
const tradeStemsByLanguage = new Map<string, Set<string>>();
function tradeStems(language: string): Set<string> {
  let stems = tradeStemsByLanguage.get(language);
  if (!stems) {
    stems = new Set(termsOf(TRADE_WORDS[language] ?? [], language).map((term) => term.stem));
    tradeStemsByLanguage.set(language, stems);
  }
  return stems;
}

/**
 * The distinct terms of a script and their classes. The brand is the title's words that the
 * script writes too (a title's campaign label, "Promo verano", is rarely said on air), or all of
 * the title when the script writes none of it. Other words with a capital inside a sentence are
 * names (a product, a place); a word the script also writes in lower case inside a sentence
 * ("el café") is a common word wherever it appears, since a competitor says it too.
 */
export function scriptTerms(script: MentionScript, language: string): ScriptTerms {
  const text = script.dirtyText?.trim() || script.title;
  const { words, sentenceStarts } = scriptWords(text);
  const textTerms = termsOf(words, language, sentenceStarts);
  const titleWords = scriptWords(script.title).words;
  const titleTerms = termsOf(titleWords, language).filter((term) => !term.numeric);
  const titleStems = new Set(titleTerms.map((term) => term.stem));

  // A script in capitals (common in PNT files) says nothing by its capitals.
  const insideSentence = textTerms.filter((term) => !term.numeric && !sentenceStarts[term.first]);
  const capitals = insideSentence.filter((term) => term.capitalised).length;
  const mostlyCapitals = insideSentence.length > 3 && capitals > insideSentence.length / 2;

  const named = new Set<string>();
  const common = new Set<string>();
  for (const term of textTerms) {
    if (term.numeric || mostlyCapitals || sentenceStarts[term.first]) continue;
    (term.capitalised ? named : common).add(term.stem);
  }
  const written = new Set(textTerms.map((term) => term.stem));
  const brandStems = [...titleStems].filter((stem) => written.has(stem) && !common.has(stem));
  const brand = new Set(brandStems.length > 0 ? brandStems : titleStems);

  const trade = tradeStems(language);
  const terms = new Map<string, ScriptTerm>();
  // As a reviewer reads it: without the punctuation around it.
  const bare = (word: string) => word.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%]+$/gu, '');
  const positionOf = (stem: string, fallback: number) => {
    const at = textTerms.findIndex((term) => term.stem === stem);
    return at >= 0 ? at : fallback;
  };
  titleTerms.forEach((term, titleIndex) => {
    if (!brand.has(term.stem) || terms.has(term.stem)) return;
    terms.set(term.stem, {
      stem: term.stem,
      class: 'brand',
      weight: trade.has(term.stem) ? TRADE_WEIGHT : 1,
      word: bare(titleWords[term.first]!),
      position: positionOf(term.stem, titleIndex),
      titleIndex,
    });
  });
  textTerms.forEach(({ stem, numeric, first }, position) => {
    if (terms.has(stem)) return;
    const klass: ScriptTermClass = numeric ? 'number' : named.has(stem) && !common.has(stem) ? 'name' : 'content';
    const weight = numeric ? numberWeight(stem) : klass === 'name' ? NAME_WEIGHT : 1;
    terms.set(stem, { stem, class: klass, weight, word: bare(words[first]!), position, titleIndex: -1 });
  });
  return { terms: [...terms.values()], wordCount: words.length };
}
