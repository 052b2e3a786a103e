import { describe, expect, it } from 'vitest';
import { parseVerboseJson, parseWhisperCppJson, TranscriptionEngineError } from './engine-answers';

describe('parseVerboseJson (OpenAI-compatible API)', () => {
  it('takes word times in ms and the word probability as confidence', () => {
    const answer = parseVerboseJson({
      text: ' Hola mundo',
      words: [
        { word: ' Hola', start: 0.5, end: 0.9, probability: 0.97 },
        { word: 'mundo', start: 1, end: 1.42, probability: 0.6 },
      ],
    });
    expect(answer).toEqual({
      text: 'Hola mundo',
      words: [
        { word: 'Hola', start: 500, end: 900, confidence: 0.97 },
        { word: 'mundo', start: 1000, end: 1420, confidence: 0.6 },
      ],
    });
  });

  it("falls back to the segment's average log-probability, then to 0, and keeps speakers", () => {
    const answer = parseVerboseJson({
      text: 'uno dos',
      words: [
        { word: 'uno', start: 0, end: 0.4 },
        { word: 'dos', start: 5, end: 5.4 },
      ],
      segments: [{ start: 0, end: 2, avg_logprob: Math.log(0.8), speaker: 'A' }],
    });
    expect(answer.words.map((w) => [w.confidence.toFixed(2), w.speaker])).toEqual([
      ['0.80', 'A'],
      ['0.00', undefined],
    ]);
  });

  it('refuses garbage and text without word timestamps with the reason', () => {
    expect(() => parseVerboseJson({ nope: 1 })).toThrow(TranscriptionEngineError);
    expect(() => parseVerboseJson({ text: 'hola', words: [{ word: 'hola', start: -1, end: 1 }] })).toThrow(
      /words\.0\.start/,
    );
    expect(() => parseVerboseJson({ text: 'hola mundo' })).toThrow(/without word timestamps/);
    expect(parseVerboseJson({ text: '' })).toEqual({ text: '', words: [] });
  });
});

describe('parseWhisperCppJson (whisper.cpp -ojf -ml 1 -sow)', () => {
  const entry = (text: string, from: number, to: number, p: number[], turn?: boolean) => ({
    timestamps: { from: '', to: '' },
    offsets: { from, to },
    text,
    tokens: [{ text: '[_BEG_]', p: 1 }, ...p.map((value) => ({ text: 'x', p: value }))],
    ...(turn === undefined ? {} : { speaker_turn_next: turn }),
  });

  it('reads one word an entry with the mean token probability, skipping special tokens', () => {
    const answer = parseWhisperCppJson({
      transcription: [
        entry(' Buenos', 0, 420, [0.9, 0.7]),
        entry('[_TT_50]', 420, 420, []),
        entry(' días', 420, 800, [0.5]),
      ],
    });
    expect(answer).toEqual({
      text: 'Buenos días',
      words: [
        { word: 'Buenos', start: 0, end: 420, confidence: 0.8 },
        { word: 'días', start: 420, end: 800, confidence: 0.5 },
      ],
    });
  });

  it('labels tinydiarize turns SPEAKER_1 and SPEAKER_2', () => {
    const answer = parseWhisperCppJson({
      transcription: [
        entry('hola', 0, 300, [1], true),
        entry('buenas', 400, 700, [1], false),
        entry('tardes', 700, 900, [1], false),
      ],
    });
    expect(answer.words.map((w) => w.speaker)).toEqual(['SPEAKER_1', 'SPEAKER_2', 'SPEAKER_2']);
  });

  it('refuses output of another shape', () => {
    expect(() => parseWhisperCppJson({ result: [] })).toThrow(/whisper.cpp answered an unexpected body/);
  });
});
