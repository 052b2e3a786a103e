import { PRODUCT_VERSION, routes } from '@antena/contract';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../context';
import { registerRoute } from '../../http/route';
import { registerHealth } from '../../observability/health';

/** Version check, the web app's start-up configuration, and the probes of operations (health.ts). */
export function systemRoutes(app: FastifyInstance, ctx: Context): void {
  const { config } = ctx;
  registerRoute(app, routes.version, async () => ({ version: PRODUCT_VERSION }));

  registerRoute(app, routes.clientConfig, async (request) => {
    // Without PUBLIC_URL, the address the browser used is Antena's address (see config).
    const base = config.publicUrlFixed ? config.publicUrl : `${request.protocol}://${request.host}`;
    return {
      environment: config.ANTENA_ENV,
      publicUrl: config.publicUrlFixed ? config.publicUrl : null,
      apiRoot: `${base}/api`,
      auth: {
        authority: config.bundledIdentity ? `${base}/oidc` : config.issuer,
        clientId: config.AUTH_CLIENT_ID,
        audience: config.AUTH_AUDIENCE,
        providerName: config.AUTH_PROVIDER_NAME,
        scope: 'openid profile email',
      },
      sentry: { dsn: config.SENTRY_DSN ?? null, environment: config.ANTENA_ENV },
      assets: { maxUploadMb: config.ASSET_MAX_MB },
      links: { contact: config.CONTACT_URL, privacy: config.PRIVACY_URL },
      socialLoginDomains: config.SOCIAL_LOGIN_DOMAINS,
    };
  });

  registerHealth(app, ctx);
}
