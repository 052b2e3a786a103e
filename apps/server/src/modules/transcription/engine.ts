/**
 * The speech-to-text engine (issue 18 point 1, issue 31): an OpenAI-compatible transcription
 * API users run (OpenAI, faster-whisper servers, LocalAI, whisper.cpp's server), a local
 * whisper.cpp binary, or else the built-in whisper.cpp with a model downloaded on first use.
 * With none available the engine is 'none', nothing is queued, and status screens say so.
 */
import { execFile } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TranscriptionEngineKind, TranscriptionEngineStatus } from '@antena/contract';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Config } from '../../config';
import { localEngine, type LocalEngineConfig } from './local/local-engine';
import { loadWhisperAddon } from './local/whisper-addon';
import { modelStatus } from './local/whisper-models';
import { parseVerboseJson, parseWhisperCppJson, TranscriptionEngineError, type EngineAnswer } from './engine-answers';

export { TranscriptionEngineError, type EngineAnswer, type EngineWord } from './engine-answers';

export interface TranscriptionEngine {
  readonly kind: Exclude<TranscriptionEngineKind, 'none'>;
  /** `file` is audio (16 kHz mono WAV from the batch job); `language` an ISO 639-1 code. */
  transcribe(file: string, options: { language: string; signal?: AbortSignal }): Promise<EngineAnswer>;
}

type EngineConfig = Pick<
  Config,
  | 'TRANSCRIPTION_API_URL'
  | 'TRANSCRIPTION_API_KEY'
  | 'TRANSCRIPTION_MODEL'
  | 'WHISPER_CPP_BIN'
  | 'WHISPER_MODEL_PATH'
  | 'TRANSCRIPTION_LOCAL'
> &
  LocalEngineConfig;

/**
 * Which engine the configuration names: the API first, then whisper.cpp (binary and model
 * both), else the built-in whisper.cpp (issue 31) unless TRANSCRIPTION_LOCAL=off or this
 * platform has no build of it.
 */
export function engineKind(config: EngineConfig): TranscriptionEngineKind {
  if (config.TRANSCRIPTION_API_URL) return 'openai-api';
  if (config.WHISPER_CPP_BIN && config.WHISPER_MODEL_PATH) return 'whisper-cpp';
  if (config.WHISPER_CPP_BIN || config.WHISPER_MODEL_PATH) return 'none';
  if (config.TRANSCRIPTION_LOCAL === 'auto' && !(loadWhisperAddon() instanceof Error)) return 'whisper-local';
  return 'none';
}

/**
 * For the status screens (issue 18: "with no engine configured, the station's transcription
 * status says so, plainly"): the engine in use and where it is, or why there is none, and for
 * the built-in engine how its model stands. Never the key.
 */
export async function engineStatus(config: EngineConfig): Promise<TranscriptionEngineStatus> {
  const engine = engineKind(config);
  if (engine === 'openai-api')
    return { engine, detail: `${config.TRANSCRIPTION_API_URL} (model ${config.TRANSCRIPTION_MODEL})` };
  if (engine === 'whisper-cpp')
    return { engine, detail: `${config.WHISPER_CPP_BIN} with ${config.WHISPER_MODEL_PATH}` };
  if (engine === 'whisper-local') {
    const model = await modelStatus(config);
    return { engine, detail: `whisper.cpp built in, model ${model.name} (${model.path})`, model };
  }
  if (config.WHISPER_CPP_BIN || config.WHISPER_MODEL_PATH)
    return {
      engine,
      detail: `whisper.cpp needs both WHISPER_CPP_BIN and WHISPER_MODEL_PATH; only ${config.WHISPER_CPP_BIN ? 'WHISPER_CPP_BIN' : 'WHISPER_MODEL_PATH'} is set`,
    };
  const addon = loadWhisperAddon();
  return {
    engine,
    detail:
      config.TRANSCRIPTION_LOCAL === 'off'
        ? 'No speech engine is configured and the built-in one is off (TRANSCRIPTION_LOCAL=off): set TRANSCRIPTION_API_URL, or WHISPER_CPP_BIN and WHISPER_MODEL_PATH'
        : `No speech engine is configured (TRANSCRIPTION_API_URL, or WHISPER_CPP_BIN and WHISPER_MODEL_PATH), and ${addon instanceof Error ? addon.message : 'the built-in one is unavailable'}`,
  };
}

export function createEngine(config: EngineConfig, log: Logger): TranscriptionEngine | null {
  switch (engineKind(config)) {
    case 'openai-api':
      return openAiEngine(config.TRANSCRIPTION_API_URL!, config.TRANSCRIPTION_MODEL, config.TRANSCRIPTION_API_KEY);
    case 'whisper-cpp':
      return whisperCppEngine(config.WHISPER_CPP_BIN!, config.WHISPER_MODEL_PATH!);
    case 'whisper-local':
      return localEngine(config, log);
    case 'none':
      return null;
  }
}

/** A minute of audio takes an engine seconds; far longer means it hangs. */
const ENGINE_TIMEOUT_MS = 5 * 60_000;

export function openAiEngine(baseUrl: string, model: string, apiKey?: string): TranscriptionEngine {
  const url = `${baseUrl.replace(/\/$/, '')}/audio/transcriptions`;
  return {
    kind: 'openai-api',
    async transcribe(file, { language, signal }) {
      const form = new FormData();
      form.set('file', new Blob([await readFile(file)], { type: 'audio/wav' }), path.basename(file));
      form.set('model', model);
      form.set('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'word');
      form.append('timestamp_granularities[]', 'segment');
      form.set('language', language);
      const timeout = AbortSignal.timeout(ENGINE_TIMEOUT_MS);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          body: form,
          headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        throw new TranscriptionEngineError(`The transcription API cannot be reached: ${(error as Error).message}`);
      }
      const body = await response.text();
      if (!response.ok)
        throw new TranscriptionEngineError(
          `The transcription API answered ${response.status}: ${body.slice(0, 300) || response.statusText}`,
        );
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        throw new TranscriptionEngineError(`The transcription API answered no JSON: ${body.slice(0, 200)}`);
      }
      return parseVerboseJson(json);
    },
  };
}

/**
 * whisper.cpp's CLI (`whisper-cli`): full JSON output (`-ojf`) with one entry a word (`-ml 1 -sow`),
 * written beside a temporary output name and read back.
 */
export function whisperCppEngine(binary: string, model: string): TranscriptionEngine {
  return {
    kind: 'whisper-cpp',
    async transcribe(file, { language, signal }) {
      const dir = await mkdtemp(path.join(tmpdir(), 'antena-whisper-'));
      const out = path.join(dir, 'out');
      try {
        const args = ['-m', model, '-f', file, '-l', language, '-ojf', '-of', out, '-ml', '1', '-sow', '-np'];
        await new Promise<void>((resolve, reject) => {
          execFile(binary, args, { timeout: ENGINE_TIMEOUT_MS, signal, maxBuffer: 16 << 20 }, (error, _o, stderr) => {
            if (error)
              reject(
                new TranscriptionEngineError(`whisper.cpp failed: ${stderr.trim().split('\n').pop() || error.message}`),
              );
            else resolve();
          });
        });
        let json: unknown;
        try {
          json = JSON.parse(await readFile(`${out}.json`, 'utf8'));
        } catch (error) {
          throw new TranscriptionEngineError(`whisper.cpp wrote no readable JSON: ${(error as Error).message}`);
        }
        return parseWhisperCppJson(json);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
