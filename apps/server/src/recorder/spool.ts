/**
 * The spool: captures write segment files into `spool/{station}/{run}/`, and each finished file
 * is noted in the run's journal before it is registered and removed. A recorder that dies
 * between the two leaves the journal behind; the next capture of that station registers what
 * the journal names and still exists, so no finished segment is lost and none is registered
 * twice (registration is idempotent).
 */
import { existsSync } from 'node:fs';
import { appendFile, readdir, readFile, rm, unlink } from 'node:fs/promises';
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

/** Registers what earlier runs of a station left finished but unregistered, then clears them. */
export async function recoverStation(
  stationDir: string,
  register: (entry: JournalEntry) => Promise<void>,
): Promise<number> {
  let runs: string[];
  try {
    runs = await readdir(stationDir);
  } catch {
    return 0;
  }
  let recovered = 0;
  for (const run of runs.sort()) {
    const runDir = path.join(stationDir, run);
    for (const entry of await readJournal(runDir)) {
      if (!existsSync(entry.file)) continue;
      await register(entry);
      await unlink(entry.file);
      recovered += 1;
    }
    await rm(runDir, { recursive: true, force: true });
  }
  return recovered;
}
