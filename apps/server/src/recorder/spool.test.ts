import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendJournal, JOURNAL, readJournal, recoverStation, type JournalEntry } from './spool';

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

  it('registers each journaled file that still exists once, oldest run first, and clears the runs', async () => {
    const older = await runDir('1700000000000');
    const newer = await runDir('1700000100000');
    const files = {
      registered: path.join(older, '000000001.mp3'),
      pending: path.join(older, '000000002.mp3'),
      next: path.join(newer, '000000001.mp3'),
      unjournaled: path.join(newer, '000000002.mp3'),
    };
    // The first file was registered and removed before the crash; the last was still being written.
    await appendJournal(older, { file: files.registered, startTs: 1000, endTs: 2000 });
    await appendJournal(older, { file: files.pending, startTs: 2000, endTs: 3000 });
    await appendJournal(newer, { file: files.next, startTs: 5000, endTs: 6000 });
    for (const file of [files.pending, files.next, files.unjournaled]) await writeFile(file, 'audio');

    const registered: JournalEntry[] = [];
    const recovered = await recoverStation(stationDir, async (entry) => {
      // The file is still there while it is registered.
      expect(existsSync(entry.file)).toBe(true);
      registered.push(entry);
    });
    expect(recovered).toBe(2);
    expect(registered).toEqual([
      { file: files.pending, startTs: 2000, endTs: 3000 },
      { file: files.next, startTs: 5000, endTs: 6000 },
    ]);
    expect(await readdir(stationDir)).toEqual([]);

    const again = await recoverStation(stationDir, async (entry) => {
      registered.push(entry);
    });
    expect(again).toBe(0);
    expect(registered).toHaveLength(2);
  });

  it('keeps a file whose registration failed, for the next recovery', async () => {
    const dir = await runDir('1700000000000');
    const file = path.join(dir, '000000001.mp3');
    await appendJournal(dir, { file, startTs: 1000, endTs: 2000 });
    await writeFile(file, 'audio');
    await expect(
      recoverStation(stationDir, async () => {
        throw new Error('storage down');
      }),
    ).rejects.toThrow('storage down');
    expect(existsSync(file)).toBe(true);
    expect(await recoverStation(stationDir, async () => undefined)).toBe(1);
  });

  it('answers 0 for a station that never spooled', async () => {
    expect(await recoverStation(path.join(stationDir, 'missing'), async () => undefined)).toBe(0);
  });
});
