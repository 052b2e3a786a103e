/**
 * The agent put together: state, services under supervision, the command queue, the WebSocket
 * and the uploader. Each link works on its own: the streamer records and the uploader sends
 * whether or not the WebSocket is up.
 */
import { spawn } from 'node:child_process';
import { DEVICE_REPORT_INTERVAL_MS, type ServerMessage } from '@antena/contract';
import { CommandQueue } from './commands';
import type { AgentConfig } from './config';
import { AgentConnection } from './connection';
import type { Logger } from './log';
import { Outbox } from './outbox';
import { buildReport } from './report';
import type { ServiceDefinition, ServiceRuntime } from './services';
import { StateStore } from './state';
import { createStreamerService } from './streamer';
import { Supervisor } from './supervisor';
import { Uploader } from './uploader';

/** The exit code that tells systemd not to restart (RestartPreventExitStatus=3): the token is refused. */
export const EXIT_TOKEN_REFUSED = 3;

export interface RunningAgent {
  /** Stops everything cleanly (the streamer finishes its segment into the outbox). */
  stop(): Promise<void>;
  /** Resolves with an exit code when the agent ends on its own (the token refused). */
  readonly ended: Promise<number>;
}

export async function startAgent(config: AgentConfig, log: Logger): Promise<RunningAgent> {
  const state = await StateStore.open(config.dataDir);
  const outbox = new Outbox(config.dataDir, { maxMs: config.outboxMaxMs, maxBytes: config.outboxMaxBytes }, log);
  await outbox.init();
  const definitions: ServiceDefinition[] = [
    createStreamerService({
      dataDir: config.dataDir,
      outbox,
      station: () => state.state.station,
      log,
      initialInput: config.initialInput,
    }),
  ];

  // First start: each service gets its default variables and runs if its definition says so.
  await state.update((s) => {
    for (const d of definitions) {
      const current = s.services[d.id] ?? { enabled: d.enabledByDefault, vars: {} };
      const vars = { ...current.vars };
      for (const v of d.vars) vars[v.name] ??= v.defaultValue;
      s.services[d.id] = { enabled: current.enabled, vars };
    }
  });

  let connection: AgentConnection | null = null;
  const sendReport = () => connection?.send({ type: 'report', report: report() });
  const services: ServiceRuntime[] = definitions.map((definition) => {
    const runtime: ServiceRuntime = { definition, launchedKey: null, supervisor: null as unknown as Supervisor };
    runtime.supervisor = new Supervisor({
      name: definition.id,
      autoRestart: definition.autoRestart,
      log,
      onChange: sendReport,
      spawn: () => {
        const vars = state.state.services[definition.id]?.vars ?? {};
        runtime.launchedKey = definition.settingsKey?.(vars) ?? null;
        return definition.spawn(vars);
      },
    });
    return runtime;
  });
  const report = () => buildReport(state.state, services, config.location, outbox.backlog());

  const commands = new CommandQueue(
    { state, services, log, reboot: () => runReboot(config.rebootCommand, log) },
    (message) => connection?.send(message),
    report,
  );

  let endAgent: (code: number) => void = () => undefined;
  const ended = new Promise<number>((resolve) => (endAgent = resolve));

  const onHello = async (hello: Extract<ServerMessage, { type: 'hello' }>) => {
    log.info(`The server knows this device as ${hello.name}${hello.station ? `, feeding ${hello.station.name}` : ''}`);
    const linked = hello.station !== null && hello.station.id !== state.state.station?.id;
    // A box that heard from the server before knows what it recorded while it fed no station (or
    // another one): that is not this station's. A box's first hello says nothing of when it was
    // linked, so what it recorded before (offline since its first start) is kept.
    const relinked = linked && state.state.name !== null;
    await state.update((s) => {
      s.name = hello.name;
      s.station = hello.station;
      if (relinked) s.linkedAt = Date.now();
    });
    // A station linked or changed may change what a running service records (codec auto).
    for (const runtime of services) {
      const key = runtime.definition.settingsKey?.(state.state.services[runtime.definition.id]?.vars ?? {}) ?? null;
      if (runtime.supervisor.status === 'running' && key !== runtime.launchedKey) await runtime.supervisor.restart();
    }
    // Segments waiting for a station (409) go now rather than at their next try, up to 30 s on.
    if (relinked) uploader.linked();
    else if (linked) uploader.retryNow();
    sendReport();
  };

  connection = new AgentConnection({
    serverUrl: config.serverUrl,
    token: config.token,
    log,
    onOpen: sendReport,
    onMessage: (message) => {
      if (message.type === 'hello') void onHello(message).catch((e: Error) => log.error(`hello: ${e.message}`));
      else void commands.enqueue(message.id, message.command);
    },
    onRefused: () => endAgent(EXIT_TOKEN_REFUSED),
  });
  const uploader = new Uploader({
    serverUrl: config.serverUrl,
    token: config.token,
    outbox,
    log,
    notBefore: () => {
      const { linkedAt } = state.state;
      return linkedAt == null ? null : linkedAt - config.linkBackfillMs;
    },
  });

  for (const runtime of services) {
    if (state.state.services[runtime.definition.id]?.enabled) await runtime.supervisor.start();
  }
  uploader.start();
  connection.start();
  const reportTimer = setInterval(sendReport, DEVICE_REPORT_INTERVAL_MS);
  log.info(`Agent started (data in ${config.dataDir})`);

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(reportTimer);
      await Promise.all(services.map((s) => s.supervisor.stop()));
      connection.stop();
      await uploader.stop();
      log.info('Agent stopped');
    })());
  return { stop, ended };
}

/** The host's reboot command, through the shell (it may be `sudo systemctl reboot`); null: a no-op. */
function runReboot(command: string | null, log: Logger): void {
  if (!command) {
    log.info('No reboot command is configured: the reboot is not carried out');
    return;
  }
  log.info(`Rebooting: ${command}`);
  const child = spawn('/bin/sh', ['-c', command], { stdio: 'ignore' });
  child.on('error', (error) => log.error(`The reboot command could not run: ${error.message}`));
  child.on('exit', (code) => {
    if (code !== 0) log.error(`The reboot command exited with code ${code}`);
  });
}
