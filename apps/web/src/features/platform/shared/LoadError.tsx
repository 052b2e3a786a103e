/** A platform list or form that could not load: says whether it is missing, unreachable or failed. */
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/QueryState';
import { isApiError } from '../../../lib/api-error';

export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
  const { t } = useTranslation('platform');
  const unreachable = isApiError(error) && error.isNetworkError;
  const notFound = isApiError(error) && error.status === 404;
  return (
    <ErrorState
      title={title}
      color={notFound ? 'yellow' : 'red'}
      message={notFound ? t('states.notFound') : unreachable ? t('errors:unresponsive') : t('states.loadFailed')}
      // Retrying cannot bring back what is not there.
      onRetry={notFound ? undefined : onRetry}
    />
  );
}
