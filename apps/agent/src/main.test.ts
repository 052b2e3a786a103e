import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { PRODUCT_VERSION, type AgentMessage } from '@antena/contract';
import { startAgentProcess, type AgentProcess } from './agent.test-helpers';
import { waitFor } from './services.test-helpers';

let dataDir: string;
let server: WebSocketServer;
let serverUrl: string;
let messages: AgentMessage[];
let agent: AgentProcess | null = null;
let hello: Record<string, unknown>;
/** An ffmpeg a test left behind on purpose, ended after it by its pid. */
let orphan: number | null = null;

/** Alive and not a zombie waiting for whichever process adopted it to reap it. */
const isAlive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-main-'));
  messages = [];
  hello = { type: 'hello', deviceId: 'd1', name: 'Roof box', station: null };
  server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: (info, done) =>
      info.req.headers.authorization === 'Bearer sbx_good' && info.req.url === '/api/streamer-box/agent'
        ? done(true)
        : done(false, 401),
  });
  server.on('connection', (socket) => {
    socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as AgentMessage));
    socket.send(JSON.stringify(hello));
  });
  await new Promise((resolve) => server.once('listening', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  if (orphan !== null && isAlive(orphan)) process.kill(orphan, 'SIGKILL');
  orphan = null;
  await agent?.stop('SIGKILL');
  agent = null;
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

describe('the agent process', () => {
  it('exits with code 2 and says which option is missing', async () => {
    agent = startAgentProcess({ serverUrl, dataDir });
    expect(await agent.exited).toBe(2);
    expect(agent.output()).toContain('Missing the device token: pass --token TOKEN or set ANTENA_DEVICE_TOKEN');
  });

  it('exits with code 3 when the server refuses its token', async () => {
    agent = startAgentProcess({ serverUrl, token: 'sbx_bad', dataDir, env: { ANTENA_STREAMER_INPUT: 'lavfi:sine' } });
    expect(await agent.exited).toBe(3);
    expect(agent.output()).toContain('The server refused this device token');
  });

  it('reports itself, and on SIGTERM keeps the segment in progress in the outbox and exits 0', async () => {
    agent = startAgentProcess({
      serverUrl,
      token: 'sbx_good',
      dataDir,
      env: { ANTENA_STREAMER_INPUT: 'lavfi:sine=frequency=440:sample_rate=44100' },
      args: ['--location', 'Rooftop'],
    });
    await waitFor(() => messages.some((m) => m.type === 'report' && m.report.name === 'Roof box'), 'a report');
    const report = messages.find((m) => m.type === 'report' && m.report.name === 'Roof box');
    expect(report).toMatchObject({
      report: { agentVersion: PRODUCT_VERSION, location: 'Rooftop', services: [{ id: 'streamer', status: 'running' }] },
    });
    await agent.waitForLine(/Service streamer started/);
    // Let ffmpeg write some audio before it is asked to finish.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await agent.stop()).toBe(0);
    expect((await readdir(path.join(dataDir, 'outbox'))).some((name) => /^\d+-\d+\.mp3$/.test(name))).toBe(true);
  });

  it("records in the linked station's format once the server names the station", async () => {
    hello = { ...hello, station: { id: 's1', slug: 'radio-uno', name: 'Radio Uno', format: 'aac' } };
    agent = startAgentProcess({
      serverUrl,
      token: 'sbx_good',
      dataDir,
      env: { ANTENA_STREAMER_INPUT: 'lavfi:sine=frequency=440:sample_rate=44100' },
    });
    await agent.waitForLine(/Streamer recording .* as aac/);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await agent.stop()).toBe(0);
    expect((await readdir(path.join(dataDir, 'outbox'))).some((name) => name.endsWith('.aac'))).toBe(true);
    const state = JSON.parse(await readFile(path.join(dataDir, 'state.json'), 'utf8')) as { station: unknown };
    expect(state.station).toMatchObject({ id: 's1', format: 'aac' });
  });

  it('ends the ffmpeg an agent killed outright left recording, and records in a folder of its own', async () => {
    const options = {
      serverUrl,
      token: 'sbx_good',
      dataDir,
      env: { ANTENA_STREAMER_INPUT: 'lavfi:sine=frequency=440:sample_rate=44100' },
    };
    const first = startAgentProcess(options);
    await first.waitForLine(/Service streamer started/);
    orphan = Number(execFileSync('pgrep', ['-P', String(first.child.pid), 'ffmpeg'], { encoding: 'utf8' }).trim());
    // SIGKILL (the OOM killer, a hung box's watchdog): the agent cannot stop its ffmpeg, which
    // ignores its stdin closing and goes on writing segments into the agent's recording folder.
    await first.stop('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(isAlive(orphan)).toBe(true);

    agent = startAgentProcess(options);
    await agent.waitForLine(/Agent started/);
    await waitFor(() => !isAlive(orphan!), 'the left ffmpeg ended');
    expect(agent.output()).toContain(`Ending ffmpeg ${orphan}`);
    const runs = await readdir(path.join(dataDir, 'recording'));
    expect(runs).toHaveLength(1);
    // Past start-up (its signal handlers are set once it reports), it stops as on any day.
    await waitFor(() => messages.filter((m) => m.type === 'report').length >= 2, 'reports of both agents');
    expect(await agent.stop()).toBe(0);
  });
});
