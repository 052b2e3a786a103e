/**
 * How telling a word is in a station's talk (issue 33 point 1): a word said all day (`verano`,
 * `precio`, `tránsito`) tells little when a mention's script has it; a word the station rarely
 * says (an advertiser's invented name) tells a lot. A day's words are cut into documents of
 * DOCUMENT_WORDS words, and a stem's rarity comes from how many documents of the station's recent
 * days hold it (inverse document frequency), over a prior of documents that hold none of it, so a
 * station with little history weighs every word about alike. docs/live-mention-scoring.md "Rarity".
 */

/** A document is this many words of talk: about half a minute, one talk topic. */
export const DOCUMENT_WORDS = 100;
/** Documents assumed to hold none of a word, before any history: rarity stays near 1 for a short history. */
const PRIOR_DOCUMENTS = 50;
/** A word said in every document still says a little (a title of common words only). */
const MIN_RARITY = 0.05;

/** Documents per stem over some days of a station's talk. */
export interface TermCounts {
  documents: number;
  stems: Record<string, number>;
}

/** The documents of a day (stems per document index) counted once per stem. */
export function countDocuments(stemsByDocument: Iterable<Iterable<string>>): TermCounts {
  const stems: Record<string, number> = {};
  let documents = 0;
  for (const document of stemsByDocument) {
    documents++;
    for (const stem of new Set(document)) stems[stem] = (stems[stem] ?? 0) + 1;
  }
  return { documents, stems };
}

/** The counts of several days added up. */
export function addCounts(days: Iterable<TermCounts>): TermCounts {
  const stems: Record<string, number> = {};
  let documents = 0;
  for (const day of days) {
    documents += day.documents;
    for (const [stem, count] of Object.entries(day.stems)) stems[stem] = (stems[stem] ?? 0) + count;
  }
  return { documents, stems };
}

/** 0.05 to 1: 1 for a word never said in the counted talk, near 0.05 for one said in every document. */
export function rarityOf(counts: TermCounts, stem: string): number {
  const total = counts.documents + PRIOR_DOCUMENTS;
  const holding = Math.min(counts.stems[stem] ?? 0, counts.documents);
  const rarity = Math.log(total / (holding + 1)) / Math.log(total);
  return Math.max(MIN_RARITY, Math.min(1, rarity));
}
