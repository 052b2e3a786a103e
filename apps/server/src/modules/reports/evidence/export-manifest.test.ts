import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCT_VERSION, type ReportExportOptions } from '@antena/contract';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManifest, hashBytes, hashFile, manifestAiring, type ManifestFile } from './export-manifest';
import { audioProgress, failedStatus, isRunningStatus, stepStatus } from './report-export-state';
import { openZip } from './zip-writer';

const OPTIONS: ReportExportOptions = {
  audioMatchIncludeBefore: 5,
  audioMatchIncludeAfter: 15,
  excludeVersion: false,
  publicLink: false,
  pathFormat: { formatId: 'station-date' },
};
const AIRING = {
  matchId: '00000000-0000-4000-8000-000000000001',
  stationId: '00000000-0000-4000-8000-000000000002',
  stationName: 'Radio Norte',
  datetime: Date.UTC(2026, 2, 1, 12, 0, 0, 250),
  customId: 'SPOT-1',
};
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe('export manifest', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'antena-manifest-test-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('hashes a file as a stream and bytes alike', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7, 'ab');
    const file = path.join(dir, 'big.bin');
    await writeFile(file, bytes);
    expect(await hashFile(file)).toEqual({ sha256: sha256(bytes), bytes: bytes.length });
    expect(hashBytes(bytes)).toEqual({ sha256: sha256(bytes), bytes: bytes.length });
  });

  it('lists the report first, then the audios by path, the missing airings by time, and the Antena version', () => {
    const audio = (name: string): ManifestFile => ({
      path: name,
      kind: 'audio',
      sha256: 'a'.repeat(64),
      bytes: 10,
      airing: manifestAiring(AIRING),
      cut: { from: '2026-03-01T11:59:55.250Z', to: '2026-03-01T12:00:50.250Z' },
      complete: true,
    });
    const later = manifestAiring({ ...AIRING, datetime: AIRING.datetime + 60_000 });
    const manifest = buildManifest({
      report: { id: AIRING.matchId, name: 'Campaign', type: 'AUDIT_GIP_STATUS' },
      options: OPTIONS,
      files: [
        audio('b/2.mp3'),
        { path: 'Campaign.xlsx', kind: 'report', sha256: 'b'.repeat(64), bytes: 5 },
        audio('a/1.mp3'),
      ],
      missingAudios: [
        { airing: later, reason: 'No recording' },
        { airing: manifestAiring(AIRING), reason: 'No recording' },
      ],
      createdAt: new Date(Date.UTC(2026, 2, 2)),
    });
    expect(manifest.antenaVersion).toBe(PRODUCT_VERSION);
    expect(manifest.hashAlgorithm).toBe('SHA-256');
    expect(manifest.createdAt).toBe('2026-03-02T00:00:00.000Z');
    expect(manifest.files.map((file) => file.path)).toEqual(['Campaign.xlsx', 'a/1.mp3', 'b/2.mp3']);
    expect(manifest.missingAudios.map((missing) => missing.airing.airedAt)).toEqual([
      '2026-03-01T12:00:00.250Z',
      '2026-03-01T12:01:00.250Z',
    ]);
    expect(manifest.files[1]).toMatchObject({
      airing: { airedAt: '2026-03-01T12:00:00.250Z', stationName: 'Radio Norte' },
    });
  });
});

describe('zip writer', () => {
  it('writes files and bytes that read back unchanged, audio stored and text deflated', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'antena-zip-test-'));
    try {
      const audio = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 251));
      await writeFile(path.join(dir, 'cut.mp3'), audio);
      const zip = openZip(path.join(dir, 'out.zip'));
      await zip.add('Radio/2026-03-01/SPOT_12-00-00.mp3', { file: path.join(dir, 'cut.mp3') }, { store: true });
      await zip.add('manifest.json', { bytes: '{"a":1}\n'.repeat(1000) });
      const bytes = await zip.finish();
      const written = await readFile(path.join(dir, 'out.zip'));
      expect(written.length).toBe(bytes);
      const read = await JSZip.loadAsync(written);
      expect(
        Object.keys(read.files)
          .filter((name) => !read.files[name]!.dir)
          .sort(),
      ).toEqual(['Radio/2026-03-01/SPOT_12-00-00.mp3', 'manifest.json']);
      expect(sha256(await read.file('Radio/2026-03-01/SPOT_12-00-00.mp3')!.async('nodebuffer'))).toBe(sha256(audio));
      expect(await read.file('manifest.json')!.async('string')).toBe('{"a":1}\n'.repeat(1000));
      // Stored audio keeps its size in the ZIP; the repeated text shrinks.
      expect(written.length).toBeGreaterThan(audio.length);
      expect(written.length).toBeLessThan(audio.length + 2000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('rejects an entry whose file cannot be read, and later entries too', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'antena-zip-test-'));
    try {
      const zip = openZip(path.join(dir, 'out.zip'));
      await expect(zip.add('gone.mp3', { file: path.join(dir, 'missing.mp3') })).rejects.toThrow(/ENOENT/);
      await expect(zip.add('next.txt', { bytes: 'x' })).rejects.toThrow(/ENOENT/);
      zip.abort();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('export states', () => {
  it('shows the GIP steps as they are and the alternative report’s as IN_PROGRESS, FAILED on failure', () => {
    expect(stepStatus('AUDIT_GIP_STATUS', 'ADDING_AUDIOS')).toBe('ADDING_AUDIOS');
    expect(stepStatus('AUDIT_GIP_ALTERNATIVE_REPORT', 'ADDING_AUDIOS')).toBe('IN_PROGRESS');
    expect(stepStatus('AUDIT_GIP_ALTERNATIVE_REPORT', 'WAITING')).toBe('IN_PROGRESS');
    expect(failedStatus('AUDIT_GIP_STATUS')).toBe('ERROR');
    expect(failedStatus('AUDIT_GIP_ALTERNATIVE_REPORT')).toBe('FAILED');
  });

  it('counts only unfinished exports as running', () => {
    for (const status of [
      'WAITING',
      'COMPUTING_REPORT',
      'ADDING_AUDIOS',
      'UPLOADING_ARCHIVE',
      'IN_PROGRESS',
    ] as const) {
      expect(isRunningStatus(status)).toBe(true);
    }
    for (const status of ['COMPLETED', 'ERROR', 'FAILED', null] as const) expect(isRunningStatus(status)).toBe(false);
  });

  it('gives progress in whole percent of the audios cut, 100 when there are none', () => {
    expect(audioProgress(0, 3)).toBe(0);
    expect(audioProgress(1, 3)).toBe(33);
    expect(audioProgress(3, 3)).toBe(100);
    expect(audioProgress(0, 0)).toBe(100);
  });
});
