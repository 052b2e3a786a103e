/**
 * The protected layout: no session → /login?redirect_to=<path+search>; an expired session →
 * 'Session has expired' and /login. The current user, then their stations and feature flags,
 * load before any screen renders; a user without stations goes to /no-stations.
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { isApiError } from '../lib/api-error';
import { isAuthAsRejection } from '../lib/auth-as';
import { featureFlagsQueryOptions } from '../lib/use-feature-flag';
import { meUserQueryOptions } from '../features/auth/auth.api';
import { needsNoStationsRedirect } from '../features/auth/roles';
import { stationsQueryOptions } from '../features/stations/stations.api';
import { mySettingsQueryOptions } from '../features/settings/settings.api';
import { AppLayout } from '../features/shell/AppLayout';
import { SplashScreen } from '../components/SplashScreen';
import { rootRoute } from './root.route';

export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: async ({ context, location }) => {
    const user = await context.auth.getUser();
    if (!user) throw redirect({ to: '/login', search: { redirect_to: location.href } });
    if (user.expired) {
      context.auth.expireSession();
      throw redirect({ to: '/login', search: {} });
    }
    const { api, queryClient } = context;
    try {
      // All at once, not the user first: on a busy server each call is a round trip of its own.
      const [currentUser, stations] = await Promise.all([
        queryClient.ensureQueryData(meUserQueryOptions(api)),
        queryClient.ensureQueryData(stationsQueryOptions(api)),
        // Flags only hide or show things: a failure leaves them off instead of blocking the app.
        queryClient.prefetchQuery(featureFlagsQueryOptions(api)),
        // The timezone setting every date outside station screens is shown in (lib/use-date-time).
        queryClient.prefetchQuery(mySettingsQueryOptions(api)),
      ]);
      if (needsNoStationsRedirect(currentUser, stations)) throw redirect({ to: '/no-stations' });
      return { currentUser };
    } catch (error) {
      // A 401 already ran the unauthentication callback (toast + logout); just leave.
      if (isApiError(error) && error.status === 401) throw redirect({ to: '/login', search: {} });
      // A refused X-Auth-As already cleared it and is reloading the page: keep the splash until then.
      if (isAuthAsRejection(error)) return new Promise<never>(() => {});
      throw error;
    }
  },
  pendingComponent: SplashScreen,
  component: AppLayout,
});

export const indexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  // spec: the root / redirects to /logger.
  beforeLoad: () => {
    throw redirect({ to: '/logger' });
  },
});
