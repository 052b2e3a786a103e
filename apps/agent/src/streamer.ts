/**
 * The `streamer` service: one ffmpeg that reads the device's input (a sound card, a network
 * stream, a file or a generated `lavfi:` source), encodes it in the linked station's format and
 * cuts it into segments on wall-clock multiples. Each finished segment gets its true wall-clock
 * times (SegmentClock) and moves into the outbox, whether or not the server is reachable.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { INGEST_MAX_SEGMENT_MS, PRODUCT_VERSION, type StationFormat } from '@antena/contract';
import {
  QUIET,
  SegmentClock,
  encodeArgs,
  isNetworkSource,
  parseSegmentListLine,
  resolveBinary,
  segmentExtension,
  segmentOutputArgs,
} from '@antena/media';
import { spawnServiceProcess, type ProcessExit, type ServiceProcess } from './child-process';
import type { Logger } from './log';
import type { Outbox } from './outbox';
import type { ServiceDefinition } from './services';
import type { AgentState } from './state';

export const STREAMER_ID = 'streamer';
export const STREAMER_CODECS = ['auto', 'mp3', 'aac', 'mpegts'] as const;
/** A stalled network source makes ffmpeg exit after this long, so the supervisor restarts it. */
const STALL_TIMEOUT_US = 20_000_000;

/** ffmpeg input arguments for the `input` variable. The device's owner sets it: no whitelist. */
export function streamerInputArgs(input: string): string[] {
  if (input.startsWith('alsa:')) return ['-f', 'alsa', '-i', input.slice('alsa:'.length)];
  if (input.startsWith('pulse:')) return ['-f', 'pulse', '-i', input.slice('pulse:'.length)];
  if (input.startsWith('lavfi:')) return ['-re', '-f', 'lavfi', '-i', input.slice('lavfi:'.length)];
  if (isNetworkSource(input)) {
    const reconnect = /^https?:\/\//i.test(input)
      ? ['-reconnect', '1', '-reconnect_streamed', '1', '-reconnect_delay_max', '10']
      : [];
    return ['-rw_timeout', String(STALL_TIMEOUT_US), ...reconnect, '-i', input];
  }
  // A local file plays in a loop at its own pace, as a live source would.
  return ['-re', '-stream_loop', '-1', '-i', input];
}

/** The format the streamer records: the codec variable, or for `auto` the linked station's (mp3 when none). */
export function streamerFormat(codec: string, station: AgentState['station']): StationFormat {
  if (codec === 'mp3' || codec === 'aac' || codec === 'mpegts') return codec;
  return station?.format ?? 'mp3';
}

export interface StreamerArgsOptions {
  input: string;
  format: StationFormat;
  bitrate: string;
  segmentSeconds: number;
  outputDir: string;
}

/** The whole ffmpeg command line (without the binary); stdin stays open for 'q'. */
export function streamerArgs(options: StreamerArgsOptions): string[] {
  return [
    ...QUIET,
    ...streamerInputArgs(options.input),
    ...encodeArgs(options.format, options.bitrate),
    ...segmentOutputArgs({
      format: options.format,
      outputDir: options.outputDir,
      segmentSeconds: options.segmentSeconds,
      encoded: true,
    }),
  ];
}

const MAX_SEGMENT_SECONDS = INGEST_MAX_SEGMENT_MS / 1000;
/** In each run's folder: the pid of its ffmpeg, so a later agent can end one its predecessor left running. */
const RUN_PID_FILE = 'ffmpeg.pid';

/**
 * Before a new run: ends any ffmpeg an earlier agent left running (only when /proc says that pid
 * still is that run's ffmpeg, writing into that folder), and drops what earlier runs left, whose
 * times are unknown. Only one run is live at a time (the supervisor waits for the previous to end).
 */
function endEarlierRuns(recordingDir: string, log: Logger): void {
  mkdirSync(recordingDir, { recursive: true });
  for (const name of readdirSync(recordingDir)) {
    const dir = path.join(recordingDir, name);
    let pid: number | null = null;
    try {
      pid = Number(readFileSync(path.join(dir, RUN_PID_FILE), 'utf8'));
    } catch {
      // not a run folder, or its ffmpeg never started
    }
    if (pid && isRunFfmpeg(pid, dir)) {
      log.warn(`Ending ffmpeg ${pid}, left recording by an earlier run of the agent`);
      process.kill(pid, 'SIGKILL');
    }
    dropRun(dir, log);
  }
}

/** True when `pid` is alive and is the ffmpeg writing into `dir` (a pid may have been reused). */
function isRunFfmpeg(pid: number, dir: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir.replaceAll('%', '%%'));
  } catch {
    // gone, or no /proc on this system
    return false;
  }
}

/** Removes a run's folder, naming each segment it still held. */
function dropRun(dir: string, log: Logger): void {
  let names: string[] = [];
  try {
    names = statSync(dir).isDirectory() ? readdirSync(dir) : [path.basename(dir)];
  } catch {
    return;
  }
  for (const name of names.filter((n) => n !== RUN_PID_FILE))
    log.warn(`Dropping ${name}, a segment left unfinished (its times are unknown)`);
  rmSync(dir, { recursive: true, force: true });
}

