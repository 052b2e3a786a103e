/**
 * What the agent must remember across restarts and reboots, in `<data dir>/state.json`: the
 * device's name and coordinates, the station it feeds (from the server's hello, so an agent that
 * starts offline still records in the station's format), and each service's variables and whether
 * it should run. Written atomically (a temporary file renamed over the old one), so a power cut
 * leaves the old state or the new one, never half of one.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { coordsSchema, deviceSchema } from '@antena/contract';

const serviceStateSchema = z.object({ enabled: z.boolean(), vars: z.record(z.string(), z.string()) });

export const agentStateSchema = z.object({
  name: z.string().nullable(),
  coords: coordsSchema.nullable(),
  station: deviceSchema.shape.station,
  services: z.record(z.string(), serviceStateSchema),
  /** When this device learnt it feeds its current station (epoch ms): what it recorded before is not the station's. */
  linkedAt: z.number().nullable().optional(),
});
export type AgentState = z.infer<typeof agentStateSchema>;
export type ServiceState = z.infer<typeof serviceStateSchema>;

export const STATE_FILE = 'state.json';

const EMPTY: AgentState = { name: null, coords: null, station: null, services: {} };

export class StateStore {
  private writes: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private current: AgentState,
  ) {}

  /** Reads the state file; a missing one is a first start. An unreadable one is an error to fix, not to overwrite. */
  static async open(dataDir: string): Promise<StateStore> {
    await mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, STATE_FILE);
    let text: string | null = null;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (text === null) return new StateStore(file, structuredClone(EMPTY));
    const parsed = agentStateSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${file} is not a valid agent state: ${parsed.error.message}`);
    return new StateStore(file, parsed.data);
  }

  get state(): Readonly<AgentState> {
    return this.current;
  }

  /** Applies `change` to a copy and saves it; the new state is visible once it is on disk. */
  update(change: (state: AgentState) => void): Promise<void> {
    const next = this.writes.then(async () => {
      const draft = structuredClone(this.current);
      change(draft);
      const tmp = `${this.file}.${process.pid}.tmp`;
      await writeFile(tmp, `${JSON.stringify(draft, null, 2)}\n`);
      await rename(tmp, this.file);
      this.current = draft;
    });
    this.writes = next.catch(() => undefined);
    return next;
  }
}
