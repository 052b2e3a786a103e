/**
 * Parsing what engines answer into one shape: words with times in ms from the start of the
 * audio sent and a confidence from 0 to 1. An answer that is not what the protocol promises is a
 * `TranscriptionEngineError` with the reason, so the job fails visibly instead of storing nothing.
 */
import { z } from 'zod';

export interface EngineWord {
  word: string;
  /** ms from the start of the audio sent. */
  start: number;
  end: number;
  confidence: number;
  speaker?: string;
}

export interface EngineAnswer {
  words: EngineWord[];
  text: string;
}

export class TranscriptionEngineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscriptionEngineError';
  }
}

const seconds = z.number().finite().nonnegative();

/** OpenAI's verbose_json; faster-whisper servers add `probability` to words, some engines `speaker`. */
const verboseJsonSchema = z.object({
  text: z.string(),
  words: z
    .array(
      z.object({
        word: z.string(),
        start: seconds,
        end: seconds,
        probability: z.number().optional(),
        speaker: z.string().optional(),
      }),
    )
    .optional(),
  segments: z
    .array(
      z.object({ start: seconds, end: seconds, avg_logprob: z.number().optional(), speaker: z.string().optional() }),
    )
    .optional(),
});

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const toMs = (s: number) => Math.round(s * 1000);

function invalid(engine: string, error: z.ZodError | string): TranscriptionEngineError {
  const detail =
    typeof error === 'string' ? error : error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  return new TranscriptionEngineError(`${engine} answered an unexpected body: ${detail}`.slice(0, 500));
}

/**
 * A verbose_json answer. A word's confidence is its own `probability` where the engine gives one,
 * else the exp of the average log-probability of the segment holding it (what OpenAI gives),
 * else 0 (unknown: the lowest band).
 */
export function parseVerboseJson(body: unknown): EngineAnswer {
  const parsed = verboseJsonSchema.safeParse(body);
  if (!parsed.success) throw invalid('The transcription API', parsed.error);
  const { text, words = [], segments = [] } = parsed.data;
  if (text.trim() && words.length === 0)
    throw invalid(
      'The transcription API',
      'text without word timestamps (timestamp_granularities[]=word unsupported?)',
    );
  const segmentOf = (at: number) => segments.find((s) => at >= s.start && at <= s.end);
  return {
    text: text.trim(),
    words: words
      .filter((w) => w.word.trim())
      .map((w) => {
        const segment = segmentOf((w.start + w.end) / 2);
        const logprob = segment?.avg_logprob;
        const speaker = w.speaker ?? segment?.speaker;
        return {
          word: w.word.trim(),
          start: toMs(w.start),
          end: toMs(Math.max(w.start, w.end)),
          confidence: clamp01(w.probability ?? (logprob === undefined ? 0 : Math.exp(logprob))),
          ...(speaker ? { speaker } : {}),
        };
      }),
  };
}

/** whisper.cpp's `--output-json-full`, run with `--max-len 1 --split-on-word`: one entry a word. */
const whisperCppSchema = z.object({
  transcription: z.array(
    z.object({
      offsets: z.object({ from: z.number(), to: z.number() }),
      text: z.string(),
      tokens: z.array(z.object({ text: z.string(), p: z.number() })).default([]),
      speaker_turn_next: z.boolean().optional(),
    }),
  ),
});

/** Special tokens ([_BEG_], [_TT_150]...) carry no word and no confidence of one. */
const isSpecialToken = (text: string) => text.trim().startsWith('[_');

/**
 * A whisper.cpp full JSON answer: offsets are ms; a word's confidence is the mean probability of
 * its tokens. With tinydiarize models (`speaker_turn_next`) the turns become SPEAKER_1, SPEAKER_2...
 * alternating; otherwise words carry no speaker.
 */
export function parseWhisperCppJson(body: unknown): EngineAnswer {
  const parsed = whisperCppSchema.safeParse(body);
  if (!parsed.success) throw invalid('whisper.cpp', parsed.error);
  const entries = parsed.data.transcription;
  const diarized = entries.some((e) => e.speaker_turn_next !== undefined);
  let turn = 0;
  const words: EngineWord[] = [];
  for (const entry of entries) {
    const word = entry.text.trim();
    if (word && !isSpecialToken(word)) {
      const tokens = entry.tokens.filter((t) => !isSpecialToken(t.text));
      const confidence = tokens.length ? tokens.reduce((sum, t) => sum + t.p, 0) / tokens.length : 0;
      words.push({
        word,
        start: Math.round(entry.offsets.from),
        end: Math.round(Math.max(entry.offsets.from, entry.offsets.to)),
        confidence: clamp01(confidence),
        ...(diarized ? { speaker: `SPEAKER_${(turn % 2) + 1}` } : {}),
      });
    }
    if (entry.speaker_turn_next) turn++;
  }
  return { words, text: words.map((w) => w.word).join(' ') };
}
