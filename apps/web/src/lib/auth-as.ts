/**
 * Impersonation (spec 01 section 6): the e-mail of the user a superadmin acts as is kept in local
 * storage, may arrive once through the hidden `auth_as` query parameter, and the API client sends
 * it as X-Auth-As on every call except /admin ones. The server answers 400 with one of
 * AUTH_AS_ERROR_CODES when the value is not usable.
 */
import { regexes } from 'zod/v4/core';
import type { ErrorCode } from '@antena/contract';
import { isApiError, type ApiError } from './api-error';
import { readStorage, removeStorage, storageKeys, writeStorage } from './storage';

export const AUTH_AS_HEADER = 'X-Auth-As';
export const AUTH_AS_QUERY_PARAM = 'auth_as';
export const AUTH_AS_ERROR_CODES = [
  'ERR_AUTH_AS_INVALID_EMAIL',
  'ERR_AUTH_AS_UNKNOWN_USER',
] as const satisfies readonly ErrorCode[];
export type AuthAsErrorCode = (typeof AUTH_AS_ERROR_CODES)[number];

/**
 * spec 01 section 5: the 'act as user' setting requires a valid e-mail, by the rule the server
 * applies (zod's `z.email()` pattern, without loading zod's schemas into the first load).
 */
export const isValidAuthAsEmail = (value: string): boolean => regexes.email.test(value.trim());

/** E-mails are stored lowercase on the server; the header must name them the same way. */
export const normaliseAuthAs = (value: string): string => value.trim().toLowerCase();

export function readAuthAs(): string | null {
  return readStorage(storageKeys.authAs) || null;
}

export function storeAuthAs(email: string): void {
  writeStorage(storageKeys.authAs, normaliseAuthAs(email));
}

export function clearAuthAs(): void {
  removeStorage(storageKeys.authAs);
}

/** spec: no X-Auth-As on paths (relative to the API root) starting with /admin. */
export const isAdminPath = (path: string): boolean => /^\/admin(?:[/?#]|$)/.test(path);

/** The server refused the stored X-Auth-As value. */
export function isAuthAsRejection(error: unknown): error is ApiError & { code: AuthAsErrorCode } {
  return isApiError(error) && error.status === 400 && (AUTH_AS_ERROR_CODES as readonly string[]).includes(error.code);
}

export type AuthAsFromUrl = { kind: 'absent' } | { kind: 'stored' | 'cleared' } | { kind: 'invalid'; value: string };

/**
 * Reads the hidden `auth_as` query parameter once at start-up: a valid e-mail is stored, an
 * empty value clears impersonation, and the parameter leaves the address bar either way so it
 * is neither bookmarked nor shared.
 */
export function takeAuthAsFromUrl(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): AuthAsFromUrl {
  const url = new URL(location.href);
  const raw = url.searchParams.get(AUTH_AS_QUERY_PARAM);
  if (raw === null) return { kind: 'absent' };
  url.searchParams.delete(AUTH_AS_QUERY_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const value = raw.trim();
  if (!value) {
    clearAuthAs();
    return { kind: 'cleared' };
  }
  if (!isValidAuthAsEmail(value)) return { kind: 'invalid', value };
  storeAuthAs(value);
  return { kind: 'stored' };
}
