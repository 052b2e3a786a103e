import type { FragmentTranscriptionEntry } from '@antena/contract';
import { describe, expect, it } from 'vitest';
import { assignSpeakers, entriesOf, fragmentClock } from './fragment-entries';
import { clockTime, CUE_LINE_CHARS, cuesOf, toJson, toSrt, toTxt, wrapLines } from './subtitles';

const word = (text: string, start: number, end = start + 400, confidence = 0.9) => ({
  word: text,
  start,
  end,
  confidence,
});

function entry(time: number, words: ReturnType<typeof word>[], speaker?: string): FragmentTranscriptionEntry {
  const diarization = speaker
    ? [{ label: speaker, voice_label: speaker, distance: null, segment: { start: time, end: words.at(-1)!.end } }]
    : [];
  return {
    time,
    length: words.at(-1)!.end - time,
    stationTime: 1_700_000_000_000 + time,
    tags: ['speech'],
    wp_words: words,
    original_words: words,
    elastic_data: { raw_content: words.map((w) => w.word).join(' '), diarization },
    diarization,
  };
}

/** SRT as a player reads it: blocks of a number, a time line and text lines. */
function parseSrt(srt: string) {
  return srt
    .trim()
    .split(/\n\n+/)
    .map((block) => {
      const [number, times, ...lines] = block.split('\n');
      const match = /^(\d\d):(\d\d):(\d\d),(\d\d\d) --> (\d\d):(\d\d):(\d\d),(\d\d\d)$/.exec(times ?? '');
      if (!match) throw new Error(`Bad time line: ${times}`);
      const ms = (h: string, m: string, s: string, f: string) => ((+h * 60 + +m) * 60 + +s) * 1000 + +f;
      const [, h1, m1, s1, f1, h2, m2, s2, f2] = match as unknown as string[];
      return { number: Number(number), start: ms(h1!, m1!, s1!, f1!), end: ms(h2!, m2!, s2!, f2!), lines };
    });
}

describe('subtitles', () => {
  it('writes SRT times as HH:MM:SS,mmm from the fragment start', () => {
    expect(clockTime(0)).toBe('00:00:00,000');
    expect(clockTime(3_723_045)).toBe('01:02:03,045');
    expect(clockTime(61_500, '.')).toBe('00:01:01.500');
  });

  it('numbers cues from 1 and keeps them in order, never overlapping', () => {
    const srt = toSrt([
      entry(3000, [word('hola', 3000), word('mundo', 3500)], 'SPEAKER_1'),
      entry(5000, [word('gobierno', 5000, 5100)], 'SPEAKER_2'),
    ]);
    const cues = parseSrt(srt);
    expect(cues.map((c) => c.number)).toEqual([1, 2]);
    // Shorter than a second: each stays up a second (the next starts later).
    expect(cues[0]).toMatchObject({ start: 3000, end: 4000, lines: ['hola mundo'] });
    expect(cues[1]).toMatchObject({ start: 5000, end: 6000, lines: ['gobierno'] });
    for (const [i, cue] of cues.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (cues[i + 1]) expect(cue.end).toBeLessThanOrEqual(cues[i + 1]!.start);
    }
  });

  it('splits long speech into cues of at most two lines of readable length', () => {
    const words = Array.from({ length: 40 }, (_, i) => word(`palabra${i}`, i * 300, i * 300 + 250));
    const cues = parseSrt(toSrt([entry(0, words)]));
    expect(cues.length).toBeGreaterThan(3);
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(CUE_LINE_CHARS);
      expect(cue.end - cue.start).toBeLessThanOrEqual(7000);
    }
    expect(cues.flatMap((c) => c.lines.join(' ').split(' '))).toEqual(words.map((w) => w.word));
  });

  it('wraps words into lines', () => {
    expect(wrapLines(['a', 'b', 'c'], 3)).toEqual(['a b', 'c']);
    expect(wrapLines(['supercalifragilistic'], 5)).toEqual(['supercalifragilistic']);
  });

  it('writes plain text one entry a line with its time and speaker, and JSON that parses back', () => {
    const entries = [entry(65_000, [word('fútbol', 65_000)], 'SPEAKER_2'), entry(70_000, [word('música', 70_000)])];
    expect(toTxt(entries)).toBe('[00:01:05] SPEAKER_2: fútbol\n[00:01:10] música\n');
    const json = JSON.parse(toJson({ fragmentId: 'f', transcriptionId: 't', title: 'News' }, entries));
    expect(json.entries[0]).toMatchObject({ start: 65_000, end: 65_400, speaker: 'SPEAKER_2', text: 'fútbol' });
    expect(json.entries[0].startTime).toBe('00:01:05.000');
    expect(cuesOf([])).toEqual([]);
  });
});

describe('fragment entries', () => {
  it("keeps the engine's speakers and starts an entry at each speaker change or long pause", () => {
    const placed = assignSpeakers([
      { ...word('hola', 0), speaker: 'A' },
      { ...word('mundo', 500), speaker: 'A' },
      { ...word('noticias', 1000), speaker: 'B' },
      { ...word('hoy', 5000), speaker: 'B' },
    ]);
    expect(entriesOf(placed).map((e) => [e.time, e.speaker, e.text])).toEqual([
      [0, 'A', 'hola mundo'],
      [1000, 'B', 'noticias'],
      [5000, 'B', 'hoy'],
    ]);
  });

  it('never gives two entries the same time (edits name an entry by it)', () => {
    const placed = assignSpeakers([
      { ...word('sí', 2000), speaker: 'A' },
      { ...word('no', 2000), speaker: 'B' },
    ]);
    expect(entriesOf(placed).map((e) => [e.time, e.speaker])).toEqual([
      [2000, 'A'],
      [2001, 'B'],
    ]);
  });

  it('maps fragment time to station time across chunks and the gaps of their recording', () => {
    const clock = fragmentClock([
      {
        from: 10_000,
        to: 30_000,
        recorded: [
          { startTs: 0, endTs: 20_000 },
          { startTs: 25_000, endTs: 40_000 },
        ],
      },
      { from: 100_000, to: 110_000, recorded: [{ startTs: 95_000, endTs: 115_000 }] },
    ]);
    expect(clock(0)).toBe(10_000);
    expect(clock(9_999)).toBe(19_999);
    expect(clock(10_000)).toBe(25_000); // the gap [20 s, 25 s) is not in the media
    expect(clock(15_000)).toBe(100_000); // the second chunk
  });
});
