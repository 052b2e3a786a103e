/** What the audit tests share: generated audio files and the upload form. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveBinary } from '@antena/media';
import type { Context } from '../../context';
import { segments } from '../../db/schema';

/** A tone of `seconds` at `frequency` Hz, encoded by ffmpeg as the extension says. */
export function toneFile(frequency: number, seconds: number, extension = 'mp3'): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'antena-tone-'));
  try {
    const file = path.join(dir, `tone.${extension}`);
    const source = `sine=frequency=${frequency}:duration=${seconds}:sample_rate=44100`;
    execFileSync(resolveBinary('ffmpeg'), ['-v', 'error', '-f', 'lavfi', '-i', source, file]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A multipart body with the file under `file` and the given text fields. */
export function uploadForm(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const boundary = '----antena-audit-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'audio/mpeg'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Mono samples in [-1, 1] at `rate`, as an MP3 file's bytes (ffmpeg encodes a WAV written here). */
export function mp3Of(samples: Float32Array, rate: number): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'antena-mp3-'));
  try {
    const wav = path.join(dir, 'in.wav');
    writeFileSync(wav, wavOf(samples, rate));
    const mp3 = path.join(dir, 'out.mp3');
    execFileSync(resolveBinary('ffmpeg'), ['-v', 'error', '-i', wav, '-c:a', 'libmp3lame', '-b:a', '64k', mp3]);
    return readFileSync(mp3);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function wavOf(samples: Float32Array, rate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 32767), i * 2));
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

export const SAMPLE_RATE = 8000;
export const SEGMENT_MS = 15_000;

/** A recorded segment of `samples` (mono, SAMPLE_RATE) at `startTs`: its MP3 in storage and its row. */
export async function recordSegment(
  ctx: Pick<Context, 'db' | 'storage'>,
  stationId: string,
  samples: Float32Array,
  startTs: number,
  seq: number,
): Promise<string> {
  const content = mp3Of(samples, SAMPLE_RATE);
  const storageKey = `segments/${stationId}/${startTs}.mp3`;
  await ctx.storage.put(storageKey, content);
  const durationMs = Math.round((samples.length / SAMPLE_RATE) * 1000);
  const [row] = await ctx.db
    .insert(segments)
    .values({
      stationId,
      startTs,
      endTs: startTs + durationMs,
      seq,
      durationMs,
      format: 'mp3',
      codec: 'mp3',
      bytes: content.length,
      storageKey,
    })
    .returning();
  return row!.id;
}

/** `programme` cut into SEGMENT_MS segments from `base`, recorded in order; their ids. */
export async function recordProgramme(
  ctx: Pick<Context, 'db' | 'storage'>,
  stationId: string,
  programme: Float32Array,
  base: number,
): Promise<string[]> {
  const perSegment = (SEGMENT_MS * SAMPLE_RATE) / 1000;
  const ids: string[] = [];
  for (let index = 0; index * perSegment < programme.length; index++) {
    const part = programme.subarray(index * perSegment, (index + 1) * perSegment);
    ids.push(await recordSegment(ctx, stationId, part, base + index * SEGMENT_MS, index));
  }
  return ids;
}
