import { redirect } from '@tanstack/react-router';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { FeatureFlag, MeUser, Role } from '@antena/contract';
import type { ApiClient } from '../lib/api-client';
import i18n from '../lib/i18n';
import { featureFlagsQueryOptions } from '../lib/use-feature-flag';

/** spec: a denied guarded route redirects to / with 'You are not authorized to access that page'. */
function refuse(): never {
  notifications.show({ id: 'not-authorized', color: 'yellow', message: i18n.t('errors:notAuthorized') });
  throw redirect({ to: '/' });
}

/**
 * Role-guarded routes. A superadmin acting as someone else keeps the superadmin routes (their
 * `impersonator` is them).
 */
export function requireRole(context: { currentUser: MeUser }, roles: Role[]): void {
  const { currentUser } = context;
  if (roles.includes(currentUser.role)) return;
  if (roles.includes('SUPERADMIN') && currentUser.impersonator) return;
  refuse();
}

/**
 * Flag-guarded routes (spec 01 section 2: Content AI only with the content-AI flag). The
 * protected layout has already asked for the flags; a flag that could not be read counts as off,
 * as the sidebar shows it.
 */
export async function requireFeatureFlag(
  context: { api: ApiClient; queryClient: QueryClient },
  flag: FeatureFlag,
): Promise<void> {
  const flags = await context.queryClient
    .ensureQueryData(featureFlagsQueryOptions(context.api))
    .then((answer) => answer.flags)
    .catch(() => ({}) as Partial<Record<FeatureFlag, boolean>>);
  if (flags[flag] !== true) refuse();
}
