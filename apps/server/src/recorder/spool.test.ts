import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appendJournal,
  closeRun,
  JOURNAL,
  openRun,
  readJournal,
  readStationSpool,
  spooledStations,
  type JournalEntry,
} from './spool';

describe('spool journal', () => {
  let stationDir: string;
  beforeEach(async () => {
    stationDir = await mkdtemp(path.join(tmpdir(), 'antena-spool-'));
  });
  afterEach(async () => rm(stationDir, { recursive: true, force: true }));

  async function runDir(name: string): Promise<string> {
    const dir = path.join(stationDir, name);
    await mkdir(dir, { recursive: true });
    return dir;
  }

  it('reads back what was appended, with the files beside the journal', async () => {
    const dir = await runDir('1700000000000');
    const entries: JournalEntry[] = [
      { file: path.join(dir, '000000001.mp3'), startTs: 1_700_000_000_000, endTs: 1_700_000_030_000 },
      { file: path.join(dir, '000000002.mp3'), startTs: 1_700_000_030_000, endTs: 1_700_000_059_989 },
    ];
    for (const entry of entries) await appendJournal(dir, entry);
    expect(await readJournal(dir)).toEqual(entries);
  });

  it('skips torn and malformed lines and answers nothing without a journal', async () => {
    const dir = await runDir('run');
    await writeFile(
      path.join(dir, JOURNAL),
      [
        '000000001.ts,1000,2000',
        '000000002.ts,2000',
        'bad,x,3000',
        '000000003.ts,3000,3000',
        ',1,2',
        '000000004.ts,4000,5',
      ].join('\n'),
    );
    expect(await readJournal(dir)).toEqual([{ file: path.join(dir, '000000001.ts'), startTs: 1000, endTs: 2000 }]);
    expect(await readJournal(await runDir('empty'))).toEqual([]);
  });

  it('lists the files still there, oldest first across runs, and the runs no ffmpeg writes into', async () => {
    const older = await runDir('1700000000000');
    const live = await openRun(stationDir);
    const files = {
      registered: path.join(older, '000000001.mp3'),
      pending: path.join(older, '000000002.mp3'),
      next: path.join(live, '000000001.mp3'),
      unjournaled: path.join(live, '000000002.mp3'),
    };
    // The first file was registered and removed before the crash; the last is still being written.
    await appendJournal(older, { file: files.registered, startTs: 1000, endTs: 2000 });
    await appendJournal(live, { file: files.next, startTs: 5000, endTs: 6000 });
    await appendJournal(older, { file: files.pending, startTs: 2000, endTs: 3000 });
    for (const file of [files.pending, files.next, files.unjournaled]) await writeFile(file, 'audio');

    expect(await readStationSpool(stationDir)).toEqual({
      entries: [
        { file: files.pending, startTs: 2000, endTs: 3000 },
        { file: files.next, startTs: 5000, endTs: 6000 },
      ],
      endedRuns: [older],
    });
    closeRun(live);
    expect((await readStationSpool(stationDir)).endedRuns.sort()).toEqual([older, live].sort());
  });

  it("leaves the runs of another live process alone and takes over a dead one's", async () => {
    // The parent (vitest) runs; a pid above Linux's largest possible one never does.
    const theirs = await runDir(`1700000000000-${process.ppid}`);
    const dead = await runDir(`1700000100000-${2 ** 22 + 1}`);
    for (const dir of [theirs, dead]) {
      await appendJournal(dir, { file: path.join(dir, '000000001.mp3'), startTs: 1000, endTs: 2000 });
      await writeFile(path.join(dir, '000000001.mp3'), 'audio');
    }
    expect(await readStationSpool(stationDir)).toEqual({
      entries: [{ file: path.join(dead, '000000001.mp3'), startTs: 1000, endTs: 2000 }],
      endedRuns: [dead],
    });
  });

  it('answers nothing for a station that never spooled', async () => {
    expect(await readStationSpool(path.join(stationDir, 'missing'))).toEqual({ entries: [], endedRuns: [] });
    expect(await spooledStations(path.join(stationDir, 'missing'))).toEqual([]);
  });
});
