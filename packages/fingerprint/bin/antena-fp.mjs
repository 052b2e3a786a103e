#!/usr/bin/env node
// The package is TypeScript. The CLI runs from one ES module that esbuild bundles into dist/,
// rebuilt whenever one of its sources is newer: tsx compiling each file on load held about 45 MB,
// a third of the matcher's memory budget. esbuild runs in a child process for the same reason.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE, METAFILE, ROOT } from './bundle.mjs';

function stale() {
  try {
    const built = statSync(BUNDLE).mtimeMs;
    const inputs = Object.keys(JSON.parse(readFileSync(METAFILE, 'utf8')).inputs);
    return inputs.some((input) => statSync(path.resolve(ROOT, input)).mtimeMs > built);
  } catch {
    return true;
  }
}

if (stale()) {
  const build = spawnSync(process.execPath, [path.join(import.meta.dirname, 'bundle.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(BUNDLE).href);
