/**
 * Connections benchmark (security finding: one device token, or idle TCP connections, took the
 * API offline for every tenant). Serves the API on the loopback with its production limits and
 * times normal requests (half anonymous, half a signed-in user's database read, each on a new
 * connection, at a fixed rate) first alone, then while an attacker process holds `--hostile`
 * connections, opening a new one as soon as one closes: a third idle TCP connections, a third
 * slow headers (a header line every 5 s), a third WebSockets of one device token. The attack
 * comes from one address, then from `--addresses` addresses (Linux answers on all of
 * 127.0.0.0/8). Prints figures; asserts nothing.
 *
 *   node --import tsx bench/connections/run.ts [--hostile 5000] [--seconds 30] [--rate 20] [--addresses 200]
 */
import { execSync, fork, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { ConnectionStats } from '../../apps/server/src/http/connection-guard';
import { createClient, createUser } from '../../apps/server/test/factories';
import { asUser, buildTestApp } from '../../apps/server/test/helpers';
import type { AttackPlan, AttackReport, Kind, ProbePlan, ProbeResult } from './clients';

const { values } = parseArgs({
  options: {
    hostile: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '30' },
    rate: { type: 'string', default: '20' },
    addresses: { type: 'string', default: '200' },
  },
});
const hostile = Number(values.hostile);
const seconds = Number(values.seconds);
const rate = Number(values.rate);
const addressCount = Number(values.addresses);
const ADMIN = 'bench@connections.test';
const CLIENTS = new URL('./clients.ts', import.meta.url).pathname;
const say = (line: string) => process.stdout.write(`${line}\n`);

// Node raises its soft limit on open files to the hard one at start-up; the attacker needs one
// handle per connection, the server one per connection it holds (the HTTP cap, WebSockets, files).
const limits = execSync('ulimit -Sn; ulimit -Hn', { shell: '/bin/bash' }).toString().trim().split('\n');
say(
  `Connections benchmark: ${hostile} hostile connections, ${rate} normal requests/s for ${seconds} s, ${cpus().length} cores`,
);
say(`Open files (ulimit -n) as node runs: soft ${limits[0]}, hard ${limits[1]}`);
if (Number(limits[0]) < hostile + 512) {
  say(`  The attacker needs about ${hostile + 512} handles: raise the hard limit (ulimit -Hn) or lower --hostile.`);
  process.exit(1);
}

const t = await buildTestApp({ LOG_LEVEL: 'silent' });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as { port: number }).port;
const { config } = t.ctx;
say(
  `Limits: HTTP_MAX_CONNECTIONS ${config.HTTP_MAX_CONNECTIONS}, HTTP_MAX_CONNECTIONS_PER_ADDRESS ` +
    `${config.HTTP_MAX_CONNECTIONS_PER_ADDRESS}, HTTP_HEADERS_TIMEOUT_SECONDS ${config.HTTP_HEADERS_TIMEOUT_SECONDS}, ` +
    `AGENT_MAX_SOCKETS ${config.AGENT_MAX_SOCKETS}`,
);
const clientId = (await createClient(t.ctx.db)).id;
await createUser(t.ctx.db, { clientId, email: ADMIN, role: 'CLIENT_ADMIN' });
const created = await t.app.inject({
  method: 'POST',
  url: '/api/streamer-box/devices',
  headers: asUser(ADMIN),
  payload: { name: 'Hostile box' },
});
const { token } = created.json() as { token: string };

const start = (plan: AttackPlan | ProbePlan): ChildProcess => {
  const child = fork(CLIENTS, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.send(plan);
  return child;
};
const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
const ms = (value: number) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);

interface Phase {
  name: string;
  results: ProbeResult[];
  held: (Record<Kind, number> & { upgrading: number }) | null;
  reopened: Record<Kind, number> | null;
  failed: Record<Kind, number> | null;
  server: ConnectionStats;
  loopDelayP99: number;
}

