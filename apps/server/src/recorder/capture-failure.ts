/**
 * Why a capture run failed, as the contract's CaptureFailureCode (what users read, translated)
 * plus the raw detail (the ffmpeg line or system error that says so, for the technical detail).
 * Read from how the run ended: an error before ffmpeg ran, the watchdog's stall, or ffmpeg's
 * stderr, the newest diagnostic line first (ffmpeg prints the cause before its summary).
 */
import type { CaptureFailureCode } from '@antena/contract';
import { exitReason, type MediaExit } from '@antena/media';

export interface ClassifiedFailure {
  code: CaptureFailureCode;
  /** The raw detail: the line or error that decided the code, else the run's exit reason. */
  reason: string;
}

export interface RunOutcome {
  /** The watchdog killed ffmpeg because it printed no segment for too long. */
  stalled: boolean;
  /** The run recorded at least one segment, so the source was reached. */
  recorded: boolean;
}

/** System errors that mean the ffmpeg binary cannot be run at all. */
const MISSING_BINARY_ERRORS = new Set(['ENOENT', 'EACCES', 'ENOEXEC']);

interface StderrCause {
  pattern: RegExp;
  code: CaptureFailureCode;
  /** The code instead when the run had recorded: the source was reached, so it went quiet. */
  afterRecording?: CaptureFailureCode;
}

/** ffmpeg's own words for each cause, checked in this order on each line. */
const CAUSES: readonly StderrCause[] = [
  // `-rw_timeout` (or TCP) gave up waiting: on connecting, or on a source that stopped sending.
  { pattern: /timed out/i, code: 'SOURCE_UNREACHABLE', afterRecording: 'SOURCE_STALLED' },
  {
    pattern:
      /connection refused|connection reset|no route to host|network is unreachable|failed to resolve hostname|name or service not known|temporary failure in name resolution|server returned \d|http error \d|unable to open resource|cannot open connection|ssl routines|certificate verify|protocol not found|not on whitelist|no such file or directory/i,
    code: 'SOURCE_UNREACHABLE',
  },
  {
    pattern:
      /invalid data found when processing input|matches no streams|does not contain any stream|could not find codec parameters|decoder .*not found|unknown decoder|error while decoding|invalid frame size|header missing|moov atom not found|partial file|could not find tag for codec|codec not currently supported/i,
    code: 'SOURCE_UNREADABLE',
  },
  { pattern: /end of file|stream ends prematurely|connection closed/i, code: 'SOURCE_ENDED' },
];

/** Lines that only repeat a cause in general words: used when no line names it better. */
const VAGUE_CAUSES: readonly StderrCause[] = [{ pattern: /input\/output error/i, code: 'SOURCE_UNREACHABLE' }];

function fromStderr(stderrTail: string, outcome: RunOutcome): ClassifiedFailure | null {
  const newestFirst = stderrTail
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .reverse();
  for (const causes of [CAUSES, VAGUE_CAUSES]) {
    for (const line of newestFirst) {
      const cause = causes.find(({ pattern }) => pattern.test(line));
      if (!cause) continue;
      return { code: (outcome.recorded && cause.afterRecording) || cause.code, reason: line };
    }
  }
  return null;
}

/** The code and detail of a run that ended (never while stopping: a stop is no failure). */
export function classifyCaptureExit(exit: MediaExit, outcome: RunOutcome): ClassifiedFailure {
  if (exit.error) {
    const errno = (exit.error as NodeJS.ErrnoException).code;
    const missing =
      exit.error.name === 'MissingBinaryError' || (errno !== undefined && MISSING_BINARY_ERRORS.has(errno));
    return { code: missing ? 'FFMPEG_MISSING' : 'SPAWN_FAILED', reason: exitReason(exit) };
  }
  if (outcome.stalled) {
    const last = exitReason(exit);
    return { code: 'SOURCE_STALLED', reason: `no segment for too long, ffmpeg stopped (${last})` };
  }
  const found = fromStderr(exit.stderrTail, outcome);
  if (found) return found;
  // ffmpeg ends on its own with 0 when its input ends: the source closed the stream.
  if (exit.code === 0) return { code: 'SOURCE_ENDED', reason: exitReason(exit) };
  return { code: 'UNKNOWN', reason: exitReason(exit) };
}

/** A capture that failed before ffmpeg ran (its run folder, its arguments): it could not be started. */
export function classifyStartError(error: unknown): ClassifiedFailure {
  return { code: 'SPAWN_FAILED', reason: error instanceof Error ? error.message : String(error) };
}
