/**
 * The bundled OpenID provider (oidc-provider), configured for Antena's single first-party client:
 * the web app, a public client using the authorization code flow with PKCE. Access tokens are
 * JWTs for the API (resource indicators: aud = AUTH_AUDIENCE) carrying the user's email; refresh
 * tokens are issued to the web app for silent renewal. Everything it stores goes to
 * `oidc_records` through the drizzle adapter; its keys come from `instance_secrets`.
 */
import { eq } from 'drizzle-orm';
import Provider, { errors, type Account, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config';
import type { Context } from '../context';
import type { Db } from '../db';
import { users } from '../db/schema';
import { loadCookieKeys, loadSigningKeys } from './keys';
import { createOidcAdapter } from './oidc-adapter';
import { errorPage, logoutPage, pickLanguage, signedOutPage, type Lang } from './pages';

export const ACCESS_TOKEN_TTL = 60 * 60;
export const ID_TOKEN_TTL = 60 * 60;
export const REFRESH_TOKEN_TTL = 14 * 24 * 60 * 60;
export const SESSION_TTL = 14 * 24 * 60 * 60;
export const GRANT_TTL = 14 * 24 * 60 * 60;
export const INTERACTION_TTL = 60 * 60;
export const AUTHORIZATION_CODE_TTL = 60;

/** Scopes the web app requests; they are also the API resource's scopes. */
export const OIDC_SCOPES = ['openid', 'profile', 'email'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The resource indicator (RFC 8707) that stands for the API. Resource indicators must be
 * absolute URIs; an audience like the default `antena-api` is not, so it is wrapped as a URN.
 * The access token's `aud` is always AUTH_AUDIENCE itself. Clients need not send `resource`:
 * it is the default.
 */
export function apiResourceIndicator(config: Pick<Config, 'AUTH_AUDIENCE'>): string {
  const audience = config.AUTH_AUDIENCE;
  return /^[a-z][a-z0-9+.-]*:/i.test(audience) && URL.canParse(audience) ? audience : `urn:antena:${audience}`;
}

export function webClientRedirectUri(config: Pick<Config, 'publicUrl' | 'AUTH_PROVIDER_NAME'>): string {
  return `${config.publicUrl}/${config.AUTH_PROVIDER_NAME}-callback`;
}

export function webClientPostLogoutRedirectUri(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/login`;
}

interface UserRow {
  id: string;
  email: string;
  name: string | null;
  surname: string | null;
  picture: string | null;
}

async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, surname: users.surname, picture: users.picture })
    .from(users)
    .where(eq(users.id, id));
  return user;
}

/** The OpenID claims of a user (the provider filters them by the granted scopes). */
export function userClaims(user: UserRow): Record<string, unknown> {
  const fullName = [user.name, user.surname].filter(Boolean).join(' ').trim();
  return {
    sub: user.id,
    email: user.email,
    // Accounts are provisioned by administrators with the address they use.
    email_verified: true,
    ...(fullName && { name: fullName }),
    ...(user.name && { given_name: user.name }),
    ...(user.surname && { family_name: user.surname }),
    ...(user.picture && { picture: user.picture }),
  };
}

/** The origin the request was made to (koa's own `origin` is the Origin header). */
const requestOrigin = (ctx: { protocol: string; host: string }) => `${ctx.protocol}://${ctx.host}`;

function languageOf(ctx: KoaContextWithOIDC): Lang {
  const params = ctx.oidc?.params as Record<string, unknown> | undefined;
  return pickLanguage(params?.ui_locales, ctx.get('accept-language'));
}

export function buildProviderConfiguration(
  config: Config,
  db: Db,
  keys: { jwks: { keys: Record<string, unknown>[] }; cookieKeys: string[] },
): Configuration {
  const resource = apiResourceIndicator(config);
  const allowedOrigin = new URL(config.publicUrl).origin;

  const findAccount = async (_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> => {
    const user = await findUserById(db, sub);
    if (!user) return undefined;
    return { accountId: user.id, claims: async () => userClaims(user) as { sub: string } };
  };

  return {
    adapter: createOidcAdapter(db),
    clients: [
      {
        client_id: config.AUTH_CLIENT_ID,
        client_name: 'Antena',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [webClientRedirectUri(config)],
        post_logout_redirect_uris: [webClientPostLogoutRedirectUri(config)],
        scope: [...OIDC_SCOPES, 'offline_access'].join(' '),
      },
    ],
    jwks: keys.jwks as Configuration['jwks'],
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    scopes: [...OIDC_SCOPES, 'offline_access'],
    findAccount,
    pkce: { required: () => true },
    clientBasedCORS: (ctx, origin) =>
      origin === allowedOrigin || (!config.publicUrlFixed && origin === requestOrigin(ctx)),
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: OIDC_SCOPES.join(' '),
            audience: config.AUTH_AUDIENCE,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          // A validated id_token_hint for the signed-in user: sign out without asking.
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: string } } | undefined;
          const accountId = ctx.oidc.session?.accountId;
          const auto = Boolean(hint?.payload?.sub && accountId && hint.payload.sub === accountId);
          const { html, csp } = logoutPage(languageOf(ctx), form, auto);
          ctx.set('content-security-policy', csp);
          ctx.type = 'html';
          ctx.body = html;
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(languageOf(ctx), webClientPostLogoutRedirectUri(config));
        },
      },
    },
    // Refresh tokens for the web app without offline_access/prompt=consent (silent renewal).
    // They still end with the session (`expiresWithSession`), so signing out revokes them.
    issueRefreshToken: async (_ctx, client) =>
      client.clientId === config.AUTH_CLIENT_ID && client.grantTypeAllowed('refresh_token'),
    extraTokenClaims: async (ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUserById(db, token.accountId);
      const source = (ctx.oidc.entities.AuthorizationCode ?? ctx.oidc.entities.RefreshToken) as
        { authTime?: number } | undefined;
      return {
        ...(user && { email: user.email }),
        ...(typeof source?.authTime === 'number' && { auth_time: source.authTime }),
      };
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL,
      AuthorizationCode: AUTHORIZATION_CODE_TTL,
      IdToken: ID_TOKEN_TTL,
      Interaction: INTERACTION_TTL,
      Session: SESSION_TTL,
      Grant: GRANT_TTL,
      RefreshToken: (ctx, token, client) => {
        // Public clients rotate their refresh token on every use; the new one keeps what was
        // left of the first one's lifetime, so a chain never outlives REFRESH_TOKEN_TTL.
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken as { remainingTTL?: number } | undefined;
        if (rotated?.remainingTTL && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) {
          return rotated.remainingTTL;
        }
        return REFRESH_TOKEN_TTL;
      },
    },
    discovery: { ui_locales_supported: ['en', 'es'] },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      ctx.body = errorPage(
        languageOf(ctx),
        { error: out.error },
        config.publicUrlFixed ? config.publicUrl : `${requestOrigin(ctx)}/`,
      );
    },
  };
}

