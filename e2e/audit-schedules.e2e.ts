/**
 * Issue 16 end to end on the demo radio: a client admin imports an ASC schedule file through the
 * upload screen (its preview, then 'Process'), and the schedule status shows the spot that aired
 * within its tolerance green and the one that aired off tolerance yellow, each said in words.
 * The airings are set up through the API (two audios of their own sound and a manual match of
 * each) on yesterday's station clock, so the times are in the past and on one station day
 * whenever the test runs; the ASC rows are written on that clock, as a traffic system would.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { API_ROOT, buildPath, routes, type AuditAudio, type Station } from '@antena/contract';
import { openBrowser, screenshot, type Browser } from './support/browser';
import { accessToken, apiAs } from './support/api';
import { signIn } from './support/sign-in';

const baseUrl = inject('baseUrl');
const run = promisify(execFile);
/** The demo client's CLIENT_ADMIN (seed/demo.seed.ts). */
const CLIENT_ADMIN = 'admin@demo.antena.local';
const SLUG = 'demo-radio';
const STATION = `/audit/s/${SLUG}`;
const MINUTE = 60_000;

/** 'YYYY-MM-DD HH:mm' of `ts` on the clock of `timeZone`: how the ASC file writes a time. */
function wallClock(ts: number, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ts)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Noon of yesterday on the station's clock (whole minutes), in epoch ms. */
function yesterdayNoon(timeZone: string): number {
  const then = Math.floor((Date.now() - 24 * 60 * MINUTE) / MINUTE) * MINUTE;
  const [hours, minutes] = wallClock(then, timeZone).slice(11).split(':').map(Number) as [number, number];
  return then - ((hours - 12) * 60 + minutes) * MINUTE;
}

/** A few seconds of a sound of its own (two random tones), so no other audio shares its content. */
async function renderTone(dir: string, customId: string): Promise<string> {
  const file = path.join(dir, `${customId}.wav`);
  const [a, b] = [randomInt(300, 900), randomInt(1000, 2500)];
  const source = `aevalsrc=exprs='0.4*sin(2*PI*${a}*t)+0.3*sin(2*PI*${b}*t)':s=22050:d=6`;
  await run('ffmpeg', ['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', source, '-c:a', 'pcm_s16le', file]);
  return file;
}

