/**
 * The smallest whisper.cpp model that can be made here (no model weights can be downloaded on
 * these machines): a file in whisper.cpp's own ggml format, with every tensor the loader expects,
 * at the dimensions asked for, filled with small deterministic pseudo-random weights. It loads and
 * runs through the real binding exactly as a downloaded model does; what it "hears" is noise,
 * so tests assert the shape of the answer, never its words. With a real model's dimensions
 * (`WHISPER_DIMENSIONS.tiny`, `.base`) it costs what that model costs, which the benchmark uses.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export interface WhisperDimensions {
  state: number;
  heads: number;
  layers: number;
}

/** OpenAI's published sizes; `micro` exists only for tests. */
export const WHISPER_DIMENSIONS = {
  micro: { state: 8, heads: 1, layers: 1 },
  tiny: { state: 384, heads: 6, layers: 4 },
  base: { state: 512, heads: 8, layers: 6 },
} satisfies Record<string, WhisperDimensions>;

const MAGIC = 0x67676d6c;
/** A multilingual vocabulary is at least this long (whisper.cpp decides multilingual by it). */
const N_VOCAB = 51865;
const N_AUDIO_CTX = 1500;
const N_TEXT_CTX = 448;
const N_MELS = 80;
const N_FFT = 201;
const F32 = 0;
const F16 = 1;

/** Words the vocabulary's first tokens spell, so whatever the model emits reads as words. */
const WORDS = ['hola', 'radio', 'noticias', 'verano', 'precio', 'tráfico', 'escuela', 'música', 'hoy', 'antena'];

export async function writeWhisperTestModel(file: string, dims: WhisperDimensions = WHISPER_DIMENSIONS.micro) {
  const out = createWriteStream(file);
  const write = async (buffer: Buffer) => {
    if (!out.write(buffer)) await once(out, 'drain');
  };
  const int32s = (...values: number[]) => {
    const buffer = Buffer.alloc(values.length * 4);
    values.forEach((value, i) => buffer.writeInt32LE(value, i * 4));
    return buffer;
  };
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff - 0.5;
  };
  // One block of random weights, repeated: writing a real model's 40 million values one by one
  // takes minutes, a copy of a block milliseconds.
  const BLOCK = 1 << 16;
  const halves = Buffer.alloc(BLOCK * 2);
  const floats = Buffer.alloc(BLOCK * 4);
  for (let i = 0; i < BLOCK; i++) {
    const value = random() * 0.2;
    halves.writeUInt16LE(toHalf(value), i * 2);
    floats.writeFloatLE(value, i * 4);
  }
  const tensor = async (name: string, shape: number[], type: typeof F32 | typeof F16) => {
    const nameBytes = Buffer.from(name);
    await write(Buffer.concat([int32s(shape.length, nameBytes.length, type), int32s(...shape), nameBytes]));
    const block = type === F32 ? floats : halves;
    let bytes = shape.reduce((a, b) => a * b, 1) * (type === F32 ? 4 : 2);
    while (bytes > 0) {
      await write(block.subarray(0, Math.min(bytes, block.length)));
      bytes -= block.length;
    }
  };

  const { state, heads, layers } = dims;
  await write(int32s(MAGIC, N_VOCAB, N_AUDIO_CTX, state, heads, layers, N_TEXT_CTX, state, heads, layers, N_MELS, F16));
  const filters = Buffer.alloc(N_MELS * N_FFT * 4);
  for (let i = 0; i < N_MELS * N_FFT; i++) filters.writeFloatLE(Math.abs(random()) * 0.01, i * 4);
  await write(Buffer.concat([int32s(N_MELS, N_FFT), filters]));
  // Only the ordinary text tokens are written; the loader names the special ones itself.
  const vocab = Array.from({ length: 50257 }, (_, i) =>
    i < 256 ? String.fromCharCode(i) : ` ${WORDS[i % WORDS.length]}${i}`,
  );
  await write(int32s(vocab.length));
  for (const word of vocab) await write(Buffer.concat([int32s(Buffer.byteLength(word)), Buffer.from(word)]));

  const block = async (prefix: string, cross: boolean) => {
    for (const part of cross ? ['attn', 'cross_attn'] : ['attn']) {
      await tensor(`${prefix}.${part}_ln.weight`, [state], F32);
      await tensor(`${prefix}.${part}_ln.bias`, [state], F32);
      await tensor(`${prefix}.${part}.query.weight`, [state, state], F16);
      await tensor(`${prefix}.${part}.query.bias`, [state], F32);
      await tensor(`${prefix}.${part}.key.weight`, [state, state], F16);
      await tensor(`${prefix}.${part}.value.weight`, [state, state], F16);
      await tensor(`${prefix}.${part}.value.bias`, [state], F32);
      await tensor(`${prefix}.${part}.out.weight`, [state, state], F16);
      await tensor(`${prefix}.${part}.out.bias`, [state], F32);
    }
    await tensor(`${prefix}.mlp_ln.weight`, [state], F32);
    await tensor(`${prefix}.mlp_ln.bias`, [state], F32);
    await tensor(`${prefix}.mlp.0.weight`, [state, 4 * state], F16);
    await tensor(`${prefix}.mlp.0.bias`, [4 * state], F32);
    await tensor(`${prefix}.mlp.2.weight`, [4 * state, state], F16);
    await tensor(`${prefix}.mlp.2.bias`, [state], F32);
  };

  await tensor('encoder.positional_embedding', [state, N_AUDIO_CTX], F32);
  await tensor('encoder.conv1.weight', [3, N_MELS, state], F16);
  await tensor('encoder.conv1.bias', [1, state], F32);
  await tensor('encoder.conv2.weight', [3, state, state], F16);
  await tensor('encoder.conv2.bias', [1, state], F32);
  await tensor('encoder.ln_post.weight', [state], F32);
  await tensor('encoder.ln_post.bias', [state], F32);
  for (let i = 0; i < layers; i++) await block(`encoder.blocks.${i}`, false);
  await tensor('decoder.positional_embedding', [state, N_TEXT_CTX], F32);
  await tensor('decoder.token_embedding.weight', [state, N_VOCAB], F16);
  await tensor('decoder.ln.weight', [state], F32);
  await tensor('decoder.ln.bias', [state], F32);
  for (let i = 0; i < layers; i++) await block(`decoder.blocks.${i}`, true);

  out.end();
  await once(out, 'close');
}

/** IEEE 754 half precision, enough for weights in ±0.1. */
function toHalf(value: number): number {
  const f32 = new Float32Array([value]);
  const bits = new Uint32Array(f32.buffer)[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = ((bits >>> 23) & 0xff) - 127 + 15;
  if (exponent <= 0) return sign;
  if (exponent >= 31) return sign | 0x7c00;
  return sign | (exponent << 10) | ((bits >>> 13) & 0x3ff);
}
