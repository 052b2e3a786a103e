/**
 * The deployment files in deploy/ (systemd units, compose.yaml, the Dockerfile and the example
 * environment) cannot drift from the configuration: every variable they set for Antena is one
 * `envSchema` reads, so a renamed or misspelt variable fails here rather than being ignored.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config';

const DEPLOY = path.resolve(__dirname, '../../../deploy');
const read = (file: string) => readFileSync(path.join(DEPLOY, file), 'utf8');
const VARIABLE = /^[A-Z][A-Z0-9_]*$/;

/** `Environment=NAME=value` lines and `NAME=` assignments inside ExecStart's shell. */
function systemdVariables(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    const environment = /^Environment=([A-Z][A-Z0-9_]*)=/.exec(line);
    if (environment) names.push(environment[1]!);
    if (line.startsWith('ExecStart=')) names.push(...[...line.matchAll(/\b([A-Z][A-Z0-9_]*)=/g)].map((m) => m[1]!));
  }
  return names;
}

/** `NAME=value` lines of an environment file. */
const envFileVariables = (text: string) =>
  text
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);

/** The `ENV` instruction's names (one per `NAME=value`, continued lines included). */
function dockerfileVariables(text: string): string[] {
  const instruction = /^ENV ((?:.*\\\n)*.*)$/m.exec(text)?.[1] ?? '';
  return [...instruction.matchAll(/([A-Z][A-Z0-9_]*)=/g)].map((m) => m[1]!);
}

/**
 * The keys under `environment:` of the Antena services (the `x-antena` template, api, worker,
 * recorder); PostgreSQL's and MinIO's own variables are theirs, not Antena's.
 */
function composeVariables(text: string): string[] {
  const antena = new Set(['x-antena', 'api', 'worker', 'recorder']);
  const names: string[] = [];
  let top = '';
  let service = '';
  let environmentIndent = -1;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const indent = line.length - line.trimStart().length;
    const key = /^\s*([\w.-]+):/.exec(line)?.[1];
    if (environmentIndent >= 0 && indent <= environmentIndent) environmentIndent = -1;
    if (indent === 0 && key) top = service = key;
    else if (indent === 2 && key && top === 'services') service = key;
    if (key === 'environment' && antena.has(service)) environmentIndent = indent;
    else if (environmentIndent >= 0 && key && VARIABLE.test(key)) names.push(key);
  }
  return names;
}

describe('deployment files', () => {
  const known = new Set(Object.keys(envSchema.shape));
  const units = readdirSync(path.join(DEPLOY, 'systemd')).filter((file) => file.endsWith('.service'));
  const sets: [string, string[]][] = [
    ...units.map((unit): [string, string[]] => [`systemd/${unit}`, systemdVariables(read(`systemd/${unit}`))]),
    ['compose.yaml', composeVariables(read('compose.yaml'))],
    ['Dockerfile', dockerfileVariables(read('Dockerfile'))],
    ['antena.env.example', envFileVariables(read('antena.env.example'))],
  ];

  it.each(sets)('%s sets only variables the configuration reads', (_file, names) => {
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it('gives each role its ROLES and each worker and recorder a health port', () => {
    const compose = composeVariables(read('compose.yaml'));
    expect(compose).toEqual(expect.arrayContaining(['ROLES', 'HEALTH_PORT', 'DATABASE_URL', 'STORAGE']));
    for (const unit of units) {
      const names = systemdVariables(read(`systemd/${unit}`));
      expect(names).toContain('ROLES');
      if (unit !== 'antena-api.service') expect(names).toContain('HEALTH_PORT');
    }
  });
});
