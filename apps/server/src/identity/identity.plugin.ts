/**
 * The bundled identity provider inside the API's fastify app:
 * - oidc-provider mounted at `/oidc` through @fastify/middie. Middie runs in `onRequest`, before
 *   fastify parses any body, and the provider answers every `/oidc/*` request itself, so its
 *   endpoints read their own raw (form or JSON) bodies.
 * - the interaction pages on `/interaction/:uid`, in their own scope with the form body parser.
 * Call it once, on the root instance (`buildApp`), when `config.bundledIdentity` is true.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Context } from '../context';
import { interactionRoutes } from './interaction.routes';
import { createProvider } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The bundled OpenID provider; only where `config.bundledIdentity`. */
    identityProvider?: Provider;
  }
}

export const OIDC_MOUNT_PATH = '/oidc';

export async function registerIdentity(app: FastifyInstance, ctx: Context): Promise<void> {
  const provider = await createProvider(ctx);
  if (!app.hasDecorator('use')) await app.register(middie);
  const callback = provider.callback();
  // Koa answers its own errors (ctx.onerror), so the promise settles once the response is written.
  app.use(OIDC_MOUNT_PATH, (req: IncomingMessage, res: ServerResponse) => void callback(req, res));
  app.decorate('identityProvider', provider);

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    interactionRoutes(scope, provider, ctx);
  });
}
