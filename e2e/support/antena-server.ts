/**
 * Starts Antena's server (`apps/server/src/main.ts`) as a child process on `port` with `dataDir`
 * and waits until it answers /readyz. The browser tests and the logger's browser benchmark share it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface AntenaServer {
  child: ChildProcess;
  baseUrl: string;
  /** Stops the server and waits for it to exit. */
  stop(): Promise<void>;
}

export async function startAntenaServer(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
  readyWithinMs?: number;
}): Promise<AntenaServer> {
  const baseUrl = `http://localhost:${options.port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  const deadline = Date.now() + (options.readyWithinMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Antena exited early:\n${log}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { child, baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`Antena did not become ready:\n${log}`);
}
