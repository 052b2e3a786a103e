/**
 * The built-in engine's model file (issue 31): which file, where it lives, where it comes from,
 * and how its download stands. The download state is kept in a small JSON file beside the model
 * so that every process on the machine (the API shows it, the worker downloads) reads the same.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { WhisperModelStatus } from '@antena/contract';
import type { Config } from '../../../config';

/** SHA-1 of whisper.cpp's published ggml models (whisper.cpp models/README.md). */
export const WHISPER_MODEL_SHA1: Record<string, string> = {
  tiny: 'bd577a113a864445d4c299885e0cb97d4ba92b5f',
  base: '465707469ff3a37a2b9b8d8f89f2f99de7299dac',
  small: '55356645c2b361a969dfd0ef2c5a50d530afd8d5',
  medium: 'fd9727b6e1217c2f614f9b698455c4ffd82463b4',
  'large-v3': 'ad82bf6a9043ceed055076d0fd39f5f186ff8062',
};

/**
 * Stations the built-in engine takes unless TRANSCRIPTION_LOCAL_MAX_STATIONS says otherwise.
 * bench/speech/local-engine.ts measured the prebuilt addon (built without AVX) on a 2-core
 * machine at a realtime factor above 1 even with tiny: one station, the oldest, and it lags on
 * continuous talk (docs/speech.md). A larger machine raises it by configuration.
 */
const DEFAULT_MAX_STATIONS = 1;

export type ModelConfig = Pick<
  Config,
  'dataDir' | 'WHISPER_MODEL' | 'WHISPER_MODEL_URL' | 'WHISPER_MODEL_SHA1' | 'TRANSCRIPTION_LOCAL_MAX_STATIONS'
>;

export interface ModelFiles {
  name: string;
  file: string;
  partial: string;
  statusFile: string;
  url: string;
  sha1: string | undefined;
}

export function modelFiles(config: ModelConfig): ModelFiles {
  const name = config.WHISPER_MODEL;
  const file = path.join(config.dataDir, 'models', 'whisper', `ggml-${name}.bin`);
  return {
    name,
    file,
    partial: `${file}.part`,
    statusFile: `${file}.status.json`,
    url: config.WHISPER_MODEL_URL.replaceAll('{model}', name),
    sha1: config.WHISPER_MODEL_SHA1 ?? WHISPER_MODEL_SHA1[name],
  };
}

export function maxLocalStations(config: ModelConfig): number {
  return config.TRANSCRIPTION_LOCAL_MAX_STATIONS ?? DEFAULT_MAX_STATIONS;
}

/** What the downloader writes while it works; absent before the first attempt. */
export interface DownloadRecord {
  state: 'downloading' | 'failed' | 'ready';
  totalBytes: number | null;
  error: string | null;
  /** The process that downloads; another process seeing a live pid does not start a second download. */
  pid: number;
}

export async function readDownloadRecord(files: ModelFiles): Promise<DownloadRecord | null> {
  try {
    return JSON.parse(await readFile(files.statusFile, 'utf8')) as DownloadRecord;
  } catch {
    return null;
  }
}

const sizeOf = (file: string) =>
  stat(file).then(
    (s) => s.size,
    () => null,
  );

/** The model's state for the status screens, from the files alone. */
export async function modelStatus(config: ModelConfig): Promise<WhisperModelStatus> {
  const files = modelFiles(config);
  const base = { name: files.name, path: files.file, url: files.url, maxStations: maxLocalStations(config) };
  const complete = await sizeOf(files.file);
  const record = await readDownloadRecord(files);
  if (complete !== null && (!record || record.state === 'ready'))
    return { ...base, state: 'ready', receivedBytes: complete, totalBytes: complete, error: null };
  const received = (await sizeOf(files.partial)) ?? 0;
  if (record?.state === 'downloading' && processAlive(record.pid))
    return { ...base, state: 'downloading', receivedBytes: received, totalBytes: record.totalBytes, error: null };
  if (record?.state === 'failed')
    return { ...base, state: 'failed', receivedBytes: received, totalBytes: record.totalBytes, error: record.error };
  return { ...base, state: 'missing', receivedBytes: received, totalBytes: record?.totalBytes ?? null, error: null };
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
