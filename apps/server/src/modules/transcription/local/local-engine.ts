/**
 * The built-in engine (issue 31): whisper.cpp in process, its model loaded once and kept, one
 * clip at a time (one model in memory; a second clip waits rather than halving both), on
 * WHISPER_THREADS threads so that capture keeps the rest of the machine.
 */
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../../config';
import { TranscriptionEngineError, type EngineAnswer, type EngineWord } from '../engine-answers';
import type { TranscriptionEngine } from '../engine';
import { ensureModel } from './model-download';
import { loadWhisperAddon, type WhisperContext, type WhisperSegment } from './whisper-addon';
import { modelFiles, modelStatus, type ModelConfig } from './whisper-models';

export type LocalEngineConfig = ModelConfig & Pick<Config, 'WHISPER_THREADS'>;

/**
 * The addon's promise never settles when whisper.cpp fails inside (its error callback passes one
 * argument where its JS side waits for two): a clip that takes longer than this is given up.
 */
const clipTimeoutMs = (audioMs: number) => 120_000 + audioMs * 10;

export const defaultThreads = () => Math.max(1, Math.floor(cpus().length / 2));

const engines = new Map<string, TranscriptionEngine>();

export function localEngine(config: LocalEngineConfig, log: Logger): TranscriptionEngine {
  const files = modelFiles(config);
  const threads = config.WHISPER_THREADS ?? defaultThreads();
  const key = `${files.file}:${threads}`;
  let engine = engines.get(key);
  if (engine) return engine;
  let context: WhisperContext | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  engine = {
    kind: 'whisper-local',
    transcribe(file, { language, signal }) {
      const run = queue.then(async () => {
        const status = await modelStatus(config);
        if (status.state !== 'ready') {
          void ensureModel(config, log);
          throw new TranscriptionEngineError(
            status.state === 'failed'
              ? `The speech model is not available: ${status.error}`
              : `The speech model '${files.name}' is still being downloaded`,
          );
        }
        if (!context) {
          const addon = loadWhisperAddon();
          if (addon instanceof Error) throw new TranscriptionEngineError(addon.message);
          try {
            context = new addon.WhisperContext({ filePath: files.file, useGpu: false });
          } catch (error) {
            throw new TranscriptionEngineError(`The speech model cannot be loaded: ${(error as Error).message}`);
          }
        }
        const pcm = pcm16FromWav(await readFile(file));
        return transcribePcm(context, pcm, { language, threads, signal });
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
  engines.set(key, engine);
  return engine;
}

async function transcribePcm(
  context: WhisperContext,
  pcm: Int16Array,
  options: { language: string; threads: number; signal?: AbortSignal },
): Promise<EngineAnswer> {
  const audioMs = (pcm.length / 16_000) * 1000;
  const job = context.transcribeData(pcm.slice().buffer, {
    language: options.language,
    maxThreads: options.threads,
    tokenTimestamps: true,
    maxLen: 1,
    temperatureInc: 0.2,
  });
  let timer: NodeJS.Timeout | undefined;
  const stop = (reason: string) => (reject: (error: Error) => void) => {
    void job.stop();
    reject(new TranscriptionEngineError(reason));
  };
  try {
    const result = await Promise.race([
      job.promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => stop('whisper.cpp did not answer in time')(reject), clipTimeoutMs(audioMs));
        options.signal?.addEventListener('abort', () => stop('the transcription was cancelled')(reject), {
          once: true,
        });
      }),
    ]);
    const words = wordsOf(result.segments, audioMs);
    return { words, text: words.map((w) => w.word).join(' ') };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * With `maxLen: 1` each segment is one token; a token that does not start with a space continues
 * the word before it. The addon gives no token probabilities, so confidence is 0, the value the
 * other parsers use for "the engine gave none".
 */
export function wordsOf(segments: WhisperSegment[], audioMs: number): EngineWord[] {
  const words: EngineWord[] = [];
  for (const segment of segments) {
    const text = segment.text.replace(/\[_[^\]]*\]/g, '');
    if (!text.trim()) continue;
    const start = Math.min(Math.max(0, segment.t0), audioMs);
    const end = Math.min(Math.max(start, segment.t1), audioMs);
    const last = words.at(-1);
    if (last && !/^\s/.test(text)) {
      last.word += text;
      last.end = Math.max(last.end, end);
    } else {
      words.push({ word: text.trim(), start, end, confidence: 0 });
    }
  }
  return words.filter((w) => /[\p{L}\p{N}]/u.test(w.word));
}

/** The batch job's clip is a 16 kHz mono 16-bit WAV; the addon takes its samples. */
export function pcm16FromWav(wav: Buffer): Int16Array {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new TranscriptionEngineError('The clip is not a WAV file');
  let offset = 12;
  let format: { channels: number; rate: number; bits: number } | null = null;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ')
      format = {
        channels: wav.readUInt16LE(body + 2),
        rate: wav.readUInt32LE(body + 4),
        bits: wav.readUInt16LE(body + 14),
      };
    if (id === 'data') {
      if (!format || format.channels !== 1 || format.rate !== 16_000 || format.bits !== 16)
        throw new TranscriptionEngineError('The clip is not 16 kHz mono 16-bit audio');
      const end = Math.min(wav.length, body + size);
      const samples = new Int16Array((end - body) >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = wav.readInt16LE(body + i * 2);
      return samples;
    }
    offset = body + size + (size & 1);
  }
  throw new TranscriptionEngineError('The clip has no audio data');
}
