import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngine, engineKind, engineStatus, whisperCppEngine } from './engine';

const none = {
  TRANSCRIPTION_API_URL: undefined,
  TRANSCRIPTION_API_KEY: undefined,
  TRANSCRIPTION_MODEL: 'whisper-1',
  WHISPER_CPP_BIN: undefined,
  WHISPER_MODEL_PATH: undefined,
  TRANSCRIPTION_LOCAL: 'off' as const,
  dataDir: '/data',
  WHISPER_MODEL: 'base',
  WHISPER_MODEL_URL: 'https://models.example/ggml-{model}.bin',
  WHISPER_MODEL_SHA1: undefined,
  WHISPER_THREADS: undefined,
  TRANSCRIPTION_LOCAL_MAX_STATIONS: undefined,
};
const log = pino({ level: 'silent' });

describe('the configured engine', () => {
  it('is the API, else whisper.cpp with binary and model, else none', () => {
    expect(engineKind(none)).toBe('none');
    expect(createEngine(none, log)).toBeNull();
    expect(engineKind({ ...none, WHISPER_CPP_BIN: '/usr/bin/whisper-cli' })).toBe('none');
    expect(engineKind({ ...none, WHISPER_CPP_BIN: 'w', WHISPER_MODEL_PATH: 'm' })).toBe('whisper-cpp');
    expect(
      engineKind({ ...none, WHISPER_CPP_BIN: 'w', WHISPER_MODEL_PATH: 'm', TRANSCRIPTION_API_URL: 'http://x/v1' }),
    ).toBe('openai-api');
    expect(createEngine({ ...none, TRANSCRIPTION_API_URL: 'http://x/v1' }, log)?.kind).toBe('openai-api');
  });
});

describe('engineStatus', () => {
  it('says which engine and where, or plainly why none, never the key', async () => {
    const api = { ...none, TRANSCRIPTION_API_URL: 'http://engine:8000/v1', TRANSCRIPTION_API_KEY: 'sk-secret' };
    expect(await engineStatus(api)).toEqual({
      engine: 'openai-api',
      detail: 'http://engine:8000/v1 (model whisper-1)',
    });
    expect(
      await engineStatus({ ...none, WHISPER_CPP_BIN: '/opt/whisper-cli', WHISPER_MODEL_PATH: '/m/ggml.bin' }),
    ).toEqual({
      engine: 'whisper-cpp',
      detail: '/opt/whisper-cli with /m/ggml.bin',
    });
    expect((await engineStatus({ ...none, WHISPER_CPP_BIN: '/opt/whisper-cli' })).detail).toMatch(
      /only WHISPER_CPP_BIN is set/,
    );
    expect(await engineStatus(none)).toMatchObject({
      engine: 'none',
      detail: expect.stringMatching(/^No speech engine is configured/),
    });
  });
});

describe('whisperCppEngine', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'antena-whisper-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A stand-in whisper-cli: records its arguments and writes the JSON of `-of` as whisper.cpp does. */
  const fakeBinary = (script: string) => {
    const file = path.join(dir, `whisper-${Math.random().toString(36).slice(2)}.sh`);
    writeFileSync(file, `#!/bin/sh\necho "$@" > "${dir}/args"\n${script}\n`);
    chmodSync(file, 0o755);
    return file;
  };

  it('runs the binary with full JSON output, one word an entry, and parses it', async () => {
    const json = JSON.stringify({
      transcription: [{ offsets: { from: 100, to: 500 }, text: ' hola', tokens: [{ text: ' hola', p: 0.9 }] }],
    });
    const binary = fakeBinary(`while [ "$1" != "-of" ]; do shift; done; echo '${json}' > "$2.json"`);
    const answer = await whisperCppEngine(binary, '/models/ggml.bin').transcribe('/tmp/batch.wav', { language: 'es' });
    expect(answer.words).toEqual([{ word: 'hola', start: 100, end: 500, confidence: 0.9 }]);
    expect(readFileSync(path.join(dir, 'args'), 'utf8')).toMatch(
      /^-m \/models\/ggml.bin -f \/tmp\/batch.wav -l es -ojf -of \S+ -ml 1 -sow -np/,
    );
  });

  it('fails with the reason whisper.cpp printed', async () => {
    const binary = fakeBinary('echo "error: failed to open model" >&2; exit 3');
    await expect(whisperCppEngine(binary, 'm').transcribe('f.wav', { language: 'es' })).rejects.toThrow(
      'whisper.cpp failed: error: failed to open model',
    );
  });
});
