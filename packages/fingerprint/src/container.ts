/**
 * The binary container of indexes and archives: a 4-byte magic, the format version, a JSON
 * header, then typed-array sections aligned to 8 bytes, then an FNV-1a checksum of everything
 * before it. Any truncation, corruption or foreign file fails to read with FingerprintError.
 */
import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { FingerprintError } from './errors';
import { FORMAT_VERSION } from './params';

export type Section = Uint32Array | Uint16Array | Int16Array | Float64Array;
type SectionKind = 'u32' | 'u16' | 'i16' | 'f64';

const KINDS: Record<SectionKind, { bytes: number; make: (b: ArrayBuffer, o: number, n: number) => Section }> = {
  u32: { bytes: 4, make: (b, o, n) => new Uint32Array(b, o, n) },
  u16: { bytes: 2, make: (b, o, n) => new Uint16Array(b, o, n) },
  i16: { bytes: 2, make: (b, o, n) => new Int16Array(b, o, n) },
  f64: { bytes: 8, make: (b, o, n) => new Float64Array(b, o, n) },
};

/**
 * FNV-1a over 32-bit words (the container pads to 8 bytes, so the length is a multiple of 4), as
 * a signed 32-bit number (the same bits are stored): with unsigned words and result, the loop's
 * optimised code went back to the interpreter at every pack a retro-scan read.
 */
function fnv1a(bytes: Uint8Array, end: number): number {
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, end >> 2);
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i]!, 0x01000193);
  return h;
}

const align = (n: number, to: number) => Math.ceil(n / to) * to;

export interface Container {
  header: Record<string, unknown>;
  sections: Section[];
}

/** Serialises a header and sections under `magic` (4 ASCII characters). */
export function encodeContainer(magic: string, header: Record<string, unknown>, sections: Section[]): Buffer {
  const json = Buffer.from(JSON.stringify({ ...header, sections: sections.map(describe) }), 'utf8');
  let size = align(12 + json.length, 8);
  for (const s of sections) size = align(size + s.byteLength, 8);
  const out = Buffer.alloc(size + 4);
  out.write(magic, 0, 'latin1');
  out.writeUInt32LE(FORMAT_VERSION, 4);
  out.writeUInt32LE(json.length, 8);
  json.copy(out, 12);
  let offset = align(12 + json.length, 8);
  for (const s of sections) {
    Buffer.from(s.buffer, s.byteOffset, s.byteLength).copy(out, offset);
    offset = align(offset + s.byteLength, 8);
  }
  out.writeInt32LE(fnv1a(new Uint8Array(out.buffer, out.byteOffset, size), size), size);
  return out;
}

function describe(s: Section): [SectionKind, number] {
  const kind: SectionKind =
    s instanceof Uint32Array ? 'u32' : s instanceof Uint16Array ? 'u16' : s instanceof Int16Array ? 'i16' : 'f64';
  return [kind, s.length];
}

/**
 * Parses a container; `name` (the file) and `what` name it in errors. With `owned` (the bytes
 * are the caller's to give away, as a file just read), sections view `bytes` when it is 8-byte
 * aligned instead of a copy: a 13 MB index then takes 13 MB while loading, not 26.
 */
export function decodeContainer(bytes: Buffer, magic: string, name: string, what: string, owned = false): Container {
  const fail = (why: string) => new FingerprintError('corrupt', `${name}: not a valid ${what} (${why})`);
  if (bytes.length < 16 || bytes.toString('latin1', 0, 4) !== magic) throw fail('wrong file type');
  const version = bytes.readUInt32LE(4);
  if (version !== FORMAT_VERSION) throw fail(`format version ${version}, expected ${FORMAT_VERSION}`);
  const size = bytes.length - 4;
  if (size % 8 !== 0) throw fail('truncated');
  // Typed arrays view the bytes directly, so they must be aligned: otherwise a private copy is.
  let buffer: ArrayBuffer;
  let base = 0;
  if (owned && bytes.byteOffset % 8 === 0 && bytes.buffer instanceof ArrayBuffer) {
    buffer = bytes.buffer;
    base = bytes.byteOffset;
  } else {
    buffer = new ArrayBuffer(size);
    new Uint8Array(buffer).set(bytes.subarray(0, size));
  }
  if (fnv1a(new Uint8Array(buffer, base, size), size) !== bytes.readInt32LE(size)) {
    throw fail('checksum mismatch: truncated or damaged');
  }
  const jsonLength = bytes.readUInt32LE(8);
  let header: Record<string, unknown>;
  try {
    header = JSON.parse(bytes.toString('utf8', 12, 12 + jsonLength)) as Record<string, unknown>;
  } catch {
    throw fail('unreadable header');
  }
  const described = header.sections;
  if (!Array.isArray(described)) throw fail('no sections');
  let offset = align(12 + jsonLength, 8);
  const sections: Section[] = [];
  for (const entry of described as unknown[]) {
    const [kind, length] = Array.isArray(entry) ? (entry as [SectionKind, number]) : [];
    const spec = kind ? KINDS[kind] : undefined;
    if (!spec || !Number.isInteger(length) || length! < 0) throw fail('bad section');
    if (offset + length! * spec.bytes > size) throw fail('section past the end');
    sections.push(spec.make(buffer, base + offset, length!));
    offset = align(offset + length! * spec.bytes, 8);
  }
  return { header, sections };
}

export async function writeContainer(
  file: string,
  magic: string,
  header: Record<string, unknown>,
  sections: Section[],
) {
  await writeFile(file, encodeContainer(magic, header, sections));
}

export async function readContainer(file: string, magic: string, what: string): Promise<Container> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new FingerprintError('unreadable', `${path.basename(file)}: cannot read file (${reason})`);
  }
  return decodeContainer(bytes, magic, path.basename(file), what, true);
}
