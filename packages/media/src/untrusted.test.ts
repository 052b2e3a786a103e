import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from './runner';
import { probeUntrusted, untrustedInput, UntrustedMediaError } from './untrusted';

/** Files that name another file: ffmpeg, left to detect them, reads what they name. */
const lists = (target: string) => ({
  playlist: `#EXTM3U\n#EXT-X-TARGETDURATION:30\n#EXTINF:3,\n${target}\n#EXT-X-ENDLIST\n`,
  ffconcat: `ffconcat version 1.0\nfile '${target}'\n`,
  concat: `file '${target}'\n`,
});

describe('user-supplied media with real ffmpeg', () => {
  let dir: string;
  let secret: string;
  const file = (name: string) => path.join(dir, name);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'antena-untrusted-'));
    secret = file('other-client-segment.mp3');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=d=3', secret]);
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('refuses playlists and lists naming a real recording, whatever their name, as it refuses a missing one', async () => {
    for (const [kind, content] of Object.entries(lists(secret))) {
      for (const name of [`${kind}.mp3`, `${kind}.txt`, `${kind}.png`]) {
        await writeFile(file(name), content);
        const error = await probeUntrusted(file(name), 'audio').catch((e: unknown) => e);
        expect(error, `${kind} as ${name}`).toBeInstanceOf(UntrustedMediaError);
        await writeFile(file(name), lists(file('missing.mp3'))[kind as keyof ReturnType<typeof lists>]);
        const missing = await probeUntrusted(file(name), 'audio').catch((e: unknown) => e);
        // The same answer for a path that exists and one that does not: no probing of the disk.
        expect((missing as Error).message, name).toBe((error as Error).message);
      }
    }
  });

  it('never reads what a playlist names once its demuxer is forced', async () => {
    await writeFile(file('forced.mp3'), lists(secret).playlist);
    const decoded = await run('ffmpeg', [...untrustedInput(file('forced.mp3'), 'mp3'), '-f', 's16le', 'pipe:1']).catch(
      () => Buffer.alloc(0),
    );
    expect(decoded.length).toBe(0);
  });

  it('accepts audio and video containers, and an M4A whose index comes last (read by seeking)', async () => {
    const m4a = file('spot.m4a');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=d=120', '-c:a', 'aac', m4a]);
    const checked = await probeUntrusted(m4a, 'audio');
    expect(checked.demuxer).toBe('mov');
    const pcm = await run('ffmpeg', [
      ...untrustedInput(m4a, checked.demuxer),
      '-ac',
      '1',
      '-ar',
      '8000',
      '-f',
      's16le',
      'pipe:1',
    ]);
    expect(pcm.length / 2 / 8000).toBeCloseTo(120, 0);
    expect((await probeUntrusted(secret, 'audio')).demuxer).toBe('mp3');
  });

  it('tells a picture from audio', async () => {
    const png = file('mark.png');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=red:s=16x8', '-frames:v', '1', png]);
    expect((await probeUntrusted(png, 'image')).demuxer).toBe('png_pipe');
    await expect(probeUntrusted(png, 'audio')).rejects.toThrow('not an audio file');
    await expect(probeUntrusted(secret, 'image')).rejects.toThrow('not an image file');
  });

  it('forces only demuxers that read one self-contained file', () => {
    expect(() => untrustedInput('/x', 'hls')).toThrow();
    expect(() => untrustedInput('/x', 'concat')).toThrow();
    expect(untrustedInput('/x.m4a', 'mov')).toEqual([
      ...['-protocol_whitelist', 'file', '-f', 'mov', '-enable_drefs', '0', '-i', 'file:/x.m4a'],
    ]);
  });
});
