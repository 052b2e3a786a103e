/**
 * Web benchmark (issue 31 point 5): how long the screens people open all day take to be usable,
 * in Debian Chromium on Antena as `npm start` runs it (all roles, PGlite, the bundled sign-in,
 * the demo recording), with busy-loop processes beside it as the load of a shared machine.
 * Targets: the stream screen usable (strips and matches table) within 1.5 s, every list within
 * 1 s, at p95, with the demo's data and with a month of 10 stations. Prints figures and the API
 * calls of one open of each stream screen; asserts nothing. Needs `npm run build`.
 *
 *   npm run bench:web -- [--opens 10] [--load 2] [--data DIR] [--days 30] [--demo-only]
 *
 * `--data DIR` keeps the prepared data directory there and reuses it on the next run (preparing
 * a month of 10 stations takes minutes); without it a temporary one is removed at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/server/src/config';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db';
import { seedDemo } from '../../apps/server/src/seed/demo.seed';
import { startAntenaServer } from '../../e2e/support/antena-server';
import { openBrowser } from '../../e2e/support/browser';
import { signIn } from '../../e2e/support/sign-in';
import { freePort } from '../../scripts/free-port.mjs';
import { monthSlug, seedMonth } from './month';
import { clientListScreens, listScreens, openScreen, percentile, streamScreen, type Screen } from './screens';

const { values } = parseArgs({
  options: {
    opens: { type: 'string', default: '10' },
    load: { type: 'string', default: '2' },
    data: { type: 'string' },
    days: { type: 'string', default: '30' },
    // Only the demo's screens: no month of 10 stations to prepare or open.
    'demo-only': { type: 'boolean', default: false },
  },
});
const PASSWORD = 'bench-web-password';
const root = path.resolve(import.meta.dirname, '../..');
const say = (line: string) => process.stdout.write(`${line}\n`);

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  throw new Error('The web app is not built: run `npm run build` first.');
}

/** The demo installation and the month of 10 stations, before Antena starts. */
async function prepare(dataDir: string, days: number) {
  const marker = path.join(dataDir, 'bench-web-ready');
  if (existsSync(marker)) return say(`Reusing the data prepared in ${dataDir}`);
  await mkdir(dataDir, { recursive: true });
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, ANTENA_ENV: 'development' });
  const database = await openDatabase({ pgliteDir: config.dbDir, sharedBuffers: config.PGLITE_SHARED_BUFFERS });
  try {
    const started = Date.now();
    await migrateDatabase(database);
    await seedDemo(database.db, { dataDir, password: PASSWORD, superadmin: true });
    if (!values['demo-only']) {
      say(`Preparing ${days} days of 10 stations:`);
      await seedMonth(database.db, Math.floor(Date.now() / 30_000) * 30_000, say, { days });
    }
    say(`  prepared in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
  await writeFile(marker, new Date().toISOString());
}

/** Busy loops beside Antena and the browser: the other work of a shared machine. */
function spawnLoad(count: number): ChildProcess[] {
  return Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

const opens = Number(values.opens);
const dataDir = values.data ? path.resolve(values.data) : await mkdtemp(path.join(tmpdir(), 'antena-bench-web-'));
say('Web benchmark: screens usable, from the start of the navigation');
await prepare(dataDir, Number(values.days));
const antena = await startAntenaServer({
  port: await freePort(),
  dataDir,
  // As `npm start` runs it, with a quarter of an hour of Demo Radio recorded (and matched) at once.
  env: { DEMO_PASSWORD: PASSWORD, DEMO_HISTORY_MINUTES: '15' },
  readyWithinMs: 300_000,
});
const load = spawnLoad(Number(values.load));
const browser = await openBrowser();
try {
  const { page } = browser;
  await signIn(page, antena.baseUrl, 'admin@demo.antena.local', { password: PASSWORD, path: '/logger/status' });
  await page.waitForURL(`${antena.baseUrl}/logger/status`);
  // The demo's history is matched by the worker right after start: the measures begin after it.
  await page.waitForTimeout(20_000);
  say(`Load: ${load.length} busy loops; ${opens} opens a screen; Antena at ${antena.baseUrl}`);

  const groups: [string, Screen[]][] = [
    [
      'Demo data (Demo Radio)',
      [streamScreen('demo-radio'), ...listScreens('demo-radio'), ...(values['demo-only'] ? clientListScreens : [])],
    ],
  ];
  if (!values['demo-only']) {
    groups.push([
      'A month of 10 stations (Bench 1)',
      [streamScreen(monthSlug(0)), ...listScreens(monthSlug(0)), ...clientListScreens],
    ]);
  }
  for (const [title, screens] of groups) {
    say('');
    say(title);
    say(`  ${'screen'.padEnd(34)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}  target`);
    for (const screen of screens) {
      const times: number[] = [];
      let first: Awaited<ReturnType<typeof openScreen>> | null = null;
      for (let open = 0; open < opens; open++) {
        const result = await openScreen(page, antena.baseUrl, screen).catch(async (error: unknown) => {
          // A screen never usable within a minute is counted as a minute, with what it showed.
          say(`  ${screen.name}: ${(error as Error).message.split('\n')[0]}`);
          say(
            `    ${(
              await page
                .locator('main')
                .innerText()
                .catch(() => '')
            )
              .slice(0, 300)
              .replace(/\n/g, ' | ')}`,
          );
          return { ms: 60_000, calls: [] };
        });
        times.push(result.ms);
        first ??= result;
      }
      const target = screen.name.startsWith('stream') ? 1500 : 1000;
      const p95 = percentile(times, 0.95);
      const ms = (value: number) => `${Math.round(value)}`.padStart(7);
      say(
        `  ${screen.name.padEnd(34)} ${ms(percentile(times, 0.5))} ${ms(p95)} ${ms(Math.max(...times))}  ${target} ms ${p95 <= target ? 'met' : 'missed'}`,
      );
      if (screen.name.startsWith('stream') && first) {
        for (const call of first.calls.sort((a, b) => a.startMs - b.startMs)) {
          say(
            `      ${call.startMs.toFixed(0).padStart(6)} ms +${call.ms.toFixed(0).padStart(5)} ms ${(call.bytes / 1000).toFixed(1).padStart(8)} kB ${call.status} ${call.path.slice(0, 110)}`,
          );
        }
      }
    }
  }
} finally {
  for (const child of load) child.kill();
  await browser.close();
  await antena.stop();
  if (!values.data) await rm(dataDir, { recursive: true, force: true });
}
