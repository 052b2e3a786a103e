/**
 * The spool: captures write segment files into `spool/{station}/{run}/`, and each finished file
 * is noted in the run's journal before it is delivered (spool-delivery.ts) and removed. What the
 * journal names and still exists is finished but not yet on the timeline: a store or database
 * outage, or a recorder that died between the two, leaves it there, never lost.
 *
 * A run's directory is named `{start ms}-{pid}`: several recorders may share one DATA_DIR (tests,
 * two processes on a host), and a run is only ever removed by the process that wrote it, once its
 * ffmpeg has ended, or by any process once its writer is dead.
 */
import { appendFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const JOURNAL = 'journal.csv';

export interface JournalEntry {
  file: string;
  startTs: number;
  endTs: number;
}

export const appendJournal = (runDir: string, entry: JournalEntry) =>
  appendFile(path.join(runDir, JOURNAL), `${path.basename(entry.file)},${entry.startTs},${entry.endTs}\n`);

export async function readJournal(runDir: string): Promise<JournalEntry[]> {
  let text: string;
  try {
    text = await readFile(path.join(runDir, JOURNAL), 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').flatMap((line) => {
    const [file, start, end] = line.split(',');
    const startTs = Number(start);
    const endTs = Number(end);
    if (!file || !Number.isFinite(startTs) || !Number.isFinite(endTs) || endTs <= startTs) return [];
    return [{ file: path.join(runDir, file), startTs, endTs }];
  });
}

/** Runs whose ffmpeg is running in this process (for every recorder in it): never removed. */
const liveRuns = new Set<string>();

/** Makes a new run directory for a capture's ffmpeg; `closeRun` once that ffmpeg has ended. */
export async function openRun(stationDir: string): Promise<string> {
  const runDir = path.join(stationDir, `${Date.now()}-${process.pid}`);
  await mkdir(runDir, { recursive: true });
  liveRuns.add(runDir);
  return runDir;
}

export const closeRun = (runDir: string) => liveRuns.delete(runDir);

/**
 * Whether another process that is still running wrote this run: its segments are its own to
 * deliver. A run of this process id that is not live here is a previous process's (a container
 * restarted with the same pid); a run named without a pid predates the naming.
 */
function writtenByAnotherLiveProcess(run: string): boolean {
  const pid = Number(run.split('-')[1]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface StationSpool {
  /** Finished files not yet delivered, oldest first. */
  entries: JournalEntry[];
  /** Runs no ffmpeg writes into any more: removable once their entries are delivered. */
  endedRuns: string[];
}

/** What a station's spool holds for this process to deliver. */
export async function readStationSpool(stationDir: string): Promise<StationSpool> {
  let runs: string[];
  try {
    runs = await readdir(stationDir);
  } catch {
    return { entries: [], endedRuns: [] };
  }
  const mine = runs.filter((run) => !writtenByAnotherLiveProcess(run)).map((run) => path.join(stationDir, run));
  // One listing per run, not a stat per line: a run's journal grows for as long as its ffmpeg runs.
  const journals = await Promise.all(
    mine.map(async (runDir) => {
      const present = new Set(await readdir(runDir).catch(() => []));
      return (await readJournal(runDir)).filter((entry) => present.has(path.basename(entry.file)));
    }),
  );
  return {
    entries: journals.flat().sort((a, b) => a.startTs - b.startTs),
    endedRuns: mine.filter((runDir) => !liveRuns.has(runDir)),
  };
}

/** The stations that have a spool directory (leftovers of a crash included). */
export async function spooledStations(spoolDir: string): Promise<string[]> {
  try {
    return await readdir(spoolDir);
  } catch {
    return [];
  }
}
