/**
 * What the app does around X-Auth-As (spec 01 sections 4 and 6): choosing or clearing the user
 * acted as reloads to / so every cached answer is fetched again as the new user; a value the
 * server refuses is dropped and explained once the page has reloaded.
 */
import { notifications } from '@mantine/notifications';
import { endpoints } from '@antena/contract/endpoints';
import type { ApiClient } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import {
  clearAuthAs,
  isAuthAsRejection,
  isValidAuthAsEmail,
  readAuthAs,
  storeAuthAs,
  takeAuthAsFromUrl,
  type AuthAsErrorCode,
} from '../../lib/auth-as';
import i18n from '../../lib/i18n';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage';

/** The full-page reload, replaceable in tests (jsdom cannot navigate). */
export const pageReload = {
  toRoot(): void {
    window.location.assign('/');
  },
};

type ActingAsRoute = typeof endpoints.logInAs | typeof endpoints.clearUser;
let reportActingAs: ((route: ActingAsRoute) => Promise<unknown>) | null = null;

/** Start-up: 'Log in as' and 'Clear user' are reported to the admin audit log through this client. */
export function reportActingAsWith(api: Pick<ApiClient, 'call'>): void {
  reportActingAs = (route) => api.call(route);
}

/**
 * Reports the switch (the X-Auth-As header still names the user acted as), then runs `then`.
 * The switch goes ahead even when the report fails: the server logs that failure, and a
 * superadmin must never be stuck acting as someone.
 */
function reportThen(route: ActingAsRoute, then: () => void): void {
  if (!reportActingAs) return then();
  void reportActingAs(route)
    .catch(() => undefined)
    .finally(then);
}

/** Starts acting as a user; false when the e-mail is not valid ('You must provide a valid email'). */
export function actAs(email: string): boolean {
  if (!isValidAuthAsEmail(email)) return false;
  storeAuthAs(email);
  reportThen(endpoints.logInAs, () => pageReload.toRoot());
  return true;
}

function leave(): void {
  clearAuthAs();
  pageReload.toRoot();
}

/** 'Clear user': back to the superadmin's own identity. */
export function stopActingAs(): void {
  if (readAuthAs()) reportThen(endpoints.clearUser, leave);
  else leave();
}

interface PendingNotice {
  code: AuthAsErrorCode;
  email: string;
}

function rememberNotice(notice: PendingNotice): void {
  writeStorage(storageKeys.authAsNotice, JSON.stringify(notice));
}

let rejected = false;

/** The API client's onAuthAsRejected: several calls may fail at once; react to the first. */
export function rejectAuthAs(error: ApiError): void {
  if (rejected || !isAuthAsRejection(error)) return;
  rejected = true;
  rememberNotice({ code: error.code, email: readAuthAs() ?? '' });
  // The server refused the user, so there is no acting-as to report.
  leave();
}

export function authAsNoticeText({ code, email }: PendingNotice): string {
  return code === 'ERR_AUTH_AS_INVALID_EMAIL'
    ? i18n.t('settings:logInAs.invalidEmail')
    : i18n.t('settings:logInAs.unknownUser', { email });
}

function showPendingNotice(): void {
  const raw = readStorage(storageKeys.authAsNotice);
  if (!raw) return;
  removeStorage(storageKeys.authAsNotice);
  try {
    const notice = JSON.parse(raw) as PendingNotice;
    notifications.show({ id: 'auth-as-rejected', color: 'yellow', message: authAsNoticeText(notice) });
  } catch {
    // an unreadable notice has nothing left to say
  }
}

/** Start-up: take the hidden auth_as parameter, then explain any value dropped before the reload. */
export function applyAuthAsAtStartup(): void {
  const fromUrl = takeAuthAsFromUrl();
  if (fromUrl.kind === 'invalid') rememberNotice({ code: 'ERR_AUTH_AS_INVALID_EMAIL', email: fromUrl.value });
  showPendingNotice();
}
