import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MediaCommandError, run } from '@antena/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audiogramArgs, audiogramFilterGraph, type AudiogramCommand } from './audiogram-graph';
import { AUDIOGRAM_DEFAULT_COLORS, OSCILLOSCOPE_DEFAULTS, audiogramLayout } from './audiogram-layout';
import { progressFraction, renderAudiogram, type AudiogramRenderInput } from './audiogram-render';

let dir: string;
let tone: string;
let picture: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'antena-audiogram-test-'));
  tone = path.join(dir, 'tone.m4a');
  picture = path.join(dir, 'picture.png');
  // 5 s of a 440 Hz tone over pink noise, pulsing like speech.
  await run('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'sine=f=440:d=5', '-f', 'lavfi'],
    ...['-i', "anoisesrc=c=pink:d=5:a=0.3,volume='0.5+0.5*sin(2*PI*3*t)':eval=frame"],
    ...['-filter_complex', '[0][1]amix=2', '-c:a', 'aac', '-y', tone],
  ]);
  await run('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=s=320x240',
    '-frames:v',
    '1',
    '-y',
    picture,
  ]);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

interface Probed {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; avg_frame_rate: string }[];
  format: { duration: string };
}

const probeJson = async (file: string) =>
  JSON.parse(
    (await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file])).toString(),
  ) as Probed;

/** One frame at `seconds` as RGB bytes. */
const frameAt = (file: string, seconds: number) =>
  run('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-ss',
    String(seconds),
    '-i',
    file,
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ]);

/** Pixels of `frame` within 40 of `hex` on each channel, in rows y0 to y1. */
function pixelsNear(frame: Buffer, width: number, hex: string, y0: number, y1: number): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let count = 0;
  for (let i = y0 * width * 3; i < Math.min(frame.length, y1 * width * 3); i += 3)
    if (Math.abs(frame[i]! - r!) < 40 && Math.abs(frame[i + 1]! - g!) < 40 && Math.abs(frame[i + 2]! - b!) < 40)
      count++;
  return count;
}

const words = ['Buenos', 'días,', 'esto', 'es', 'una', 'prueba.', 'Segunda', 'frase', 'aquí.'].map((text, i) => ({
  text,
  startMs: 200 + i * 300,
  endMs: 450 + i * 300,
}));

const base = (name: string): AudiogramRenderInput => ({
  variant: '1x1',
  width: 1080,
  audioFile: tone,
  audioOffsetSeconds: 1,
  durationSeconds: 3,
  visualizer: { type: 'spectrum', samples: 64 },
  colors: { ...AUDIOGRAM_DEFAULT_COLORS },
  titleText: 'Audiograma de prueba con un título largo que se corta',
  words,
  outputFile: path.join(dir, `${name}.mp4`),
  workDir: dir,
  threads: 1,
});

const cases: [string, Partial<AudiogramRenderInput>, { width: number; height: number }][] = [
  ['1x1 spectrum with a cover', { coverImageFile: '' }, { width: 1080, height: 1080 }],
  [
    '9x16 oscilloscope on a picture',
    {
      variant: '9x16',
      visualizer: { type: 'oscilloscope', ...OSCILLOSCOPE_DEFAULTS },
      onlyDisplayCurrentSentence: true,
    },
    { width: 1080, height: 1920 },
  ],
  [
    '16x9 oscilloscope',
    { variant: '16x9', visualizer: { type: 'oscilloscope', ...OSCILLOSCOPE_DEFAULTS } },
    { width: 1080, height: 608 },
  ],
  [
    '16x9 spectrum at 1920',
    { variant: '16x9', width: 1920, visualizer: { type: 'spectrum', samples: 256 } },
    { width: 1920, height: 1080 },
  ],
];

