import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREAMBLE } from './presets';
import { exitReason, run, spawnFfmpeg } from './runner';

describe('spawnFfmpeg', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reports a missing binary as an exit, never as a thrown or unhandled error', async () => {
    vi.stubEnv('FFMPEG_PATH', '/nonexistent/ffmpeg');
    const media = spawnFfmpeg([...PREAMBLE, '-version']);
    const exit = await media.exited;
    expect(exit.code).toBeNull();
    expect(exitReason(exit)).toMatch(/ENOENT/);
    await expect(run('ffmpeg', ['-version'])).rejects.toThrow(/ENOENT/);
  });

  it('reports an argument list the system refuses (E2BIG) as an exit', async () => {
    const exit = await spawnFfmpeg([...PREAMBLE, '-i', `http://x/${'a'.repeat(4 * 1024 * 1024)}`]).exited;
    expect(exitReason(exit)).toMatch(/E2BIG/);
  });

  it('keeps the stderr tail as the reason of a failed run', async () => {
    const exit = await spawnFfmpeg([...PREAMBLE, '-i', '/nonexistent.mp3']).exited;
    expect(exit.code).not.toBe(0);
    expect(exitReason(exit)).toMatch(/No such file/);
  });
});
