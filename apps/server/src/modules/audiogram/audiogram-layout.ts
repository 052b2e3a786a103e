/**
 * Audiogram sizes, defaults, colours, font and the place of each layer (spec 02 sections 5 and 9,
 * issue 34). Pure but for the font lookup, so the captions file and the filtergraph agree on
 * where things go and tests can check every variant.
 */
import { existsSync } from 'node:fs';

export type AudiogramVariant = '1x1' | '16x9' | '9x16';
export type AudiogramWidth = 1080 | 1920;

export const AUDIOGRAM_VARIANTS: readonly AudiogramVariant[] = ['1x1', '16x9', '9x16'];

/** spec 02 section 9: 30 fps. */
export const AUDIOGRAM_FPS = 30;
/** spec 02 section 9: at most 5 caption lines. */
export const AUDIOGRAM_CAPTION_LINES = 5;
/** The title is wrapped to at most this many lines (its box is sized for them). */
export const AUDIOGRAM_TITLE_LINES = 2;

/** spec 02 section 5: the spectrum's sample counts. */
export const SPECTRUM_SAMPLES = [32, 64, 128, 256, 512] as const;
/** spec 02 section 9: 64 samples, drawn as 50 lines, mirrored; analysed over 4 times the samples. */
export const SPECTRUM_DEFAULTS = { samples: 64, lines: 50, analysisFactor: 4 } as const;
/** spec 02 section 5: window at least 0.1 s; posterization 3, amplitude 4, padding 50. */
export const OSCILLOSCOPE_DEFAULTS = { window: 0.1, posterization: 3, amplitude: 4, padding: 50 } as const;
export const OSCILLOSCOPE_MIN_WINDOW = 0.1;

/** spec 02 section 9: white title and captions, green visualiser, solid dark blue background. */
export const AUDIOGRAM_DEFAULT_COLORS = {
  title: '#FFFFFF',
  captions: '#FFFFFF',
  visualizer: '#2FB344',
  background: '#0B1D3A',
} as const;

export interface AudiogramColors {
  title: string;
  captions: string;
  visualizer: string;
  background: string;
}

export interface SpectrumVisualizer {
  type: 'spectrum';
  /** 32, 64, 128, 256 or 512 (default 64): each frame analyses 4 times as many audio samples. */
  samples: number;
  /** Bars across the mirrored half (spec: 50). */
  lines?: number;
}

export interface OscilloscopeVisualizer {
  type: 'oscilloscope';
  /** Seconds of audio one frame of the wave shows (at least 0.1). */
  window: number;
  /** The wave is redrawn every this many frames (default 3). */
  posterization: number;
  /** Gain on the wave (default 4). */
  amplitude: number;
  /** Pixels above and below the wave inside its box (default 50). */
  padding: number;
}

export type AudiogramVisualizer = SpectrumVisualizer | OscilloscopeVisualizer;

const even = (value: number) => Math.max(2, 2 * Math.round(value / 2));

/** spec 02 section 9: 1:1 and 16:9 render 1080 or 1920 wide; 9:16 is 1920 high (1080 wide). */
export function audiogramSize(
  variant: AudiogramVariant,
  width: AudiogramWidth = 1080,
): { width: number; height: number } {
  if (variant === '9x16') return { width: 1080, height: 1920 };
  if (variant === '1x1') return { width, height: width };
  return { width, height: even((width * 9) / 16) };
}

/** The widths a variant renders at: 9:16 has one size only. */
export const audiogramWidths = (variant: AudiogramVariant): AudiogramWidth[] =>
  variant === '9x16' ? [1080] : [1080, 1920];

/** Fonts looked for, in order: Debian's fonts-dejavu-core (STACK.md: the one font there by default). */
export const AUDIOGRAM_FONT_FILES: readonly string[] = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
];
/** The family the captions' ASS style names (libass finds it in the font file's folder). */
export const AUDIOGRAM_FONT_NAME = 'DejaVu Sans';

export class AudiogramFontMissingError extends Error {
  constructor(candidates: readonly string[]) {
    super(
      `No font for audiogram text: install the Debian package fonts-dejavu-core (looked for ${candidates.join(', ')})`,
    );
    this.name = 'AudiogramFontMissingError';
  }
}

/** The font file titles and captions are drawn with; AudiogramFontMissingError when there is none. */
export function audiogramFontFile(candidates: readonly string[] = AUDIOGRAM_FONT_FILES): string {
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new AudiogramFontMissingError(candidates);
  return found;
}

