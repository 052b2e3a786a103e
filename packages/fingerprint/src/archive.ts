/**
 * Fingerprint archive of a recording: one file per recording file, holding its landmarks' hashes
 * and anchor times in time order (8 bytes a landmark, about 1.2 MB an hour). A reference added
 * later is searched against archives without decoding the audio again (see search.ts).
 */
import path from 'node:path';
import { decodeContainer, encodeContainer, readContainer, writeContainer, type Container } from './container';
import { decodeAudio } from './decode';
import { FingerprintError } from './errors';
import { Fingerprinter } from './fingerprinter';
import { hashLandmark } from './landmarks';
import { TIME_UNITS } from './landmark-list';

const MAGIC = 'AFPA';
const WHAT = 'antena-fp archive';
const PACK_MAGIC = 'AFPP';
const PACK_WHAT = 'antena-fp archive pack';
export const ARCHIVE_EXTENSION = '.afpa';

export interface Archive {
  /** The recording's file name. */
  file: string;
  /** Duration in frames. */
  duration: number;
  hashes: Uint32Array;
  /** Anchor times in 1/TIME_UNITS frame from the start of the file, non-decreasing. */
  times: Uint32Array;
}

class Growable {
  hashes = new Uint32Array(1 << 16);
  times = new Uint32Array(1 << 16);
  length = 0;

  push(hash: number, time: number): void {
    if (this.length === this.hashes.length) {
      const hashes = new Uint32Array(this.length * 2);
      hashes.set(this.hashes);
      const times = new Uint32Array(this.length * 2);
      times.set(this.times);
      this.hashes = hashes;
      this.times = times;
    }
    this.hashes[this.length] = hash;
    this.times[this.length++] = time;
  }
}

export async function saveArchive(archive: Archive, file: string): Promise<void> {
  await writeContainer(file, MAGIC, { file: archive.file, duration: archive.duration }, [
    archive.hashes,
    archive.times,
  ]);
}

export async function loadArchive(file: string): Promise<Archive> {
  return archiveOf(await readContainer(file, MAGIC, WHAT), path.basename(file));
}

/** An archive as bytes, for storage that holds objects rather than files. */
export function encodeArchive(archive: Archive): Buffer {
  return encodeContainer(MAGIC, { file: archive.file, duration: archive.duration }, [archive.hashes, archive.times]);
}

export function decodeArchive(bytes: Buffer, name: string): Archive {
  return archiveOf(decodeContainer(bytes, MAGIC, name, WHAT, true), name);
}

/**
 * Consecutive archives in one object (a station's hour of segments), so a search over months
 * reads a few large objects rather than one per segment. `header` carries the caller's own
 * description of them; decoding gives the archives back as views of the bytes, not copies.
 */
export function encodeArchivePack(archives: Archive[], header: Record<string, unknown>): Buffer {
  const total = archives.reduce((sum, a) => sum + a.hashes.length, 0);
  const hashes = new Uint32Array(total);
  const times = new Uint32Array(total);
  let at = 0;
  for (const archive of archives) {
    hashes.set(archive.hashes, at);
    times.set(archive.times, at);
    at += archive.hashes.length;
  }
  const files = archives.map((a) => [a.file, a.duration, a.hashes.length]);
  return encodeContainer(PACK_MAGIC, { ...header, files }, [hashes, times]);
}

export function decodeArchivePack(
  bytes: Buffer,
  name: string,
): { header: Record<string, unknown>; archives: Archive[] } {
  const c = decodeContainer(bytes, PACK_MAGIC, name, PACK_WHAT, true);
  const fail = (why: string) => new FingerprintError('corrupt', `${name}: not a valid ${PACK_WHAT} (${why})`);
  const [hashes, times] = c.sections;
  const { files, ...header } = c.header;
  delete header.sections;
  if (!(hashes instanceof Uint32Array) || !(times instanceof Uint32Array) || hashes.length !== times.length) {
    throw fail('bad sections');
  }
  if (!Array.isArray(files)) throw fail('bad header');
  const archives: Archive[] = [];
  let at = 0;
  for (const entry of files as unknown[]) {
    const [file, duration, count] = Array.isArray(entry) ? entry : [];
    const valid = typeof file === 'string' && typeof duration === 'number' && duration >= 0;
    if (!valid || !Number.isInteger(count) || count < 0 || at + count > hashes.length) throw fail('bad file entry');
    archives.push({ file, duration, hashes: hashes.subarray(at, at + count), times: times.subarray(at, at + count) });
    at += count;
  }
  if (at !== hashes.length) throw fail('bad file entry');
  return { header, archives };
}

