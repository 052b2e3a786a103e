/**
 * Logger benchmark, browser part (issue 5): Antena as `npm start` runs it, in Debian Chromium.
 *
 * - Frames: the stream screen of a station holding a whole day of segments (rows with real-size
 *   waveforms, no media), its focus walked and zoomed hour by hour over the day with the hotkeys
 *   and the wheel, under a Chromium performance trace (CDP Tracing). Each main-thread task of
 *   the page (RunTask) is work between two frames; a task over 16 ms is a missed frame.
 * - First audio: Demo Radio opened at a recorded moment and play pressed as soon as the screen
 *   shows: the time from the start of the navigation to the audio element's `playing`.
 *
 * Prints figures; asserts nothing. Needs the built web app (`npm run build`).
 *
 *   node --import tsx bench/logger/browser.ts [--opens 5]
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { loadConfig } from '../../apps/server/src/config';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db';
import { clients, stations } from '../../apps/server/src/db/schema';
import { DEMO_CLIENT_SLUG, seedDemo } from '../../apps/server/src/seed/demo.seed';
import { startAntenaServer } from '../../e2e/support/antena-server';
import { openBrowser } from '../../e2e/support/browser';
import { signIn } from '../../e2e/support/sign-in';
import { freePort } from '../../scripts/free-port.mjs';
import { fillSegments } from './fill';
import { summarize, traceTasks } from './trace';

const { values } = parseArgs({ options: { opens: { type: 'string', default: '5' } } });
const HOUR = 3_600_000;
const PASSWORD = 'bench-logger-password';
const root = path.resolve(import.meta.dirname, '../..');
const say = (line: string) => process.stdout.write(`${line}\n`);

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  throw new Error('The web app is not built: run `npm run build` first.');
}

/** The demo data, plus a station holding the last whole day of segments, before Antena starts. */
async function prepare(dataDir: string): Promise<number> {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, ANTENA_ENV: 'development' });
  const database = await openDatabase({ pgliteDir: config.dbDir, sharedBuffers: config.PGLITE_SHARED_BUFFERS });
  try {
    await migrateDatabase(database);
    await seedDemo(database.db, { dataDir, password: PASSWORD, superadmin: true });
    const [demo] = await database.db.select().from(clients).where(eq(clients.slug, DEMO_CLIENT_SLUG));
    const [day] = await database.db
      .insert(stations)
      .values({ clientId: demo!.id, slug: 'bench-day', name: 'Bench Day', format: 'mp3', timezone: 'UTC' })
      .returning();
    const endTs = Math.floor(Date.now() / HOUR) * HOUR;
    await fillSegments(database.db, day!.id, endTs, 1, () => undefined);
    return endTs - 24 * HOUR;
  } finally {
    await database.close();
  }
}

/** Walks the focus through the day: an hour at a time, with moves, zooms and wheel turns in each. */
async function walkTheDay(page: Page) {
  const canvas = page.getByTestId('focus-canvas');
  const box = (await canvas.boundingBox())!;
  const press = async (key: string) => {
    await page.keyboard.press(key);
    await page.waitForTimeout(60);
  };
  for (let hour = 0; hour < 23; hour++) {
    await press('l');
    await press('l');
    await press('Shift+ArrowDown');
    await press('Control+ArrowDown');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let turn = 0; turn < 4; turn++) {
      await page.mouse.wheel(0, turn < 2 ? -240 : 240);
      await page.waitForTimeout(40);
    }
    await press('Control+ArrowUp');
    await press('Shift+l');
  }
}

async function measureFrames(page: Page, baseUrl: string, dayStart: number) {
  await page.goto(`${baseUrl}/logger/s/bench-day?cursor=${dayStart + 30 * 60_000}`);
  await page.getByTestId('focus-canvas').waitFor();
  await page.waitForTimeout(3000);
  const { tasks, seconds } = await traceTasks(page, () => walkTheDay(page));
  return summarize(tasks, seconds);
}

/** Records when any media element of the page first plays, in ms since the navigation started. */
const FIRST_PLAY = `
  window.__firstPlay = null;
  const createElement = document.createElement.bind(document);
  const watch = (element) => element.addEventListener('playing', () => {
    window.__firstPlay ??= performance.now();
  });
  document.createElement = (tag, options) => {
    const element = createElement(tag, options);
    if (element instanceof HTMLMediaElement) watch(element);
    return element;
  };
  document.addEventListener('playing', (event) => {
    if (event.target instanceof HTMLMediaElement) window.__firstPlay ??= performance.now();
  }, true);
`;

async function measureFirstAudio(page: Page, baseUrl: string, opens: number) {
  await page.context().addInitScript({ content: FIRST_PLAY });
  const times: number[] = [];
  for (let open = 0; open < opens; open++) {
    await page.goto(`${baseUrl}/logger/s/demo-radio?cursor=${Date.now() - 150_000}`);
    await page.getByRole('heading', { name: 'Demo Radio' }).waitFor();
    await page.getByTestId('focus-canvas').waitFor();
    await page.keyboard.press('k');
    await page.waitForFunction('window.__firstPlay !== null', undefined, { timeout: 20_000 });
    times.push(await page.evaluate<number>('window.__firstPlay'));
  }
  return times;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'antena-bench-browser-'));
say('Logger benchmark, browser part');
const dayStart = await prepare(dataDir);
const antena = await startAntenaServer({
  port: await freePort(),
  dataDir,
  env: { DEMO_PASSWORD: PASSWORD, DEMO_HISTORY_MINUTES: '5' },
  readyWithinMs: 180_000,
});
const { baseUrl } = antena;
const browser = await openBrowser();
try {
  // The client admin reaches every station of the demo client, the benchmark's day included.
  await signIn(browser.page, baseUrl, 'admin@demo.antena.local', { password: PASSWORD, path: '/logger/status' });
  await browser.page.waitForURL(`${baseUrl}/logger/status`);

  const frames = await measureFrames(browser.page, baseUrl, dayStart);
  say('');
  say('Focus walked and zoomed over a day (2,880 segments), main-thread tasks of the page:');
  say(`  ${frames.count} tasks in ${frames.seconds.toFixed(1)} s; p50 ${frames.p50} ms, p95 ${frames.p95} ms,`);
  say(`  max ${frames.max} ms; over 16 ms: ${frames.over16} (${frames.over16Share})`);

  const opens = Number(values.opens);
  const firstAudio = (await measureFirstAudio(browser.page, baseUrl, opens)).sort((a, b) => a - b);
  say('');
  say(`First audio after opening Demo Radio (${opens} opens, from navigation start):`);
  say(`  median ${Math.round(firstAudio[Math.floor(opens / 2)]!)} ms, max ${Math.round(firstAudio.at(-1)!)} ms`);
  say(`  all: ${firstAudio.map((ms) => Math.round(ms)).join(', ')} ms (target: within 1500 ms)`);
} finally {
  await browser.close();
  await antena.stop();
  await rm(dataDir, { recursive: true, force: true });
}
