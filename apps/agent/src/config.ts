/**
 * The agent's settings, from command-line flags or the environment (a flag wins): where the API
 * is, the device token, the data directory, the device's location, the host's reboot command and
 * the outbox bounds.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

export interface AgentConfig {
  /** The Antena server's base URL (http or https), without `/api`. */
  serverUrl: string;
  token: string;
  dataDir: string;
  location: string | null;
  /** A shell command line; null when rebooting is a no-op (tests, development). */
  rebootCommand: string | null;
  /** The outbox keeps at most this much audio waiting for upload (24 h). */
  outboxMaxMs: number;
  outboxMaxBytes: number;
  /** The streamer's input on first start, before anyone set `streamer.input`. */
  initialInput: string | null;
  /**
   * How much of what the box recorded before it was linked to a station is uploaded to it (0:
   * nothing older than the link, so a new station's timeline does not begin before it existed).
   */
  linkBackfillMs: number;
}

export class ConfigError extends Error {}

export const USAGE = `Usage: npm run agent -- --server URL --token TOKEN [options]

  --server URL            Antena server, e.g. https://antena.example.com   (ANTENA_SERVER_URL)
  --token TOKEN           the device token shown when the device was created (ANTENA_DEVICE_TOKEN)
  --data-dir DIR          state and outbox (ANTENA_AGENT_DATA_DIR, default ~/.antena-agent)
  --location TEXT         where the device is, shown on its page (ANTENA_DEVICE_LOCATION)
  --reboot-command CMD    run on a reboot command (ANTENA_REBOOT_COMMAND, default 'systemctl reboot';
                          '' or 'none' = do nothing)
  --input SOURCE          the streamer's input on first start (ANTENA_STREAMER_INPUT, default alsa:default)
  --outbox-max-mb N       largest outbox before the oldest segments are dropped (ANTENA_OUTBOX_MAX_MB, 4096)
  --link-backfill-minutes N  minutes recorded before the box was linked to a station that are
                          uploaded to it (ANTENA_LINK_BACKFILL_MINUTES, default 0: none)
`;

const DEFAULT_REBOOT_COMMAND = 'systemctl reboot';
const DAY_MS = 24 * 60 * 60 * 1000;

export function parseConfig(argv: string[], env: NodeJS.ProcessEnv): AgentConfig {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        server: { type: 'string' },
        token: { type: 'string' },
        'data-dir': { type: 'string' },
        location: { type: 'string' },
        'reboot-command': { type: 'string' },
        input: { type: 'string' },
        'outbox-max-mb': { type: 'string' },
        'link-backfill-minutes': { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (values.help) throw new ConfigError('');
  const pick = (flag: string, variable: string): string | undefined => {
    const value = values[flag];
    return typeof value === 'string' ? value : env[variable];
  };

  const serverUrl = pick('server', 'ANTENA_SERVER_URL')?.trim();
  if (!serverUrl) throw new ConfigError('Missing the server: pass --server URL or set ANTENA_SERVER_URL');
  let parsed: URL;
  try {
    parsed = new URL(serverUrl);
  } catch {
    throw new ConfigError(`The server URL is not a URL: ${serverUrl}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new ConfigError(`The server URL must start with http:// or https:// (got ${serverUrl})`);
  const token = pick('token', 'ANTENA_DEVICE_TOKEN')?.trim();
  if (!token) throw new ConfigError('Missing the device token: pass --token TOKEN or set ANTENA_DEVICE_TOKEN');

  const reboot = pick('reboot-command', 'ANTENA_REBOOT_COMMAND') ?? DEFAULT_REBOOT_COMMAND;
  const maxMb = Number(pick('outbox-max-mb', 'ANTENA_OUTBOX_MAX_MB') ?? 4096);
  if (!Number.isFinite(maxMb) || maxMb <= 0) throw new ConfigError('--outbox-max-mb must be a positive number');
  const backfillMinutes = Number(pick('link-backfill-minutes', 'ANTENA_LINK_BACKFILL_MINUTES') ?? 0);
  if (!Number.isFinite(backfillMinutes) || backfillMinutes < 0)
    throw new ConfigError('--link-backfill-minutes must be a number of minutes, 0 or more');

  return {
    serverUrl: serverUrl.replace(/\/+$/, ''),
    token,
    dataDir: path.resolve(pick('data-dir', 'ANTENA_AGENT_DATA_DIR') || path.join(os.homedir(), '.antena-agent')),
    location: pick('location', 'ANTENA_DEVICE_LOCATION')?.trim() || null,
    rebootCommand: reboot.trim() === '' || reboot.trim() === 'none' ? null : reboot.trim(),
    outboxMaxMs: DAY_MS,
    outboxMaxBytes: Math.round(maxMb * 1024 * 1024),
    initialInput: pick('input', 'ANTENA_STREAMER_INPUT')?.trim() || null,
    linkBackfillMs: Math.round(backfillMinutes * 60_000),
  };
}
