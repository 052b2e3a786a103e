import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk.storage';
import { ObjectTooLargeError } from './storage';

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'antena-storage-'));
    storage = new LocalDiskStorage(root, 'https://antena.example', 'secret');
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it('puts, stats, streams ranges and deletes', async () => {
    await storage.put('a/b/c.txt', Readable.from(['hello ', 'world']));
    expect(await storage.stat('a/b/c.txt')).toEqual({ key: 'a/b/c.txt', size: 11 });
    expect(await text(await storage.stream('a/b/c.txt', { start: 6, end: 10 }))).toBe('world');
    await storage.delete('a/b/c.txt');
    expect(await storage.stat('a/b/c.txt')).toBeNull();
  });

  it('reads a whole object, and null for one that is not there', async () => {
    await storage.put('packs/h.bin', Buffer.from([1, 2, 3]));
    expect(await storage.read('packs/h.bin')).toEqual(Buffer.from([1, 2, 3]));
    expect(await storage.read('packs/missing.bin')).toBeNull();
    await expect(storage.read('../escape.bin')).rejects.toThrow('Invalid storage key');
  });

  it('refuses keys that leave the root', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.stat('/etc/passwd')).rejects.toThrow('Invalid storage key');
  });

  it('stops an object over its limit and leaves no partial file', async () => {
    await expect(storage.put('big/file.bin', Buffer.alloc(100), { maxBytes: 10 })).rejects.toBeInstanceOf(
      ObjectTooLargeError,
    );
    expect(await readdir(path.join(root, 'big'))).toEqual([]);
  });

  it('signs root-relative URLs when Antena has no fixed address', () => {
    const anywhere = new LocalDiskStorage(root, '', 'key');
    expect(anywhere.signedUrl('a/b.mp3')).toMatch(/^\/api\/media\/a\/b\.mp3\?expires=\d+&signature=[\w-]+$/);
  });

  it('signs URLs that verify until they expire', () => {
    const url = new URL(storage.signedUrl('a/b.mp3', { expiresInSeconds: 60, filename: 'b.mp3' }));
    expect(url.pathname).toBe('/api/media/a/b.mp3');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    expect(storage.verifySignature('a/b.mp3', expires, signature, 'b.mp3')).toBe(true);
    expect(storage.verifySignature('a/other.mp3', expires, signature, 'b.mp3')).toBe(false);
    expect(storage.verifySignature('a/b.mp3', expires + 1, signature, 'b.mp3')).toBe(false);
    // The name is signed: dropped or changed, the signature no longer holds.
    expect(storage.verifySignature('a/b.mp3', expires, signature)).toBe(false);
    expect(storage.verifySignature('a/b.mp3', expires, signature, 'Antena-Setup.exe')).toBe(false);
    const expired = new URL(storage.signedUrl('a/b.mp3', { expiresInSeconds: -5 }));
    expect(
      storage.verifySignature(
        'a/b.mp3',
        Number(expired.searchParams.get('expires')),
        expired.searchParams.get('signature')!,
      ),
    ).toBe(false);
  });
});