function archiveOf(c: Container, name: string): Archive {
  const fail = (why: string) => new FingerprintError('corrupt', `${name}: not a valid ${WHAT} (${why})`);
  const [hashes, times] = c.sections;
  const { file, duration } = c.header;
  if (typeof file !== 'string' || typeof duration !== 'number' || !(duration >= 0)) throw fail('bad header');
  if (!(hashes instanceof Uint32Array) || !(times instanceof Uint32Array) || hashes.length !== times.length) {
    throw fail('bad sections');
  }
  return { file, duration, hashes, times };
}

/**
 * Fingerprints consecutive recordings of one station as one stream (landmarks pair across file
 * boundaries, as when matching) and hands over one archive per file, in order, as soon as no
 * later landmark can belong to it.
 */
export class ArchiveBuilder {
  private readonly names: string[] = [];
  private readonly starts: number[] = [];
  private readonly finished: Archive[] = [];
  private current = 0;
  private pending = new Growable();
  private readonly fingerprinter: Fingerprinter | null;
  private readonly clock: { readonly duration: number };

  /**
   * With `matcher`, the builder fingerprints nothing itself: it archives the landmarks the matcher
   * hands to its `onLandmark` (call `landmark`), so a recording matched and archived at once is
   * fingerprinted once; landmarks before the first file are not archived.
   */
  constructor(matcher?: { readonly duration: number }) {
    this.fingerprinter = matcher ? null : new Fingerprinter((t, f, dt, interval) => this.landmark(t, f, dt, interval));
    this.clock = matcher ?? this.fingerprinter!;
  }

  /** The next recording file starts here. */
  startFile(name: string): void {
    this.names.push(name);
    this.starts.push(this.clock.duration);
  }

  push(samples: Float32Array): void {
    if (!this.fingerprinter) throw new Error('ArchiveBuilder: this builder follows a matcher and takes landmarks');
    this.fingerprinter.push(samples);
  }

  /** Archives completed so far (each returned once). */
  take(): Archive[] {
    return this.finished.splice(0);
  }

  /** End of the recordings: the remaining archives. */
  end(): Archive[] {
    this.fingerprinter?.end();
    while (this.current < this.names.length) {
      const next = this.current + 1 < this.starts.length ? this.starts[this.current + 1]! : this.clock.duration;
      this.close(next - this.starts[this.current]!);
    }
    return this.take();
  }

  landmark(t: number, f: number, dt: number, interval: number): void {
    const starts = this.starts;
    if (starts.length === 0 || t < starts[0]!) return;
    while (this.current + 1 < starts.length && t >= starts[this.current + 1]!) {
      this.close(starts[this.current + 1]! - starts[this.current]!);
    }
    const hash = hashLandmark(f, dt, interval);
    if (hash >= 0) this.pending.push(hash, Math.max(0, Math.round((t - starts[this.current]!) * TIME_UNITS)));
  }

  private close(duration: number): void {
    const p = this.pending;
    this.finished.push({
      file: this.names[this.current]!,
      duration,
      hashes: p.hashes.slice(0, p.length),
      times: p.times.slice(0, p.length),
    });
    this.pending = new Growable();
    this.current++;
  }
}

/** Decodes consecutive recordings and hands over their archives in order. */
export async function archiveRecordings(files: string[], onArchive: (archive: Archive) => Promise<void>) {
  const builder = new ArchiveBuilder();
  for (const file of files) {
    builder.startFile(path.basename(file));
    for await (const chunk of decodeAudio(file)) builder.push(chunk);
    for (const archive of builder.take()) await onArchive(archive);
  }
  for (const archive of builder.end()) await onArchive(archive);
}
