/**
 * Accept and reject a live mention from the station audit (spec 02 section 4, issue 19 point 2),
 * by the stream's rules (live-mention-review.ts): accept toggles ACCEPTED and back to unreviewed,
 * reject asks for confirmation and sets REJECTED, applied to every cached answer of the station's
 * mentions first and undone with a message when the server refuses. Unlike the stream's list,
 * the audit keeps a rejected mention listed (red, spec 03 section 4), so its texts say so.
 */
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveMention, LiveMentionConfidence } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { confirm } from '../../../components/ConfirmModal';
import { errorText } from '../../../lib/api-error';
import { acceptToggle, withMentionChanged } from '../../live-mentions/live-mention-review';
import { liveMentionKeys, updateLiveMention } from '../../live-mentions/live-mentions.api';

interface Review {
  mention: LiveMention;
  confidence: LiveMentionConfidence;
}

export function useMentionReview(stationId: string) {
  const { t } = useTranslation('audit');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const queryKey = liveMentionKeys.station(stationId);

  const mutation = useMutation({
    mutationFn: ({ mention, confidence }: Review) => updateLiveMention(api, stationId, mention.id, confidence),
    onMutate: async ({ mention, confidence }: Review) => {
      // A list refetching now would answer the old confidence over the local one.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueriesData({ queryKey });
      queryClient.setQueriesData({ queryKey }, (data: unknown) =>
        withMentionChanged(data, mention.id, (cached) => ({ ...cached, confidence })),
      );
      return { undo: () => before.forEach(([key, data]) => queryClient.setQueryData(key, data)) };
    },
    onError: (error, _review, context) => {
      context?.undo();
      notifications.show({ color: 'red', title: t('liveMentions.review.failed'), message: errorText(error, t) });
    },
    onSuccess: (_mention, { confidence }) => {
      if (confidence === 'REJECTED') notifications.show({ color: 'green', message: t('liveMentions.review.rejected') });
    },
    // Schedules confirmed by the mention change with it (spec 03 mention status).
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const accept = (mention: LiveMention) => mutation.mutate({ mention, confidence: acceptToggle(mention) });

  const reject = async (mention: LiveMention) => {
    const confirmed = await confirm({
      title: t('liveMentions.review.rejectTitle'),
      message: t('liveMentions.review.rejectMessage', { name: mention.name }),
      confirmLabel: t('liveMentions.review.rejectConfirm'),
      danger: true,
    });
    if (confirmed) mutation.mutate({ mention, confidence: 'REJECTED' });
  };

  return { accept, reject, pendingId: mutation.isPending ? mutation.variables?.mention.id : undefined };
}
