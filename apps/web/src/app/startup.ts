/**
 * Start-up checks of spec 01 section 1: the client configuration must carry every required
 * value ('Missing environment variable' otherwise) and the version call must succeed.
 */
import type { ClientConfig } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
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
const REQUIRED = [
  'environment',
  'apiRoot',
  'auth.authority',
  'auth.clientId',
  'auth.audience',
  'auth.providerName',
  'auth.scope',
] as const;

const valueAt = (raw: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], raw);

/**
 * Checks the served configuration; throws a 'missing-env' StartupError naming every gap at once.
 * The server answers /client-config only in the contract's shape (its response schema is
 * enforced there), so what is left to check here is that the required values are filled in.
 */
export function parseClientConfig(raw: unknown): ClientConfig {
  const names = REQUIRED.filter((path) => {
    const value = valueAt(raw, path);
    return typeof value !== 'string' || !value.trim();
  });
  if (names.length > 0) throw new StartupError({ kind: 'missing-env', names: [...names] });
  return raw as ClientConfig;
}

export interface StartupData {
  config: ClientConfig;
  version: string;
}

export async function runStartupChecks(api: ApiClient): Promise<StartupData> {
  let raw: unknown;
  try {
    raw = await api.call(endpoints.clientConfig);
  } catch (error) {
    throw new StartupError({ kind: 'unreachable', message: error instanceof Error ? error.message : String(error) });
  }
  const config = parseClientConfig(raw);
  try {
    const { version } = await api.call(endpoints.version);
    if (!version) throw new Error('Empty version');
    return { config, version };
  } catch (error) {
    throw new StartupError({ kind: 'version', message: error instanceof Error ? error.message : String(error) });
  }
}