describe('audiogram render (ffmpeg)', () => {
  for (const [name, change, size] of cases) {
    it(`renders 3 s of ${name}: H.264 + AAC, ${size.width}x${size.height}, 30 fps`, { timeout: 60_000 }, async () => {
      const input = { ...base(name.replace(/\W+/g, '-')), ...change };
      if (name.includes('cover')) input.coverImageFile = picture;
      if (name.includes('picture')) input.backgroundImageFile = picture;
      const progress: number[] = [];
      await renderAudiogram(input, { onProgress: (fraction) => progress.push(fraction) });

      const probed = await probeJson(input.outputFile);
      const video = probed.streams.find((s) => s.codec_type === 'video');
      const audio = probed.streams.find((s) => s.codec_type === 'audio');
      expect(video).toMatchObject({
        codec_name: 'h264',
        width: size.width,
        height: size.height,
        avg_frame_rate: '30/1',
      });
      expect(audio?.codec_name).toBe('aac');
      expect(Math.abs(Number(probed.format.duration) - 3)).toBeLessThanOrEqual(0.2);
      expect(progress.at(-1)).toBe(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));

      // The visualiser draws in its box, and the title is white text at the top.
      const frame = await frameAt(input.outputFile, 1.5);
      const layout = audiogramLayout(size.width, size.height, Boolean(input.coverImageFile));
      const box = layout.visualizer;
      expect(pixelsNear(frame, size.width, input.colors.visualizer, box.y, box.y + box.height)).toBeGreaterThan(200);
      expect(pixelsNear(frame, size.width, '#FFFFFF', layout.title.y, box.y)).toBeGreaterThan(200);
      // Captions are drawn under the visualiser.
      expect(pixelsNear(frame, size.width, '#FFFFFF', box.y + box.height, size.height)).toBeGreaterThan(100);
    });
  }

  it("rejects with ffmpeg's stderr when the audio cannot be read", async () => {
    const input = { ...base('missing'), audioFile: path.join(dir, 'missing.m4a'), words: [] };
    const error = await renderAudiogram(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaCommandError);
    expect((error as MediaCommandError).stderrTail).toContain('No such file');
  });

  it('stops ffmpeg when aborted', { timeout: 30_000 }, async () => {
    const controller = new AbortController();
    const input = { ...base('aborted'), durationSeconds: 4 };
    const rendering = renderAudiogram(input, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(rendering).rejects.toThrow(/abort/i);
  });

  it('refuses settings outside the spec before starting ffmpeg', async () => {
    await expect(renderAudiogram({ ...base('bad'), variant: '9x16', width: 1920 })).rejects.toThrow('cannot be 1920');
    await expect(renderAudiogram({ ...base('bad'), visualizer: { type: 'spectrum', samples: 63 } })).rejects.toThrow(
      'samples',
    );
    await expect(
      renderAudiogram({ ...base('bad'), colors: { ...AUDIOGRAM_DEFAULT_COLORS, title: 'red' } }),
    ).rejects.toThrow('Not a colour');
  });
});

describe('audiogram command', () => {
  const command: AudiogramCommand = {
    width: 1080,
    height: 1080,
    audioFile: '/work/a.m4a',
    audioOffsetSeconds: 2,
    durationSeconds: 60,
    visualizer: { type: 'spectrum', samples: 64 },
    colors: { ...AUDIOGRAM_DEFAULT_COLORS },
    backgroundImage: { file: '/work/bg.png', demuxer: 'png_pipe' },
    titleFile: '/work/title.txt',
    captionsFile: '/work/c.ass',
    fontFile: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    outputFile: '/work/out.mp4',
    threads: 1,
  };

  it('never repeats a still layer without bound nor sets a rate after showfreqs', () => {
    for (const visualizer of [
      command.visualizer,
      { type: 'oscilloscope', ...OSCILLOSCOPE_DEFAULTS, posterization: 6 } as const,
    ]) {
      const graph = audiogramFilterGraph({ ...command, visualizer });
      expect(graph).not.toMatch(/loop=/);
      expect(graph).not.toMatch(/fps=[^,;[]+,fps=/);
      expect(graph).not.toMatch(/showfreqs=[^;]*fps=/);
      // Still layers are finite: the colour source lasts the render and a second.
      expect(graph).toContain(':r=1:d=61,');
      expect(graph.match(/fps=30\[still\]/g)).toHaveLength(1);
    }
  });

  it('encodes H.264 + AAC in a faststart MP4 at 30 fps, on the threads asked, with the picture forced', () => {
    const args = audiogramArgs(command).join(' ');
    expect(args).toContain('-ss 2.000 -t 60.000 -i file:/work/a.m4a');
    expect(args).toContain('-protocol_whitelist file -f png_pipe -i file:/work/bg.png');
    expect(args).toContain('-filter_complex_threads 1');
    expect(args).toContain('-c:v libx264');
    expect(args).toContain('-c:a aac');
    expect(args).toContain('-r 30');
    expect(args).toContain('-threads 1');
    expect(args).toContain('-movflags +faststart');
    expect(args).toContain('expansion=none');
    expect(args).toContain('ass=filename=/work/c.ass');
  });

  it('refuses paths the filtergraph would split', () => {
    expect(() => audiogramFilterGraph({ ...command, titleFile: "/work/it's:here.txt" })).toThrow('filtergraph');
  });

  it('reads the fraction done from the progress lines', () => {
    expect(progressFraction('out_time_us=1500000', 3)).toBe(0.5);
    expect(progressFraction('out_time_us=9000000', 3)).toBe(0.99);
    expect(progressFraction('frame=12', 3)).toBeNull();
  });
});
