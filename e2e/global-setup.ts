/**
 * Starts Antena as `npm start` would (all roles, embedded PGlite, bundled identity provider,
 * demo seed) on a free port with a throwaway data directory, for the browser tests, with the
 * stand-in speech engine (apps/server/test/transcription-server.ts) as its engine: Demo Radio,
 * transcribed in the demo, is heard as known words (its beeping 440 Hz bed as 'canción'), and
 * Dailymotion's stand-in (apps/server/test/social/dailymotion-stand-in.ts, key `key-antena`,
 * secret `secret-antena`, channel `x2abcde`) as the platform fragments are published to, and the
 * chat engine's stand-in (apps/server/test/content-ai/llm-stand-in.ts) as content AI's engine.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTranscriptionStandIn } from '../apps/server/test/transcription-server';
import { startDailymotionStandIn } from '../apps/server/test/social/dailymotion-stand-in';
import { startLlmStandIn } from '../apps/server/test/content-ai/llm-stand-in';
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
  const speech = await startTranscriptionStandIn();
  const dailymotion = await startDailymotionStandIn();
  const llm = await startLlmStandIn();
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
      // An OpenAI-compatible engine, as a user would run one.
      TRANSCRIPTION_API_URL: speech.url,
      TRANSCRIPTION_MODEL: 'stand-in',
      DAILYMOTION_API_URL: dailymotion.url,
      LLM_API_URL: llm.url,
      LLM_MODEL: 'stand-in',
    },
  }).catch(async (error: unknown) => {
    await speech.close();
    await dailymotion.close();
    await llm.close();
    throw error;
  });
  project.provide('baseUrl', antena.baseUrl);

  return async () => {
    await antena.stop();
    await speech.close();
    await dailymotion.close();
    await llm.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
