import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeAudio } from './decode';
import { FingerprintError } from './errors';

async function drain(file: string): Promise<number> {
  let samples = 0;
  for await (const chunk of decodeAudio(file)) samples += chunk.length;
  return samples;
}

describe('decodeAudio', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('turns an ffmpeg that cannot start into a FingerprintError naming the file', async () => {
    vi.stubEnv('FFMPEG_PATH', '/nonexistent/ffmpeg');
    const failure = drain(import.meta.filename);
    await expect(failure).rejects.toBeInstanceOf(FingerprintError);
    await expect(failure).rejects.toThrow(/decode\.test\.ts: cannot decode \(.*ENOENT/);
  });

  it('names a file ffmpeg cannot read as media', async () => {
    await expect(drain(import.meta.filename)).rejects.toThrow(/decode\.test\.ts: cannot decode/);
  });
});
