import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentMessage, DeviceCommand } from '@antena/contract';
import { CommandQueue } from './commands';
import { collectingLogger } from './log';
import { buildReport } from './report';
import type { ServiceDefinition, ServiceRuntime } from './services';
import { UNTIL_Q, nodeProcess, waitFor } from './services.test-helpers';
import { StateStore } from './state';
import { Supervisor } from './supervisor';

let dataDir: string;
let state: StateStore;
let runtime: ServiceRuntime;
let sent: AgentMessage[];
let queue: CommandQueue;
let reboots: number;
let spawnedWith: Record<string, string>[];

const echo: ServiceDefinition = {
  id: 'echo',
  name: 'Echo',
  imageId: 'echo-1.0.0',
  enabledByDefault: true,
  autoRestart: false,
  vars: [
    { name: 'greeting', description: 'What it says', defaultValue: 'hello', check: (v) => (v ? null : 'Required') },
  ],
  spawn: (vars) => {
    spawnedWith.push({ ...vars });
    return nodeProcess(UNTIL_Q);
  },
};

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-commands-'));
  state = await StateStore.open(dataDir);
  await state.update((s) => {
    s.services.echo = { enabled: true, vars: { greeting: 'hello' } };
  });
  sent = [];
  reboots = 0;
  spawnedWith = [];
  const log = collectingLogger();
  runtime = {
    definition: echo,
    launchedKey: null,
    supervisor: new Supervisor({
      name: 'echo',
      autoRestart: false,
      log,
      spawn: () => echo.spawn(state.state.services.echo!.vars),
    }),
  };
  await runtime.supervisor.start();
  queue = new CommandQueue(
    { state, services: [runtime], log, reboot: () => reboots++, rebootDelayMs: 10 },
    (message) => sent.push(message),
    () => buildReport(state.state, [runtime], 'Studio A'),
  );
});

afterEach(async () => {
  await runtime.supervisor.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function run(command: DeviceCommand) {
  sent = [];
  await queue.enqueue('cmd-1', command);
  const report = sent.find((m) => m.type === 'report');
  const ack = sent.at(-1);
  return { report: report?.type === 'report' ? report.report : undefined, ack };
}

describe('device commands', () => {
  it('renames the device, reporting the new name before the acknowledgement', async () => {
    const { report, ack } = await run({ type: 'rename', name: 'Studio box' });
    expect(sent.map((m) => m.type)).toEqual(['report', 'ack']);
    expect(report?.name).toBe('Studio box');
    expect(ack).toEqual({ type: 'ack', id: 'cmd-1', ok: true });
    expect((await StateStore.open(dataDir)).state.name).toBe('Studio box');
  });

  it('sets the coordinates', async () => {
    const { report, ack } = await run({ type: 'set-coords', latitude: -34.6, longitude: -58.4 });
    expect(ack).toMatchObject({ ok: true });
    expect(report?.coords).toEqual({ lat: -34.6, lng: -58.4 });
  });

  it('acknowledges a reboot before running the reboot command', async () => {
    const { ack } = await run({ type: 'reboot' });
    expect(ack).toMatchObject({ ok: true });
    expect(reboots).toBe(0);
    await waitFor(() => reboots === 1, 'the reboot command');
  });

  it('sets a variable and restarts the running service with it', async () => {
    const { report, ack } = await run({ type: 'set-vars', vars: [{ id: 'echo.greeting', value: 'hola' }] });
    expect(ack).toMatchObject({ ok: true });
    expect(report?.services[0]?.vars).toContainEqual(expect.objectContaining({ id: 'echo.greeting', value: 'hola' }));
    expect(report?.services[0]?.status).toBe('running');
    expect(spawnedWith.at(-1)).toEqual({ greeting: 'hola' });
    expect(spawnedWith).toHaveLength(2);
  });

  it('refuses an unknown variable or a bad value and changes nothing', async () => {
    const unknown = await run({
      type: 'set-vars',
      vars: [
        { id: 'echo.greeting', value: 'hola' },
        { id: 'echo.nope', value: 'x' },
      ],
    });
    expect(unknown.ack).toEqual({ type: 'ack', id: 'cmd-1', ok: false, error: 'Unknown variable echo.nope' });
    const bad = await run({ type: 'set-vars', vars: [{ id: 'echo.greeting', value: '' }] });
    expect(bad.ack).toMatchObject({ ok: false, error: 'echo.greeting: Required' });
    expect(state.state.services.echo?.vars.greeting).toBe('hello');
    expect(spawnedWith).toHaveLength(1);
  });

  it('stops, starts and restarts a service by id or image id', async () => {
    const stop = await run({ type: 'service', action: 'stop', serviceId: 'echo-1.0.0' });
    expect(stop.ack).toMatchObject({ ok: true });
    expect(stop.report?.services[0]?.status).toBe('stopped');
    expect(state.state.services.echo?.enabled).toBe(false);

    const start = await run({ type: 'service', action: 'start', serviceId: 'echo' });
    expect(start.report?.services[0]?.status).toBe('running');
    expect(state.state.services.echo?.enabled).toBe(true);

    const restart = await run({ type: 'service', action: 'restart', serviceId: 'echo' });
    expect(restart.ack).toMatchObject({ ok: true });
    expect(restart.report?.services[0]?.status).toBe('running');
    expect(spawnedWith).toHaveLength(3);
  });

  it('fails a command for an unknown service', async () => {
    const { ack } = await run({ type: 'service', action: 'start', serviceId: 'radio-9' });
    expect(ack).toEqual({ type: 'ack', id: 'cmd-1', ok: false, error: 'Unknown service radio-9' });
  });
});
