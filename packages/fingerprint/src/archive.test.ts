import { describe, expect, it } from 'vitest';
import { ArchiveBuilder, decodeArchive, decodeArchivePack, encodeArchive, encodeArchivePack } from './archive';
import { Matcher } from './matcher';
import { IndexBuilder } from './reference-index';
import { analyseSamples } from './analyse';
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

  it('archive what a matcher fingerprinted as an archive of their own would, from the file that starts', () => {
    const [before, file] = [melody(20, 4), melody(21, 6)];
    const own = new ArchiveBuilder();
    own.startFile('before.mp3');
    own.push(before);
    own.startFile('segment.mp3');
    own.push(file);
    const expected = own.end()[1]!;

    const references = new IndexBuilder();
    references.add('ad', analyseSamples(melody(22, 3)));
    let follower: ArchiveBuilder | null = null;
    const matcher = new Matcher(references.build(), () => {}, {
      onLandmark: (t, f, dt, interval) => follower!.landmark(t, f, dt, interval),
    });
    follower = new ArchiveBuilder(matcher);
    matcher.push(before);
    follower.startFile('segment.mp3');
    matcher.push(file);
    matcher.end();
    const archives = follower.end();
    expect(archives.map((a) => a.file)).toEqual(['segment.mp3']);
    expect(archives[0]!.duration).toBe(expected.duration);
    expect([...archives[0]!.hashes]).toEqual([...expected.hashes]);
    expect([...archives[0]!.times]).toEqual([...expected.times]);
    expect(() => follower.push(file)).toThrow(/follows a matcher/);
  });
});
