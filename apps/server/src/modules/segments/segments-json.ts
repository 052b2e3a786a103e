/**
 * The JSON answer of a segment list, written directly into one buffer. A day of segments carries
 * 4 million waveform values: the contract's response encode checks them one by one (seconds of a
 * 24-hour answer, bench/logger), and even `JSON.stringify` or a typed array's `join` spend most
 * of their time turning small integers into strings one at a time. Here each value's text is
 * copied from a table. The shape is the contract's Segment, as `toSegmentDto` makes it
 * (segments-json.test.ts holds them equal).
 */
import { segmentDto, toWaveform, waveformValues, type SegmentRow } from './segments.service';

const EMPTY_DATA = '"data":[]';

/** The ASCII text of every 8-bit value, -128 to 127: at `(value + 128) * 4`, its length apart. */
const TEXT_WIDTH = 4;
const VALUE_CODES = new Uint8Array(256 * TEXT_WIDTH);
const VALUE_LENGTH = new Uint8Array(256);
for (let index = 0; index < 256; index++) {
  const text = String(index - 128);
  VALUE_LENGTH[index] = text.length;
  for (let c = 0; c < text.length; c++) VALUE_CODES[index * TEXT_WIDTH + c] = text.charCodeAt(c);
}
/** The most a value takes with its comma ("-128,"). */
const MAX_VALUE_BYTES = TEXT_WIDTH + 1;

interface Piece {
  /** The segment's JSON up to the waveform values, and after them (ASCII: ids, numbers, names of formats). */
  head: string;
  tail: string;
  values: Int8Array | null;
}

function pieceOf(row: SegmentRow, samplesPerPixel: number | undefined): Piece {
  const waveform = waveformValues(row, samplesPerPixel);
  const values = waveform?.pairs ?? null;
  const json = JSON.stringify(segmentDto(row, toWaveform(waveform, false)));
  // The waveform's `data` is the only `data` key of a segment.
  const at = values ? json.indexOf(EMPTY_DATA) : -1;
  if (!values || at < 0) return { head: json, tail: '', values: null };
  const split = at + EMPTY_DATA.length - 1;
  return { head: json.slice(0, split), tail: json.slice(split), values };
}

function writeValues(values: Int8Array, out: Buffer, start: number): number {
  let at = start;
  for (let i = 0; i < values.length; i++) {
    if (i > 0) out[at++] = 0x2c;
    const value = values[i]! + 128;
    const base = value * TEXT_WIDTH;
    const length = VALUE_LENGTH[value]!;
    for (let c = 0; c < length; c++) out[at + c] = VALUE_CODES[base + c]!;
    at += length;
  }
  return at;
}

/** The segments' JSON, their waveforms at `samplesPerPixel` when given (see `waveformValues`). */
export function segmentsJson(rows: SegmentRow[], samplesPerPixel?: number): Buffer {
  const pieces = rows.map((row) => pieceOf(row, samplesPerPixel));
  // Room for the longest text of every value; the answer is the part written.
  let size = 2 + pieces.length;
  for (const piece of pieces) {
    size += piece.head.length + piece.tail.length + (piece.values?.length ?? 0) * MAX_VALUE_BYTES;
  }
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  out[at++] = 0x5b;
  for (const [index, piece] of pieces.entries()) {
    if (index > 0) out[at++] = 0x2c;
    at += out.write(piece.head, at, 'latin1');
    if (piece.values) at = writeValues(piece.values, out, at);
    at += out.write(piece.tail, at, 'latin1');
  }
  out[at++] = 0x5d;
  return out.subarray(0, at);
}
