/**
 * Starts Antena as `npm start` would (all roles, embedded PGlite, bundled identity provider,
 * demo seed) on a free port with a throwaway data directory, for the browser tests.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../scripts/free-port.mjs';
import { startAntenaServer } from './support/antena-server';

export const DEMO_PASSWORD = 'e2e-demo-password';
const root = path.resolve(import.meta.dirname, '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does it).');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'antena-e2e-'));
  const antena = await startAntenaServer({
    port: await freePort(),
    dataDir,
    env: {
      DEMO_PASSWORD,
      ANTENA_ENV: 'test',
      // Every role, as npm start: the demo stations record, in short segments so they are
      // online within seconds.
      ROLES: 'api,worker,recorder',
      SEGMENT_SECONDS: '4',
      // Minutes of Demo Radio recorded before the start, so selections need no waiting.
      DEMO_HISTORY_MINUTES: '5',
      // Quick Share links that expire within the test (about a minute).
      QUICK_SHARE_TTL_DAYS: '0.0007',
    },
  });
  project.provide('baseUrl', antena.baseUrl);

  return async () => {
    await antena.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
