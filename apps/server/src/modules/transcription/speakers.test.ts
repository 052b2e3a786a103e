import { describe, expect, it } from 'vitest';
import { speakerLabel, speakersOfWords } from './speakers';

const word = (text: string, start: number, end: number) => ({ word: text, start, end, confidence: 0.9 });

describe('speakersOfWords', () => {
  const turns = [
    { start: 0, end: 2, speaker: 1 as const },
    { start: 2, end: 3, speaker: 'SILENCE' as const },
    { start: 3, end: 6, speaker: 2 as const },
  ];

  it('gives each word the speaker of the turn holding its midpoint', () => {
    expect(speakersOfWords([word('hola', 500, 900), word('buenas', 3500, 4000)], turns)).toEqual([1, 2]);
  });

  it('gives a word heard in a SILENCE turn or past the turns the nearest speaker', () => {
    const words = [word('eh', 2100, 2300), word('pues', 2700, 2900), word('fin', 6100, 6500)];
    expect(speakersOfWords(words, turns)).toEqual([1, 2, 2]);
  });

  it('gives no speaker when the clip had no speech turns', () => {
    expect(speakersOfWords([word('hola', 0, 400)], [{ start: 0, end: 1, speaker: 'SILENCE' }])).toEqual([undefined]);
  });

  it('names labels SPEAKER_n', () => {
    expect(speakerLabel(12)).toBe('SPEAKER_12');
  });
});
