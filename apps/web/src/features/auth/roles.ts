import type { MeUser } from '@antena/contract';

/** The user is seen through a superadmin's X-Auth-As; `impersonator` is that superadmin. */
export const isImpersonating = (user: MeUser): boolean => user.impersonator !== null;

/**
 * A superadmin signed in: either as themself (role SUPERADMIN) or acting as someone else,
 * where the effective role is the other user's but the superadmin tools stay theirs.
 */
export const isSuperadmin = (user: MeUser): boolean => user.role === 'SUPERADMIN' || isImpersonating(user);

/** spec 01 "Guarded routes": a user without stations is sent to /no-stations; a superadmin as themself is not. */
export const needsNoStationsRedirect = (user: MeUser, stations: readonly unknown[]): boolean =>
  stations.length === 0 && !(user.role === 'SUPERADMIN' && !isImpersonating(user));
