import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('agent configuration', () => {
  it('reads flags, which win over the environment', () => {
    const config = parseConfig(['--server', 'https://antena.example/', '--token', 'sbx_a', '--location', 'Roof'], {
      ANTENA_SERVER_URL: 'http://ignored',
      ANTENA_AGENT_DATA_DIR: '/var/lib/antena-agent',
    });
    expect(config).toMatchObject({
      serverUrl: 'https://antena.example',
      token: 'sbx_a',
      location: 'Roof',
      dataDir: '/var/lib/antena-agent',
      rebootCommand: 'systemctl reboot',
    });
  });

  it('reads the environment alone, and an empty or none reboot command is a no-op', () => {
    const env = { ANTENA_SERVER_URL: 'http://localhost:3000', ANTENA_DEVICE_TOKEN: 'sbx_b' };
    expect(parseConfig([], { ...env, ANTENA_REBOOT_COMMAND: '' }).rebootCommand).toBeNull();
    expect(parseConfig(['--reboot-command', 'none'], env).rebootCommand).toBeNull();
    expect(parseConfig([], env).location).toBeNull();
  });

  it('uploads nothing recorded before a link unless told how many minutes back', () => {
    const env = { ANTENA_SERVER_URL: 'http://localhost:3000', ANTENA_DEVICE_TOKEN: 'sbx_b' };
    expect(parseConfig([], env).linkBackfillMs).toBe(0);
    expect(parseConfig([], { ...env, ANTENA_LINK_BACKFILL_MINUTES: '30' }).linkBackfillMs).toBe(1_800_000);
    expect(parseConfig(['--link-backfill-minutes', '1.5'], env).linkBackfillMs).toBe(90_000);
    expect(() => parseConfig(['--link-backfill-minutes', '-1'], env)).toThrow(ConfigError);
  });

  it('says which option is missing', () => {
    expect(() => parseConfig(['--token', 'x'], {})).toThrow(/--server URL or set ANTENA_SERVER_URL/);
    expect(() => parseConfig(['--server', 'http://a'], {})).toThrow(/--token TOKEN or set ANTENA_DEVICE_TOKEN/);
    expect(() => parseConfig(['--server', 'ftp://a', '--token', 'x'], {})).toThrow(ConfigError);
    expect(() => parseConfig(['--bogus'], {})).toThrow(ConfigError);
  });
});
