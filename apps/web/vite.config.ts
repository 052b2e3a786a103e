import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API, the bundled OpenID provider and its interaction pages all live on the server:
// in development the SPA proxies them so the browser sees one origin, as in production.
const SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // One bundle for now (React, Mantine, router, query, oidc, Sentry ≈ 300 kB gzip); screens
  // will be split per route as the feature areas land, so only warn past that size.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1200 },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/oidc': { target: SERVER, changeOrigin: false },
      '/interaction': { target: SERVER, changeOrigin: false },
    },
  },
});