async function runPhase(name: string, addresses: string[] | null): Promise<Phase> {
  say(`\n${name}…`);
  let attacker: ChildProcess | null = null;
  const reports: AttackReport[] = [];
  if (addresses) {
    const third = Math.floor(hostile / 3);
    const plan: AttackPlan = {
      role: 'attacker',
      port,
      token,
      idle: hostile - 2 * third,
      slow: third,
      websockets: third,
      addresses,
    };
    attacker = start(plan);
    attacker.on('message', (report: AttackReport) => reports.push(report));
    // Until every hostile connection was opened once (or 20 s).
    const ready = Date.now() + 20_000;
    while (Date.now() < ready) {
      const last = reports.at(-1);
      if (last && last.opened.idle + last.opened.slow + last.opened.websocket >= hostile) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const before = t.app.connectionGuard.stats();
  const openedBefore = reports.at(-1)?.opened;
  const failedBefore = reports.at(-1)?.failed;
  const measuredFrom = reports.length;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const prober = start({ role: 'prober', port, seconds, rate, authorization: asUser(ADMIN).authorization });
  const results = await new Promise<ProbeResult[]>((resolve) => prober.once('message', resolve));
  loop.disable();
  const after = t.app.connectionGuard.stats();
  const during = reports.slice(measuredFrom);
  const mean = (kind: Kind) => Math.round(during.reduce((sum, r) => sum + r.open[kind], 0) / (during.length || 1));
  const last = reports.at(-1)?.opened;
  const lastFailed = reports.at(-1)?.failed;
  if (attacker) {
    const exited = new Promise((resolve) => attacker.once('exit', resolve));
    attacker.send('stop');
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // the server sees the closes
  }
  return {
    name,
    results,
    held: attacker
      ? {
          idle: mean('idle'),
          slow: mean('slow'),
          websocket: mean('websocket'),
          upgrading: Math.round(during.reduce((sum, r) => sum + r.upgrading, 0) / (during.length || 1)),
        }
      : null,
    reopened:
      last && openedBefore
        ? {
            idle: last.idle - openedBefore.idle,
            slow: last.slow - openedBefore.slow,
            websocket: last.websocket - openedBefore.websocket,
          }
        : null,
    failed:
      lastFailed && failedBefore
        ? {
            idle: lastFailed.idle - failedBefore.idle,
            slow: lastFailed.slow - failedBefore.slow,
            websocket: lastFailed.websocket - failedBefore.websocket,
          }
        : null,
    server: {
      ...after,
      evicted: after.evicted - before.evicted,
      parkedTotal: after.parkedTotal - before.parkedTotal,
      refused: after.refused - before.refused,
      timedOut: after.timedOut - before.timedOut,
    },
    loopDelayP99: loop.percentile(99) / 1e6,
  };
}

function print(phase: Phase): void {
  const { results } = phase;
  const served = results.filter((r) => r.status === 200);
  const failed = results.filter((r) => r.status !== 200);
  const sorted = served.map((r) => r.ms).sort((a, b) => a - b);
  const byPath = (path: string) =>
    served
      .filter((r) => r.path.endsWith(path))
      .map((r) => r.ms)
      .sort((a, b) => a - b);
  const version = byPath('/version');
  const devices = byPath('/devices');
  const reasons = [...new Set(failed.map((r) => String(r.status)))].map(
    (reason) => `${reason} ×${failed.filter((r) => String(r.status) === reason).length}`,
  );
  say(`== ${phase.name}`);
  say(
    `  normal requests: ${served.length} served, ${failed.length} failed${reasons.length ? ` (${reasons.join(', ')})` : ''}`,
  );
  say(
    `  latency all: p50 ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted.at(-1) ?? NaN)}`,
  );
  say(`    anonymous GET /api/version: p50 ${ms(percentile(version, 0.5))}, p95 ${ms(percentile(version, 0.95))}`);
  say(
    `    signed-in GET /api/streamer-box/devices: p50 ${ms(percentile(devices, 0.5))}, p95 ${ms(percentile(devices, 0.95))}`,
  );
  if (phase.held && phase.reopened) {
    const { held, reopened } = phase;
    const total = held.idle + held.slow + held.websocket + held.upgrading;
    say(
      `  hostile connections held open (mean, attacker's view): ${total} (idle ${held.idle}, slow headers ` +
        `${held.slow}, WebSockets ${held.websocket} upgraded and ${held.upgrading} waiting for their upgrade)`,
    );
    say(
      `  hostile connections reopened during the run: idle ${reopened.idle}, slow headers ${reopened.slow}, ` +
        `WebSockets ${reopened.websocket}`,
    );
    if (phase.failed) {
      say(
        `  hostile attempts refused or cut before connecting: idle ${phase.failed.idle}, ` +
          `slow headers ${phase.failed.slow}, WebSockets ${phase.failed.websocket}`,
      );
    }
  }
  const s = phase.server;
  say(
    `  server at the end: ${s.http} HTTP connections, ${s.websockets} WebSockets, ${s.parked} parked; during the run: ` +
      `${s.evicted} closed to make room, ${s.parkedTotal} parked, ${s.refused} dropped, ${s.timedOut} timed out; ` +
      `event-loop delay p99 ${ms(phase.loopDelayP99)}`,
  );
}

try {
  const phases = [
    await runPhase('Baseline, no attack', null),
    await runPhase(`${hostile} hostile connections from one address`, ['127.0.0.2']),
    await runPhase(
      `${hostile} hostile connections from ${addressCount} addresses`,
      Array.from({ length: addressCount }, (_, i) => `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`),
    ),
  ];
  say('');
  for (const phase of phases) print(phase);
} finally {
  await t.close();
}
