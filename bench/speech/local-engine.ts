/**
 * The built-in engine's speed on this machine (issue 31): how many stations whisper.cpp keeps
 * up with, per model and thread count, with a CPU load beside it if asked.
 *
 *   node --import tsx bench/speech/local-engine.ts [--models tiny,base] [--threads 1,2] [--load 1]
 *
 * No model weights can be downloaded here, so each model is made at its published dimensions
 * with whisper-test-model.ts: the arithmetic is the real model's, the words are noise. Encoding
 * a 30 s window costs the same whatever the weights say; decoding is measured per token by
 * whisper.cpp's own bench and counted at TOKENS_PER_WINDOW, what talk radio produces with word
 * timestamps (about 3 words a second, a token and a timestamp each, plus the prompt).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { addonPackage } from '../../apps/server/src/modules/transcription/local/whisper-addon';
import { WHISPER_DIMENSIONS, writeWhisperTestModel } from '../../apps/server/test/whisper-test-model';

const TOKENS_PER_WINDOW = 200;
const WINDOW_S = 30;

interface BenchResult {
  encodeMs: number;
  decodeMs: number;
  promptMs: number;
}

const { values } = parseArgs({
  options: {
    models: { type: 'string', default: 'tiny,base' },
    threads: { type: 'string', default: '1,2' },
    load: { type: 'string', default: '0' },
    repeats: { type: 'string', default: '3' },
  },
});

const load: ChildProcess[] = [];
for (let i = 0; i < Number(values.load); i++)
  load.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));

const addon = createRequire(import.meta.url)(addonPackage) as {
  WhisperContext: new (o: { filePath: string; useGpu: boolean }) => {
    bench(threads: number): Promise<BenchResult>;
    release(): Promise<void>;
  };
};
const dir = mkdtempSync(path.join(tmpdir(), 'antena-whisper-bench-'));
console.log(
  `cores ${cpus().length}, load processes ${load.length}, ${TOKENS_PER_WINDOW} tokens per ${WINDOW_S} s window`,
);
console.log('model threads encode_ms decode_ms_per_token window_ms realtime_factor stations');
try {
  for (const name of values.models.split(',') as (keyof typeof WHISPER_DIMENSIONS)[]) {
    const file = path.join(dir, `${name}.bin`);
    await writeWhisperTestModel(file, WHISPER_DIMENSIONS[name]);
    const context = new addon.WhisperContext({ filePath: file, useGpu: false });
    for (const threads of values.threads.split(',').map(Number)) {
      const runs: BenchResult[] = [];
      for (let i = 0; i < Number(values.repeats); i++) runs.push(await context.bench(threads));
      const median = (pick: (r: BenchResult) => number) => runs.map(pick).sort((a, b) => a - b)[runs.length >> 1]!;
      const windowMs =
        median((r) => r.encodeMs) + median((r) => r.promptMs) + TOKENS_PER_WINDOW * median((r) => r.decodeMs);
      const factor = windowMs / (WINDOW_S * 1000);
      console.log(
        [
          name,
          threads,
          median((r) => r.encodeMs).toFixed(0),
          median((r) => r.decodeMs).toFixed(1),
          windowMs.toFixed(0),
          factor.toFixed(3),
          Math.floor(1 / factor),
        ].join(' '),
      );
    }
    await context.release();
  }
} finally {
  for (const child of load) child.kill();
  rmSync(dir, { recursive: true, force: true });
}
