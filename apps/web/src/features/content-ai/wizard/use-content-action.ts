/**
 * One action of the wizard on a content: the step shows IN_PROGRESS in the cache at once (spec 03
 * section 4), the server's answer (the whole content) replaces it, and a refusal puts the content
 * back as it was and says why.
 */
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Content } from '@antena/contract';
import { errorText } from '../../../lib/api-error';
import { contentKeys, storeContent } from '../content-ai.api';

export interface ContentActionOptions<V> {
  contentId: string;
  call: (variables: V) => Promise<Content>;
  /** The content as it reads while the call is on its way. */
  optimistic?: (content: Content, variables: V) => Content;
  /** The i18n key (content-ai) of the failure's title. */
  failed: string;
  onDone?: (content: Content, variables: V) => void;
}

export function useContentAction<V>({ contentId, call, optimistic, failed, onDone }: ContentActionOptions<V>) {
  const { t } = useTranslation('content-ai');
  const queryClient = useQueryClient();
  const key = contentKeys.one(contentId);
  return useMutation({
    mutationFn: call,
    onMutate: async (variables: V) => {
      const previous = queryClient.getQueryData<Content>(key);
      if (!optimistic || !previous) return { previous };
      // A poll answered after this would put the old state back.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, optimistic(previous, variables));
      return { previous };
    },
    onSuccess: (content, variables) => {
      storeContent(queryClient, content);
      onDone?.(content, variables);
    },
    onError: (error, _variables, context) => {
      console.error('Content AI action failed', error);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifications.show({ color: 'red', title: t(failed), message: errorText(error, t) });
    },
  });
}
