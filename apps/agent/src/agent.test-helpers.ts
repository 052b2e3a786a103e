/**
 * Starts the real agent as a separate process (`node --import tsx apps/agent/src/main.ts`), as a
 * device would run it, and collects its output: for the agent's own process tests and the
 * server's StreamerBox integration tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const REPO_ROOT = path.resolve(path.dirname(MAIN), '../../..');

export interface AgentProcessOptions {
  serverUrl?: string;
  token?: string;
  dataDir: string;
  /** Extra environment (ANTENA_STREAMER_INPUT, ANTENA_DEVICE_LOCATION, FFMPEG_PATH…). */
  env?: NodeJS.ProcessEnv;
  args?: string[];
}

export interface AgentProcess {
  readonly child: ChildProcess;
  /** stdout and stderr lines so far, in arrival order. */
  readonly lines: string[];
  output(): string;
  /** Resolves with the first line matching `pattern`; rejects after `timeoutMs` or when the agent ends first. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startAgentProcess(options: AgentProcessOptions): AgentProcess {
  const args = [
    ...(options.serverUrl !== undefined ? ['--server', options.serverUrl] : []),
    ...(options.token !== undefined ? ['--token', options.token] : []),
    '--data-dir',
    options.dataDir,
    ...(options.args ?? []),
  ];
  const env: NodeJS.ProcessEnv = { ...process.env, ANTENA_REBOOT_COMMAND: 'none', ...options.env };
  // Only what the caller gives decides the server and token, not the test runner's environment.
  if (!options.env?.ANTENA_SERVER_URL) delete env.ANTENA_SERVER_URL;
  if (!options.env?.ANTENA_DEVICE_TOKEN) delete env.ANTENA_DEVICE_TOKEN;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
      for (const wake of waiters) wake();
    });
    stream?.on('end', () => {
      if (partial) lines.push(partial);
    });
  };
  collect(child.stdout);
  collect(child.stderr);
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      ended = true;
      for (const wake of waiters) wake();
      resolve(code);
    }),
  );

  return {
    child,
    lines,
    output: () => lines.join('\n'),
    exited,
    waitForLine(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find((line) => pattern.test(line));
          if (found !== undefined) return finish(() => resolve(found));
          if (ended) finish(() => reject(new Error(`The agent ended before ${pattern}:\n${lines.join('\n')}`)));
        };
        const timer = setTimeout(
          () =>
            finish(() => reject(new Error(`No ${pattern} from the agent in ${timeoutMs} ms:\n${lines.join('\n')}`))),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
