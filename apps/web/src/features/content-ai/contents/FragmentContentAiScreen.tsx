/**
 * /fragments/s/{slug}/fragment/{id}/content-ai (spec 02 section 2, spec 03 section 2): a superadmin
 * is asked to log in as one of the client's users ('requires a client user'); anyone else sees the
 * fragment's content (GET /contents/key/FRAGMENT:{id}) in the wizard, or creates it, behind
 * Contents_Create when the client checks permissions.
 */
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSparkles, IconUserShield } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contentKeyOf } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { errorText, isApiError } from '../../../lib/api-error';
import { EmptyState } from '../../../components/EmptyState';
import { ButtonLink } from '../../../components/links';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { useCurrentUser } from '../../auth/use-current-user';
import { useFragmentContext } from '../../fragments/fragment-context';
import { ContentAiEngineNotice } from '../engine/ContentAiEngineNotice';
import { contentByFragmentQueryOptions, contentKeys, createContent } from '../content-ai.api';
import { ContentWorkspace } from './ContentWorkspace';
import { useActionPermission } from '../../auth/use-action-permission';

export function FragmentContentAiScreen() {
  const user = useCurrentUser();
  // A superadmin acting as a client user is that user here (their impersonator is the superadmin).
  if (user.role === 'SUPERADMIN') return <ClientUserRequired />;
  return <FragmentContent />;
}

function ClientUserRequired() {
  const { t } = useTranslation('content-ai');
  return (
    <EmptyState icon={<IconUserShield size={28} />} title={t('fragment.clientUserRequired')}>
      <ButtonLink to="/settings/log-in-as" variant="default">
        {t('fragment.logInAs')}
      </ButtonLink>
    </EmptyState>
  );
}

function FragmentContent() {
  const { t } = useTranslation('content-ai');
  const { api } = useAppServices();
  const { fragment } = useFragmentContext();
  const content = useQuery(contentByFragmentQueryOptions(api, fragment.id));
  if (content.isError)
    return <LoadError error={content.error} onRetry={() => void content.refetch()} title={t('fragment.loadFailed')} />;
  if (content.isPending) return <LoadingState label={t('fragment.loading')} />;
  if (content.data) return <ContentWorkspace contentId={content.data.id} inFragment />;
  return (
    <>
      <ContentAiEngineNotice />
      <EmptyState icon={<IconSparkles size={28} />} title={t('fragment.none')} description={t('fragment.noneHelp')}>
        <CreateContentButton fragmentId={fragment.id} />
      </EmptyState>
    </>
  );
}

function CreateContentButton({ fragmentId }: { fragmentId: string }) {
  const { t } = useTranslation('content-ai');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const access = useActionPermission('Contents_Create');
  const create = useMutation({
    mutationFn: () => createContent(api, fragmentId),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('fragment.created') });
      await queryClient.invalidateQueries({ queryKey: contentKeys.byKey(contentKeyOf(fragmentId)) });
      void queryClient.invalidateQueries({ queryKey: ['content-ai', 'contents'] });
    },
    onError: (error) => {
      // 409: someone else created it meanwhile: show theirs.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: contentKeys.byKey(contentKeyOf(fragmentId)) });
        return;
      }
      console.error('Content creation failed', error);
      notifications.show({ color: 'red', title: t('fragment.createFailed'), message: errorText(error, t) });
    },
  });
  if (access === 'checking') return null;
  if (access === 'denied')
    return (
      <Text size="sm" c="dimmed">
        {t('fragment.denied')}
      </Text>
    );
  return (
    <Button leftSection={<IconSparkles size={16} />} loading={create.isPending} onClick={() => create.mutate()}>
      {t('fragment.create')}
    </Button>
  );
}
