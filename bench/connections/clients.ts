/**
 * The two client processes of the connections benchmark (run.ts forks this file): the attacker,
 * which holds hostile connections and opens a new one as soon as one closes, and the prober,
 * which sends normal requests on a fixed schedule and times them. Each talks to run.ts over IPC.
 */
import http from 'node:http';
import net from 'node:net';
import { API_ROOT, STREAMER_BOX_AGENT_PATH } from '@antena/contract';
import { WebSocket } from 'ws';

export interface AttackPlan {
  role: 'attacker';
  port: number;
  /** The device token the WebSockets use. */
  token: string;
  idle: number;
  slow: number;
  websockets: number;
  /** The client addresses the connections come from, in turn (all on the loopback). */
  addresses: string[];
}

export interface ProbePlan {
  role: 'prober';
  port: number;
  seconds: number;
  /** Requests started per second, whether earlier ones answered or not. */
  rate: number;
  /** The Authorization header of the authenticated half of the requests. */
  authorization: string;
}

export type Kind = 'idle' | 'slow' | 'websocket';
/**
 * open: connected now (a WebSocket: upgraded); opened: connections made; failed: attempts closed
 * before connecting (a WebSocket: before its upgrade was answered, or refused); upgrading:
 * WebSockets whose upgrade request waits for an answer now.
 */
export type AttackReport = {
  open: Record<Kind, number>;
  opened: Record<Kind, number>;
  failed: Record<Kind, number>;
  upgrading: number;
};
export type ProbeResult = { path: string; ms: number; status: number | string };

/** After a failed connect the attacker waits this long, so that it does not spin on EADDRNOTAVAIL. */
const RETRY_MS = 20;
/** A slow client sends a header line this often: under the 15 s headers timeout each time. */
const DRIP_MS = 5_000;
const REQUEST_TIMEOUT_MS = 10_000;

function attack(plan: AttackPlan): void {
  const open: Record<Kind, number> = { idle: 0, slow: 0, websocket: 0 };
  const opened: Record<Kind, number> = { idle: 0, slow: 0, websocket: 0 };
  const failed: Record<Kind, number> = { idle: 0, slow: 0, websocket: 0 };
  const sockets = new Set<{ destroy(): void }>();
  let upgrading = 0;
  let turn = 0;
  let stopping = false;
  const from = () => plan.addresses[turn++ % plan.addresses.length]!;
  const again = (start: () => void, wasOpen: boolean) => {
    if (stopping) return;
    if (wasOpen) setImmediate(start);
    else setTimeout(start, RETRY_MS);
  };

  const tcp = (kind: 'idle' | 'slow') => {
    const start = () => {
      const socket = net.connect({ port: plan.port, host: '127.0.0.1', localAddress: from() });
      let up = false;
      let drip: NodeJS.Timeout | undefined;
      sockets.add(socket);
      socket.on('connect', () => {
        up = true;
        open[kind]++;
        opened[kind]++;
        if (kind === 'slow') {
          socket.write('GET /api/version HTTP/1.1\r\nHost: 127.0.0.1\r\n');
          drip = setInterval(() => socket.write(`X-Slow-${opened.slow}: 1\r\n`), DRIP_MS);
        }
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        sockets.delete(socket);
        if (up) open[kind]--;
        else failed[kind]++;
        again(start, up);
      });
    };
    return start;
  };

  const websocket = () => {
    const url = `ws://127.0.0.1:${plan.port}${API_ROOT}${STREAMER_BOX_AGENT_PATH}`;
    const socket = new WebSocket(url, { headers: { authorization: `Bearer ${plan.token}` }, localAddress: from() });
    let up = false;
    const handle = { destroy: () => socket.terminate() };
    sockets.add(handle);
    upgrading++;
    socket.on('open', () => {
      up = true;
      upgrading--;
      open.websocket++;
      opened.websocket++;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(handle);
      if (up) open.websocket--;
      else {
        upgrading--;
        failed.websocket++;
      }
      again(websocket, up);
    });
  };

  for (let i = 0; i < plan.idle; i++) tcp('idle')();
  for (let i = 0; i < plan.slow; i++) tcp('slow')();
  for (let i = 0; i < plan.websockets; i++) websocket();
  const reporting = setInterval(
    () => process.send?.({ open, opened, failed, upgrading } satisfies AttackReport),
    1_000,
  );
  process.on('message', () => {
    stopping = true;
    clearInterval(reporting);
    for (const socket of sockets) socket.destroy();
    process.exit(0);
  });
}

/** One normal request on a new connection (the worst case: it must win a slot first). */
const request = (port: number, path: string, headers: Record<string, string>) =>
  new Promise<ProbeResult>((resolve) => {
    const started = performance.now();
    const done = (status: number | string) => resolve({ path, ms: performance.now() - started, status });
    const req = http.get({ port, host: '127.0.0.1', path, headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
      response.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    });
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
  });

async function probe(plan: ProbePlan): Promise<void> {
  const results: Promise<ProbeResult>[] = [];
  const total = plan.seconds * plan.rate;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / plan.rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    // Half are anonymous and touch no database, half are a signed-in user's list read from it.
    results.push(
      i % 2 === 0
        ? request(plan.port, `${API_ROOT}/version`, {})
        : request(plan.port, `${API_ROOT}/streamer-box/devices`, { authorization: plan.authorization }),
    );
  }
  process.send?.(await Promise.all(results));
  process.exit(0);
}

process.once('message', (plan: AttackPlan | ProbePlan) => {
  if (plan.role === 'attacker') attack(plan);
  else void probe(plan);
});
