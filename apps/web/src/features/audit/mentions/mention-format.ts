/** How the audit writes a live mention's score: how much of the script was heard, as a percentage. */
export const formatMentionScore = (score: number | null, locale: string): string =>
  score === null ? '-' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(score);
