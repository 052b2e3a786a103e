/**
 * Quick Share of a live mention (spec 02 section 9): the 90 s from it, titled with its name cut
 * at 30 characters, copied as a URL; offered only where the user may share.
 */
import type { LiveMention } from '@antena/contract';
import { useCanQuickShare, useQuickShareUrl } from '../logger-stream/use-stream-actions';
import { mentionQuickShare } from './live-mention-view';

export function useMentionQuickShare(stationId: string) {
  const canShare = useCanQuickShare();
  const copyQuickShareUrl = useQuickShareUrl(stationId);
  const share = (mention: LiveMention) => {
    const { range, title } = mentionQuickShare(mention);
    void copyQuickShareUrl(range, title);
  };
  return { canShare, share };
}
