/**
 * A real Icecast server on loopback for the recorder's real-server test, fed by an ffmpeg source
 * (a 128 kbps MP3 tone) that the test stops and starts again to make the station go off air.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MP3_AUDIO, PREAMBLE, spawnFfmpeg, type MediaProcess } from '@antena/media';
import { freePort } from '../../../../scripts/free-port.mjs';

const ICECAST = '/usr/bin/icecast2';
const SOURCE_PASSWORD = 'antena-source';
const MOUNT = '/live';

export interface IcecastServer {
  /** What a station's streamUrl is: the mount's listener URL. */
  url: string;
  startSource(): Promise<void>;
  stopSource(): Promise<void>;
  close(): Promise<void>;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** True once the mount has a source: a listener request answers 200 (then hangs up). */
async function mountIsLive(url: string): Promise<boolean> {
  const abort = new AbortController();
  try {
    const response = await fetch(url, { signal: abort.signal });
    return response.status === 200;
  } catch {
    return false;
  } finally {
    abort.abort();
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

function config(dir: string, port: number, asRoot: boolean): string {
  // Icecast refuses to run as root unless it is told which user to become.
  const owner = asRoot ? '<changeowner><user>nobody</user><group>nogroup</group></changeowner>' : '';
  return `<icecast>
  <limits><clients>50</clients><sources>2</sources></limits>
  <authentication><source-password>${SOURCE_PASSWORD}</source-password><admin-password>${SOURCE_PASSWORD}</admin-password></authentication>
  <hostname>127.0.0.1</hostname>
  <listen-socket><port>${port}</port><bind-address>127.0.0.1</bind-address></listen-socket>
  <fileserve>0</fileserve>
  <paths><logdir>${dir}</logdir><pidfile>${dir}/icecast.pid</pidfile></paths>
  <logging><accesslog>access.log</accesslog><errorlog>error.log</errorlog><loglevel>2</loglevel></logging>
  <security><chroot>0</chroot>${owner}</security>
</icecast>
`;
}

export async function startIcecast(): Promise<IcecastServer> {
  if (!existsSync(ICECAST)) {
    throw new Error(`${ICECAST} is missing: install the Debian package icecast2 (npm test installs it)`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'antena-icecast-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chmod(dir, 0o777);
  const port = await freePort();
  const configFile = path.join(dir, 'icecast.xml');
  await writeFile(configFile, config(dir, port, asRoot));
  const server = spawn(ICECAST, ['-c', configFile], { stdio: 'ignore' });
  await until('icecast to listen', () => accepts(port));

  const url = `http://127.0.0.1:${port}${MOUNT}`;
  let source: MediaProcess | null = null;

  const stopSource = async () => {
    if (!source) return;
    const running = source;
    source = null;
    running.kill('SIGTERM');
    await running.exited;
  };

  return {
    url,
    async startSource() {
      source = spawnFfmpeg([
        ...[...PREAMBLE, '-re'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:beep_factor=4:sample_rate=44100'],
        ...[...MP3_AUDIO, '-content_type', 'audio/mpeg', '-f', 'mp3'],
        `icecast://source:${SOURCE_PASSWORD}@127.0.0.1:${port}${MOUNT}`,
      ]);
      await until('the Icecast source to go live', () => mountIsLive(url));
    },
    stopSource,
    async close() {
      await stopSource();
      server.kill('SIGTERM');
      await exited(server);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
