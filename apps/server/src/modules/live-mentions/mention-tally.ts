/**
 * The running score of a window of matches (issue 19 point 1, issue 33 point 1): which script
 * terms it holds and how well each was heard (a term counts once, at its best credit), and how
 * many successive matches keep the script's order. docs/live-mention-scoring.md "Score".
 */
import { LEVEL_CREDIT, LEVELS, type Matches, type WeighedTerms } from './mention-matches';

/** The brand's part of a score: alone it stays under the threshold, whatever the script. */
export const MENTION_BRAND_SHARE = 0.35;
/** At least this part of the brand (by weight) must be heard, its most distinctive word always. */
export const MENTION_MIN_BRAND = 0.5;
/** The rest of the script counts once at least this many of its distinct terms are heard. */
const MIN_CONTENT_TERMS = 2;
/** Words heard in no order (scattered through talk) keep this part of the rest's score... */
const ORDER_FLOOR = 0.5;
/** ...and words of which this share of successive pairs keep the script's order keep all of it. */
const ORDER_FULL = 0.5;

/**
 * Sums of weights added and removed as the window slides must not drift across a limit, and the
 * same words must always give the same score.
 */
const rounded = (value: number) => Math.round(value * 1e6) / 1e6;

/** A window's parts: brand, rest and order, and the score they make. */
export interface WindowParts {
  brand: number;
  rest: number;
  order: number;
  score: number;
}

export class WindowTally {
  /** Matches per term and level. */
  private readonly counts: Int32Array;
  private readonly credits: Float64Array;
  private brand = 0;
  private rest = 0;
  private restTerms = 0;
  private matches = 0;
  private orderedPairs = 0;
  private readonly brandTotal: number;
  private readonly restTotal: number;
  private readonly minRestTerms: number;

  constructor(
    private readonly weighed: WeighedTerms,
    private readonly found: Matches,
  ) {
    const { terms, weights } = weighed;
    this.counts = new Int32Array(terms.length * LEVELS);
    this.credits = new Float64Array(terms.length);
    const total = (brand: boolean) =>
      terms.reduce((sum, term, t) => ((term.class === 'brand') === brand ? sum + weights[t]! : sum), 0);
    this.brandTotal = total(true);
    this.restTotal = total(false);
    this.minRestTerms = Math.min(MIN_CONTENT_TERMS, terms.filter((term) => term.class !== 'brand').length);
  }

  /** Adds (1) or removes (-1) match `m`: its term counts at the best level heard in the window. */
  change(m: number, by: 1 | -1) {
    const t = this.found.term[m]!;
    this.counts[t * LEVELS + this.found.level[m]!]! += by;
    this.matches += by;
    const credit = this.bestCredit(t);
    const delta = credit - this.credits[t]!;
    if (delta === 0) return;
    const weight = this.weighed.weights[t]!;
    if (this.weighed.terms[t]!.class === 'brand') this.brand += delta * weight;
    else {
      this.rest += delta * weight;
      if (this.credits[t] === 0) this.restTerms++;
      else if (credit === 0) this.restTerms--;
    }
    this.credits[t] = credit;
  }

  /** Counts (1) or uncounts (-1) the pair of matches m and m+1, both in the window. */
  pair(m: number, by: 1 | -1) {
    this.orderedPairs += by * this.found.ordered[m]!;
  }

  credit(t: number): number {
    return this.credits[t]!;
  }

  /** Term t's share of its part's weight (the brand, or the rest of the script). */
  share(t: number): number {
    const total = this.weighed.terms[t]!.class === 'brand' ? this.brandTotal : this.restTotal;
    return total > 0 ? this.weighed.weights[t]! / total : 0;
  }

  private bestCredit(t: number): number {
    for (let level = 0; level < LEVELS; level++) if (this.counts[t * LEVELS + level]! > 0) return LEVEL_CREDIT[level]!;
    return 0;
  }

  parts(): WindowParts {
    const brand = this.brandTotal > 0 ? rounded(this.brand / this.brandTotal) : 0;
    const rest = this.restTotal > 0 && this.restTerms >= this.minRestTerms ? rounded(this.rest / this.restTotal) : 0;
    const order = this.matches > 1 ? this.orderedPairs / (this.matches - 1) : 1;
    return { brand, rest, order, score: this.scoreOf(brand, rest, order) };
  }

  score(): number {
    return this.parts().score;
  }

  private scoreOf(brand: number, rest: number, order: number): number {
    if (this.restTotal === 0) return brand; // a schedule without a script: its title is all there is
    const inOrder = rest * (ORDER_FLOOR + (1 - ORDER_FLOOR) * Math.min(1, order / ORDER_FULL));
    if (this.brandTotal === 0) return rounded(inOrder);
    // The script's common words under another brand, or with the brand's generic words but
    // not its distinctive one ("Escuela de Verano" without "Kalumbra"), are not this mention.
    if (this.credits[this.weighed.distinctive] === 0 || brand < MENTION_MIN_BRAND) return 0;
    return rounded(MENTION_BRAND_SHARE * brand + (1 - MENTION_BRAND_SHARE) * inOrder);
  }
}
