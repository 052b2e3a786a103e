/**
 * What the browser downloads before a screen is usable (issue 13.3: at most 300 kB of gzipped
 * JavaScript): the entry chunk, the chunks it imports statically, and the lazy chunk of the
 * screen's route with its own static imports, read from the build's manifest, and the texts of
 * one language (lib/i18n.ts loads them at start-up: the English chunk). Figures are the
 * gzip sizes of the files the server sends (the build's precompressed .gz), brotli beside them.
 * Prints figures; asserts nothing. Needs the built web app (`npm run build`).
 *
 *   node bench/web/first-load.mjs
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));

/** The screens measured: a page path and the lazy modules its route loads (none: the entry has it). */
const SCREENS = {
  '/login': [],
  '/logger/status': ['src/features/logger/LoggerStatusScreen.tsx'],
  '/logger/s/{slug}': ['src/features/logger-stream/LoggerStreamScreen.tsx'],
  '/admin/users': ['src/features/admin/admin.screens.ts'],
  '/platform': ['src/features/platform/platform.screens.ts'],
  '/audit/s/{slug}': ['src/features/audit/audit.screens.ts'],
};

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const sizeOf = (file, ext) => {
  const full = path.join(DIST, file);
  if (ext === '.gz' && !existsSync(full + ext)) return gzipSync(readFileSync(full), { level: 9 }).length;
  return existsSync(full + ext) ? readFileSync(full + ext).length : readFileSync(full).length;
};
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const locale = Object.keys(manifest).find((key) => manifest[key].name === 'locale-en');
console.log('screen'.padEnd(20), 'js gzip'.padStart(10), 'js brotli'.padStart(10), 'css gzip'.padStart(10), ' chunks');
for (const [screen, lazy] of Object.entries(SCREENS)) {
  const chunks = [...closure([entry, locale, ...lazy].filter(Boolean))].map((key) => manifest[key]);
  const js = chunks.map((chunk) => chunk.file);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const sum = (files, ext) => files.reduce((total, file) => total + sizeOf(file, ext), 0);
  console.log(
    screen.padEnd(20),
    kB(sum(js, '.gz')).padStart(10),
    kB(sum(js, '.br')).padStart(10),
    kB(sum(css, '.gz')).padStart(10),
    ` ${js.length}`,
  );
}
