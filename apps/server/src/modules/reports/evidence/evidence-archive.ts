/**
 * The evidence ZIP of a report export (issue 20 point 5), written into a temporary folder: the
 * report's xlsx, one cut of the recording per airing (from `before` seconds ahead of it to `after`
 * seconds past its audio's end, in the station's codec, named by the path format) and the
 * manifest. Each cut is hashed, added to the ZIP and deleted in turn while the next few are made,
 * so memory holds no audio and disk a few airings' besides the ZIP.
 */
import path from 'node:path';
import type { ReportExportOptions, ReportType } from '@antena/contract';
import type { StationRow } from '../../../access/station-access';
import type { Context } from '../../../context';
import { inExportSlot } from '../../segments/export-limits';
import { rangeExportFormat, renderRangeExport, type RangeExport } from '../../segments/range-export';
import { EvidenceNames, renderEvidencePath } from './evidence-paths';
import {
  buildManifest,
  hashBytes,
  hashFile,
  manifestAiring,
  MANIFEST_NAME,
  type ManifestFile,
  type ManifestMissing,
} from './export-manifest';
import { openZip } from './zip-writer';

/** What a report row gives the export: one airing (GIP and alternative rows both carry these). */
export interface EvidenceAiring {
  matchId: string;
  stationId: string;
  stationName: string;
  timezone: string;
  datetime: number;
  /** ms, the reference audio. */
  duration: number;
  customId: string;
  advertiser: string;
  campaign: string;
  version: string;
  order: string | null;
}

export const NO_RECORDING = 'No recording of the station covers the airing';

export interface EvidenceArchiveInput {
  dir: string;
  report: { id: string; name: string; type: ReportType };
  options: ReportExportOptions;
  pattern: string;
  airings: EvidenceAiring[];
  stations: Map<string, Pick<StationRow, 'format'>>;
  spreadsheet: { name: string; bytes: Buffer };
  /** Called after each airing with how many are done, to report progress. */
  onAiring: (done: number) => Promise<void>;
}

/** The span of recording an airing's evidence holds, epoch ms. */
export const cutRange = (airing: Pick<EvidenceAiring, 'datetime' | 'duration'>, options: ReportExportOptions) => ({
  from: airing.datetime - options.audioMatchIncludeBefore * 1000,
  to: airing.datetime + airing.duration + options.audioMatchIncludeAfter * 1000,
});

/**
 * Cuts made while earlier ones are written into the ZIP: each is mostly ffmpeg starting and
 * waiting on storage, so a few at once keep the cores busy; each is a file on disk, not memory.
 */
const CUTS_AHEAD = 3;

/** The airings' cuts in order, up to CUTS_AHEAD made in advance; `dispose` removes those not taken. */
function cutsAhead(ctx: Pick<Context, 'db' | 'storage' | 'config'>, input: EvidenceArchiveInput) {
  const pending: Promise<{ range: { from: number; to: number }; cut: RangeExport | null }>[] = [];
  let next = 0;
  const fill = () => {
    while (pending.length < CUTS_AHEAD && next < input.airings.length) {
      const airing = input.airings[next++]!;
      const station = input.stations.get(airing.stationId);
      const range = cutRange(airing, input.options);
      const cut = station
        ? // In the process's export slots beside downloads; a job's cut waits, never refused.
          inExportSlot(ctx.config, { client: null, background: true }, () =>
            renderRangeExport(ctx, airing.stationId, range, rangeExportFormat(station.format)),
          )
        : Promise.resolve(null);
      const made = cut.then((result) => ({ range, cut: result }));
      made.catch(() => undefined); // awaited in turn; a failure before its turn must not go unhandled
      pending.push(made);
    }
  };
  return {
    next() {
      fill();
      const first = pending.shift()!;
      fill();
      return first;
    },
    async dispose() {
      for (const settled of await Promise.allSettled(pending.splice(0))) {
        if (settled.status === 'fulfilled') await settled.value.cut?.dispose();
      }
    },
  };
}

/** Writes the ZIP into `input.dir`; resolves to its file and what the manifest says. */
export async function writeEvidenceArchive(
  ctx: Pick<Context, 'db' | 'storage' | 'config'>,
  input: EvidenceArchiveInput,
): Promise<{ file: string; bytes: number; files: ManifestFile[]; missingAudios: ManifestMissing[] }> {
  const file = path.join(input.dir, 'export.zip');
  const zip = openZip(file);
  try {
    const names = new EvidenceNames([input.spreadsheet.name, MANIFEST_NAME]);
    const files: ManifestFile[] = [];
    const missingAudios: ManifestMissing[] = [];

    files.push({ path: input.spreadsheet.name, kind: 'report', ...hashBytes(input.spreadsheet.bytes) });
    await zip.add(input.spreadsheet.name, { bytes: input.spreadsheet.bytes });

    const cuts = cutsAhead(ctx, input);
    try {
      for (const [index, airing] of input.airings.entries()) {
        const { range, cut } = await cuts.next();
        if (!cut) {
          missingAudios.push({ airing: manifestAiring(airing), reason: NO_RECORDING });
        } else {
          try {
            const ext = path.extname(cut.file).slice(1);
            const base = renderEvidencePath(
              input.pattern,
              { ...airing, customText: input.options.pathFormat.formatCustomText },
              input.options.excludeVersion,
            );
            const name = names.claim(base, ext);
            files.push({
              path: name,
              kind: 'audio',
              ...(await hashFile(cut.file)),
              airing: manifestAiring(airing),
              cut: { from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString() },
              complete: cut.complete,
            });
            await zip.add(name, { file: cut.file }, { store: true });
          } finally {
            await cut.dispose();
          }
        }
        await input.onAiring(index + 1);
      }
    } finally {
      await cuts.dispose();
    }

    const manifest = buildManifest({ report: input.report, options: input.options, files, missingAudios });
    await zip.add(MANIFEST_NAME, { bytes: `${JSON.stringify(manifest, null, 2)}\n` });
    const bytes = await zip.finish();
    return { file, bytes, files, missingAudios };
  } catch (error) {
    zip.abort();
    throw error;
  }
}
