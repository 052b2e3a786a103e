/** The AgentReport: who and where the device is, and how each of its services is. */
import { PRODUCT_VERSION, type AgentReport, type DeviceBacklog, type DeviceService } from '@antena/contract';
import { STREAMER_ID } from './streamer';
import { varId, type ServiceRuntime } from './services';
import type { AgentState } from './state';

export function buildReport(
  state: Readonly<AgentState>,
  services: readonly ServiceRuntime[],
  location: string | null,
  /** The outbox: what the streamer recorded and the uploader has not delivered yet. */
  backlog: DeviceBacklog | null = null,
): AgentReport {
  return {
    name: state.name,
    agentVersion: PRODUCT_VERSION,
    location,
    coords: state.coords,
    services: services.map(({ definition, supervisor }): DeviceService => {
      const values = state.services[definition.id]?.vars ?? {};
      return {
        id: definition.id,
        imageId: definition.imageId,
        status: supervisor.status,
        baseService: { id: definition.id, name: definition.name },
        vars: definition.vars.map((v) => ({
          id: varId(definition.id, v.name),
          name: v.name,
          value: values[v.name] ?? v.defaultValue,
          serviceId: definition.id,
          description: v.description,
        })),
        lastError: supervisor.lastError,
        ...(definition.id === STREAMER_ID && { backlog }),
      };
    }),
  };
}