async function uploadAudio(token: string, stationId: string, file: string, customId: string): Promise<AuditAudio> {
  const form = new FormData();
  form.set('customId', customId);
  form.set('type', 'STATION_AUDIO');
  form.set('stationId', stationId);
  form.set('file', new Blob([await readFile(file)], { type: 'audio/wav' }), path.basename(file));
  const response = await fetch(`${baseUrl}${API_ROOT}${buildPath(routes.uploadAuditAudio.path)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`audio upload: ${response.status} ${await response.text()}`);
  return (await response.json()) as AuditAudio;
}

describe('audit schedules', () => {
  let browser: Browser;
  let dir: string;
  beforeEach(async () => {
    browser = await openBrowser();
    dir = await mkdtemp(path.join(tmpdir(), 'antena-e2e-schedules-'));
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail')
      await screenshot(browser.page, `audit-schedules-failed-${task.name.replace(/\W+/g, '-')}`).catch(() => undefined);
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('imports an ASC file with its preview, and the schedule status turns green and yellow', async () => {
    const { page } = browser;
    const suffix = randomBytes(3).toString('hex').toUpperCase();
    const onTime = `E2E-ONTIME-${suffix}`;
    const late = `E2E-LATE-${suffix}`;
    await signIn(page, baseUrl, CLIENT_ADMIN, { path: `${STATION}/upload/ad-schedules-asc` });
    await page.waitForURL(`${baseUrl}${STATION}/upload/ad-schedules-asc`);

    const token = await accessToken(page);
    const api = apiAs(baseUrl, token);
    const station = (await api<Station[]>(routes.listStations)).find((candidate) => candidate.slug === SLUG)!;
    const zone = station.timezone;
    const noon = yesterdayNoon(zone);
    const day = wallClock(noon, zone).slice(0, 10);

    // One airing a minute after its 12:00 spot (tolerance 5/5: in tolerance), and one twelve
    // minutes after its 14:00 spot (off tolerance, the nearest airing of that day).
    for (const [customId, airing] of [
      [onTime, noon + MINUTE],
      [late, noon + 2 * 60 * MINUTE + 12 * MINUTE],
    ] as const) {
      const audio = await uploadAudio(token, station.id, await renderTone(dir, customId), customId);
      await api(routes.createManualMatch, {
        params: { id: station.id },
        body: { datetime: airing, score: 100, playedDuration: 6000, audioId: audio.id },
      });
    }

    const asc = path.join(dir, `schedule-${suffix}.asc`);
    await writeFile(
      asc,
      [
        'datetime;customId;advertiser;campaign;version;toleranceBefore;tolerance',
        `${wallClock(noon, zone)};${onTime};E2E Advertiser;On time;30s;5;5`,
        `${wallClock(noon + 2 * 60 * MINUTE, zone)};${late};E2E Advertiser;Late;30s;5;5`,
        '',
      ].join('\r\n'),
    );
    await page.getByLabel('Schedule file to import').setInputFiles(asc);
    const preview = page.getByRole('table', { name: 'Rows of the file' });
    await preview.getByRole('cell', { name: onTime, exact: true }).waitFor();
    expect(await preview.getByRole('cell', { name: late, exact: true }).count()).toBe(1);
    await page.getByText('Rows read: 2. Rows with errors: 0.').waitFor();
    await screenshot(page, 'audit-schedules-import-preview');
    await page.getByRole('button', { name: 'Process', exact: true }).click();
    await page.getByText('2 items created').waitFor();

    await page
      .getByRole('navigation', { name: 'Audit sections' })
      .getByRole('link', { name: 'Schedule status' })
      .click();
    await page.waitForURL(`${baseUrl}${STATION}/schedule-status`);
    await page.goto(`${baseUrl}${STATION}/schedule-status?from=${day}&to=${day}&customId=${onTime},${late}`);
    const status = page.getByRole('table', { name: 'Schedule status per custom ID' });
    const rowOf = (customId: string) => status.getByRole('row').filter({ hasText: customId });
    await rowOf(onTime).getByText('All in tolerance', { exact: true }).waitFor();
    await rowOf(late).getByText('Missing or off tolerance', { exact: true }).waitFor();
    // Matches, with schedule, off tolerance, schedules.
    const counts = async (customId: string) => (await rowOf(customId).getByRole('cell').allTextContents()).slice(2, 6);
    expect(await counts(onTime)).toEqual(['1', '1', '0', '1']);
    expect(await counts(late)).toEqual(['1', '1', '1', '1']);
    await screenshot(page, 'audit-schedule-status');

    // The schedule itself: the off-tolerance spot's yellow badge and warning, the logger a click away.
    await rowOf(late)
      .getByRole('link', { name: `Open the schedules of ${late}` })
      .click();
    const schedules = page.getByRole('table', { name: 'Ad schedules' });
    const spot = schedules.getByRole('row').filter({ hasText: late });
    await spot.getByText('Off tolerance · +12 min').waitFor();
    await screenshot(page, 'audit-schedule-ads');
    await spot.getByRole('link', { name: new RegExp(`^Open the schedule of ${late} at `) }).click();
    await page.getByRole('heading', { name: `Ad schedule ${late}` }).waitFor();
    await page.getByText(/This airing is outside the tolerance window/).waitFor();
    expect(await page.getByRole('link', { name: 'Open the airing in the logger' }).getAttribute('href')).toBe(
      `/logger/s/${SLUG}?cursor=${noon + 2 * 60 * MINUTE + 12 * MINUTE}&tab=audiomatches`,
    );
    await screenshot(page, 'audit-schedule-spot-off-tolerance');
  }, 300_000);
});
