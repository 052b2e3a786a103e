/**
 * The evidence export's `manifest.json` (issue 20 point 5; docs/evidence-export.md "Manifest"):
 * every file of the ZIP with its SHA-256 and size, what each audio proves (station, the airing's
 * UTC time, custom id, the span cut), the airings whose audio could not be cut and why, and the
 * Antena version that built it, so a recipient can check that nothing was altered or left out.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { PRODUCT_VERSION, type ReportExportOptions, type ReportType } from '@antena/contract';

export const MANIFEST_NAME = 'manifest.json';
export const MANIFEST_FORMAT = 'antena-evidence-export/1';

/** What an airing is, in the manifest: where and when it aired. */
export interface ManifestAiring {
  matchId: string;
  stationId: string;
  stationName: string;
  /** ISO 8601 UTC of the airing's first sample. */
  airedAt: string;
  customId: string;
}

export type ManifestFile =
  | { path: string; kind: 'report'; sha256: string; bytes: number }
  | {
      path: string;
      kind: 'audio';
      sha256: string;
      bytes: number;
      airing: ManifestAiring;
      /** The span cut from the recording, ISO 8601 UTC: `before` s ahead of the airing to `after` s past its end. */
      cut: { from: string; to: string };
      /** false when the recording stopped before the span's end (the file is shorter). */
      complete: boolean;
    };

export interface ManifestMissing {
  airing: ManifestAiring;
  reason: string;
}

export interface ExportManifest {
  format: typeof MANIFEST_FORMAT;
  antenaVersion: string;
  createdAt: string;
  report: { id: string; name: string; type: ReportType };
  options: ReportExportOptions;
  hashAlgorithm: 'SHA-256';
  files: ManifestFile[];
  missingAudios: ManifestMissing[];
}

/** The SHA-256 (hex) and size of a file, read as a stream (never whole in memory). */
export async function hashFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(createReadStream(file), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      bytes += chunk.length;
      hash.update(chunk);
    }
  });
  return { sha256: hash.digest('hex'), bytes };
}

export const hashBytes = (bytes: Buffer): { sha256: string; bytes: number } => ({
  sha256: createHash('sha256').update(bytes).digest('hex'),
  bytes: bytes.length,
});

export const manifestAiring = (row: {
  matchId: string;
  stationId: string;
  stationName: string;
  datetime: number;
  customId: string;
}): ManifestAiring => ({
  matchId: row.matchId,
  stationId: row.stationId,
  stationName: row.stationName,
  airedAt: new Date(row.datetime).toISOString(),
  customId: row.customId,
});

/** The manifest of a finished set of files: the report first, then the audios by path. */
export function buildManifest(input: {
  report: { id: string; name: string; type: ReportType };
  options: ReportExportOptions;
  files: ManifestFile[];
  missingAudios: ManifestMissing[];
  createdAt?: Date;
}): ExportManifest {
  const rank = (file: ManifestFile) => (file.kind === 'report' ? 0 : 1);
  return {
    format: MANIFEST_FORMAT,
    antenaVersion: PRODUCT_VERSION,
    createdAt: (input.createdAt ?? new Date()).toISOString(),
    report: input.report,
    options: input.options,
    hashAlgorithm: 'SHA-256',
    files: [...input.files].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path)),
    missingAudios: [...input.missingAudios].sort((a, b) => a.airing.airedAt.localeCompare(b.airing.airedAt)),
  };
}
