/**
 * Where a script's terms are heard in a prepared day, and how well (issue 33 point 1): each
 * match carries a credit level from how it was heard (as written or misheard by one edit, with
 * the engine's confidence or not), the brand's other words count only next to its most
 * distinctive word and in the title's order, and each pair of successive matches says whether the
 * script's order is kept there. docs/live-mention-scoring.md "Matches".
 */
import type { ScriptTerm } from './mention-script';
import { scriptTermOfStems, type PreparedWords } from './prepared-words';
import { rarityOf } from './term-rarity';

/** A word the engine gives under this confidence is unsure. */
export const UNSURE_CONFIDENCE = 0.5;
/**
 * A word one letter off a script's term that the engine wrote with at least 0.85 confidence is
 * another word (a competitor's `Kalosa` for `Salosa`), not the term misheard: engines are unsure
 * of the names they mishear; two letters off, from 0.6. Indexed by the edits.
 */
export const SURE_CONFIDENCE = [Infinity, 0.85, 0.6] as const;
/** Credit per level: as written, as written but unsure, misheard by one edit, misheard and unsure. */
export const LEVEL_CREDIT = [1, 0.85, 0.8, 0.68] as const;
export const LEVELS = LEVEL_CREDIT.length;
/** A brand word counts within this many terms of the distinctive one ("Escuela de Verano Kalumbra"). */
const BRAND_REACH = 3;
/** Successive matches keep the script's order when the second comes 1 to 4 script terms after the first... */
const ORDER_STEP = 4;
/** ...and at most this many terms of talk after it. */
const ORDER_GAP = 6;

/** A script's terms weighed for a day: weight × rarity in the station's talk. */
export interface WeighedTerms {
  terms: ScriptTerm[];
  weights: Float64Array;
  /** The brand's most distinctive term (the rarest, weight considered), -1 for a script without a brand. */
  distinctive: number;
}

export function weighTerms(terms: ScriptTerm[], prepared: PreparedWords): WeighedTerms {
  const weights = Float64Array.from(terms, (term) => term.weight * rarityOf(prepared.talk, term.stem));
  // On a tie (a station with no history yet), the longer word, then the later in the title (the
  // name usually ends it: `Supermercados Don Pepe`, `Escuela de Verano Kalumbra`).
  let distinctive = -1;
  const beats = (t: number, other: number) =>
    weights[t]! > weights[other]! ||
    (weights[t] === weights[other] && terms[t]!.stem.length >= terms[other]!.stem.length);
  terms.forEach((term, t) => {
    if (term.class === 'brand' && (distinctive < 0 || beats(t, distinctive))) distinctive = t;
  });
  return { terms, weights, distinctive };
}

/** The terms of the day that are terms of the script, in time order. */
export interface Matches {
  /** Index of the day's term. */
  token: number[];
  /** Index of the script's term. */
  term: number[];
  /** Credit level (LEVEL_CREDIT). */
  level: number[];
  /** 1 when this match and the next keep the script's order, close together. */
  ordered: Uint8Array;
}

/**
 * `others` are the stems of the other schedules' brands of the day: a word heard that is one of
 * them is never taken for a mishearing of this script's brand.
 */
export function matchesOf(prepared: PreparedWords, weighed: WeighedTerms, others?: ReadonlySet<string>): Matches {
  const { terms, distinctive } = weighed;
  const { termOf, misheard } = scriptTermOfStems(prepared, terms, others);
  const heard: { token: number; term: number; level: number }[] = [];
  prepared.termStem.forEach((stem, i) => {
    const t = termOf[stem]!;
    if (t < 0) return;
    const confidence = prepared.termConfidence[i]!;
    if (confidence >= SURE_CONFIDENCE[misheard[stem]!]!) return;
    const unsure = confidence < UNSURE_CONFIDENCE ? 1 : 0;
    heard.push({ token: i, term: t, level: (misheard[stem] ? 2 : 0) + unsure });
  });
  const distinctiveAt = heard.filter((m) => m.term === distinctive).map((m) => m.token);
  const kept = heard.filter(
    (m) => terms[m.term]!.class !== 'brand' || m.term === distinctive || nextToBrand(m, distinctiveAt, weighed),
  );
  const ordered = new Uint8Array(kept.length);
  for (let m = 0; m + 1 < kept.length; m++) {
    const step = terms[kept[m + 1]!.term]!.position - terms[kept[m]!.term]!.position;
    const gap = kept[m + 1]!.token - kept[m]!.token;
    ordered[m] = step >= 1 && step <= ORDER_STEP && gap <= ORDER_GAP ? 1 : 0;
  }
  return {
    token: kept.map((m) => m.token),
    term: kept.map((m) => m.term),
    level: kept.map((m) => m.level),
    ordered,
  };
}

/** A brand word counts when the distinctive word is heard a few terms away, on its side in the title. */
function nextToBrand(match: { token: number; term: number }, distinctiveAt: number[], weighed: WeighedTerms): boolean {
  const before = weighed.terms[match.term]!.titleIndex < weighed.terms[weighed.distinctive]!.titleIndex;
  return distinctiveAt.some((at) => {
    const gap = before ? at - match.token : match.token - at;
    return gap >= 1 && gap <= BRAND_REACH;
  });
}
