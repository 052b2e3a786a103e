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
