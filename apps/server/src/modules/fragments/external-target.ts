/**
 * A station's external target (docs/fragments.md "External targets, delivery and CFR"): a folder
 * under its client's own root inside EXTERNAL_EXPORT_ROOT, or an S3-compatible bucket, and the key
 * pattern that names what external export and delivery write there.
 */
import { randomUUID } from 'node:crypto';
import { constants as fsConstants, createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, lstat, mkdir, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { stationDateTime } from '@antena/contract';
import type { Config } from '../../config';
import type { StoredExternalTarget } from '../../db/schema';
import { OutboundAddressError, outboundPolicy } from '../../http/outbound-address';
import { fileSlug } from '../../storage/file-names';
import { putObject, S3PutError, type PutBody, type PutTimeouts } from './external-target-s3';

/** The root every FOLDER target lives under: one folder per client inside it. */
export const externalExportRoot = (config: Config): string =>
  path.resolve(config.EXTERNAL_EXPORT_ROOT ?? path.join(config.dataDir, 'external-exports'));

/**
 * A client's own root: its FOLDER targets' folders are relative to it, so no client reaches
 * another's files by choosing the same folder. Named by the client's id, which never changes.
 */
export const clientExportRoot = (config: Config, clientId: string): string =>
  path.join(externalExportRoot(config), clientId);

export const KEY_PLACEHOLDERS = ['station', 'date', 'time', 'title', 'id', 'ext'] as const;
export type KeyValues = Record<(typeof KEY_PLACEHOLDERS)[number], string>;

/** What a key part may hold once rendered: no separators, no dots at its start. */
const SAFE_PART = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** A title as a key part: lower case ASCII words joined by dashes, at most 60 characters. */
export const titleSlug = (title: string): string => fileSlug(title, 'fragment');

/** The fragment's start in the station's time zone: `YYYY-MM-DD` and `HH-mm-ss`. */
export function localDateTime(epochMs: number, timeZone: string): { date: string; time: string } {
  const { date, time } = stationDateTime(timeZone, epochMs);
  return { date, time: time.replaceAll(':', '-') };
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
  /**
   * Where it landed, without any server path: `folder:<folder>/<key>` (relative to the client's
   * root) or `s3://<bucket>/<key>`.
   */
  uri: string;
  /** The key inside the target (the folder or the bucket): the pattern's, or with a suffix. */
  key: string;
  /** The suffix a FOLDER write added to keep an existing file (0: none). */
  suffix: number;
}

/** A failure whose message is written for the user: no server path, no remote answer. */
export class TargetError extends Error {
  override name = 'TargetError';
}

/**
 * What a failed export or delivery tells the user: our own messages as they are, anything else
 * (a file system error names server paths) in general words; the log keeps the error itself.
 */
export function publicFailure(error: unknown): string {
  if (
    error instanceof TargetError ||
    error instanceof KeyPatternError ||
    error instanceof OutboundAddressError ||
    error instanceof S3PutError
  ) {
    return error.message;
  }
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'The export disk is full';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'Antena may not write to the target folder';
  return 'The copy to the external target failed';
}

/** What a file system without hard links (some network shares) answers to link(). */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/**
 * Gives a finished file its name unless the name exists (EEXIST): link() is atomic and never
 * replaces, where rename() would. Without hard links, an exclusive copy (the name is still never
 * replaced, but a reader may see the copy grow).
 */
async function placeWithoutReplacing(temporary: string, final: string): Promise<void> {
  try {
    await link(temporary, final);
  } catch (error) {
    if (!NO_HARD_LINKS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await copyFile(temporary, final, fsConstants.COPYFILE_EXCL);
  }
}

/** Files of one name a FOLDER write tries before it gives up: `name.ext`, `name-1.ext`, ... */
const MAX_SUFFIX = 999;

/** `a/b/name.ext` with suffix 2 → `a/b/name-2.ext` (no extension: `name-2`). */
export function suffixedKey(key: string, suffix: number): string {
  if (suffix === 0) return key;
  const slash = key.lastIndexOf('/');
  const dot = key.lastIndexOf('.');
  return dot > slash + 1 ? `${key.slice(0, dot)}-${suffix}${key.slice(dot)}` : `${key}-${suffix}`;
}

export interface WriteOptions {
  /** The first suffix a FOLDER write tries (a delivery's sidecar takes its media's). */
  suffixFrom?: number;
  /** Tests: shorter S3 timeouts. */
  timeouts?: PutTimeouts;
}

/**
 * Writes one object to the target. An S3 write connects only to addresses the configuration
 * allows (checked when it connects). A folder write goes under the target station's client's own
 * root, to a temporary name that is then linked to its final name: a reader never sees half a
 * file, and an existing file is never replaced (the name takes the first free suffix instead:
 * `name-1.ext`, `name-2.ext`, ...). The folder is checked again here, since a link may appear
 * after the target was saved.
 */
export async function writeToTarget(
  config: Config,
  clientId: string,
  target: StoredExternalTarget,
  key: string,
  body: PutBody,
  contentType: string,
  options: WriteOptions = {},
): Promise<Written> {
  if (target.type === 'S3') {
    await putObject(target, key, body, contentType, {
      policy: outboundPolicy(config),
      ...(options.timeouts && { timeouts: options.timeouts }),
    });
    return { uri: `s3://${target.bucket}/${key}`, key, suffix: 0 };
  }
  const root = clientExportRoot(config, clientId);
  await mkdir(root, { recursive: true });
  const problem = await folderProblem(root, target.folder);
  if (problem) throw new TargetError(problem);
  const realRoot = await realpath(root);
  const file = path.join(realRoot, target.folder, key);
  await mkdir(path.dirname(file), { recursive: true });
  const realDir = await realpath(path.dirname(file));
  if (realDir !== realRoot && !realDir.startsWith(realRoot + path.sep)) {
    throw new TargetError('The target folder leads outside the export root');
  }
  const temporary = path.join(realDir, `.${path.basename(file)}.${randomUUID()}.part`);
  try {
    if ('bytes' in body) await writeFile(temporary, body.bytes);
    else await pipeline(createReadStream(body.file), createWriteStream(temporary));
    for (let suffix = options.suffixFrom ?? 0; suffix <= MAX_SUFFIX; suffix += 1) {
      const written = suffixedKey(key, suffix);
      try {
        await placeWithoutReplacing(temporary, path.join(realDir, path.basename(written)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw error;
      }
      return { uri: `folder:${target.folder}/${written}`, key: written, suffix };
    }
    throw new TargetError(`The target folder already holds ${MAX_SUFFIX + 1} files named like ${key}`);
  } finally {
    await rm(temporary, { force: true });
  }
}
