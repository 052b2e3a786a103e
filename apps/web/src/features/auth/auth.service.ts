/**
 * Sign-in and session (spec 01 section 4 "Login"/"Logout"): oidc-client-ts against the
 * configured OpenID provider (code flow with PKCE), the session-expired path, and logout.
 *
 * The OpenID library is a quarter of the first load's script (issue 13.3), and a signed-in
 * screen needs only the stored access token: the library loads on its own, after start-up,
 * to sign in, renew the token and sign out, while the session is read from storage directly.
 */
import type * as Oidc from 'oidc-client-ts';
import type { UserManager } from 'oidc-client-ts';
import type { QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { ClientConfig } from '@antena/contract';
import i18n from '../../lib/i18n';
import { purgeSavedState } from '../../lib/storage';
import { createPkcePair } from './pkce';
import { readStoredSession, storedSessionKey, type StoredSession } from './stored-session';

/** What we keep in the OpenID `state` across the trip to the provider. */
interface SigninState {
  redirect_to?: string;
}

export const callbackPath = (providerName: string) => `/${providerName}-callback`;

/** Only same-origin paths, never the auth pages themselves (that would loop). */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (/^\/(login|logout)(\/|\?|$)/.test(value)) return '/';
  return value;
}

/**
 * The /login address of a failed sign-in (spec 01). The message is the provider's or the sign-in
 * library's English: it stays in the address for whoever helps the user, while the page shows
 * the text of the code in the user's language.
 */
export function loginErrorHref(message: string, code: string): string {
  const search = new URLSearchParams({ login_error_msg: message, login_error_code: code });
  return `/login?${search.toString()}`;
}

/** Audience goes to the provider as an RFC 8707 resource only when it is a URI, as the RFC requires. */
const resourceFor = (audience: string) => (/^[a-z][a-z0-9+.-]*:/i.test(audience) ? audience : undefined);

type OidcModule = typeof Oidc;

/** The web app's client settings at the provider (exported for the PKCE test). */
export function userManagerSettings(config: ClientConfig, origin = window.location.origin) {
  const resource = resourceFor(config.auth.audience);
  return {
    authority: config.auth.authority,
    client_id: config.auth.clientId,
    redirect_uri: `${origin}${callbackPath(config.auth.providerName)}`,
    post_logout_redirect_uri: `${origin}/login`,
    response_type: 'code',
    scope: config.auth.scope,
    // The library's PKCE needs crypto.subtle, missing over plain HTTP at a network address;
    // signinArgs sends the same parameters, computed by pkce.ts (the provider still requires them).
    disablePKCE: true,
    ...(resource ? { resource } : {}),
  };
}

/** What a sign-in sends: our state, the user's language and the PKCE pair (RFC 7636, S256). */
export function signinArgs(redirectTo: string | undefined, locale: string) {
  const state: SigninState = { redirect_to: safeRedirect(redirectTo) };
  const pkce = createPkcePair();
  return {
    state,
    ui_locales: locale,
    extraQueryParams: { code_challenge: pkce.challenge, code_challenge_method: 'S256' },
    // Kept with the request's state until the callback, as the library keeps its own verifier.
    extraTokenParams: { code_verifier: pkce.verifier },
  };
}

export function createUserManager(
  oidc: OidcModule,
  config: ClientConfig,
  origin = window.location.origin,
): UserManager {
  const { UserManager, WebStorageStateStore } = oidc;
  return new UserManager({
    ...userManagerSettings(config, origin),
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

type Navigate = (href: string) => void;

export class AuthService {
  private navigate: Navigate = (href) => window.location.assign(href);
  private expiring = false;
  private readonly callbacks = new Map<string, Promise<string>>();
  private manager: Promise<UserManager> | null = null;

  constructor(
    private readonly config: ClientConfig,
    private readonly queryClient: QueryClient,
    private readonly loadOidc: () => Promise<OidcModule> = () => import('oidc-client-ts'),
  ) {}

  /** With a session, loads the library in the background so its renewal and expiry timers run. */
  start(): void {
    if (this.storedSession()) this.userManager().catch(() => undefined);
  }

  private userManager(): Promise<UserManager> {
    this.manager ??= this.loadOidc().then(
      (oidc) => this.listen(createUserManager(oidc, this.config)),
      (error: unknown) => {
        // A failed chunk load (the network blinked) is tried again on the next call.
        this.manager = null;
        throw error;
      },
    );
    return this.manager;
  }

  private listen(userManager: UserManager): UserManager {
    userManager.events.addAccessTokenExpired(() => this.expireSession());
    userManager.events.addSilentRenewError((error) => {
      const code = (error as { error?: string }).error;
      // spec: a renewal failure other than login_required goes to /login with the error.
      if (code === 'login_required') this.endLocally('/login');
      else this.endLocally(loginErrorHref(error.message, code ?? 'silent_renew_error'));
    });
    return userManager;
  }

  private storedSession(): StoredSession | null {
    const key = storedSessionKey(this.config.auth.authority, this.config.auth.clientId);
    return readStoredSession(window.localStorage, key);
  }

  /** The router is built after this service; it hands its navigate here. */
  attachNavigator(navigate: Navigate): void {
    this.navigate = navigate;
  }

  getUser(): Promise<StoredSession | null> {
    return Promise.resolve(this.storedSession());
  }

  getAccessToken(): Promise<string | null> {
    const session = this.storedSession();
    return Promise.resolve(session && !session.expired ? session.accessToken : null);
  }

  async login(redirectTo: string | undefined, locale: string): Promise<void> {
    this.expiring = false;
    const userManager = await this.userManager();
    await userManager.signinRedirect(signinArgs(redirectTo, locale));
  }

  /** Finishes the code exchange once per callback URL (React StrictMode mounts twice). */
  completeLogin(url = window.location.href): Promise<string> {
    let pending = this.callbacks.get(url);
    if (!pending) {
      pending = this.userManager()
        .then((userManager) => userManager.signinRedirectCallback(url))
        .then((user) => {
          this.expiring = false;
          return safeRedirect((user.state as SigninState | undefined)?.redirect_to);
        });
      this.callbacks.set(url, pending);
    }
    return pending;
  }

  /** spec: a 401/403 or a past expiry shows 'Session has expired' and logs out to /login. */
  expireSession(): void {
    if (this.expiring) return;
    this.expiring = true;
    notifications.show({
      id: 'session-expired',
      color: 'yellow',
      title: i18n.t('auth:sessionExpired'),
      message: i18n.t('auth:sessionExpiredHint'),
    });
    this.endLocally('/login');
  }

  /** Logout: purge saved state, then end the session at the provider (falling back to /login). */
  async logout(): Promise<void> {
    const userManager = await this.userManager().catch(() => null);
    const user = await userManager?.getUser().catch(() => null);
    await this.clearLocalSession();
    if (userManager && user) {
      try {
        await userManager.signoutRedirect({ id_token_hint: user.id_token });
        return;
      } catch {
        // provider without end-session support or unreachable: the local logout stands
      }
    }
    this.navigate('/login');
  }

  private async clearLocalSession(): Promise<void> {
    purgeSavedState();
    this.queryClient.clear();
    window.localStorage.removeItem(storedSessionKey(this.config.auth.authority, this.config.auth.clientId));
    const userManager = await this.userManager().catch(() => null);
    await userManager?.removeUser().catch(() => undefined);
    // Abandoned sign-in attempts leave their state behind; drop it with the session.
    await userManager?.clearStaleState().catch(() => undefined);
  }

  private endLocally(href: string): void {
    void this.clearLocalSession().finally(() => this.navigate(href));
  }
}
