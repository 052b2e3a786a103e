/**
 * Audiogram captions (spec 02 sections 3 and 9, issue 34): word timings as an ASS file for
 * libass, pages of at most 5 lines, each word lit as it is spoken (`\kf` karaoke). Lines are
 * broken here and the style never wraps, so a page can never grow past the limit.
 */
import {
  AUDIOGRAM_CAPTION_LINES,
  AUDIOGRAM_FONT_NAME,
  assColor,
  audiogramLayout,
  charsPerLine as charsFor,
} from './audiogram-layout';

/** One word of the captions, ms on the audio file's timeline (before the offset is applied). */
export interface AudiogramWord {
  text: string;
  startMs: number;
  endMs: number;
}

/** karaoke: each word lights up as it is spoken; static: the page shows at once; none: nothing. */
export type AudiogramCaptionsType = 'karaoke' | 'static' | 'none';

/** A pause this long between words ends a sentence, as a full stop does. */
export const SENTENCE_PAUSE_MS = 1500;
/** How long a sentence stays after its last word (onlyDisplayCurrentSentence). */
export const SENTENCE_HOLD_MS = 600;
/** How long the last page stays after its last word when pages run on. */
export const PAGE_HOLD_MS = 1500;

/** Words grouped into sentences: a new one after . ? ! … or a pause of SENTENCE_PAUSE_MS. */
export function sentencesOf<W extends AudiogramWord>(words: readonly W[]): W[][] {
  const sentences: W[][] = [];
  let current: W[] = [];
  for (const word of words) {
    const last = current.at(-1);
    if (last && (/[.?!…]["')\]»]*$/.test(last.text.trim()) || word.startMs - last.endMs >= SENTENCE_PAUSE_MS)) {
      sentences.push(current);
      current = [];
    }
    current.push(word);
  }
  if (current.length > 0) sentences.push(current);
  return sentences;
}

/** A word as ASS text: no override braces or backslashes, one line. */
export const assText = (text: string) =>
  text
    .replace(/[{}\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Words as pages of at most AUDIOGRAM_CAPTION_LINES lines of at most `charsPerLine` characters
 * (a longer word has a line of its own). With `onlyDisplayCurrentSentence` a page never holds
 * two sentences.
 */
export function captionPages<W extends AudiogramWord>(
  words: readonly W[],
  charsPerLine: number,
  onlyDisplayCurrentSentence: boolean,
): W[][][] {
  const groups = onlyDisplayCurrentSentence ? sentencesOf(words) : [words];
  const pages: W[][][] = [];
  for (const group of groups) {
    let page: W[][] = [];
    let line: W[] = [];
    let length = 0;
    for (const word of group) {
      const size = assText(word.text).length;
      if (size === 0) continue;
      if (line.length > 0 && length + 1 + size > charsPerLine) {
        page.push(line);
        line = [];
        length = 0;
        if (page.length === AUDIOGRAM_CAPTION_LINES) {
          pages.push(page);
          page = [];
        }
      }
      length += (line.length > 0 ? 1 : 0) + size;
      line.push(word);
    }
    if (line.length > 0) page.push(line);
    if (page.length > 0) pages.push(page);
  }
  return pages;
}

export interface CaptionOptions {
  width: number;
  height: number;
  /** The captions' colour as `#rrggbb`: words not yet spoken are drawn dimmer. */
  color: string;
  type: AudiogramCaptionsType;
  /** true: one sentence at a time, cleared in pauses; false: pages run on across sentences. */
  onlyDisplayCurrentSentence: boolean;
  /** Seconds cut from the audio's start: captions move back by as much. */
  offsetSeconds: number;
  durationSeconds: number;
}

const assTime = (ms: number) => {
  const cs = Math.max(0, Math.round(ms / 10));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
};

function assHeader(options: CaptionOptions): string[] {
  const layout = audiogramLayout(options.width, options.height, false);
  const { size, marginV } = layout.captions;
  const style = [
    'Caption',
    AUDIOGRAM_FONT_NAME,
    size,
    assColor(options.color),
    // Karaoke: the secondary colour is the word before it is spoken.
    assColor(options.color, '90'),
    '&H80000000',
    '&H80000000',
    ...[-1, 0, 0, 0, 100, 100, 0, 0, 1, 2, 0, 2],
    ...[layout.margin, layout.margin, marginV, 1],
  ];
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${options.width}`,
    `PlayResY: ${options.height}`,
    'WrapStyle: 2',
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    `Style: ${style.join(',')}`,
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
  ];
}

/** One page's text: lines joined by `\N`, karaoke timing counted from the event's start. */
function pageText(page: AudiogramWord[][], startMs: number, karaoke: boolean): string {
  let cursor = startMs;
  return page
    .map((line) =>
      line
        .map((word) => {
          if (!karaoke) return assText(word.text);
          // \k counts centiseconds from the event's start: the gap before the word, then the word.
          const wordStart = Math.max(cursor, word.startMs);
          const until = Math.max(wordStart, word.endMs);
          const lead = Math.round((wordStart - cursor) / 10);
          const own = Math.max(1, Math.round((until - wordStart) / 10));
          cursor += (lead + own) * 10;
          return `${lead > 0 ? `{\\k${lead}}` : ''}{\\kf${own}}${assText(word.text)}`;
        })
        .join(' '),
    )
    .join('\\N');
}

/** The captions as an ASS file for libass: one event per page. */
export function audiogramAss(words: readonly AudiogramWord[], options: CaptionOptions): string {
  const header = assHeader(options);
  if (options.type === 'none') return `${header.join('\n')}\n`;
  const layout = audiogramLayout(options.width, options.height, false);
  const perLine = charsFor(layout.captions.width, layout.captions.size);
  const offsetMs = options.offsetSeconds * 1000;
  const endMs = options.durationSeconds * 1000;
  const shifted = words
    .map((word) => ({ ...word, startMs: word.startMs - offsetMs, endMs: word.endMs - offsetMs }))
    .filter((word) => word.endMs > 0 && word.startMs < endMs)
    .sort((a, b) => a.startMs - b.startMs);
  const pages = captionPages(shifted, perLine, options.onlyDisplayCurrentSentence);
  const events = pages.map((page, index) => {
    const first = page[0]![0]!;
    const last = page.at(-1)!.at(-1)!;
    const next = pages[index + 1]?.[0]?.[0];
    const start = Math.max(0, first.startMs);
    // A sentence stays a moment after its last word; running pages stay until the next one.
    const hold = options.onlyDisplayCurrentSentence
      ? last.endMs + SENTENCE_HOLD_MS
      : (next?.startMs ?? last.endMs + PAGE_HOLD_MS);
    const end = Math.min(endMs, next ? Math.min(hold, next.startMs) : hold);
    const text = pageText(page, start, options.type === 'karaoke');
    return `Dialogue: 0,${assTime(start)},${assTime(Math.max(start + 10, end))},Caption,,0,0,0,,${text}`;
  });
  return `${[...header, ...events].join('\n')}\n`;
}
