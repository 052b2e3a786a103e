/// <reference lib="dom" />
/**
 * The screens the web benchmark opens and how it knows each one is usable, read in the page:
 * the stream screen once its timeline has its segments (`aria-busy` false, the strips drawn from
 * them) and its Audio Matches tab shows its table or says there is none; a list once its table
 * has rows or its empty state shows, with no loader left in the page's main area.
 */
import type { Page, Request } from 'playwright-core';

export interface Screen {
  name: string;
  path: string;
  usable: () => number | false;
}

// Functions, not strings: the app's Content Security Policy refuses eval in the page.
function streamUsable(): number | false {
  const timeline = document.querySelector('[data-testid=logger-timeline]');
  if (!timeline || timeline.getAttribute('aria-busy') !== 'false') return false;
  if (!document.querySelector('[data-testid=focus-canvas]')) return false;
  const panel = document.querySelector('[role=tabpanel]');
  if (!panel || panel.querySelector('.mantine-Loader-root')) return false;
  return panel.querySelector('table tbody tr') || panel.querySelector('[role=status]') ? performance.now() : false;
}

function listUsable(): number | false {
  const main = document.querySelector('main');
  if (!main || main.querySelector('.mantine-Loader-root') || main.querySelector('table[aria-busy=true]')) return false;
  return main.querySelector('table tbody tr') || main.querySelector('[role=status]') ? performance.now() : false;
}

export const streamScreen = (slug: string): Screen => ({
  name: `stream ${slug}`,
  path: `/logger/s/${slug}`,
  usable: streamUsable,
});

/** The lists of a station (its audit, its fragments) and the client's (AOD runs, saved reports). */
export const listScreens = (slug: string): Screen[] =>
  [
    ['audit matches', `/audit/s/${slug}/matches`],
    ['audit audios', `/audit/s/${slug}/audios`],
    ['schedules', `/audit/s/${slug}/schedule`],
    ['schedule status', `/audit/s/${slug}/schedule-status`],
    ['fragments', `/fragments/s/${slug}`],
  ].map(([name, path]) => ({ name: `${name} ${slug}`, path: path!, usable: listUsable }));

export const clientListScreens: Screen[] = [
  { name: 'AOD runs', path: '/audit/aod/runs', usable: listUsable },
  { name: 'saved reports', path: '/audit/global-reports/created', usable: listUsable },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Call {
  path: string;
  status: number;
  ms: number;
  bytes: number;
  startMs: number;
}

/**
 * Opens `screen` in a fresh navigation and answers ms from the navigation's start until it is
 * usable, with the API calls it made meanwhile (when each started and how long it took).
 */
export async function openScreen(page: Page, baseUrl: string, screen: Screen): Promise<{ ms: number; calls: Call[] }> {
  const pending: Promise<Call | null>[] = [];
  const onRequest = (request: Request) => {
    if (!request.url().includes('/api/')) return;
    pending.push(
      request.response().then(
        async (response) => {
          if (!response) return null;
          await response.finished();
          const timing = request.timing();
          const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
          const url = new URL(request.url());
          return {
            path: `${url.pathname}${url.search}`.replace(/access_token=[^&]+/, 'access_token=…'),
            status: response.status(),
            ms: timing.responseEnd,
            bytes: sizes.responseBodySize,
            startMs: timing.startTime,
          };
        },
        () => null,
      ),
    );
  };
  page.on('request', onRequest);
  try {
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(screen.usable, undefined, {
      polling: 'raf',
      timeout: 60_000,
    });
    const ms = (await handle.jsonValue()) as number;
    const origin = await page.evaluate<number>('performance.timeOrigin');
    // A call still running well after the screen is usable (a live refresh) is left out.
    const settled = pending.map((call) => Promise.race([call, sleep(5000).then(() => null)]));
    const calls = (await Promise.all(settled)).filter((call): call is Call => call !== null);
    return { ms, calls: calls.map((call) => ({ ...call, startMs: call.startMs - origin })) };
  } finally {
    page.off('request', onRequest);
  }
}

export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}
