/**
 * The API as a signed-in browser user calls it, for a test to set up its own data: every test
 * can then run alone or in any order.
 */
import { buildPath, API_ROOT, type RouteDef } from '@antena/contract';
import type { Page } from 'playwright-core';

/** The access token the web app keeps for the signed-in user (oidc-client-ts, localStorage). */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('oidc.user:'))
        return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string }).access_token;
    }
    throw new Error('No signed-in user in this browser');
  });
}

export type CallApi = <T = unknown>(
  route: RouteDef,
  options?: { params?: Record<string, string>; body?: unknown },
) => Promise<T>;

export function apiAs(baseUrl: string, token: string): CallApi {
  return async (route, { params, body } = {}) => {
    const response = await fetch(`${baseUrl}${API_ROOT}${buildPath(route.path, params)}`, {
      method: route.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route.method} ${route.path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as never;
  };
}
