/**
 * Where a browser on "another computer" reaches Antena from (issue 31): a browser that opens
 * Antena at a network address over plain HTTP is not in a secure context, unlike one at
 * localhost. As root with `ip netns`, Chromium runs in its own network namespace joined to this
 * one by a veth pair, and reaches the server at this side's address; otherwise it runs here and
 * uses this machine's own non-loopback IPv4 address. Neither: a reason to skip.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface NetworkVantage {
  /** The server's IPv4 address as the browser reaches it (never loopback). */
  serverAddress: string;
  /** Chromium to start for that browser. */
  executablePath: string;
  /** How the browser is placed, for the test's log. */
  description: string;
  close(): Promise<void>;
}

async function namespaceVantage(): Promise<NetworkVantage> {
  const id = process.pid % 100_000;
  const namespace = `antena-e2e-${id}`;
  // Interface names are at most 15 characters; the subnet is picked per run so parallel runs differ.
  const [hostSide, nsSide] = [`ae${id}h`, `ae${id}n`];
  const subnet = `10.231.${id % 250}`;
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-netns-'));
  const close = async () => {
    await run('ip', ['netns', 'del', namespace]).catch(() => undefined);
    await run('ip', ['link', 'del', hostSide]).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await run('ip', ['netns', 'add', namespace]);
    await run('ip', ['link', 'add', hostSide, 'type', 'veth', 'peer', 'name', nsSide, 'netns', namespace]);
    await run('ip', ['addr', 'add', `${subnet}.1/30`, 'dev', hostSide]);
    await run('ip', ['link', 'set', hostSide, 'up']);
    await run('ip', ['-n', namespace, 'addr', 'add', `${subnet}.2/30`, 'dev', nsSide]);
    await run('ip', ['-n', namespace, 'link', 'set', nsSide, 'up']);
    await run('ip', ['-n', namespace, 'link', 'set', 'lo', 'up']);
    // playwright-core talks to Chromium over pipes, so it drives a browser in another namespace.
    const executablePath = path.join(dir, 'chromium');
    await writeFile(executablePath, `#!/bin/sh\nexec ip netns exec ${namespace} /usr/bin/chromium "$@"\n`);
    await chmod(executablePath, 0o755);
    return {
      serverAddress: `${subnet}.1`,
      executablePath,
      description: `Chromium in network namespace ${namespace} (${subnet}.2), server at ${subnet}.1`,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function ownAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

export async function openNetworkVantage(): Promise<NetworkVantage | { skip: string }> {
  let namespaceFailure = 'not root';
  if (process.getuid?.() === 0) {
    try {
      return await namespaceVantage();
    } catch (error) {
      namespaceFailure = `ip netns failed: ${(error as Error).message.split('\n')[0]}`;
    }
  }
  const own = ownAddress();
  if (own) {
    return {
      serverAddress: own,
      executablePath: '/usr/bin/chromium',
      description: `Chromium on this machine at its own address ${own} (no namespace: ${namespaceFailure})`,
      close: async () => undefined,
    };
  }
  return { skip: `no second network namespace (${namespaceFailure}) and no non-loopback IPv4 address` };
}