export interface StreamerDeps {
  dataDir: string;
  outbox: Outbox;
  /** The station the device feeds, as the last hello said (persisted). */
  station: () => AgentState['station'];
  log: Logger;
  initialInput?: string | null;
}

export function createStreamerService(deps: StreamerDeps): ServiceDefinition {
  const recordingDir = path.join(deps.dataDir, 'recording');
  return {
    id: STREAMER_ID,
    name: 'Streamer',
    imageId: `${STREAMER_ID}-${PRODUCT_VERSION}`,
    enabledByDefault: true,
    autoRestart: true,
    vars: [
      {
        name: 'input',
        description: 'The source: alsa:<device>, pulse:<device>, a network URL, a file path or lavfi:<graph>',
        defaultValue: deps.initialInput ?? 'alsa:default',
        check: (v) => (v.trim() ? null : 'The input is required'),
      },
      {
        name: 'codec',
        description: "auto (the linked station's format), mp3, aac or mpegts",
        defaultValue: 'auto',
        check: (v) =>
          (STREAMER_CODECS as readonly string[]).includes(v) ? null : `Must be ${STREAMER_CODECS.join(', ')}`,
      },
      {
        name: 'bitrate',
        description: 'Audio bitrate, e.g. 128k',
        defaultValue: '128k',
        check: (v) => (/^\d+(\.\d+)?[kM]?$/.test(v) ? null : 'Must be a bitrate such as 128k'),
      },
      {
        name: 'segmentSeconds',
        description: 'Length of each uploaded segment in seconds',
        defaultValue: '10',
        check: (v) => {
          const n = Number(v);
          return Number.isInteger(n) && n >= 1 && n <= MAX_SEGMENT_SECONDS
            ? null
            : `Must be a whole number of seconds from 1 to ${MAX_SEGMENT_SECONDS}`;
        },
      },
    ],
    settingsKey: (vars) => streamerFormat(vars.codec ?? 'auto', deps.station()),
    spawn: (vars) => spawnStreamer(vars, recordingDir, deps),
  };
}

function spawnStreamer(
  vars: Readonly<Record<string, string>>,
  recordingDir: string,
  deps: StreamerDeps,
): ServiceProcess {
  endEarlierRuns(recordingDir, deps.log);
  // Each ffmpeg numbers its files from 000000000: a folder of its own per run means no two runs
  // ever share a name, and the mover only ever sees files of the run whose list it reads.
  const runDir = path.join(recordingDir, `${Date.now()}-${randomBytes(4).toString('hex')}`);
  mkdirSync(runDir, { recursive: true });
  const format = streamerFormat(vars.codec ?? 'auto', deps.station());
  const args = streamerArgs({
    input: vars.input ?? 'alsa:default',
    format,
    bitrate: vars.bitrate ?? '128k',
    segmentSeconds: Number(vars.segmentSeconds ?? 10),
    outputDir: runDir,
  });
  deps.log.info(`Streamer recording ${vars.input} as ${format}`);
  const ffmpeg = spawnServiceProcess(() => resolveBinary('ffmpeg'), args);
  // ffmpeg ignores the end of its stdin and a closed stdout: an agent that dies without stopping
  // it (a crash, SIGKILL, the OOM killer) would leave it recording forever. The pid lets the next
  // run end it; a crash that goes through exit ends it at once.
  const pid = ffmpeg.child?.pid;
  if (pid !== undefined) writeFileSync(path.join(runDir, RUN_PID_FILE), String(pid));
  const killOnExit = () => ffmpeg.kill('SIGKILL');
  process.once('exit', killOnExit);
  const clock = new SegmentClock();
  const moves: Promise<void>[] = [];
  const linesDone = new Promise<void>((resolve) => {
    if (!ffmpeg.stdout) return resolve();
    const lines = createInterface({ input: ffmpeg.stdout });
    lines.on('line', (line) => {
      const entry = parseSegmentListLine(line);
      if (!entry) return;
      const { startTs, endTs } = clock.place(entry, Date.now());
      const source = path.join(runDir, path.basename(entry.file));
      if (endTs <= startTs) {
        // An empty cut (a stop right at a segment boundary) holds nothing the timeline needs.
        rmSync(source, { force: true });
        return;
      }
      moves.push(
        deps.outbox.add(source, startTs, endTs, segmentExtension(format)).catch((error: Error) => {
          deps.log.error(`Could not move ${entry.file} into the outbox: ${error.message}`);
        }),
      );
    });
    lines.on('close', resolve);
  });
  // The service has ended once ffmpeg exited and its last segment (finished on 'q') is in the outbox.
  const exited = ffmpeg.exited.then(async (exit): Promise<ProcessExit> => {
    process.removeListener('exit', killOnExit);
    await linesDone;
    await Promise.all(moves);
    // What is left (a segment cut short by a kill) has no known times: it cannot be placed.
    dropRun(runDir, deps.log);
    return exit;
  });
  return { exited, requestStop: ffmpeg.requestStop, kill: ffmpeg.kill };
}
