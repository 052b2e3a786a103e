/**
 * A station's external target (docs/fragments.md "External targets, delivery and CFR"): a folder
 * under EXTERNAL_EXPORT_ROOT or an S3-compatible bucket, and the key pattern that names what
 * external export and delivery write there.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createReadStream } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Config } from '../../config';
import type { StoredExternalTarget } from '../../db/schema';
import { putObject, type PutBody } from './external-target-s3';

/** The root every FOLDER target lives under. */
export const externalExportRoot = (config: Config): string =>
  path.resolve(config.EXTERNAL_EXPORT_ROOT ?? path.join(config.dataDir, 'external-exports'));

export const KEY_PLACEHOLDERS = ['station', 'date', 'time', 'title', 'id', 'ext'] as const;
export type KeyValues = Record<(typeof KEY_PLACEHOLDERS)[number], string>;

/** What a key part may hold once rendered: no separators, no dots at its start. */
const SAFE_PART = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** A title as a key part: lower case ASCII words joined by dashes, at most 60 characters. */
export const titleSlug = (title: string): string =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'fragment';

/** The fragment's start in the station's time zone: `YYYY-MM-DD` and `HH-mm-ss`. */
export function localDateTime(epochMs: number, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(epochMs))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}-${parts.minute}-${parts.second}` };
}

/**
 * The key a pattern gives: placeholders replaced, `.{ext}` appended when the pattern has no
 * `{ext}` (so a delivery's media and metadata never share a key). Throws on an unknown
 * placeholder or a part that is empty, `.`/`..` or unsafe.
 */
export function renderKey(pattern: string, values: KeyValues): string {
  const unknown = [...pattern.matchAll(/\{([^}]*)\}/g)]
    .map((match) => match[1]!)
    .filter((name) => !(KEY_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new KeyPatternError(`Unknown placeholder {${unknown[0]}}`);
  const withExt = pattern.includes('{ext}') ? pattern : `${pattern}.{ext}`;
  const key = withExt.replace(/\{(\w+)\}/g, (_match, name: keyof KeyValues) => values[name]);
  const parts = key.split('/');
  if (parts.some((part) => !SAFE_PART.test(part))) {
    throw new KeyPatternError('The pattern must give relative paths of letters, digits, dots, dashes and underscores');
  }
  return key;
}

export class KeyPatternError extends Error {
  override name = 'KeyPatternError';
}

/** Values that make every placeholder render: what a pattern is checked with when it is saved. */
export const SAMPLE_KEY_VALUES: KeyValues = {
  station: 'station',
  date: '2026-01-31',
  time: '23-59-59',
  title: 'fragment',
  id: '00000000-0000-4000-8000-000000000000',
  ext: 'mp3',
};

/**
 * Why a FOLDER target's folder is refused, or null: it must be relative, stay under the root once
 * normalised, and no part of it that exists may be a symbolic link (which could lead out).
 */
export async function folderProblem(root: string, folder: string): Promise<string | null> {
  if (path.isAbsolute(folder) || /^[A-Za-z]:/.test(folder)) return 'The folder must be relative to the export root';
  const parts = folder.split(/[\\/]+/).filter((part) => part && part !== '.');
  if (parts.length === 0 || parts.some((part) => part === '..')) return 'The folder must stay inside the export root';
  let current = root;
  for (const part of parts) {
    current = path.join(current, part);
    const found = await lstat(current).catch(() => null);
    if (!found) break;
    if (found.isSymbolicLink()) return 'The folder must not go through a symbolic link';
    if (!found.isDirectory()) return 'The folder names a file';
  }
  return null;
}

/** `a/./b//c/` → `a/b/c`: how a folder is stored. */
export const normalizeFolder = (folder: string): string =>
  folder
    .split(/[\\/]+/)
    .filter((part) => part && part !== '.')
    .join('/');

export interface Written {
  /** Where it landed: `file:///abs/path` or `s3://bucket/key`. */
  uri: string;
  /** The key inside the target (the folder or the bucket). */
  key: string;
}

/**
 * Writes one object to the target. A folder write goes to a temporary name and is renamed, so a
 * reader never sees half a file; the folder is checked again here, since a link may appear after
 * the target was saved.
 */
export async function writeToTarget(
  root: string,
  target: StoredExternalTarget,
  key: string,
  body: PutBody,
  contentType: string,
): Promise<Written> {
  if (target.type === 'S3') {
    await putObject(target, key, body, contentType);
    return { uri: `s3://${target.bucket}/${key}`, key };
  }
  const problem = await folderProblem(root, target.folder);
  if (problem) throw new Error(problem);
  await mkdir(root, { recursive: true });
  const realRoot = await realpath(root);
  const file = path.join(realRoot, target.folder, key);
  await mkdir(path.dirname(file), { recursive: true });
  const realDir = await realpath(path.dirname(file));
  if (realDir !== realRoot && !realDir.startsWith(realRoot + path.sep)) {
    throw new Error('The target folder leads outside the export root');
  }
  const temporary = path.join(realDir, `.${path.basename(file)}.${randomUUID()}.part`);
  try {
    if ('bytes' in body) await writeFile(temporary, body.bytes);
    else await pipeline(createReadStream(body.file), createWriteStream(temporary));
    await rename(temporary, path.join(realDir, path.basename(file)));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return { uri: pathToFileURL(path.join(realDir, path.basename(file))).href, key };
}
