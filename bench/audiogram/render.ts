/**
 * Audiogram render benchmark (issue 34): the wall-clock and CPU seconds, and ffmpeg's peak
 * memory, to render 60 s of speech-like audio (pulsed pink noise over a wandering tone) for each
 * variant, width and visualiser, with ffmpeg held to one thread (`-threads 1`,
 * `-filter_complex_threads 1`). Every render has a title, a cover and karaoke captions (2.5 words
 * a second), as a fragment's audiogram would. Target: a 60 s 1080x1080 variant in at most 60 s
 * of one core. Prints figures; asserts nothing.
 *
 *   node --import tsx bench/audiogram/render.ts [--seconds 60] [--variant 1x1] [--width 1080] [--visualizer spectrum]
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run } from '@antena/media';
import {
  AUDIOGRAM_DEFAULT_COLORS,
  AUDIOGRAM_VARIANTS,
  OSCILLOSCOPE_DEFAULTS,
  SPECTRUM_DEFAULTS,
  audiogramSize,
  audiogramWidths,
  type AudiogramVisualizer,
} from '../../apps/server/src/modules/audiogram/audiogram-layout';
import { renderAudiogram } from '../../apps/server/src/modules/audiogram/audiogram-render';
import { usage } from '../recording/process-stats';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    variant: { type: 'string' },
    width: { type: 'string' },
    visualizer: { type: 'string' },
    threads: { type: 'string', default: '1' },
  },
});
const seconds = Number(values.seconds);
const threads = Number(values.threads);
const MAX_RSS_BYTES = 2 * 2 ** 30;
const say = (line: string) => process.stdout.write(`${line}\n`);

const VISUALIZERS: Record<string, AudiogramVisualizer> = {
  spectrum: { type: 'spectrum', samples: SPECTRUM_DEFAULTS.samples },
  oscilloscope: { type: 'oscilloscope', ...OSCILLOSCOPE_DEFAULTS },
};

const dir = await mkdtemp(path.join(tmpdir(), 'antena-audiogram-bench-'));
try {
  const audio = path.join(dir, 'speech.m4a');
  const cover = path.join(dir, 'cover.png');
  // Pink noise band-passed to the voice, pulsing at syllable rate with pauses, over a tone that
  // wanders like intonation: 44.1 kHz stereo AAC, as a fragment's audio.
  const speech =
    `anoisesrc=c=pink:d=${seconds}:a=0.4,bandpass=f=900:w=1400,` +
    `volume='(0.2+0.8*abs(sin(2*PI*2.2*t)))*(0.15+0.85*gt(sin(2*PI*0.23*t),-0.6))':eval=frame`;
  const voice = `sine=f=160:d=${seconds},vibrato=f=0.7:d=0.9,volume=0.5`;
  await run('ffmpeg', [
    ...['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', speech, '-f', 'lavfi', '-i', voice],
    ...['-filter_complex', '[0][1]amix=2,aformat=sample_rates=44100:channel_layouts=stereo'],
    ...['-c:a', 'aac', '-b:a', '128k', '-y', audio],
  ]);
  await run('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=s=600x600',
    '-frames:v',
    '1',
    '-y',
    cover,
  ]);
  const vocabulary = ['buenos', 'días', 'la', 'radio', 'informa', 'que', 'hoy', 'en', 'la', 'ciudad', 'llueve.'];
  const words = Array.from({ length: Math.floor(seconds * 2.5) }, (_, i) => ({
    text: vocabulary[i % vocabulary.length]!,
    startMs: i * 400,
    endMs: i * 400 + 320,
  }));

  say(`Audiogram render benchmark: ${seconds} s of audio, ffmpeg threads ${threads}, ${cpus().length} cores`);
  say('| variant | size | visualiser | wall s | CPU s | CPU s per audio s | ffmpeg peak RSS | file |');
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const variant of AUDIOGRAM_VARIANTS) {
    if (values.variant && values.variant !== variant) continue;
    for (const width of audiogramWidths(variant)) {
      if (values.width && Number(values.width) !== width) continue;
      for (const [name, visualizer] of Object.entries(VISUALIZERS)) {
        if (values.visualizer && values.visualizer !== name) continue;
        const outputFile = path.join(dir, `${variant}-${width}-${name}.mp4`);
        // ffmpeg is stopped past MAX_RSS_BYTES: a filtergraph that queues frames can take the
        // machine's memory in seconds.
        const guard = new AbortController();
        let peakRss = 0;
        const sampler = setInterval(() => {
          peakRss = Math.max(peakRss, usage().captureRssBytes);
          if (peakRss > MAX_RSS_BYTES) guard.abort(new Error(`ffmpeg passed ${MAX_RSS_BYTES / 2 ** 30} GiB`));
        }, 100);
        const cpuBefore = usage().endedChildrenCpu;
        const started = performance.now();
        try {
          await renderAudiogram(
            {
              variant,
              width,
              audioFile: audio,
              audioOffsetSeconds: 0,
              durationSeconds: seconds,
              visualizer,
              colors: { ...AUDIOGRAM_DEFAULT_COLORS },
              coverImageFile: cover,
              titleText: 'Resumen informativo de la mañana en la radio',
              words,
              outputFile,
              workDir: dir,
              threads,
            },
            { signal: guard.signal },
          );
        } finally {
          clearInterval(sampler);
        }
        const wall = (performance.now() - started) / 1000;
        const cpu = usage().endedChildrenCpu - cpuBefore;
        const { width: w, height: h } = audiogramSize(variant, width);
        const size = (await stat(outputFile)).size;
        await rm(outputFile);
        say(
          `| ${variant} | ${w}x${h} | ${name} | ${wall.toFixed(1)} | ${cpu.toFixed(1)} | ${(cpu / seconds).toFixed(2)} | ` +
            `${Math.round(peakRss / 2 ** 20)} MiB | ${(size / 2 ** 20).toFixed(1)} MiB |`,
        );
      }
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
