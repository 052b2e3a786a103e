/** /platform/clients/add and /platform/clients/$clientId/edit. */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { PageHeader } from '../../../components/PageHeader';
import { clientQueryOptions } from '../platform.api';
import { useSaveClient } from '../platform-mutations';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { ClientForm } from './ClientForm';

export function ClientAddScreen() {
  const { t } = useTranslation('platform');
  const navigate = useNavigate();
  const save = useSaveClient();
  return (
    <>
      <PageHeader
        title={t('clients.addTitle')}
        breadcrumbs={[{ label: t('title'), link: { to: '/platform' } }, { label: t('clients.addTitle') }]}
      />
      <ClientForm
        save={(body) => save.mutateAsync(body)}
        onSaved={(client) => void navigate({ to: '/platform/clients/$clientId', params: { clientId: client.id } })}
        onCancel={() => void navigate({ to: '/platform' })}
      />
    </>
  );
}

export function ClientEditScreen({ clientId }: { clientId: string }) {
  const { t } = useTranslation('platform');
  const { api } = useAppServices();
  const navigate = useNavigate();
  const client = useQuery(clientQueryOptions(api, clientId));
  const save = useSaveClient(clientId);
  const name = client.data?.name ?? t('clients.client');
  return (
    <>
      <PageHeader
        title={t('clients.editTitle')}
        breadcrumbs={[
          { label: t('title'), link: { to: '/platform' } },
          { label: name, link: { to: '/platform/clients/$clientId', params: { clientId } } },
          { label: t('clients.editTitle') },
        ]}
      />
      {client.isPending && <LoadingState label={t('clients.loadingOne')} />}
      {client.isError && (
        <LoadError error={client.error} onRetry={() => void client.refetch()} title={t('clients.loadOneFailed')} />
      )}
      {client.data && (
        <ClientForm
          client={client.data}
          save={(body) => save.mutateAsync(body)}
          onCancel={() => void navigate({ to: '/platform/clients/$clientId', params: { clientId } })}
        />
      )}
    </>
  );
}
