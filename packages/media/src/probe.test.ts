import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { probe } from './probe';
import { MediaCommandError, run } from './runner';

describe('probe and run with real ffmpeg', () => {
  const dirPromise = mkdtemp(path.join(tmpdir(), 'antena-media-'));
  afterAll(async () => rm(await dirPromise, { recursive: true, force: true }));

  it('generates two seconds of mp3 and reads it back', async () => {
    const file = path.join(await dirPromise, 'tone.mp3');
    await run('ffmpeg', [
      '-v',
      'error',
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      '-t',
      '2',
      '-c:a',
      'libmp3lame',
      file,
    ]);
    const result = await probe(file);
    expect(result.formatName).toBe('mp3');
    expect(result.durationSeconds).toBeGreaterThan(1.9);
    expect(result.durationSeconds).toBeLessThan(2.2);
    expect(result.streams[0]).toMatchObject({ codecType: 'audio', codecName: 'mp3', sampleRate: 44100 });
  });

  it('reports a failing command with the tail of its stderr', async () => {
    const missing = path.join(await dirPromise, 'missing.wav');
    await expect(probe(missing)).rejects.toBeInstanceOf(MediaCommandError);
    await expect(probe(missing)).rejects.toThrow(/No such file/);
  });
});
