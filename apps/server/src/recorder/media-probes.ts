/** What the recording tests ask of real media files: ffprobe's view, and the true audio length. */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { probe } from '@antena/media';

export const runFile = promisify(execFile);

export async function probeBytes(dir: string, bytes: Buffer, name: string) {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return probe(file);
}

/** The duration of the audio frames of a file: ADTS has no header that states it, so ffprobe's own is an estimate. */
export async function audioSeconds(file: string): Promise<number> {
  const { stdout } = await runFile('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_entries',
    'packet=duration_time',
    '-of',
    'csv=p=0',
    file,
  ]);
  return stdout
    .split('\n')
    .filter(Boolean)
    .reduce((sum, line) => sum + Number(line.replace(/,$/, '')), 0);
}
