import { describe, expect, it } from 'vitest';
import {
  AUDIOGRAM_DEFAULT_COLORS,
  AudiogramFontMissingError,
  assColor,
  audiogramFontFile,
  audiogramLayout,
  audiogramSize,
  audiogramWidths,
  checkVisualizer,
  ffmpegColor,
  wrapTitle,
} from './audiogram-layout';

describe('audiogram layout', () => {
  it('sizes each variant as spec 02 section 9 says', () => {
    expect(audiogramSize('1x1', 1080)).toEqual({ width: 1080, height: 1080 });
    expect(audiogramSize('1x1', 1920)).toEqual({ width: 1920, height: 1920 });
    expect(audiogramSize('16x9', 1080)).toEqual({ width: 1080, height: 608 });
    expect(audiogramSize('16x9', 1920)).toEqual({ width: 1920, height: 1080 });
    expect(audiogramSize('9x16', 1080)).toEqual({ width: 1080, height: 1920 });
    expect(audiogramSize('9x16', 1920)).toEqual({ width: 1080, height: 1920 });
    expect(audiogramWidths('9x16')).toEqual([1080]);
    expect(audiogramWidths('16x9')).toEqual([1080, 1920]);
  });

  it('keeps every layer inside the frame and the visualiser above the 5 caption lines', () => {
    for (const [width, height] of [
      [1080, 1080],
      [1920, 1920],
      [1080, 608],
      [1920, 1080],
      [1080, 1920],
    ] as const) {
      for (const cover of [false, true]) {
        const layout = audiogramLayout(width, height, cover);
        const { visualizer, captions, title } = layout;
        expect(visualizer.x + visualizer.width).toBeLessThanOrEqual(width);
        expect(visualizer.width % 2).toBe(0);
        expect(visualizer.height % 2).toBe(0);
        const captionsTop = height - captions.marginV - 5 * captions.lineHeight;
        expect(visualizer.y + visualizer.height).toBeLessThanOrEqual(captionsTop);
        expect(title.x + title.width).toBeLessThanOrEqual(width - layout.margin);
        if (cover) expect(title.x).toBeGreaterThan(layout.margin + layout.cover);
      }
    }
  });

  it('wraps the title to two lines at most, cut with an ellipsis', () => {
    expect(wrapTitle('Una mañana en la radio', 12)).toBe('Una mañana\nen la radio');
    const long = wrapTitle('uno dos tres cuatro cinco seis siete ocho', 10);
    expect(long.split('\n')).toHaveLength(2);
    expect(long.endsWith('…')).toBe(true);
    expect(long.split('\n').every((line) => line.length <= 10)).toBe(true);
    expect(wrapTitle('Supercalifragilisticoespialidoso', 10)).toBe('Supercali…');
  });

  it('writes colours for ffmpeg and ASS and refuses what is not one', () => {
    expect(ffmpegColor('#2fb344')).toBe('0x2FB344');
    expect(ffmpegColor('#fff')).toBe('0xFFFFFF');
    expect(assColor('#112233')).toBe('&H00332211');
    expect(() => ffmpegColor('green')).toThrow('Not a colour');
    expect(AUDIOGRAM_DEFAULT_COLORS.title).toBe('#FFFFFF');
  });

  it('checks the visualiser settings of spec 02 section 5', () => {
    expect(() => checkVisualizer({ type: 'spectrum', samples: 64 })).not.toThrow();
    expect(() => checkVisualizer({ type: 'spectrum', samples: 100 })).toThrow('32, 64, 128, 256, 512');
    const oscilloscope = { type: 'oscilloscope', window: 0.1, posterization: 3, amplitude: 4, padding: 50 } as const;
    expect(() => checkVisualizer(oscilloscope)).not.toThrow();
    expect(() => checkVisualizer({ ...oscilloscope, window: 0.05 })).toThrow('window');
    expect(() => checkVisualizer({ ...oscilloscope, padding: -1 })).toThrow('padding');
  });

  it('names the Debian package when the font is missing', () => {
    expect(() => audiogramFontFile(['/nonexistent/DejaVuSans-Bold.ttf'])).toThrow(AudiogramFontMissingError);
    expect(() => audiogramFontFile(['/nonexistent/DejaVuSans-Bold.ttf'])).toThrow('fonts-dejavu-core');
  });
});
