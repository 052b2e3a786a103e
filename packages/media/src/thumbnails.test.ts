import { describe, expect, it } from 'vitest';
import { thumbnailSheetArgs } from './thumbnails';

describe('thumbnailSheetArgs', () => {
  it('tiles one letterboxed frame per second into a single JPEG row', () => {
    const args = thumbnailSheetArgs('/seg/1.ts', '/thumbs/1.jpg', { columns: 30, width: 256, height: 144 });
    expect(args[args.indexOf('-vf') + 1]).toBe(
      'fps=1/1,scale=256:144:force_original_aspect_ratio=decrease,pad=256:144:(ow-iw)/2:(oh-ih)/2,tile=30x1',
    );
    expect(args[args.indexOf('-frames:v') + 1]).toBe('1');
    expect(args[args.indexOf('-c:v') + 1]).toBe('mjpeg');
    expect(args.at(-1)).toBe('/thumbs/1.jpg');
  });
});
