/**
 * The built web app (apps/web/dist): hashed files under /_app/ are sent as the build
 * precompressed them (brotli, else gzip, by Accept-Encoding) and cached for a year, since a new
 * build gives them new names; index.html is revalidated on every load (no-cache), so a deploy
 * is picked up at once; every other page path answers index.html (history fallback). Source
 * maps and the build manifest are never served, even if a build left them in the folder.
 * The folder is vite's `build.assetsDir` (apps/web/vite.config.ts), not its default `assets`:
 * /assets and /assets/upload are screens of the app and must answer the page on a reload.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ROOT, type ErrorBody } from '@antena/contract';
import type { FastifyInstance } from 'fastify';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** vite's `build.assetsDir`: the one folder of hashed, immutable files. */
const BUNDLE_DIR = '_app';
const BUNDLE_PREFIX = `/${BUNDLE_DIR}/`;
const LEGACY_BUNDLE_FILE = /^\/assets\/[^/]+\.(?:js|css)$/;

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
        const hashed = path.relative(distDir, filePath).startsWith(`${BUNDLE_DIR}${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE_CACHE : 'no-cache');
      },
    });
  }
  const isApiPath = (url: string) => url === API_ROOT || url.startsWith(`${API_ROOT}/`) || url.startsWith('/oidc/');
  // A missing asset (an old chunk after a deploy, a source map) is a 404, never the page: the
  // router reloads the page when a chunk is missing, and a script must not receive HTML.
  // Builds before the move to /_app/ put their chunks under /assets/: a tab opened then still
  // asks there for a script or stylesheet, which must fail as a file, not as the page.
  const isFilePath = (pathname: string) =>
    pathname.startsWith(BUNDLE_PREFIX) || isPrivateFile(pathname) || LEGACY_BUNDLE_FILE.test(pathname);
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
