/** A Chromium performance trace (CDP Tracing) of an action, reduced to the page's main-thread tasks. */
import type { Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** The duration (ms) of every task the page's main thread ran while `action` did its work. */
export async function traceTasks(
  page: Page,
  action: () => Promise<void>,
): Promise<{ tasks: number[]; seconds: number }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  // The protocol types each event as a string map; the timeline's events carry numbers too.
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  const started = performance.now();
  await action();
  const seconds = (performance.now() - started) / 1000;
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => (event.dur ?? 0) / 1000);
  return { tasks, seconds };
}

export function summarize(tasks: number[], seconds: number) {
  const sorted = [...tasks].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1);
  const over16 = sorted.filter((ms) => ms > 16).length;
  return {
    count: sorted.length,
    seconds,
    p50: at(0.5),
    p95: at(0.95),
    max: (sorted.at(-1) ?? 0).toFixed(1),
    over16,
    over16Share: `${((over16 / Math.max(1, sorted.length)) * 100).toFixed(2)} %`,
  };
}
