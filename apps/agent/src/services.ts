/**
 * What a service is to the agent: a definition (id, name, image id = its version, variables with
 * defaults and checks, whether it restarts on its own, how to spawn it) and, at run time, its
 * supervisor and persisted variables.
 */
import type { ServiceProcess } from './child-process';
import type { Supervisor } from './supervisor';

export interface ServiceVarDefinition {
  name: string;
  description: string;
  defaultValue: string;
  /** An error message for a value the service cannot run with; null when it is fine. */
  check?: (value: string) => string | null;
}

export interface ServiceDefinition {
  id: string;
  name: string;
  imageId: string;
  /** Runs on a device's first start. */
  enabledByDefault: boolean;
  autoRestart: boolean;
  vars: readonly ServiceVarDefinition[];
  spawn(vars: Readonly<Record<string, string>>): ServiceProcess;
  /**
   * What the running process depends on besides its variables (the streamer: the linked
   * station's format when its codec is auto); a change restarts a running service.
   */
  settingsKey?(vars: Readonly<Record<string, string>>): string;
}

export interface ServiceRuntime {
  definition: ServiceDefinition;
  supervisor: Supervisor;
  /** settingsKey when the running process was spawned. */
  launchedKey: string | null;
}

/** The service a command names: by id or image id, as the API's `{sid}`. */
export function findService(services: readonly ServiceRuntime[], sid: string): ServiceRuntime | undefined {
  return services.find((s) => s.definition.id === sid || s.definition.imageId === sid);
}

/** The variable id the API and the device page use: `<serviceId>.<name>`. */
export function varId(serviceId: string, name: string): string {
  return `${serviceId}.${name}`;
}