/**
 * Without PUBLIC_URL nobody said which address Antena has, so the one the browser used is as
 * good as any (http://127.0.0.1:3000, the machine's LAN address): the web app's callback and
 * sign-out page on the request's own origin are accepted besides the registered ones. Only for
 * Antena's own client, and only the same origin the provider is answering on.
 */
function acceptRequestOriginForWebClient(provider: Provider, config: Config): void {
  const sameOrigin = (value: string, path: string) => {
    const ctx = Provider.ctx;
    return ctx !== undefined && value === `${requestOrigin(ctx)}${path}`;
  };
  const client = provider.Client.prototype;
  const redirectAllowed = client.redirectUriAllowed;
  const postLogoutAllowed = client.postLogoutRedirectUriAllowed;
  client.redirectUriAllowed = function (this: typeof client, value: string) {
    return (
      redirectAllowed.call(this, value) ||
      (this.clientId === config.AUTH_CLIENT_ID && sameOrigin(value, `/${config.AUTH_PROVIDER_NAME}-callback`))
    );
  };
  client.postLogoutRedirectUriAllowed = function (this: typeof client, value: string) {
    return (
      postLogoutAllowed.call(this, value) || (this.clientId === config.AUTH_CLIENT_ID && sameOrigin(value, '/login'))
    );
  };
}

/** Builds the provider with this installation's keys; mount its `callback()` at `/oidc`. */
export async function createProvider(ctx: Pick<Context, 'config' | 'db' | 'log'>): Promise<Provider> {
  const { config, db, log } = ctx;
  const [signing, cookieKeys] = await Promise.all([loadSigningKeys(db), loadCookieKeys(db)]);
  const provider = new Provider(
    config.issuer,
    buildProviderConfiguration(config, db, {
      jwks: signing as unknown as { keys: Record<string, unknown>[] },
      cookieKeys,
    }),
  );
  // Behind a reverse proxy: trust X-Forwarded-Proto/Host for URLs and secure cookies.
  provider.proxy = true;
  if (!config.publicUrlFixed) acceptRequestOriginForWebClient(provider, config);
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'identity provider error'));
  provider.on('grant.error', (_ctx, error) => log.warn({ err: error }, 'identity grant error'));
  return provider;
}
