/**
 * The recording builders on real ffmpeg: a few seconds of each demo source captured into short
 * segments, then the waveform, thumbnails, HLS remux and exports made from those segments.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StationFormat } from '@antena/contract';
import { type SegmentListEntry, captureArgs, parseSegmentListLine } from './capture';
import { audioExportArgs, concatList, videoExportArgs } from './export';
import { DEMO_SOURCES } from './input';
import { probe } from './probe';
import { run, spawnFfmpeg } from './runner';
import { makeThumbnailSheet } from './thumbnails';
import { transportStreamArgs } from './transport-stream';
import { type Waveform, waveformOfFile } from './waveform';
import { WaveformTap } from './waveform-tap';

const SEGMENT_SECONDS = 3;
/** Long enough for at least two full segments between the partial first and last ones. */
const CAPTURE_MS = 10_500;

interface Capture {
  dir: string;
  /** Lines that arrived while ffmpeg was still recording, and all of them. */
  linesBeforeStop: number;
  segments: SegmentListEntry[];
  /** Audio captures: each segment's waveform from the capture's own decoding (the tap). */
  tapped: Waveform[];
}

/** Records `format` from a demo source for CAPTURE_MS, then stops ffmpeg as the recorder does. */
async function capture(root: string, format: StationFormat): Promise<Capture> {
  const dir = path.join(root, format);
  await mkdir(dir);
  const streamUrl = format === 'mpegts' ? DEMO_SOURCES.video : DEMO_SOURCES.audio;
  const media = spawnFfmpeg(
    captureArgs({ streamUrl, format, outputDir: dir, segmentSeconds: SEGMENT_SECONDS, waveformPipe: 3 }),
    { stdin: true, extraPipes: 1 },
  );
  const tap = new WaveformTap();
  media.child!.stdio[3]!.on('data', (chunk: Buffer) => tap.push(chunk));
  const segments: SegmentListEntry[] = [];
  let stopped = false;
  let linesBeforeStop = 0;
  createInterface({ input: media.stdout! }).on('line', (line) => {
    const entry = parseSegmentListLine(line);
    if (!entry) return;
    segments.push(entry);
    if (!stopped) linesBeforeStop++;
  });
  await new Promise((resolve) => setTimeout(resolve, CAPTURE_MS));
  stopped = true;
  media.stdin!.end('q');
  const exit = await media.exited;
  expect(exit.error).toBeUndefined();
  const tapped = segments.map((segment) => tap.take(segment.startSeconds, segment.endSeconds));
  return { dir, linesBeforeStop, segments, tapped };
}

/** Seconds covered by the first audio stream's packets (exact where container durations are estimates). */
async function audioSeconds(file: string): Promise<number> {
  const output = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_entries',
    'packet=pts_time,duration_time',
    '-of',
    'csv=p=0',
    file,
  ]);
  const packets = output
    .toString()
    .trim()
    .split('\n')
    .map((line) => line.split(',').map(Number) as [number, number]);
  const [firstPts] = packets[0]!;
  const [lastPts, lastDuration] = packets.at(-1)!;
  return lastPts + lastDuration - firstPts;
}

async function startSeconds(file: string): Promise<number> {
  const output = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=start_time', '-of', 'csv=p=0', file]);
  return Number(output.toString().trim());
}

const seconds = (entry: SegmentListEntry) => entry.endSeconds - entry.startSeconds;
/** Shorter than two MP3 frames (26 ms each). */
const TOO_SHORT_TO_PROBE_S = 0.05;

/** Three consecutive segments whose first and last hold the test's in and out points. */
function rangeOf(
  captured: Capture,
  inpoint: number,
  outpoint: number,
): [SegmentListEntry, SegmentListEntry, SegmentListEntry] {
  for (let i = 0; i + 2 < captured.segments.length; i++) {
    const [first, middle, last] = captured.segments.slice(i, i + 3) as [
      SegmentListEntry,
      SegmentListEntry,
      SegmentListEntry,
    ];
    if (seconds(first) > inpoint + 0.1 && seconds(last) > outpoint + 0.1) return [first, middle, last];
  }
  throw new Error(`No three segments hold the range: ${JSON.stringify(captured.segments)}`);
}

