/** Public routes of spec 01: /login, /logout, /no-stations and the provider's callback. */
import { createRoute } from '@tanstack/react-router';
import { scalarTextParam, textParam, type SearchInput } from '../lib/search-params';
import { callbackPath } from '../features/auth/auth.service';
import { CallbackScreen } from '../features/auth/CallbackScreen';
import { LoginScreen } from '../features/auth/LoginScreen';
import { LogoutScreen } from '../features/auth/LogoutScreen';
import { NoStationsScreen } from '../features/auth/NoStationsScreen';
import { rootRoute } from './root.route';

/** login_error_msg (English, for support) stays in the address; the page reads only the code. */
interface LoginSearch {
  redirect_to?: string;
  login_error_code?: string;
}

interface CallbackSearch {
  error?: string;
  error_description?: string;
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  // The router parses `login_error_code=403` as the number 403: any scalar is its text.
  validateSearch: (search: SearchInput<LoginSearch>): LoginSearch => ({
    redirect_to: textParam(search.redirect_to),
    login_error_code: scalarTextParam(search.login_error_code),
  }),
  component: function LoginRouteComponent() {
    const search = loginRoute.useSearch();
    return <LoginScreen redirectTo={search.redirect_to} errorCode={search.login_error_code} />;
  },
});

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'logout',
  component: LogoutScreen,
});

export const noStationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'no-stations',
  component: NoStationsScreen,
});

const callbackSearch = (search: SearchInput<CallbackSearch>): CallbackSearch => ({
  error: textParam(search.error),
  error_description: textParam(search.error_description),
});

/** The callback path carries the configured provider name, so it is built at start-up. */
export function createCallbackRoute(providerName: string) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: callbackPath(providerName),
    validateSearch: callbackSearch,
    component: function CallbackRouteComponent() {
      // The path is only known at run time, so the router cannot narrow the search type itself.
      const search = route.useSearch() as CallbackSearch;
      return <CallbackScreen error={search.error} errorDescription={search.error_description} />;
    },
  });
  return route;
}
