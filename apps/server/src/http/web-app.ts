/**
 * The built web app (apps/web/dist): hashed files under /assets/ are sent as the build
 * precompressed them (brotli, else gzip, by Accept-Encoding) and cached for a year, since a new
 * build gives them new names; index.html is revalidated on every load (no-cache), so a deploy
 * is picked up at once; every other page path answers index.html (history fallback). Source
 * maps and the build manifest are never served, even if a build left them in the folder.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ROOT, type ErrorBody } from '@antena/contract';
import type { FastifyInstance } from 'fastify';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const ASSETS_PREFIX = '/assets/';

/** Files that exist in the folder but are not for browsers: source maps and dot folders (.vite/manifest.json). */
const isPrivateFile = (pathname: string) =>
  pathname.endsWith('.map') || pathname.split('/').some((part) => part.startsWith('.'));

export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWebApp = existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathname) => !isPrivateFile(pathname),
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE_CACHE : 'no-cache');
      },
    });
  }
  const isApiPath = (url: string) => url === API_ROOT || url.startsWith(`${API_ROOT}/`) || url.startsWith('/oidc/');
  // A missing asset (an old chunk after a deploy, a source map) is a 404, never the page: the
  // router reloads the page when a chunk is missing, and a script must not receive HTML.
  const isFilePath = (pathname: string) => pathname.startsWith(ASSETS_PREFIX) || isPrivateFile(pathname);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    if (request.method === 'GET' && !isApiPath(request.url) && !isFilePath(pathname) && hasWebApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      statusCode: 404,
      code: isApiPath(request.url) ? 'ERR_ROUTE_NOT_FOUND' : 'ERR_NOT_FOUND',
      message: `Route ${request.method} ${pathname} not found`,
    } satisfies ErrorBody);
  });
}
