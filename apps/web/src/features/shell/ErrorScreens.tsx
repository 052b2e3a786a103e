/** Fallback screens: render errors (error boundary) and route errors (failed loads). */
import { useEffect } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error';
import { reportError } from '../../lib/sentry';
import { MessageScreen } from '../../components/MessageScreen';

/** The error boundary's fallback: the spec's fatal text, a reload and a logout way out. */
export function RenderErrorScreen() {
  const { t } = useTranslation('errors');
  return (
    <MessageScreen
      title={t('renderErrorTitle')}
      message={<Trans t={t} i18nKey="fatal" components={{ logout: <Anchor href="/logout" inherit /> }} />}
    >
      <Group>
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
        <Button component="a" href="/logout" variant="default">
          {t('auth:logout')}
        </Button>
      </Group>
    </MessageScreen>
  );
}

/** A route whose data could not load: unresponsive server, or the fatal text for anything else. */
export function RouteErrorScreen({ error, reset }: { error: unknown; reset?: () => void }) {
  const { t } = useTranslation('errors');
  const unreachable = isApiError(error) && error.isNetworkError;
  useEffect(() => {
    // The router catches route errors before any error boundary: report them here (spec: not network errors).
    reportError(error);
  }, [error]);
  return (
    <MessageScreen
      title={t(unreachable ? 'unresponsiveTitle' : 'renderErrorTitle')}
      color={unreachable ? 'yellow' : 'red'}
      message={
        unreachable ? (
          t('unresponsive')
        ) : (
          <Trans t={t} i18nKey="fatal" components={{ logout: <Anchor href="/logout" inherit /> }} />
        )
      }
    >
      <Button onClick={() => (reset ? reset() : window.location.reload())}>{t('retry')}</Button>
    </MessageScreen>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation('errors');
  return (
    <MessageScreen title={t('notFoundTitle')} color="blue" message={t('notFound')}>
      <Button component="a" href="/">
        {t('goHome')}
      </Button>
    </MessageScreen>
  );
}
