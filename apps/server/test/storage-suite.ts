/**
 * What every Storage implementation must do, as one suite run against each of them
 * (storage/storage.int.test.ts): the local disk and S3 on a real S3-compatible server. A case
 * that only means something for one backend (a deleted bucket) runs where its fixture has it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveObjects, storedBytes } from '../src/modules/segments/stored-input';
import { ObjectTooLargeError, type Storage } from '../src/storage/storage';

export interface StorageFixture {
  storage: Storage;
  /** The part size the storage uploads in (0: none); the large object is bigger than two. */
  partSize: number;
  /** Removes what the storage writes into (S3: its bucket), for the clear error that follows. */
  deleteBucket?: () => Promise<void>;
  /**
   * The same store behind a server that goes away once `afterBytes` of a request body have
   * come: the connection is cut and nothing answers any more.
   */
  vanishing?: (afterBytes: number) => Promise<Storage>;
  close(): Promise<void>;
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A body that arrives in 64 KiB pieces, as a file or a socket gives it. */
const inPieces = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 65_536) yield bytes.subarray(at, at + 65_536);
    })(),
  );

export function storageSuite(name: string, setup: () => Promise<StorageFixture>): void {
  describe(`${name} storage`, () => {
    let fixture: StorageFixture;
    let storage: Storage;
    let large: Buffer;
    beforeAll(async () => {
      fixture = await setup();
      storage = fixture.storage;
      // More than two parts and a piece more, so the last part is short.
      large = randomBytes(Math.max(fixture.partSize, 1_000_000) * 2 + 123_457);
    });
    afterAll(async () => fixture.close());

    it('puts, stats, reads, streams and deletes', async () => {
      expect(await storage.put('a/b/c.txt', Readable.from(['hello ', 'world']))).toEqual({
        key: 'a/b/c.txt',
        size: 11,
      });
      expect(await storage.stat('a/b/c.txt')).toEqual({ key: 'a/b/c.txt', size: 11 });
      expect(await storage.read('a/b/c.txt')).toEqual(Buffer.from('hello world'));
      expect(await text(await storage.stream('a/b/c.txt'))).toBe('hello world');
      await storage.put('a/b/c.txt', Buffer.from('replaced'));
      expect(await storage.read('a/b/c.txt')).toEqual(Buffer.from('replaced'));
      await storage.delete('a/b/c.txt');
      expect(await storage.stat('a/b/c.txt')).toBeNull();
      await storage.delete('a/b/c.txt');
    });

    it('streams byte ranges, inclusive as in HTTP', async () => {
      await storage.put('ranges/x.bin', Buffer.from('0123456789'));
      expect(await text(await storage.stream('ranges/x.bin', { start: 0, end: 0 }))).toBe('0');
      expect(await text(await storage.stream('ranges/x.bin', { start: 3, end: 6 }))).toBe('3456');
      expect(await text(await storage.stream('ranges/x.bin', { start: 9, end: 9 }))).toBe('9');
    });

    it('stores a large object in parts and hands back ranges across them', async () => {
      expect(await storage.put('large/object.bin', inPieces(large))).toEqual({
        key: 'large/object.bin',
        size: large.length,
      });
      expect(await storage.stat('large/object.bin')).toEqual({ key: 'large/object.bin', size: large.length });
      expect(sha(await buffer(await storage.stream('large/object.bin')))).toBe(sha(large));
      const boundary = Math.max(fixture.partSize, 1_000_000);
      const range = { start: boundary - 10, end: boundary * 2 + 10 };
      expect(await buffer(await storage.stream('large/object.bin', range))).toEqual(
        large.subarray(range.start, range.end + 1),
      );
      await storage.delete('large/object.bin');
    });

    it('stops an object over its limit and leaves nothing under its key', async () => {
      await expect(storage.put('limit/small.bin', Buffer.alloc(100), { maxBytes: 10 })).rejects.toBeInstanceOf(
        ObjectTooLargeError,
      );
      expect(await storage.stat('limit/small.bin')).toBeNull();
      // Past the first part: an upload in parts has begun when the limit is reached.
      const maxBytes = Math.max(fixture.partSize, 1_000_000) + 1000;
      await expect(storage.put('limit/large.bin', inPieces(large), { maxBytes })).rejects.toBeInstanceOf(
        ObjectTooLargeError,
      );
      expect(await storage.stat('limit/large.bin')).toBeNull();
      expect(await storage.put('limit/exact.bin', Buffer.alloc(10), { maxBytes: 10 })).toEqual({
        key: 'limit/exact.bin',
        size: 10,
      });
    });

    it('tells a missing object apart', async () => {
      expect(await storage.stat('missing/none.bin')).toBeNull();
      expect(await storage.read('missing/none.bin')).toBeNull();
      await expect(storage.stream('missing/none.bin').then((body) => buffer(body))).rejects.toThrow();
    });

    it('refuses keys that are not relative paths of safe characters', async () => {
      await expect(storage.put('../escape.txt', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.stat('/etc/passwd')).rejects.toThrow('Invalid storage key');
      await expect(storage.read('a//b')).rejects.toThrow('Invalid storage key');
    });

    it('hands its objects to ffmpeg as they are read: end to end, or served whole and by range', async () => {
      const bytes = randomBytes(300_000);
      await storage.put('ffmpeg/a.mp3', bytes);
      await storage.put('ffmpeg/b.mp3', Buffer.from('tail'));
      expect(await buffer(storedBytes(storage, ['ffmpeg/a.mp3', 'ffmpeg/b.mp3']))).toEqual(
        Buffer.concat([bytes, Buffer.from('tail')]),
      );
      await expect(serveObjects(storage, ['ffmpeg/a.mp3', 'ffmpeg/missing.mp3'])).rejects.toThrow(
        'Stored object not found: ffmpeg/missing.mp3',
      );
      const served = await serveObjects(storage, ['ffmpeg/a.mp3']);
      try {
        const [url] = served.urls;
        expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[0-9a-f]{32}\/0\.mp3$/);
        const whole = await fetch(url!);
        expect(whole.status).toBe(200);
        expect(Buffer.from(await whole.arrayBuffer())).toEqual(bytes);
        // How ffmpeg asks after a seek: from a byte to the end.
        const rest = await fetch(url!, { headers: { range: 'bytes=200000-' } });
        expect(rest.status).toBe(206);
        expect(rest.headers.get('content-range')).toBe(`bytes 200000-299999/300000`);
        expect(Buffer.from(await rest.arrayBuffer())).toEqual(bytes.subarray(200_000));
        const past = await fetch(url!, { headers: { range: 'bytes=300000-' } });
        expect(past.status).toBe(416);
        expect(served.failure()).toBeUndefined();
        // Only the listed objects, and only with the token.
        expect((await fetch(url!.replace(/[0-9a-f]{32}/, '0'.repeat(32)))).status).toBe(404);
      } finally {
        await served.close();
      }
      await expect(buffer(storedBytes(storage, ['ffmpeg/missing.mp3']))).rejects.toThrow();
    });

    it("signs URLs of Antena's media route that verify until they expire", () => {
      const url = new URL(storage.signedUrl('a/b.mp3', { expiresInSeconds: 60, filename: 'b.mp3' }), 'http://x');
      expect(url.pathname).toBe('/api/media/a/b.mp3');
      const expires = Number(url.searchParams.get('expires'));
      const signature = url.searchParams.get('signature')!;
      expect(storage.verifySignature('a/b.mp3', expires, signature, 'b.mp3')).toBe(true);
      expect(storage.verifySignature('a/b.mp3', expires, signature, 'other.exe')).toBe(false);
    });

    it('rejects a put whose server goes away mid-upload, and shows nothing of it', async (context) => {
      if (!fixture.vanishing) return context.skip();
      const dying = await fixture.vanishing(Math.max(fixture.partSize, 1_000_000) + 500_000);
      await expect(dying.put('vanished/object.bin', inPieces(large))).rejects.toThrow();
      expect(await storage.stat('vanished/object.bin')).toBeNull();
    });

    // Last: the store is gone afterwards.
    it('says clearly that the bucket is gone', async (context) => {
      if (!fixture.deleteBucket) return context.skip();
      await fixture.deleteBucket();
      await expect(storage.put('gone/x.bin', Buffer.from('x'))).rejects.toThrow(/bucket does not exist/);
      await expect(storage.stat('gone/x.bin')).rejects.toThrow(/bucket does not exist/);
      await expect(storage.read('gone/x.bin')).rejects.toThrow(/bucket does not exist/);
    });
  });
}
