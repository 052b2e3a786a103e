/**
 * Where ffmpeg and ffprobe are: FFMPEG_PATH / FFPROBE_PATH, else the system binaries on PATH.
 * (The npm-shipped builds join as a fallback with the recording work.)
 */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

export class MissingBinaryError extends Error {
  constructor(name: string) {
    super(`${name} not found: install the Debian package 'ffmpeg' or set ${name.toUpperCase()}_PATH`);
    this.name = 'MissingBinaryError';
  }
}

export function resolveBinary(name: 'ffmpeg' | 'ffprobe'): string {
  const configured = process.env[`${name.toUpperCase()}_PATH`];
  const found = configured || onPath(name);
  if (!found) throw new MissingBinaryError(name);
  return found;
}
