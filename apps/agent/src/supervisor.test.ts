import { describe, expect, it } from 'vitest';
import { collectingLogger } from './log';
import { UNTIL_Q, nodeProcess, waitFor } from './services.test-helpers';
import { Supervisor } from './supervisor';

const QUICK = { initialMs: 50, maxMs: 200, stableMs: 60_000 };

function supervise(script: string, options: { autoRestart?: boolean; stopInput?: string } = {}) {
  let spawned = 0;
  const supervisor = new Supervisor({
    name: 'test',
    autoRestart: options.autoRestart ?? false,
    log: collectingLogger(),
    backoff: QUICK,
    termAfterMs: 300,
    killAfterMs: 600,
    spawn: () => {
      spawned++;
      return nodeProcess(script, options.stopInput);
    },
  });
  return { supervisor, spawned: () => spawned };
}

describe('Supervisor', () => {
  it('reports a service that exits on its own as exited, with its exit code and stderr', async () => {
    const { supervisor } = supervise(`console.error('no such device hw:9'); process.exit(3)`);
    await supervisor.start();
    await waitFor(() => supervisor.status === 'exited', 'the exit');
    expect(supervisor.lastError).toContain('exited with code 3');
    expect(supervisor.lastError).toContain('no such device hw:9');
  });

  it('runs an exited service again when it is restarted on request', async () => {
    const { supervisor } = supervise(
      `setTimeout(() => process.exit(1), 200); process.stdin.on('data', () => process.exit(0));`,
    );
    await supervisor.start();
    await waitFor(() => supervisor.status === 'exited', 'the exit');
    await supervisor.restart();
    expect(supervisor.status).toBe('running');
    expect(supervisor.lastError).toBeNull();
    await supervisor.stop();
  });

  it('restarts a service whose policy says so after it exits, reporting exited meanwhile', async () => {
    const { supervisor, spawned } = supervise(`process.exit(2)`, { autoRestart: true });
    await supervisor.start();
    await waitFor(() => spawned() >= 3, 'two automatic restarts');
    expect(['running', 'exited']).toContain(supervisor.status);
    await supervisor.stop();
    expect(supervisor.status).toBe('stopped');
  });

  it('keeps a stopped service stopped, even one that restarts on its own', async () => {
    const { supervisor, spawned } = supervise(UNTIL_Q, { autoRestart: true });
    await supervisor.start();
    expect(supervisor.status).toBe('running');
    await supervisor.stop();
    expect(supervisor.status).toBe('stopped');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(supervisor.status).toBe('stopped');
    expect(spawned()).toBe(1);
  });

  it('stops a service that ignores its stop request and SIGTERM with SIGKILL', async () => {
    const { supervisor } = supervise(`process.on('SIGTERM', () => {}); setInterval(() => {}, 1000);`, {
      stopInput: 'ignored',
    });
    await supervisor.start();
    await supervisor.stop();
    expect(supervisor.status).toBe('stopped');
  });

  it('shows restarting while a restart is under way', async () => {
    const seen: string[] = [];
    const supervisor = new Supervisor({
      name: 'test',
      autoRestart: false,
      log: collectingLogger(),
      spawn: () => nodeProcess(UNTIL_Q),
      onChange: () => seen.push(supervisor.status),
    });
    await supervisor.start();
    await supervisor.restart();
    expect(seen).toEqual(['running', 'restarting', 'running']);
    await supervisor.stop();
  });

  it('reports a service that cannot be set up as exited with the reason', async () => {
    const supervisor = new Supervisor({
      name: 'test',
      autoRestart: false,
      log: collectingLogger(),
      spawn: () => {
        throw new Error('EACCES: permission denied, mkdir /data/recording');
      },
    });
    await supervisor.start();
    await waitFor(() => supervisor.status === 'exited', 'the exit');
    expect(supervisor.lastError).toBe('Could not start: EACCES: permission denied, mkdir /data/recording');
  });
});
