/**
 * Where ffmpeg and ffprobe are: FFMPEG_PATH / FFPROBE_PATH when set (used as given, even when
 * missing, so a misconfiguration shows as a failing capture rather than silently another binary),
 * else the system binaries on PATH (the Debian package `npm start` installs when it can), else
 * the builds the npm packages @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe ship.
 */
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
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

const NPM_PACKAGES = { ffmpeg: '@ffmpeg-installer/ffmpeg', ffprobe: '@ffprobe-installer/ffprobe' } as const;

/** The npm-shipped binary, when its platform package installed and is executable. */
function fromNpm(name: 'ffmpeg' | 'ffprobe'): string | null {
  try {
    const { path: binary } = createRequire(import.meta.url)(NPM_PACKAGES[name]) as { path: string };
    accessSync(binary, constants.X_OK);
    return binary;
  } catch {
    // The package throws (a string) when no build exists for this platform.
    return null;
  }
}

export class MissingBinaryError extends Error {
  constructor(name: string) {
    super(`${name} not found: install the Debian package 'ffmpeg' or set ${name.toUpperCase()}_PATH`);
    this.name = 'MissingBinaryError';
  }
}

/** Where each binary was found, for the PATH it was looked up in: every ffmpeg run asks. */
const found = new Map<string, string>();

export function resolveBinary(name: 'ffmpeg' | 'ffprobe'): string {
  const configured = process.env[`${name.toUpperCase()}_PATH`];
  if (configured) return configured;
  const key = `${name}\0${process.env.PATH ?? ''}`;
  let binary = found.get(key);
  if (!binary) {
    binary = onPath(name) ?? fromNpm(name) ?? undefined;
    if (!binary) throw new MissingBinaryError(name);
    found.set(key, binary);
  }
  return binary;
}
