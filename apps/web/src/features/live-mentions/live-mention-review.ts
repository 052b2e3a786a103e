/**
 * spec 02 section 4 "Live mention confidence": accept toggles ACCEPTED and back to unreviewed
 * (AUTO, or MANUAL for a manual mention); reject asks for confirmation and sets REJECTED, and
 * the rejected mention disappears with a message. Both are applied to every cached list of the
 * station's mentions first (the stream's list, the audit's mention status) and rolled back with
 * an error notification when the call fails.
 */
import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveMention, LiveMentionConfidence } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { confirm } from '../../components/ConfirmModal';
import { errorText } from '../../lib/api-error';
import { liveMentionKeys, updateLiveMention } from './live-mentions.api';

/** What accept sets: ACCEPTED, or back to the unreviewed confidence of the mention's type. */
export function acceptToggle(mention: Pick<LiveMention, 'confidence' | 'type'>): LiveMentionConfidence {
  if (mention.confidence !== 'ACCEPTED') return 'ACCEPTED';
  return mention.type === 'manual' ? 'MANUAL' : 'AUTO';
}

type Change = (mention: LiveMention) => LiveMention;

/**
 * A cached answer with one mention changed: a page of mentions (`results: LiveMention[]`) or a
 * mention status (`results[].matches: LiveMention[]`); anything else is left as it is.
 */
export function withMentionChanged(data: unknown, mentionId: string, change: Change): unknown {
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { results?: unknown }).results)) return data;
  const page = data as { results: unknown[] };
  const results = page.results.map((item) => {
    if (typeof item !== 'object' || item === null) return item;
    if ('confidence' in item && (item as LiveMention).id === mentionId) return change(item as LiveMention);
    if ('matches' in item && Array.isArray(item.matches)) {
      const matches = (item.matches as LiveMention[]).map((match) => (match.id === mentionId ? change(match) : match));
      return { ...item, matches };
    }
    return item;
  });
  return { ...page, results };
}

/** Sets the confidence in every cached answer of the station; returns how to undo it. */
function applyLocally(
  queryClient: QueryClient,
  stationId: string,
  mention: LiveMention,
  confidence: LiveMentionConfidence,
) {
  const queryKey = liveMentionKeys.station(stationId);
  const before = queryClient.getQueriesData({ queryKey });
  queryClient.setQueriesData({ queryKey }, (data: unknown) =>
    // Reviewed, it waits no more (issue 33 point 4); unreviewed again, the refetch tells.
    withMentionChanged(data, mention.id, (cached) => ({
      ...cached,
      confidence,
      waitsForReview: confidence === 'ACCEPTED' || confidence === 'REJECTED' ? false : cached.waitsForReview,
    })),
  );
  return () => before.forEach(([key, data]) => queryClient.setQueryData(key, data));
}

export interface LiveMentionReviewOptions {
  /** The reject confirmation's text where the default ('…will leave this list') is not true. */
  rejectMessage?: (mention: LiveMention) => string;
}

export function useLiveMentionReview(stationId: string, options: LiveMentionReviewOptions = {}) {
  const { t } = useTranslation('live-mentions');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  /** The mention whose review is being saved: its buttons wait. */
  const [pendingId, setPendingId] = useState<string>();
  const { rejectMessage } = options;

  const review = useCallback(
    async (mention: LiveMention, confidence: LiveMentionConfidence, success?: string) => {
      const queryKey = liveMentionKeys.station(stationId);
      // A list refetching now would answer the old confidence over the local one.
      await queryClient.cancelQueries({ queryKey });
      const undo = applyLocally(queryClient, stationId, mention, confidence);
      setPendingId(mention.id);
      try {
        await updateLiveMention(api, stationId, mention.id, confidence);
        if (success) notifications.show({ color: 'green', message: success });
      } catch (error) {
        console.error('Live mention review failed', error);
        undo();
        notifications.show({ color: 'red', message: t('review.failed', { reason: errorText(error, t) }) });
      } finally {
        setPendingId(undefined);
        // Schedules confirmed by the mention change with it (spec 03 mention status).
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    [api, queryClient, stationId, t],
  );

  const toggleAccept = useCallback((mention: LiveMention) => review(mention, acceptToggle(mention)), [review]);

  const reject = useCallback(
    async (mention: LiveMention) => {
      const confirmed = await confirm({
        title: t('review.rejectTitle'),
        message: rejectMessage?.(mention) ?? t('review.rejectMessage', { name: mention.name }),
        confirmLabel: t('review.rejectConfirm'),
        cancelLabel: t('review.cancel'),
        danger: true,
      });
      if (confirmed) await review(mention, 'REJECTED', t('review.rejected'));
    },
    [review, rejectMessage, t],
  );

  return { toggleAccept, reject, pendingId };
}
