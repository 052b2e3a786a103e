/**
 * Carries out the commands the API sends down the WebSocket, one at a time in arrival order,
 * then sends a fresh report and only then the acknowledgement, so the device row the API answers
 * with is already current. A command that cannot be done (an unknown service or variable, a bad
 * value) is acknowledged with ok false and the reason, which the API shows as the error.
 */
import type { AgentMessage, AgentReport, DeviceCommand } from '@antena/contract';
import type { Logger } from './log';
import { findService, varId, type ServiceRuntime } from './services';
import type { StateStore } from './state';

export class CommandError extends Error {}

export interface CommandContext {
  state: StateStore;
  services: readonly ServiceRuntime[];
  log: Logger;
  /** Runs the host's reboot command (after the acknowledgement is sent). */
  reboot: () => void;
  /** How long after the acknowledgement the reboot starts, so the ack reaches the API first. */
  rebootDelayMs?: number;
}

/** Carries out one command; throws CommandError when it cannot. Returns what must run after the ack. */
export async function runCommand(command: DeviceCommand, ctx: CommandContext): Promise<(() => void) | void> {
  switch (command.type) {
    case 'rename': {
      const name = command.name.trim();
      if (!name) throw new CommandError('The name is required');
      await ctx.state.update((s) => {
        s.name = name;
      });
      ctx.log.info(`Renamed to ${name}`);
      return;
    }
    case 'set-coords':
      await ctx.state.update((s) => {
        s.coords = { lat: command.latitude, lng: command.longitude };
      });
      ctx.log.info(`Coordinates set to ${command.latitude}, ${command.longitude}`);
      return;
    case 'reboot':
      ctx.log.info('Reboot requested');
      return () => setTimeout(ctx.reboot, ctx.rebootDelayMs ?? 1000);
    case 'set-vars':
      return setVars(command.vars, ctx);
    case 'service': {
      const service = findService(ctx.services, command.serviceId);
      if (!service) throw new CommandError(`Unknown service ${command.serviceId}`);
      const { id } = service.definition;
      await ctx.state.update((s) => {
        s.services[id] = { vars: s.services[id]?.vars ?? {}, enabled: command.action !== 'stop' };
      });
      await service.supervisor[command.action]();
      return;
    }
  }
}

/** Checks every variable first, so a bad one changes nothing; then saves them and restarts the running services they belong to. */
async function setVars(updates: { id: string; value: string }[], ctx: CommandContext): Promise<void> {
  const changes: { service: ServiceRuntime; name: string; value: string }[] = [];
  for (const { id, value } of updates) {
    let match: { service: ServiceRuntime; name: string } | undefined;
    for (const service of ctx.services) {
      const v = service.definition.vars.find((d) => varId(service.definition.id, d.name) === id);
      if (v) {
        const problem = v.check?.(value) ?? null;
        if (problem) throw new CommandError(`${id}: ${problem}`);
        match = { service, name: v.name };
      }
    }
    if (!match) throw new CommandError(`Unknown variable ${id}`);
    changes.push({ ...match, value });
  }
  await ctx.state.update((s) => {
    for (const { service, name, value } of changes) {
      const { id } = service.definition;
      const current = s.services[id] ?? { enabled: service.definition.enabledByDefault, vars: {} };
      s.services[id] = { ...current, vars: { ...current.vars, [name]: value } };
    }
  });
  ctx.log.info(`Variables set: ${updates.map((u) => u.id).join(', ')}`);
  for (const service of new Set(changes.map((c) => c.service))) {
    // A running service picks its new variables up now; a stopped one when it next starts.
    if (service.supervisor.status === 'running' || service.supervisor.status === 'restarting')
      await service.supervisor.restart();
  }
}

/** Runs commands in order: carry out, report, acknowledge, then anything that must follow the ack. */
export class CommandQueue {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: CommandContext,
    private readonly send: (message: AgentMessage) => void,
    private readonly report: () => AgentReport,
  ) {}

  enqueue(id: string, command: DeviceCommand): Promise<void> {
    this.queue = this.queue.then(() => this.handle(id, command));
    return this.queue;
  }

  private async handle(id: string, command: DeviceCommand): Promise<void> {
    let after: (() => void) | void = undefined;
    let error: string | undefined;
    try {
      after = await runCommand(command, this.ctx);
    } catch (e) {
      error = e instanceof CommandError ? e.message : `The device could not do it: ${(e as Error).message}`;
      error = error.slice(0, 2000);
      this.ctx.log.warn(`Command ${command.type} failed: ${error}`);
    }
    this.send({ type: 'report', report: this.report() });
    this.send(error === undefined ? { type: 'ack', id, ok: true } : { type: 'ack', id, ok: false, error });
    after?.();
  }
}
