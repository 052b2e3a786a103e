// Bundles the CLI (src/cli.ts and the workspace packages it imports) into dist/cli.mjs, with a
// metafile listing its inputs so antena-fp.mjs can tell when it is stale. Written to temporary
// names and renamed, so a process starting meanwhile reads a whole bundle or builds its own.
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PACKAGE = path.resolve(import.meta.dirname, '..');
/** Where esbuild runs: metafile inputs are relative to it. */
export const ROOT = path.resolve(PACKAGE, '../..');
export const BUNDLE = path.join(PACKAGE, 'dist/cli.mjs');
export const METAFILE = path.join(PACKAGE, 'dist/cli.meta.json');

async function bundle() {
  const { build } = await import('esbuild');
  const suffix = `.${process.pid}.tmp`;
  const { metafile } = await build({
    absWorkingDir: ROOT,
    entryPoints: [path.join(PACKAGE, 'src/cli.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: BUNDLE + suffix,
    metafile: true,
    logLevel: 'error',
  });
  writeFileSync(METAFILE + suffix, JSON.stringify(metafile));
  renameSync(BUNDLE + suffix, BUNDLE);
  renameSync(METAFILE + suffix, METAFILE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await bundle();
