import { describe, expect, it } from 'vitest';
import type { TranscriptionRow } from '@antena/contract';
import {
  confidenceBand,
  followedRow,
  isHighlighted,
  SPEAKER_PALETTE,
  speakerColours,
  speakerOf,
} from './transcription-view';

const aRow = (time: number, speaker: string | null): TranscriptionRow => {
  const diarization = speaker
    ? [{ voice_label: speaker, label: speaker, distance: null, segment: { start: time, end: time + 5_000 } }]
    : [];
  return {
    time,
    length: 5_000,
    tags: ['speech'],
    wp_words: [],
    original_words: [],
    elastic_data: { raw_content: '', diarization },
    diarization,
  };
};

describe('transcription view rules', () => {
  it('reads a word confidence as high above 0.75, medium above 0.5, low above 0, else N/A', () => {
    expect([1, 0.76, 0.75, 0.51, 0.5, 0.01, 0].map(confidenceBand)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
      'none',
    ]);
  });

  it('hides NO IDENTIFICADO and SILENCE and colours the other labels in order of appearance', () => {
    const labels = ['SILENCE', 'SPEAKER_3', 'NO IDENTIFICADO', 'SPEAKER_1', 'SPEAKER_3', null];
    const rows = labels.map((label, index) => aRow(index * 1_000, label));
    expect(rows.map(speakerOf)).toEqual([null, 'SPEAKER_3', null, 'SPEAKER_1', 'SPEAKER_3', null]);
    expect([...speakerColours(rows)]).toEqual([
      ['SPEAKER_3', 'blue'],
      ['SPEAKER_1', 'grape'],
    ]);
  });

  it('has 10 colours and starts over at the eleventh label', () => {
    const rows = Array.from({ length: 11 }, (_, index) => aRow(index, `SPEAKER_${index + 1}`));
    const colours = speakerColours(rows);
    expect(new Set(SPEAKER_PALETTE).size).toBe(10);
    expect(colours.get('SPEAKER_10')).toBe(SPEAKER_PALETTE[9]);
    expect(colours.get('SPEAKER_11')).toBe(SPEAKER_PALETTE[0]);
  });

  it('highlights a row from its time until 30 s after, and follows the latest one', () => {
    const rows = [aRow(0, null), aRow(10_000, null), aRow(45_000, null)];
    expect(rows.map((row) => isHighlighted(row, 20_000))).toEqual([true, true, false]);
    expect(isHighlighted(rows[0]!, 30_000)).toBe(false);
    expect(followedRow(rows, 20_000)).toBe(1);
    expect(followedRow(rows, 50_000)).toBe(2);
    expect(followedRow(rows, null)).toBe(-1);
    expect(followedRow(rows, 200_000)).toBe(-1);
  });
});
