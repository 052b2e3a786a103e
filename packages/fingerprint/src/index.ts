/** Public API of the fingerprint engine (the CLI in cli.ts is a thin layer over it). */
export { DEFAULT_THRESHOLDS, type AiringThresholds, type FrameAiring } from './airings';
export { analyseFile, analyseSamples, type ReferenceAnalysis } from './analyse';
export {
  ArchiveBuilder,
  archiveRecordings,
  decodeArchive,
  decodeArchivePack,
  encodeArchive,
  encodeArchivePack,
  loadArchive,
  saveArchive,
  type Archive,
} from './archive';
export { decodeAudio } from './decode';
export { FingerprintError, type FingerprintErrorCode } from './errors';
export { Matcher, type MatchOptions } from './matcher';
export { FileTimeline, type AiringRecord } from './output';
export { FRAME_SECONDS, SAMPLE_RATE } from './params';
export { IndexBuilder, ReferenceIndex } from './reference-index';
export { ArchiveSearch, SearchTable } from './search';
