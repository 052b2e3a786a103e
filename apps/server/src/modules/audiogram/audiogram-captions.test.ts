import { describe, expect, it } from 'vitest';
import { audiogramAss, captionPages, sentencesOf, type AudiogramWord } from './audiogram-captions';
import { AUDIOGRAM_CAPTION_LINES } from './audiogram-layout';

/** `count` words of 4 to 11 letters, 300 ms each with 100 ms gaps; every 9th ends a sentence. */
const words = (count: number, startMs = 0): AudiogramWord[] =>
  Array.from({ length: count }, (_, i) => ({
    text: `${'palabras'.slice(0, 4 + (i % 5))}${i}${i % 9 === 8 ? '.' : ''}`,
    startMs: startMs + i * 400,
    endMs: startMs + i * 400 + 300,
  }));

const dialogues = (ass: string) => ass.split('\n').filter((line) => line.startsWith('Dialogue:'));
const assMs = (time: string) => {
  const [h, m, s] = time.split(':');
  return Math.round((Number(h) * 3600 + Number(m) * 60 + Number(s)) * 1000);
};

describe('audiogram captions', () => {
  it('splits sentences at a full stop or a long pause', () => {
    const list = [
      { text: 'Hola', startMs: 0, endMs: 300 },
      { text: 'mundo.', startMs: 400, endMs: 700 },
      { text: 'Sigue', startMs: 800, endMs: 1000 },
      { text: 'luego', startMs: 3000, endMs: 3300 },
    ];
    expect(sentencesOf(list).map((s) => s.map((w) => w.text).join(' '))).toEqual(['Hola mundo.', 'Sigue', 'luego']);
  });

  it('never puts more than 5 lines on a page, whatever the line length', () => {
    for (const perLine of [8, 12, 20, 32, 60]) {
      for (const onlySentence of [false, true]) {
        const pages = captionPages(words(400), perLine, onlySentence);
        expect(pages.length).toBeGreaterThan(0);
        for (const page of pages) {
          expect(page.length).toBeLessThanOrEqual(AUDIOGRAM_CAPTION_LINES);
          for (const line of page)
            if (line.length > 1) expect(line.map((w) => w.text).join(' ').length).toBeLessThanOrEqual(perLine);
        }
        // Every word is shown once, in order.
        expect(pages.flat(2).map((w) => w.text)).toEqual(words(400).map((w) => w.text));
      }
    }
  });

  it('keeps to one sentence a page with onlyDisplayCurrentSentence', () => {
    const pages = captionPages(words(40), 200, true);
    for (const page of pages) {
      const texts = page.flat().map((w) => w.text);
      expect(texts.slice(0, -1).some((t) => t.endsWith('.'))).toBe(false);
    }
    expect(captionPages(words(40), 200, false).length).toBeLessThan(pages.length);
  });

  for (const [width, height] of [
    [1080, 1080],
    [1080, 608],
    [1080, 1920],
  ]) {
    it(`writes an ASS file of at most 5 lines an event, in order, at ${width}x${height}`, () => {
      const ass = audiogramAss(words(300), {
        width: width!,
        height: height!,
        color: '#FFFFFF',
        type: 'karaoke',
        onlyDisplayCurrentSentence: false,
        offsetSeconds: 0,
        durationSeconds: 120,
      });
      expect(ass).toContain(`PlayResX: ${width}`);
      expect(ass).toContain(`PlayResY: ${height}`);
      expect(ass).toContain('WrapStyle: 2');
      const events = dialogues(ass);
      expect(events.length).toBeGreaterThan(1);
      let previousEnd = 0;
      for (const event of events) {
        const [, start, end] = event.split(',');
        expect(event.split('\\N').length).toBeLessThanOrEqual(AUDIOGRAM_CAPTION_LINES);
        expect(assMs(start!)).toBeGreaterThanOrEqual(previousEnd);
        expect(assMs(end!)).toBeGreaterThan(assMs(start!));
        previousEnd = assMs(end!);
      }
    });
  }

  it('moves words back by the offset, drops those outside the render and times karaoke', () => {
    const ass = audiogramAss(
      [
        { text: 'antes', startMs: 0, endMs: 500 },
        { text: 'uno', startMs: 10_000, endMs: 10_300 },
        { text: 'dos', startMs: 10_500, endMs: 10_900 },
        { text: 'después', startMs: 30_000, endMs: 30_500 },
      ],
      {
        width: 1080,
        height: 1080,
        color: '#FF0000',
        type: 'karaoke',
        onlyDisplayCurrentSentence: true,
        offsetSeconds: 10,
        durationSeconds: 5,
      },
    );
    const events = dialogues(ass);
    expect(events).toEqual(['Dialogue: 0,0:00:00.00,0:00:01.50,Caption,,0,0,0,,{\\kf30}uno {\\k20}{\\kf40}dos']);
    expect(ass).toContain('&H000000FF');
  });

  it('writes no events for captions of type none and plain text for static', () => {
    const options = {
      width: 1080,
      height: 1080,
      color: '#FFFFFF',
      onlyDisplayCurrentSentence: false,
      offsetSeconds: 0,
      durationSeconds: 60,
    };
    expect(dialogues(audiogramAss(words(10), { ...options, type: 'none' }))).toEqual([]);
    const plain = dialogues(
      audiogramAss([{ text: 'a{\\b1}b', startMs: 0, endMs: 100 }], { ...options, type: 'static' }),
    );
    // No brace or backslash survives, so a word can carry no override tag.
    expect(plain[0]!.endsWith(',ab1b')).toBe(true);
  });
});
