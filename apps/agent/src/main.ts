/**
 * The StreamerBox agent's entry point: `npm run agent -- --server URL --token TOKEN` (or the
 * ANTENA_* variables). Exit codes: 0 after SIGTERM/SIGINT, 2 for a bad or missing option, 3 when
 * the server refuses the device token (systemd: RestartPreventExitStatus=3), 1 on a crash.
 */
import { ConfigError, USAGE, parseConfig } from './config';
import { startAgent } from './agent';
import { createLogger } from './log';

const log = createLogger();

async function main(): Promise<number> {
  let config;
  try {
    config = parseConfig(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // --help: the usage on stdout; a bad option: the problem and the usage on stderr.
    if (!error.message) {
      process.stdout.write(USAGE);
      return 0;
    }
    process.stderr.write(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const agent = await startAgent(config, log);
  return new Promise<number>((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      log.info(`${signal} received: stopping`);
      void agent.stop().then(() => resolve(0));
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
    void agent.ended.then(async (code) => {
      await agent.stop();
      resolve(code);
    });
  });
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    log.error(`The agent crashed: ${error.stack ?? error.message}`);
    process.exit(1);
  },
);
