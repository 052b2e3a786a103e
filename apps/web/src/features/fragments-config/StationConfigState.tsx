/**
 * A tab's station configuration while it loads or when it failed (with a retry), then the form
 * made from it. The form is keyed by station, so choosing another station starts it afresh.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Station } from '@antena/contract';
import { LoadError, LoadingState } from '../../components/QueryState';

/** What each tab's form is given: the station it edits, and where Cancel leads. */
export interface ConfigFormProps {
  station: Station;
  onCancel: () => void;
}

export function StationConfigState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('fragments-config');
  if (query.isPending) return <LoadingState label={t('loading')} />;
  if (query.isError)
    return <LoadError error={query.error} title={t('loadFailed')} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
