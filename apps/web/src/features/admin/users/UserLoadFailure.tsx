/** A user that could not be loaded: 'User not found' for a 404 (or a malformed id), else retry. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/links';
import { EmptyState } from '../../../components/EmptyState';
import { isApiError } from '../../../lib/api-error';
import { ErrorState } from '../../../components/QueryState';

export function UserLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('users');
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return (
      <EmptyState title={t('view.notFound')}>
        <ButtonLink to="/admin/users" variant="default">
          {t('view.backToList')}
        </ButtonLink>
      </EmptyState>
    );
  }
  return <ErrorState title={t('view.error')} onRetry={onRetry} />;
}
