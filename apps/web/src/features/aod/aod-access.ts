/**
 * Who reaches the AOD screens (spec 03 "AOD": the link needs the AOD feature flag and the
 * client-admin role; spec 03 section 6: creating a rule needs a user with a client). A superadmin
 * (also one acting as someone) counts as a client admin, as the API lets both through.
 */
import type { MeUser } from '@antena/contract';
import { useFeatureFlag } from '../../lib/use-feature-flag';
import { useCurrentUser } from '../auth/use-current-user';
import { isSuperadmin } from '../auth/roles';

export const AOD_FEATURE_FLAG = 'app__audit_aod_enabled' as const;

export const hasAodRole = (user: MeUser): boolean => user.role === 'CLIENT_ADMIN' || isSuperadmin(user);

/** Whether the AOD screens are open to this user, or why not. */
export type AodAccess = 'open' | 'noFlag' | 'noRole';

/**
 * A superadmin outside any client has no flags (they are a client's), and the API shows them every
 * client's rules and runs without the flag: the screens open. Creating a rule is what needs a
 * client (AodRuleAddScreen's fallback).
 */
export function aodAccess(user: MeUser, flagOn: boolean): AodAccess {
  if (!hasAodRole(user)) return 'noRole';
  if (!user.client) return 'open';
  return flagOn ? 'open' : 'noFlag';
}

export function useAodAccess(): AodAccess {
  const user = useCurrentUser();
  return aodAccess(user, useFeatureFlag(AOD_FEATURE_FLAG));
}
