/**
 * Each workspace declares the workspaces it imports: npm links them only where declared, so an
 * undeclared import works in this checkout by chance and breaks a package used on its own.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const workspaces = ['apps', 'packages'].flatMap((dir) =>
  readdirSync(path.join(root, dir)).map((name) => path.join(root, dir, name)),
);

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx|mjs)$/.test(name) ? [file] : [];
  });
}

function importedWorkspaces(dir) {
  const names = new Set();
  for (const file of sources(dir))
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(@antena\/[a-z-]+)/g)) names.add(match[1]);
  return names;
}

describe('workspace dependencies', () => {
  for (const workspace of workspaces) {
    const manifest = JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8'));
    it(`${manifest.name} declares every workspace it imports`, () => {
      const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
      const missing = [...importedWorkspaces(path.join(workspace, 'src'))].filter(
        (name) => name !== manifest.name && !declared.has(name),
      );
      expect(missing).toEqual([]);
    });
  }
});

/** The workspaces the server and the device agent run in production, where `npm ci --omit=dev` leaves no dev dependency. */
const RUNTIME = ['apps/server', 'apps/agent', 'packages/contract', 'packages/media'];
const isTestFile = (file) => /(\.test\.|test-helpers|\/test\/|test-signals|test-anchors)/.test(file);

function runtimeImports(dir) {
  const names = new Set();
  for (const file of sources(dir).filter((file) => !isTestFile(file)))
    for (const match of readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'";]*from '([^'.][^']*)'/gm)) {
      const specifier = match[1];
      if (specifier.startsWith('node:')) continue;
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  return names;
}

describe('production dependencies', () => {
  for (const dir of RUNTIME) {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    it(`${manifest.name} runs on its dependencies alone`, () => {
      const declared = new Set(Object.keys(manifest.dependencies ?? {}));
      expect([...runtimeImports(path.join(root, dir, 'src'))].filter((name) => !declared.has(name))).toEqual([]);
    });
  }

  it('the server loads its TypeScript with a runtime dependency (tsx)', () => {
    const server = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
    expect(Object.keys(server.dependencies)).toContain('tsx');
  });
});
