import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// The API, the bundled OpenID provider and its interaction pages all live on the server:
// in development the SPA proxies them so the browser sees one origin, as in production.
const SERVER = 'http://localhost:3000';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text file of the build, once, at the best ratio, so the
 * server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'antena-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const data = await readFile(full);
          if (data.length < 1024) return;
          const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
          await writeFile(`${full}.br`, await brotli(data, { params }));
          await writeFile(`${full}.gz`, await gz(data, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle's hashed files live under /_app/, a path no screen uses: under vite's default
    // /assets/ they shadowed the app's own /assets and /assets/upload screens (a reload there
    // answered the server's JSON 404). apps/server/src/http/web-app.ts names the same folder.
    assetsDir: '_app',
    // No source maps in the build: they would publish the whole source next to the app.
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each screen needs (bench/web/first-load.mjs reads
    // it); the server never serves it.
    manifest: true,
    // Screens load per route (routes/*.routes.tsx); a chunk past this size means a split was lost.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Each language's texts in one chunk: lib/i18n.ts downloads only the user's language.
        // Not errors.json: the start-up failure screen's texts ship in the entry for both.
        codeSplitting: {
          groups: [
            {
              // A group named by a function needs a label of its own for rolldown's timing
              // report, else every build (so every `npm start`) prints a warning asking for one.
              debugName: 'locale-texts',
              name: (id) => {
                const language = /\/locales\/([a-z]{2})\/(?!errors\.json)[^/]+\.json$/.exec(id)?.[1];
                return language ? `locale-${language}` : null;
              },
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/oidc': { target: SERVER, changeOrigin: false },
      '/interaction': { target: SERVER, changeOrigin: false },
    },
  },
});
