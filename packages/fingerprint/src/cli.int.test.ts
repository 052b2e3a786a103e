/** The antena-fp command on real files through real ffmpeg: the happy path and every bad input. */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { resolveBinary } from '@antena/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from './params';
import { melody, mixInto, noise } from './test-signals';

const BIN = path.resolve(import.meta.dirname, '../bin/antena-fp.mjs');
const run = promisify(execFile);

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** 16-bit mono WAV at SAMPLE_RATE. */
function wav(file: string, samples: Float32Array): string {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++)
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(file, Buffer.concat([header, data]));
  return file;
}

const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

let dir: string;
let index: string;
let hour0: string;
let hour1: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'antena-fp-'));
  const refs = path.join(dir, 'refs');
  execFileSync('mkdir', ['-p', refs]);
  const spot = melody(41, 10);
  const jingle = melody(42, 6);
  wav(path.join(refs, 'spot.wav'), spot);
  // The jingle as MP3: references come in any format ffmpeg reads.
  const jingleWav = wav(path.join(dir, 'jingle.wav'), jingle);
  execFileSync(resolveBinary('ffmpeg'), ['-v', 'error', '-i', jingleWav, '-b:a', '96k', path.join(refs, 'jingle.mp3')]);
  // Two consecutive 30 s recordings: the jingle at 5 s, the spot from 25 s across the file boundary.
  const recording = mixInto(mixInto(noise(43, 60, 0.01), jingle, 5), spot, 25);
  hour0 = wav(path.join(dir, 'hour_00.wav'), recording.subarray(0, 30 * SAMPLE_RATE));
  hour1 = wav(path.join(dir, 'hour_01.wav'), recording.subarray(30 * SAMPLE_RATE));
  index = path.join(dir, 'refs.afpi');
  const built = await cli('index', '--out', index, refs);
  expect(built).toMatchObject({ code: 0, stderr: '' });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('antena-fp', () => {
  it('matches consecutive recordings, one JSON line per airing, times relative to the file it starts in', async () => {
    const { code, stdout } = await cli('match', '--index', index, hour0, hour1);
    expect(code).toBe(0);
    const found = lines(stdout);
    expect(found.map((a) => [a.file, a.ref])).toEqual([
      ['hour_00.wav', 'jingle'],
      ['hour_00.wav', 'spot'],
    ]);
    expect(Object.keys(found[0]!)).toEqual([
      'file',
      'ref',
      'start',
      'end',
      'refStart',
      'refEnd',
      'played',
      'score',
      'speed',
    ]);
    const spot = found[1]!;
    expect(Math.abs((spot.start as number) - 25)).toBeLessThan(0.05);
    expect(Math.abs((spot.end as number) - 35)).toBeLessThan(0.1);
    expect(Math.abs((spot.played as number) - 10)).toBeLessThan(0.1);
  });

  it('archives recordings and finds the same airings in the archives', async () => {
    const out = path.join(dir, 'archive');
    expect(await cli('archive', '--out', out, hour0, hour1)).toMatchObject({ code: 0, stderr: '' });
    const archives = [path.join(out, 'hour_00.afpa'), path.join(out, 'hour_01.afpa')];
    const searched = await cli('search', '--index', index, ...archives);
    const matched = await cli('match', '--index', index, hour0, hour1);
    expect(searched.code).toBe(0);
    expect(lines(searched.stdout).map((a) => [a.file, a.ref, Math.round(a.start as number)])).toEqual(
      lines(matched.stdout).map((a) => [a.file, a.ref, Math.round(a.start as number)]),
    );
  });

  describe('bad input exits non-zero with one line naming the file', () => {
    const oneLine = (stderr: string, name: string) => {
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toContain(name);
    };

    it('a recording that does not exist', async () => {
      const r = await cli('match', '--index', index, path.join(dir, 'missing.mp3'));
      expect(r.code).toBe(1);
      oneLine(r.stderr, 'missing.mp3');
      expect(r.stderr).toMatch(/cannot read file \(ENOENT\)/);
    });

    it('a reference that is not audio at all', async () => {
      const junk = path.join(dir, 'notes.mp3');
      writeFileSync(junk, 'this is not audio\n'.repeat(50));
      const r = await cli('index', '--out', path.join(dir, 'x.afpi'), junk);
      expect(r.code).toBe(1);
      oneLine(r.stderr, 'notes.mp3');
      expect(r.stderr).toMatch(/cannot decode/);
    });

    it('a file with no audio stream', async () => {
      const video = path.join(dir, 'picture.mkv');
      execFileSync(resolveBinary('ffmpeg'), [
        ...['-v', 'error', '-f', 'lavfi', '-i', 'color=c=black:s=32x32:d=1'],
        ...['-c:v', 'ffv1', video],
      ]);
      const r = await cli('match', '--index', index, video);
      expect(r.code).toBe(1);
      oneLine(r.stderr, 'picture.mkv');
      expect(r.stderr).toMatch(/no audio stream/);
    });

    it('a corrupt or truncated index', async () => {
      const bytes = readFileSync(index);
      const damaged = path.join(dir, 'damaged.afpi');
      const copy = Buffer.from(bytes);
      copy[copy.length >> 1]! ^= 1;
      writeFileSync(damaged, copy);
      const r = await cli('match', '--index', damaged, hour0);
      expect(r.code).toBe(1);
      oneLine(r.stderr, 'damaged.afpi');
      expect(r.stderr).toMatch(/not a valid antena-fp index/);
      const truncated = path.join(dir, 'truncated.afpi');
      writeFileSync(truncated, bytes.subarray(0, bytes.length - 10));
      expect((await cli('match', '--index', truncated, hour0)).stderr).toMatch(/truncated.afpi: not a valid/);
      const wrongKind = await cli('match', '--index', hour0, hour1);
      expect(wrongKind.code).toBe(1);
      oneLine(wrongKind.stderr, 'hour_00.wav');
    });

    it('a corrupt archive', async () => {
      const bad = path.join(dir, 'bad.afpa');
      writeFileSync(bad, Buffer.from('AFPA not really an archive'));
      const r = await cli('search', '--index', index, bad);
      expect(r.code).toBe(1);
      oneLine(r.stderr, 'bad.afpa');
    });

    it('a missing option or unknown command is a usage error (exit 2)', async () => {
      expect((await cli('match', hour0)).code).toBe(2);
      expect((await cli('index', hour0)).code).toBe(2);
      expect((await cli('frobnicate')).code).toBe(2);
      expect((await cli('match', '--index', index, '--min-score', 'lots', hour0)).code).toBe(2);
    });
  });
});
