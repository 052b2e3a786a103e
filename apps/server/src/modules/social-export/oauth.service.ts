/**
 * Connecting a station by OAuth 2.0 (issue 34): the login path sends the browser to the
 * platform's consent screen with a one-time state and a PKCE challenge; the platform's redirect
 * to the callback finishes it. Both end on the platform's admin screen, with `connected` or an
 * `error` in words, never on a page of JSON.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_ROOT, type SocialLoginTarget, type SocialPlatform } from '@antena/contract';
import { eq, lt } from 'drizzle-orm';
import { findReachableStation } from '../../access/station-access';
import type { UserWithRelations } from '../../access/user-record';
import type { Context } from '../../context';
import { socialAuthStates, stations } from '../../db/schema';
import { saveConnection } from './connections.service';
import { PlatformError } from './platform-client';
import { platformClient } from './platforms';
import { socialTokenKey } from './token-cipher';

/** An authorisation left unfinished longer than this is refused. */
const STATE_TTL_MS = 10 * 60_000;

export const platformOfTarget = (target: SocialLoginTarget): SocialPlatform =>
  target.startsWith('instagram') ? 'INSTAGRAM' : (target.toUpperCase() as SocialPlatform);

/** Where the browser lands afterwards: the platform's admin screen. */
export function adminScreen(platform: SocialPlatform, outcome: { connected: string } | { error: string }): string {
  const query = new URLSearchParams(outcome).toString();
  return `/admin/social-export/${platform.toLowerCase()}?${query}`;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
export const redirectUriOf = (ctx: Context, target: SocialLoginTarget) =>
  `${ctx.config.publicUrl}${API_ROOT}/social-export/auth/${target}/callback`;

/** The consent screen's URL, or the admin screen with the reason it cannot start. */
export async function startSignIn(
  ctx: Context,
  user: UserWithRelations,
  target: SocialLoginTarget,
  stationId: string,
): Promise<string> {
  const platform = platformOfTarget(target);
  const station = await findReachableStation(ctx.db, user, stationId);
  const client = platformClient(platform);
  if (!client.authorizeUrl || !client.configured(ctx.config)) {
    return adminScreen(platform, { error: `${platform} is not configured on this server (docs/social-export.md)` });
  }
  // Without the key nothing could be stored: say so before the user consents.
  socialTokenKey(ctx.config);
  await ctx.db.delete(socialAuthStates).where(lt(socialAuthStates.createdAt, new Date(Date.now() - STATE_TTL_MS)));
  const state = base64url(randomBytes(32));
  const codeVerifier = base64url(randomBytes(48));
  const redirectUri = redirectUriOf(ctx, target);
  await ctx.db
    .insert(socialAuthStates)
    .values({ state, stationId: station.id, platform, target, userId: user.id, codeVerifier, redirectUri });
  const codeChallenge = base64url(createHash('sha256').update(codeVerifier).digest());
  return client.authorizeUrl(ctx.config, { state, codeChallenge, redirectUri, target });
}

/** The platform's redirect back: the admin screen to show, with the outcome. */
export async function finishSignIn(
  ctx: Context,
  target: SocialLoginTarget,
  query: {
    state?: string | undefined;
    code?: string | undefined;
    error?: string | undefined;
    error_description?: string | undefined;
  },
): Promise<string> {
  const platform = platformOfTarget(target);
  const [pending] = query.state
    ? await ctx.db.delete(socialAuthStates).where(eq(socialAuthStates.state, query.state)).returning()
    : [];
  if (!pending || pending.target !== target || Date.now() - pending.createdAt.getTime() > STATE_TTL_MS) {
    return adminScreen(platform, { error: 'The connection expired or was already used: connect again' });
  }
  if (query.error || !query.code) {
    return adminScreen(platform, { error: query.error_description ?? query.error ?? 'The platform sent no code' });
  }
  const client = platformClient(platform);
  try {
    const signIn = await client.finishSignIn!(ctx.config, {
      code: query.code,
      codeVerifier: pending.codeVerifier,
      redirectUri: pending.redirectUri,
      target,
    });
    const [station] = await ctx.db.select().from(stations).where(eq(stations.id, pending.stationId));
    await saveConnection(
      ctx,
      { clientId: station!.clientId, stationId: pending.stationId, platform, userId: pending.userId },
      signIn,
    );
    return adminScreen(platform, { connected: pending.stationId });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    ctx.log.warn({ platform, err: { message: error.message } }, 'social sign-in refused');
    return adminScreen(platform, { error: error.message });
  }
}
