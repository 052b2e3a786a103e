/**
 * Start-up (spec 01 section 1): splash while the configuration and version checks run, then
 * error reporting, the auth service, the API client (with X-Auth-As) and the router; or the
 * failure screen.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Code, List } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_VERSION } from '@antena/contract';
import { createApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { globalNotices } from '../lib/global-notices';
import { initErrorReporting } from '../lib/sentry';
import { readAuthAs } from '../lib/auth-as';
import { localeReady } from '../lib/i18n';
import { AuthService } from '../features/auth/auth.service';
import { canonicalHref } from '../features/auth/canonical-address';
import { applyAuthAsAtStartup, rejectAuthAs, reportActingAsWith } from '../features/settings/impersonation';
import { MessageScreen } from '../components/MessageScreen';
import { SplashScreen } from '../components/SplashScreen';
import { AppServicesProvider, type AppServices } from '../lib/app-services';
import { createAppRouter, type AppRouter } from './router';
import { runStartupChecks, StartupError, type StartupFailure } from './startup';

interface Ready {
  services: AppServices;
  router: AppRouter;
  queryClient: ReturnType<typeof createQueryClient>;
}

async function start(): Promise<Ready> {
  // Before the router reads the address: the hidden auth_as parameter is taken out of it.
  applyAuthAsAtStartup();
  const [{ config, version }] = await Promise.all([runStartupChecks(createApiClient()), localeReady]);
  const canonical = canonicalHref(config.publicUrl, window.location);
  if (canonical) {
    // The splash stays up while the browser moves to the configured address.
    window.location.replace(canonical);
    return new Promise<Ready>(() => undefined);
  }
  initErrorReporting(config, PRODUCT_VERSION);
  const queryClient = createQueryClient();
  const auth = new AuthService(config, queryClient);
  auth.start();
  const api = createApiClient({
    getAccessToken: () => auth.getAccessToken(),
    onUnauthenticated: () => auth.expireSession(),
    onUnreachable: () => globalNotices.show('unresponsive'),
    getAuthAs: readAuthAs,
    onAuthAsRejected: rejectAuthAs,
  });
  reportActingAsWith(api);
  const services: AppServices = { api, auth, config, version };
  const router = createAppRouter({ ...services, queryClient });
  auth.attachNavigator((href) => router.history.replace(href));
  return { services, router, queryClient };
}

// One start per page load, shared by React StrictMode's double mount.
let starting: Promise<Ready> | null = null;

function StartupFailureScreen({ failure }: { failure: StartupFailure }) {
  const { t } = useTranslation('errors');
  const retry = (
    <Button onClick={() => window.location.reload()} variant="default">
      {t('retry')}
    </Button>
  );
  if (failure.kind === 'missing-env') {
    return (
      <MessageScreen title={t('startupTitle')} message={t('missingEnv')}>
        <List size="sm" aria-label={t('missingEnvList')}>
          {failure.names.map((name) => (
            <List.Item key={name}>
              <Code>{name}</Code>
            </List.Item>
          ))}
        </List>
      </MessageScreen>
    );
  }
  return (
    <MessageScreen
      title={t('startupTitle')}
      color={failure.kind === 'unreachable' ? 'yellow' : 'red'}
      message={t(failure.kind === 'version' ? 'versionCheck' : 'unresponsive')}
    >
      {retry}
    </MessageScreen>
  );
}

export function StartupGate(): ReactNode {
  const [ready, setReady] = useState<Ready | null>(null);
  const [failure, setFailure] = useState<StartupFailure | null>(null);

  useEffect(() => {
    starting ??= start();
    starting.then(setReady, (error: unknown) => {
      setFailure(error instanceof StartupError ? error.failure : { kind: 'unreachable', message: String(error) });
    });
  }, []);

  if (failure) return <StartupFailureScreen failure={failure} />;
  if (!ready) return <SplashScreen />;
  return (
    <AppServicesProvider services={ready.services}>
      <QueryClientProvider client={ready.queryClient}>
        <RouterProvider router={ready.router} />
      </QueryClientProvider>
    </AppServicesProvider>
  );
}
