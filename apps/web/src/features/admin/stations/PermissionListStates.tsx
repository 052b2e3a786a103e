/** The loading, failed and empty states shared by every permission list (spec 01 section 8 "Permissions"). */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState, LoadingState } from '../../../components/QueryState';

export interface PermissionListStatesProps<T> {
  query: UseQueryResult<T[]>;
  children: (rows: T[]) => ReactNode;
}

export function PermissionListStates<T>({ query, children }: PermissionListStatesProps<T>) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <LoadingState label={t('permissions.loading')} />;
  if (query.isError) {
    return (
      <ErrorState
        message={t('permissions.loadFailed')}
        onRetry={() => void query.refetch()}
        retryLabel={t('permissions.retry')}
      />
    );
  }
  if (query.data.length === 0) {
    return <EmptyState icon={<IconLockOpen size={28} />} title={t('permissions.empty')} />;
  }
  return <>{children(query.data)}</>;
}
