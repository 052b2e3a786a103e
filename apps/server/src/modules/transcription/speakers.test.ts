import { describe, expect, it } from 'vitest';
import { speakerLabel, wordsWithSpeakers } from './speakers';

const word = (text: string, start: number, end: number) => ({ word: text, start, end, confidence: 0.9 });

describe('wordsWithSpeakers', () => {
  const turns = [
    { start: 0, end: 2, speaker: 1 as const },
    { start: 2, end: 3, speaker: 'SILENCE' as const },
    { start: 3, end: 6, speaker: 2 as const },
  ];
  // The batch's speakers 1 and 2 are the station's SPEAKER_4 and SPEAKER_1.
  const labels = new Map([
    [1, 4],
    [2, 1],
  ]);

  it('gives each word the station label of the turn holding its midpoint', () => {
    const words = wordsWithSpeakers([word('hola', 500, 900), word('buenas', 3500, 4000)], turns, labels);
    expect(words.map((w) => w.speaker)).toEqual(['SPEAKER_4', 'SPEAKER_1']);
  });

  it('gives a word heard in a SILENCE turn or past the turns the nearest speaker', () => {
    const words = wordsWithSpeakers(
      [word('eh', 2100, 2300), word('pues', 2700, 2900), word('fin', 6100, 6500)],
      turns,
      labels,
    );
    expect(words.map((w) => w.speaker)).toEqual(['SPEAKER_4', 'SPEAKER_1', 'SPEAKER_1']);
  });

  it('leaves words unlabelled when the clip had no speech turns', () => {
    const words = wordsWithSpeakers([word('hola', 0, 400)], [{ start: 0, end: 1, speaker: 'SILENCE' }], new Map());
    expect(words[0]!.speaker).toBeUndefined();
  });

  it('names labels SPEAKER_n', () => {
    expect(speakerLabel(12)).toBe('SPEAKER_12');
  });
});
