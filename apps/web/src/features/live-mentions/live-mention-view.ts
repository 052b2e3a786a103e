/**
 * How a live mention reads in its lists (spec 02 sections 4 and 9): the description cut at
 * LIVE_MENTION_DESCRIPTION_CHARS with 'Show more', the cursor's match within
 * LIVE_MENTION_CURSOR_MS, and the Quick Share of LIVE_MENTION_QUICK_SHARE_MS from the mention,
 * titled with its name cut at QUICK_SHARE_TITLE_MAX characters.
 */
import {
  LIVE_MENTION_CURSOR_MS,
  LIVE_MENTION_DESCRIPTION_CHARS,
  LIVE_MENTION_QUICK_SHARE_MS,
  QUICK_SHARE_TITLE_MAX,
  type LiveMention,
} from '@antena/contract';

/** The description as shown folded, and whether there is more of it. */
export function foldedDescription(description: string): { text: string; cut: boolean } {
  const chars = Array.from(description);
  if (chars.length <= LIVE_MENTION_DESCRIPTION_CHARS) return { text: description, cut: false };
  return { text: `${chars.slice(0, LIVE_MENTION_DESCRIPTION_CHARS).join('').trimEnd()}…`, cut: true };
}

/** Whether the cursor is at the mention: within 5 s either side. */
export const isAtCursor = (mention: Pick<LiveMention, 'datetime'>, cursor: number | null | undefined): boolean =>
  cursor !== null && cursor !== undefined && Math.abs(mention.datetime - cursor) <= LIVE_MENTION_CURSOR_MS;

/** The range and title a mention's Quick Share sends. */
export function mentionQuickShare(mention: Pick<LiveMention, 'datetime' | 'name'>) {
  const title = Array.from(mention.name.trim()).slice(0, QUICK_SHARE_TITLE_MAX).join('').trim();
  return { range: { from: mention.datetime, to: mention.datetime + LIVE_MENTION_QUICK_SHARE_MS }, title };
}

/** REJECTED mentions are not listed: a rejection takes the mention off the list. */
export const listedMentions = (mentions: readonly LiveMention[]) =>
  mentions.filter((mention) => mention.confidence !== 'REJECTED');
