/**
 * Start-up checks of spec 01 section 1: the client configuration must carry every required
 * value ('Missing environment variable' otherwise) and the version call must succeed.
 */
import { clientConfigSchema, routes, type ClientConfig } from '@antena/contract';
import type { ApiClient } from '../lib/api-client';

export type StartupFailure =
  | { kind: 'missing-env'; names: string[] }
  | { kind: 'version'; message: string }
  | { kind: 'unreachable'; message: string };

export class StartupError extends Error {
  constructor(readonly failure: StartupFailure) {
    super(
      failure.kind === 'missing-env' ? `Missing environment variable: ${failure.names.join(', ')}` : failure.message,
    );
  }
}

/** Values the app cannot start without; the error-reporting key is optional outside production. */
const REQUIRED: ReadonlyArray<[string, (config: ClientConfig) => string]> = [
  ['environment', (c) => c.environment],
  ['apiRoot', (c) => c.apiRoot],
  ['auth.authority', (c) => c.auth.authority],
  ['auth.clientId', (c) => c.auth.clientId],
  ['auth.audience', (c) => c.auth.audience],
  ['auth.providerName', (c) => c.auth.providerName],
  ['auth.scope', (c) => c.auth.scope],
];

/** Validates the served configuration; throws a 'missing-env' StartupError naming every gap at once. */
export function parseClientConfig(raw: unknown): ClientConfig {
  const parsed = clientConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || '(config)'))];
    throw new StartupError({ kind: 'missing-env', names });
  }
  const names = REQUIRED.filter(([, read]) => !read(parsed.data).trim()).map(([name]) => name);
  if (names.length > 0) throw new StartupError({ kind: 'missing-env', names });
  return parsed.data;
}

export interface StartupData {
  config: ClientConfig;
  version: string;
}

export async function runStartupChecks(api: ApiClient): Promise<StartupData> {
  let raw: unknown;
  try {
    raw = await api.call(routes.clientConfig);
  } catch (error) {
    throw new StartupError({ kind: 'unreachable', message: error instanceof Error ? error.message : String(error) });
  }
  const config = parseClientConfig(raw);
  try {
    const { version } = await api.call(routes.version);
    if (!version) throw new Error('Empty version');
    return { config, version };
  } catch (error) {
    throw new StartupError({ kind: 'version', message: error instanceof Error ? error.message : String(error) });
  }
}
