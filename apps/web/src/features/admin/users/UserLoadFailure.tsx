/** A user that could not be loaded: 'User not found' for a 404 (or a malformed id), else retry. */
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/AppLink';
import { EmptyState } from '../../../components/EmptyState';
import { isApiError } from '../../../lib/api-error';
import { ErrorState } from '../../../components/QueryState';

export function UserLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('users');
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return (
      <EmptyState title={t('view.notFound')}>
        <Button variant="default" renderRoot={(props) => <AppLink {...props} href="/admin/users" />}>
          {t('view.backToList')}
        </Button>
      </EmptyState>
    );
  }
  return <ErrorState title={t('view.error')} onRetry={onRetry} />;
}
