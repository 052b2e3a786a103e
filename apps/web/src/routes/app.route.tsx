/**
 * The protected layout: no session → /login?redirect_to=<path+search>; an expired session →
 * 'Session has expired' and /login. The current user is loaded before any screen renders.
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { isApiError } from '../lib/api-error';
import { meUserQueryOptions } from '../features/auth/auth.api';
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
    try {
      const currentUser = await context.queryClient.ensureQueryData(meUserQueryOptions(context.api));
      return { currentUser };
    } catch (error) {
      // 401/403 already ran the unauthentication callback (toast + logout); just leave.
      if (isApiError(error) && (error.status === 401 || error.status === 403))
        throw redirect({ to: '/login', search: {} });
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
