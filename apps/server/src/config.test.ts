import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      ROLES: ['api', 'worker', 'recorder'],
      AUTH_MODE: 'oidc',
      SEED_DEMO: true,
      bundledIdentity: true,
      PGLITE_SHARED_BUFFERS: '256MB',
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.issuer).toBe('http://localhost:3000/oidc');
    expect(config.dbDir).toMatch(/data\/db$/);
    expect(config.mediaDir).toMatch(/data\/media$/);
  });

  it('takes the embedded database cache as a PostgreSQL size', () => {
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '1GB' }).PGLITE_SHARED_BUFFERS).toBe('1GB');
    expect(problemsOf({ PGLITE_SHARED_BUFFERS: 'lots' }).join()).toMatch(/PGLITE_SHARED_BUFFERS.*A size such as 256MB/);
  });

  it('seeds demo data outside production only, unless SEED_DEMO says otherwise', () => {
    const production = {
      ANTENA_ENV: 'production',
      SENTRY_DSN: 'https://key@sentry.example.com/1',
      PUBLIC_URL: 'https://antena.example.com',
      AUTH_ISSUER: 'https://antena.example.com/oidc',
      AUTH_AUDIENCE: 'antena-api',
      AUTH_CLIENT_ID: 'antena-web',
      DATABASE_URL: 'postgres://antena@db/antena',
    };
    expect(loadConfig({})).toMatchObject({ SEED_DEMO: true, demoSuperadmin: true });
    expect(loadConfig({ SEED_DEMO: 'false' })).toMatchObject({ SEED_DEMO: false });
    expect(loadConfig(production)).toMatchObject({ SEED_DEMO: false, demoSuperadmin: false });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ SEED_DEMO: false, demoSuperadmin: false });
    // Asked for explicitly, production gets the demo client but never the printed-password superadmin.
    expect(loadConfig({ ...production, SEED_DEMO: 'true' })).toMatchObject({ SEED_DEMO: true, demoSuperadmin: false });
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'eighty', ROLES: 'api,painter', SEED_DEMO: 'maybe' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORT/);
    expect(problems.join('\n')).toMatch(/ROLES/);
    expect(problems.join('\n')).toMatch(/SEED_DEMO/);
  });

  it("names each missing production variable with the spec's message", () => {
    const problems = problemsOf({ ANTENA_ENV: 'production', PUBLIC_URL: 'https://antena.example.com' });
    expect(problems).toEqual([
      'SENTRY_DSN: Missing environment variable',
      'AUTH_ISSUER: Missing environment variable',
      'AUTH_AUDIENCE: Missing environment variable',
      'AUTH_CLIENT_ID: Missing environment variable',
      'DATABASE_URL: Missing environment variable',
    ]);
  });

  it('refuses mock authentication in production', () => {
    const problems = problemsOf({
      ANTENA_ENV: 'production',
      AUTH_MODE: 'mock',
      SENTRY_DSN: 'https://key@sentry.example.com/1',
      PUBLIC_URL: 'https://antena.example.com',
      AUTH_ISSUER: 'https://antena.example.com/oidc',
      AUTH_AUDIENCE: 'antena-api',
      AUTH_CLIENT_ID: 'antena-web',
      DATABASE_URL: 'postgres://antena@db/antena',
    });
    expect(problems).toEqual(['AUTH_MODE: mock authentication is refused in production']);
  });

  it('keeps the bundled provider when the issuer is its own, and uses an external one otherwise', () => {
    expect(
      loadConfig({ PUBLIC_URL: 'https://a.example', AUTH_ISSUER: 'https://a.example/oidc/' }).bundledIdentity,
    ).toBe(true);
    const external = loadConfig({ AUTH_ISSUER: 'https://tenant.auth0.example/' });
    expect(external.bundledIdentity).toBe(false);
    expect(external.issuer).toBe('https://tenant.auth0.example/');
  });
});
