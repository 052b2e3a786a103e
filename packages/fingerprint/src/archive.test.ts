import { describe, expect, it } from 'vitest';
import { ArchiveBuilder, decodeArchive, encodeArchive } from './archive';
import { melody } from './test-signals';

describe('archives as bytes', () => {
  it('come back as they were stored, and a damaged one is refused by name', () => {
    const builder = new ArchiveBuilder();
    builder.startFile('segment.mp3');
    builder.push(melody(5, 6));
    const [archive] = builder.end();
    expect(archive!.hashes.length).toBeGreaterThan(100);

    const bytes = encodeArchive(archive!);
    expect(decodeArchive(Buffer.from(bytes), 'segment.afpa')).toEqual(archive);
    expect(() => decodeArchive(bytes.subarray(0, bytes.length - 9), 'segment.afpa')).toThrow(/segment\.afpa/);
  });
});
