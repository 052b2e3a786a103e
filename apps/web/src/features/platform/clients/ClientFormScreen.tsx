/** /platform/clients/add and /platform/clients/$clientId/edit. */
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../app/app-services';
import { PageHeader } from '../../../components/PageHeader';
import { clientQueryOptions } from '../platform.api';
import { useSaveClient } from '../platform-mutations';
import { platformPaths } from '../shared/platform-paths';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { ClientForm } from './ClientForm';

export function ClientAddScreen() {
  const { t } = useTranslation('platform');
  const router = useRouter();
  const save = useSaveClient();
  return (
    <>
      <PageHeader
        title={t('clients.addTitle')}
        breadcrumbs={[{ label: t('title'), href: platformPaths.clients }, { label: t('clients.addTitle') }]}
      />
      <ClientForm
        save={(body) => save.mutateAsync(body)}
        onSaved={(client) => router.history.push(platformPaths.client(client.id))}
        onCancel={() => router.history.push(platformPaths.clients)}
      />
    </>
  );
}

export function ClientEditScreen({ clientId }: { clientId: string }) {
  const { t } = useTranslation('platform');
  const { api } = useAppServices();
  const router = useRouter();
  const client = useQuery(clientQueryOptions(api, clientId));
  const save = useSaveClient(clientId);
  const name = client.data?.name ?? t('clients.client');
  return (
    <>
      <PageHeader
        title={t('clients.editTitle')}
        breadcrumbs={[
          { label: t('title'), href: platformPaths.clients },
          { label: name, href: platformPaths.client(clientId) },
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
          onCancel={() => router.history.push(platformPaths.client(clientId))}
        />
      )}
    </>
  );
}
