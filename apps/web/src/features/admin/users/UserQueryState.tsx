/** The user screens' loading and load failure: a missing user leads back to the list, not to a retry. */
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/links';
import { LoadError, LoadingState } from '../../../components/QueryState';

export function UserQueryState({
  query,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
}) {
  const { t } = useTranslation('users');
  return (
    <>
      {query.isPending && <LoadingState label={t('view.loading')} />}
      {query.isError && (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('view.error')}
          notFound={{
            title: t('view.notFound'),
            action: (
              <ButtonLink to="/admin/users" variant="default" size="xs">
                {t('view.backToList')}
              </ButtonLink>
            ),
          }}
        />
      )}
    </>
  );
}