export interface AudiogramLayout {
  width: number;
  height: number;
  margin: number;
  /** The cover's side (0 without a cover), at the top-left margin. */
  cover: number;
  title: { x: number; y: number; size: number; lineSpacing: number; width: number };
  visualizer: { x: number; y: number; width: number; height: number };
  captions: { size: number; lineHeight: number; marginV: number; width: number };
}

/** Where each layer goes, from the frame size alone. */
export function audiogramLayout(width: number, height: number, hasCover: boolean): AudiogramLayout {
  const short = Math.min(width, height);
  const margin = even(short * 0.05);
  const cover = hasCover ? even(short * 0.22) : 0;
  const titleSize = Math.round(short * 0.055);
  const lineSpacing = Math.round(titleSize * 0.25);
  const captionSize = Math.round(short * 0.045);
  const captionLineHeight = Math.round(captionSize * 1.25);
  const titleBlock = AUDIOGRAM_TITLE_LINES * titleSize + lineSpacing + titleSize * 0.35;
  const top = margin + Math.max(cover, titleBlock) + margin;
  const captionsHeight = AUDIOGRAM_CAPTION_LINES * captionLineHeight + margin;
  const room = height - captionsHeight - top - margin;
  const visualizerHeight = even(Math.max(short * 0.12, Math.min(height * 0.3, room)));
  const beside = cover ? cover + margin : 0;
  return {
    width,
    height,
    margin,
    cover,
    title: { x: margin + beside, y: margin, size: titleSize, lineSpacing, width: width - margin * 2 - beside },
    visualizer: { x: margin, y: even(top), width: even(width - margin * 2), height: visualizerHeight },
    captions: { size: captionSize, lineHeight: captionLineHeight, marginV: margin, width: width - margin * 2 },
  };
}

/** DejaVu Sans Bold averages about 0.62 em a character: the characters a line of `width` px holds. */
export const charsPerLine = (width: number, fontSize: number) => Math.max(8, Math.floor(width / (fontSize * 0.62)));

/**
 * The title broken into at most AUDIOGRAM_TITLE_LINES lines of `perLine` characters (the last
 * cut with an ellipsis), joined by `\n` for drawtext's textfile.
 */
export function wrapTitle(text: string, perLine: number, maxLines = AUDIOGRAM_TITLE_LINES): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const piece = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    if (line && line.length + 1 + piece.length > perLine) {
      lines.push(line);
      line = piece;
    } else line = line ? `${line} ${piece}` : piece;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines.join('\n');
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length + 1 > perLine ? last.slice(0, perLine - 1) : last}…`;
  return kept.join('\n');
}

/** `#rgb` / `#rrggbb` (/ `#rrggbbaa`, alpha ignored) as `RRGGBB`; throws on anything else. */
export function normalHex(hex: string): string {
  const value = hex.trim().replace(/^#/, '');
  if (/^[0-9a-f]{3}$/i.test(value))
    return value
      .split('')
      .map((c) => c + c)
      .join('')
      .toUpperCase();
  if (/^[0-9a-f]{6}([0-9a-f]{2})?$/i.test(value)) return value.slice(0, 6).toUpperCase();
  throw new Error(`Not a colour: ${hex}`);
}

/** A colour as ffmpeg's `0xRRGGBB`. */
export const ffmpegColor = (hex: string) => `0x${normalHex(hex)}`;

/** A colour as ASS's `&HAABBGGRR` (alpha 00 is opaque). */
export function assColor(hex: string, alpha = '00'): string {
  const c = normalHex(hex);
  return `&H${alpha}${c.slice(4, 6)}${c.slice(2, 4)}${c.slice(0, 2)}`;
}

/** Throws when the visualiser's settings are outside spec 02 section 5. */
export function checkVisualizer(visualizer: AudiogramVisualizer): void {
  if (visualizer.type === 'spectrum') {
    if (!(SPECTRUM_SAMPLES as readonly number[]).includes(visualizer.samples))
      throw new Error(`Spectrum samples must be one of ${SPECTRUM_SAMPLES.join(', ')}`);
    const lines = visualizer.lines ?? SPECTRUM_DEFAULTS.lines;
    if (!Number.isInteger(lines) || lines < 2 || lines > 512) throw new Error('Spectrum lines must be 2 to 512');
    return;
  }
  const { window, posterization, amplitude, padding } = visualizer;
  if (!(window >= OSCILLOSCOPE_MIN_WINDOW)) throw new Error('Oscilloscope window must be at least 0.1 s');
  if (!(posterization >= 0.1)) throw new Error('Oscilloscope posterization must be at least 0.1');
  if (!(amplitude >= 0.1)) throw new Error('Oscilloscope amplitude must be at least 0.1');
  if (!(padding >= 0)) throw new Error('Oscilloscope padding must be at least 0');
}
