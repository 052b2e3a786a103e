import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepIngestLeftovers } from './ingest-leftovers';

describe('sweeping ingest leftovers', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'antena-ingest-sweep-'));
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  const folder = async (name: string, ageMs: number) => {
    const dir = path.join(root, name);
    await mkdir(dir);
    await writeFile(path.join(dir, 'segment.mp3'), 'partial');
    const when = new Date(Date.now() - ageMs);
    await utimes(dir, when, when);
  };

  it('removes the ingest folders older than the age, and keeps fresh ones and anything else', async () => {
    await folder('ingest-crashed', 2 * 3_600_000);
    await folder('ingest-receiving', 10_000);
    await folder('other-old', 2 * 3_600_000);
    expect(await sweepIngestLeftovers(root)).toBe(1);
    expect((await readdir(root)).sort()).toEqual(['ingest-receiving', 'other-old']);
  });

  it('finds nothing to do when the folder does not exist yet', async () => {
    expect(await sweepIngestLeftovers(path.join(root, 'missing'))).toBe(0);
  });
});
