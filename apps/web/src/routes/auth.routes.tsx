/** Public routes of spec 01: /login, /logout, /no-stations and the provider's callback. */
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { callbackPath } from '../features/auth/auth.service';
import { CallbackScreen } from '../features/auth/CallbackScreen';
import { LoginScreen } from '../features/auth/LoginScreen';
import { LogoutScreen } from '../features/auth/LogoutScreen';
import { NoStationsScreen } from '../features/auth/NoStationsScreen';
import { rootRoute } from './root.route';

const optionalText = z.string().optional().catch(undefined);
/**
 * The router parses search values as JSON, so `login_error_code=403` arrives as the number 403
 * (and `=true` as a boolean): any scalar is the text it was written as.
 */
const searchText = z.union([z.string(), z.number(), z.boolean()]).transform(String).optional().catch(undefined);

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: z.object({
    redirect_to: optionalText,
    login_error_msg: searchText,
    login_error_code: searchText,
  }),
  component: function LoginRouteComponent() {
    const search = loginRoute.useSearch();
    return (
      <LoginScreen
        redirectTo={search.redirect_to}
        errorMessage={search.login_error_msg}
        errorCode={search.login_error_code}
      />
    );
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

const callbackSearchSchema = z.object({ error: optionalText, error_description: optionalText });

/** The callback path carries the configured provider name, so it is built at start-up. */
export function createCallbackRoute(providerName: string) {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: callbackPath(providerName),
    validateSearch: callbackSearchSchema,
    component: function CallbackRouteComponent() {
      // The path is only known at run time, so the router cannot narrow the search type itself.
      const search = route.useSearch() as z.output<typeof callbackSearchSchema>;
      return <CallbackScreen error={search.error} errorDescription={search.error_description} />;
    },
  });
  return route;
}
