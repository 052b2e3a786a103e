import { describe, expect, it } from 'vitest';
import { ArchiveBuilder, decodeArchive, decodeArchivePack, encodeArchive, encodeArchivePack } from './archive';
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

  it('pack consecutive archives in one object, each back as it was, with the caller header', () => {
    const builder = new ArchiveBuilder();
    for (const [i, seconds] of [6, 4, 0.01].entries()) {
      builder.startFile(`segment-${i}.mp3`);
      builder.push(melody(10 + i, seconds));
    }
    const archives = builder.end();
    const bytes = encodeArchivePack(archives, { stationId: 's1', segments: [[1, 2]] });
    const pack = decodeArchivePack(Buffer.from(bytes), 'hour.afpp');
    expect(pack.header).toEqual({ stationId: 's1', segments: [[1, 2]] });
    expect(pack.archives.map((a) => [a.file, a.duration, [...a.hashes], [...a.times]])).toEqual(
      archives.map((a) => [a.file, a.duration, [...a.hashes], [...a.times]]),
    );
    expect(() => decodeArchivePack(bytes.subarray(0, 64), 'hour.afpp')).toThrow(/hour\.afpp/);
    expect(() => decodeArchivePack(encodeArchive(archives[0]!), 'one.afpa')).toThrow(/one\.afpa/);
  });
});
