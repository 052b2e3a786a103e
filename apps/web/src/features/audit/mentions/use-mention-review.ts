/**
 * Accept and reject a live mention from the station audit (spec 02 section 4, issue 19 point 2):
 * accept toggles ACCEPTED and AUTO, reject asks for confirmation and sets REJECTED. The change
 * shows at once in every mention list of the station (applied locally first) and is undone with
 * a message when the server refuses it; afterwards the station's mention lists and statuses are
 * read again, since a review changes which schedules a mention confirms.
 */
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveMention, LiveMentionConfidence } from '@antena/contract';
import { useAppServices } from '../../../app/app-services';
import { confirm } from '../../../components/ConfirmModal';
import { errorText } from '../../../lib/api-error';
import { liveMentionKeys, updateLiveMention } from '../../live-mentions/live-mentions.api';

type MentionPage = { results: LiveMention[]; metadata: { totalCount: number } };

interface Review {
  mention: LiveMention;
  confidence: LiveMentionConfidence;
}

/** spec 02 section 4: accept toggles ACCEPTED and AUTO. */
export const acceptedToggle = (confidence: LiveMentionConfidence): LiveMentionConfidence =>
  confidence === 'ACCEPTED' ? 'AUTO' : 'ACCEPTED';

export function useMentionReview(stationId: string) {
  const { t } = useTranslation('audit');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const lists = [...liveMentionKeys.station(stationId), 'list'];

  const mutation = useMutation({
    mutationFn: ({ mention, confidence }: Review) => updateLiveMention(api, stationId, mention.id, confidence),
    onMutate: async ({ mention, confidence }: Review) => {
      await queryClient.cancelQueries({ queryKey: lists });
      const before = queryClient.getQueriesData<MentionPage>({ queryKey: lists });
      queryClient.setQueriesData<MentionPage>({ queryKey: lists }, (page) =>
        page
          ? { ...page, results: page.results.map((row) => (row.id === mention.id ? { ...row, confidence } : row)) }
          : page,
      );
      return { before };
    },
    onError: (error, _review, context?: { before: [QueryKey, MentionPage | undefined][] }) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
      notifications.show({ color: 'red', title: t('liveMentions.review.failed'), message: errorText(error, t) });
    },
    onSuccess: (_mention, { confidence }) => {
      if (confidence === 'REJECTED') notifications.show({ color: 'green', message: t('liveMentions.review.rejected') });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveMentionKeys.station(stationId) }),
  });

  const accept = (mention: LiveMention) => mutation.mutate({ mention, confidence: acceptedToggle(mention.confidence) });

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
