import { describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api-client';
import { parseClientConfig, runStartupChecks, StartupError } from './startup';

const config = {
  environment: 'development',
  publicUrl: null,
  apiRoot: '/api',
  auth: {
    authority: 'http://localhost:3000/oidc',
    clientId: 'antena-web',
    audience: 'antena-api',
    providerName: 'antena',
    scope: 'openid profile email offline_access',
  },
  sentry: { dsn: null, environment: 'development' },
  assets: { maxUploadMb: 50 },
  links: { contact: 'mailto:x@y.z', privacy: '/privacy' },
  socialLoginDomains: [],
};

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

describe('start-up checks', () => {
  it('accepts a complete configuration', () => {
    expect(parseClientConfig(config).auth.clientId).toBe('antena-web');
  });

  it("fails with 'Missing environment variable' naming every empty value", () => {
    const error = failure(() =>
      parseClientConfig({ ...config, auth: { ...config.auth, clientId: '', audience: ' ' } }),
    );
    expect(error).toBeInstanceOf(StartupError);
    expect((error as StartupError).message).toContain('Missing environment variable');
    expect((error as StartupError).failure).toEqual({ kind: 'missing-env', names: ['auth.clientId', 'auth.audience'] });
  });

  it('treats a missing field as a missing variable', () => {
    const { environment: _environment, ...rest } = config;
    expect((failure(() => parseClientConfig(rest)) as StartupError).failure).toMatchObject({
      kind: 'missing-env',
      names: ['environment'],
    });
  });

  it('fails the version check when /version does not answer', async () => {
    const fetch = async (url: string | URL | Request) =>
      String(url).endsWith('/client-config')
        ? new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } })
        : new Response('', { status: 404 });
    const api = createApiClient({ fetch: fetch as typeof globalThis.fetch, sleep: async () => {} });
    await expect(runStartupChecks(api)).rejects.toMatchObject({ failure: { kind: 'version' } });
  });
});
