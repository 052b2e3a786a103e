/** What the audit tests share: generated audio files and the upload form. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveBinary } from '@antena/media';

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
