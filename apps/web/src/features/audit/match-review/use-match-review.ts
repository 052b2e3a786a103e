/**
 * Accept and reject a match (issue 33 point 4), as a live mention's review (spec 02 section 4):
 * accept toggles ACCEPTED and back to unreviewed, reject asks for confirmation and sets REJECTED,
 * and a rejected match can be restored to unreviewed. The change is shown at once in every cached
 * list of the station's matches (the stream's tab, the CUSTOM ADS table) and undone with an error
 * notification when the call fails; the lists are read again afterwards, as what a match
 * confirms changes with its review.
 */
import { useCallback, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MatchReview } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { confirm } from '../../../components/ConfirmModal';
import { errorText } from '../../../lib/api-error';
import { auditKeys } from '../audit.api';
import { reviewAuditMatch } from './match-review.api';

/** What a review screen knows of a match: a stream entry or a CUSTOM ADS row. */
export interface ReviewedMatch {
  id: string;
  review: MatchReview;
  waitsForReview: boolean;
}

/** What accept sets: ACCEPTED, or back to unreviewed. */
export const acceptToggle = (match: Pick<ReviewedMatch, 'review'>): MatchReview =>
  match.review === 'ACCEPTED' ? 'AUTO' : 'ACCEPTED';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function changed(item: unknown, matchId: string, review: MatchReview): unknown {
  if (!isRecord(item)) return item;
  if (item.id === matchId && 'review' in item)
    // Reviewed, it waits no more; back to unreviewed, the server says again whether it waits.
    return { ...item, review, waitsForReview: review === 'AUTO' ? item.waitsForReview : false };
  if (isRecord(item.mainMatch))
    return {
      ...item,
      mainMatch: changed(item.mainMatch, matchId, review),
      otherMatches: Array.isArray(item.otherMatches)
        ? item.otherMatches.map((other) => changed(other, matchId, review))
        : item.otherMatches,
    };
  return item;
}

/** A cached page of matches (`results`: CUSTOM ADS rows or stream moments) with one match's review changed. */
export function withMatchReviewed(data: unknown, matchId: string, review: MatchReview): unknown {
  if (!isRecord(data) || !Array.isArray(data.results)) return data;
  return { ...data, results: data.results.map((item) => changed(item, matchId, review)) };
}

export function useMatchReview(stationId: string) {
  const { t } = useTranslation('finding-review');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  /** The match whose review is being saved: its buttons wait. */
  const [pendingId, setPendingId] = useState<string>();

  const review = useCallback(
    async (match: ReviewedMatch, next: MatchReview, success?: string) => {
      const queryKey = auditKeys.station(stationId);
      // A list refetching now would answer the old review over the local one.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueriesData({ queryKey });
      queryClient.setQueriesData({ queryKey }, (data: unknown) => withMatchReviewed(data, match.id, next));
      setPendingId(match.id);
      try {
        await reviewAuditMatch(api, stationId, match.id, next);
        if (success) notifications.show({ color: 'green', message: success });
      } catch (error) {
        console.error('Match review failed', error);
        before.forEach(([key, data]) => queryClient.setQueryData(key, data));
        notifications.show({ color: 'red', message: t('match.failed', { reason: errorText(error, t) }) });
      } finally {
        setPendingId(undefined);
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    [api, queryClient, stationId, t],
  );

  const toggleAccept = useCallback((match: ReviewedMatch) => review(match, acceptToggle(match)), [review]);

  const reject = useCallback(
    async (match: ReviewedMatch, name: string) => {
      const confirmed = await confirm({
        title: t('match.rejectTitle'),
        message: t('match.rejectMessage', { name }),
        confirmLabel: t('match.rejectConfirm'),
        cancelLabel: t('match.cancel'),
        danger: true,
      });
      if (confirmed) await review(match, 'REJECTED', t('match.rejected'));
    },
    [review, t],
  );

  const restore = useCallback((match: ReviewedMatch) => review(match, 'AUTO', t('match.restored')), [review, t]);

  return { toggleAccept, reject, restore, pendingId };
}