describe('recording on real ffmpeg', () => {
  let root: string;
  const captures = {} as Record<StationFormat, Capture>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'antena-recording-'));
    const [mp3, aac, mpegts] = await Promise.all([capture(root, 'mp3'), capture(root, 'aac'), capture(root, 'mpegts')]);
    Object.assign(captures, { mp3, aac, mpegts });
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it.each([
    ['mp3', 'mp3', 'mp3'],
    ['aac', 'aac', 'aac'],
    ['mpegts', 'mpegts', 'h264'],
  ] as const)('captures %s segments listed on stdout as each one finishes', async (format, formatName, codec) => {
    const { dir, linesBeforeStop, segments } = captures[format];
    expect(linesBeforeStop).toBeGreaterThanOrEqual(2);
    expect(segments.length).toBeGreaterThanOrEqual(4);
    let total = 0;
    for (const [index, segment] of segments.entries()) {
      expect(segment.file).toBe(`${String(index).padStart(9, '0')}.${format === 'mpegts' ? 'ts' : format}`);
      if (index > 0) expect(segment.startSeconds).toBeCloseTo(segments[index - 1]!.endSeconds, 3);
      // A capture begun just before a cut makes a first segment of one MP3 frame (417 bytes), too
      // little for ffprobe, which reads past the first frame to be sure of the format: it counts
      // by its listed length.
      if (seconds(segment) < TOO_SHORT_TO_PROBE_S) {
        total += seconds(segment);
        continue;
      }
      const file = path.join(dir, segment.file);
      const probed = await probe(file);
      expect(probed.formatName).toBe(formatName);
      expect(probed.streams[0]?.codecName).toBe(codec);
      total += await audioSeconds(file);
    }
    // Video files are cut at keyframes, so a few audio frames around each cut can fall either side.
    const tolerance = format === 'mpegts' ? 0.2 : 0.05;
    expect(Math.abs(total - (segments.at(-1)!.endSeconds - segments[0]!.startSeconds))).toBeLessThan(tolerance);
  });

  it('computes the waveform of a tone at its amplitude', async () => {
    const file = path.join(root, 'tone.wav');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'aevalsrc=0.5*sin(2*PI*441*t):s=11025:d=2', file]);
    const waveform = await waveformOfFile(file);
    expect(waveform.data.length).toBe(2 * 25 * 2);
    for (let pixel = 0; pixel < 50; pixel++) {
      expect(waveform.data[pixel * 2]).toBeGreaterThanOrEqual(-65);
      expect(waveform.data[pixel * 2]).toBeLessThanOrEqual(-63);
      expect(waveform.data[pixel * 2 + 1]).toBeGreaterThanOrEqual(62);
      expect(waveform.data[pixel * 2 + 1]).toBeLessThanOrEqual(64);
    }
  });

  it.each(['mp3', 'aac'] as const)(
    "computes a %s segment's waveform while recording, as decoding its file does",
    async (format) => {
      const { dir, segments, tapped } = captures[format];
      for (const [index, segment] of segments.entries()) {
        // One frame: ffmpeg cannot read it back (see above).
        if (seconds(segment) < TOO_SHORT_TO_PROBE_S) continue;
        const fromFile = await waveformOfFile(path.join(dir, segment.file));
        const live = tapped[index]!;
        expect(live.samplesPerPixel).toBe(fromFile.samplesPerPixel);
        expect(Math.abs(live.data.length - fromFile.data.length) / 2).toBeLessThanOrEqual(1);
        // A segment of a frame or two is mostly the encoder's priming: only its length compares.
        if (segment.endSeconds - segment.startSeconds < 1) continue;
        // The demo source is encoded after the tap decodes it, so the file lags by the encoder's
        // delay (about 1,100 to 1,700 samples: a fraction of a pixel, or one, depending on whether
        // the segment's decoder skips the priming); a station's stream is copied, not encoded.
        // A pixel agrees with the file's pixel the lag lands in or the next one; the edge pixels,
        // where the encoder starts and flushes, do not count. A segment of a few seconds compares
        // only a score of pixels, so one off pixel is always allowed.
        const disagreeing = (shift: number) => {
          let close = 0;
          let compared = 0;
          const pixels = Math.min(live.data.length / 2, fromFile.data.length / 2 - shift - 1);
          for (let pixel = 1; pixel < pixels - 1; pixel++) {
            const near = (i: number, to: number) => Math.abs(live.data[i]! - fromFile.data[to]!) <= 3;
            const nearPixel = (to: number) => near(pixel * 2, to * 2) && near(pixel * 2 + 1, to * 2 + 1);
            compared++;
            if (nearPixel(pixel + shift) || nearPixel(pixel + shift + 1)) close++;
          }
          return { off: compared - close, compared };
        };
        const best = [disagreeing(0), disagreeing(1)].sort((a, b) => a.off - b.off)[0]!;
        expect(best.off).toBeLessThanOrEqual(Math.max(1, Math.floor(best.compared * 0.05)));
      }
    },
  );

  it('makes a thumbnail sheet with a cell per second, also when the segment falls short of it', async () => {
    const { dir, segments } = captures.mpegts;
    const segment = segments[1]!;
    const cell = { width: 256, height: 144, intervalMs: 1000 };
    for (const durationMs of [seconds(segment) * 1000, seconds(segment) * 1000 + 1900]) {
      const output = path.join(root, `sheet-${durationMs}.jpg`);
      const layout = await makeThumbnailSheet(path.join(dir, segment.file), output, durationMs, cell);
      expect(layout).toEqual({
        interval: 1000,
        rows: 1,
        columns: Math.ceil(durationMs / 1000),
        width: 256,
        height: 144,
      });
      const probed = await probe(output);
      expect(probed.streams[0]).toMatchObject({ codecName: 'mjpeg', width: layout.columns * 256, height: 144 });
    }
  });

  it.each(['mp3', 'aac', 'mpegts'] as const)(
    'remuxes a %s segment into MPEG-TS starting at its offset',
    async (format) => {
      const { dir, segments } = captures[format];
      const output = path.join(root, `hls-${format}.ts`);
      await writeFile(
        output,
        await run('ffmpeg', transportStreamArgs(path.join(dir, segments[1]!.file), { offsetSeconds: 61.5 })),
      );
      expect((await probe(output)).formatName).toBe('mpegts');
      expect(await startSeconds(output)).toBeCloseTo(61.5, 2);
    },
  );

  it.each(['mp3', 'aac'] as const)('exports a %s range across three segments to within 50 ms', async (format) => {
    const captured = captures[format];
    const [first, middle, last] = rangeOf(captured, 1.37, 0.61);
    const list = path.join(root, `export-${format}.txt`);
    await writeFile(
      list,
      concatList([
        { file: path.join(captured.dir, first.file), inpointSeconds: 1.37 },
        { file: path.join(captured.dir, middle.file) },
        { file: path.join(captured.dir, last.file), outpointSeconds: 0.61 },
      ]),
    );
    const output = path.join(root, `export.${format}`);
    await writeFile(output, await run('ffmpeg', audioExportArgs(list, format)));
    const requested = seconds(first) - 1.37 + seconds(middle) + 0.61;
    expect(Math.abs((await audioSeconds(output)) - requested)).toBeLessThan(0.05);
  });

  it.each(['mp4', 'ts'] as const)(
    'exports a video range across three segments as %s to within 50 ms',
    async (output) => {
      const captured = captures.mpegts;
      const [first, middle, last] = rangeOf(captured, 1.37, 0.61);
      const list = path.join(root, `export-video-${output}.txt`);
      await writeFile(
        list,
        concatList([
          { file: path.join(captured.dir, first.file) },
          { file: path.join(captured.dir, middle.file) },
          { file: path.join(captured.dir, last.file), outpointSeconds: 0.61 },
        ]),
      );
      const requested = seconds(first) - 1.37 + seconds(middle) + 0.61;
      const file = path.join(root, `export.${output}`);
      await writeFile(
        file,
        await run('ffmpeg', videoExportArgs(list, output, { startSeconds: 1.37, durationSeconds: requested })),
      );
      const probed = await probe(file);
      expect(probed.formatName).toBe(output === 'mp4' ? 'mov,mp4,m4a,3gp,3g2,mj2' : 'mpegts');
      expect(probed.streams.map((stream) => stream.codecName).sort()).toEqual(['aac', 'h264']);
      expect(Math.abs(probed.durationSeconds! - requested)).toBeLessThan(0.05);
    },
  );
});
