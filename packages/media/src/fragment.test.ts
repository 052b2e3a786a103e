import { describe, expect, it } from 'vitest';
import { extractAudioArgs, fragmentAudioArgs, fragmentVideoArgs, watermarkPosition } from './fragment';

const chunk = (listFile: string, startSeconds: number, durationSeconds: number) => ({
  listFile,
  startSeconds,
  durationSeconds,
});
const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1]!;
const inputsOf = (args: string[]) => args.filter((_arg, index) => args[index - 1] === '-i');

describe('fragmentAudioArgs', () => {
  it('copies a single chunk from its list, in the station codec, without re-encoding', () => {
    const args = fragmentAudioArgs([chunk('/tmp/c0.ffconcat', 0, 180)], 'mp3', '/tmp/audio.mp3');
    expect(inputsOf(args)).toEqual(['/tmp/c0.ffconcat']);
    expect(args[args.indexOf('-c:a') + 1]).toBe('copy');
    expect(args).not.toContain('-filter_complex');
    expect(args.slice(-3)).toEqual(['-f', 'mp3', '/tmp/audio.mp3']);
  });

  it('joins several chunks in their order, each trimmed to its recorded length, in one run', () => {
    const args = fragmentAudioArgs(
      [chunk('/tmp/c0.ffconcat', 0, 12.5), chunk('/tmp/c1.ffconcat', 0, 3.25), chunk('/tmp/c2.ffconcat', 0, 60)],
      'mp3',
      '/tmp/audio.mp3',
    );
    expect(inputsOf(args)).toEqual(['/tmp/c0.ffconcat', '/tmp/c1.ffconcat', '/tmp/c2.ffconcat']);
    const graph = graphOf(args).split(';');
    expect(graph[0]).toBe('[0:a:0]atrim=start=0,asetpts=N/SR/TB,atrim=duration=12.500000[a0]');
    expect(graph[1]).toContain('[1:a:0]');
    expect(graph[1]).toContain('duration=3.250000[a1]');
    expect(graph[3]).toBe('[a0][a1][a2]concat=n=3:v=0:a=1[audio]');
    expect(args[args.indexOf('-c:a') + 1]).toBe('libmp3lame');
    expect(args.slice(-3)).toEqual(['-f', 'mp3', '/tmp/audio.mp3']);
  });

  it("encodes an AAC station's joined chunks as ADTS without the encoder's priming frame", () => {
    const args = fragmentAudioArgs([chunk('/a', 0, 1), chunk('/b', 0, 2)], 'aac', '/tmp/audio.aac');
    expect(args[args.indexOf('-c:a') + 1]).toBe('aac');
    expect(args[args.indexOf('-bsf:a') + 1]).toBe('noise=drop=lt(pts\\,0)');
    expect(args.slice(-3)).toEqual(['-f', 'adts', '/tmp/audio.aac']);
  });

  it('refuses a fragment without chunks', () => {
    expect(() => fragmentAudioArgs([], 'mp3', '/tmp/a.mp3')).toThrow('at least one chunk');
  });
});

describe('fragmentVideoArgs', () => {
  it('cuts each chunk exactly from its decoded frames and joins them in order into an MP4 with its index first', () => {
    const args = fragmentVideoArgs([chunk('/c0', 1.234, 12.222), chunk('/c1', 2.5, 5.277)], '/tmp/video.mp4');
    expect(inputsOf(args)).toEqual(['/c0', '/c1']);
    expect(graphOf(args).split(';')).toEqual([
      '[0:v:0]trim=start=1.234000:duration=12.222000,setpts=PTS-STARTPTS[v0]',
      '[0:a:0]atrim=start=1.234000:duration=12.222000,asetpts=PTS-STARTPTS[a0]',
      '[1:v:0]trim=start=2.500000:duration=5.277000,setpts=PTS-STARTPTS[v1]',
      '[1:a:0]atrim=start=2.500000:duration=5.277000,asetpts=PTS-STARTPTS[a1]',
      '[v0][a0][v1][a1]concat=n=2:v=1:a=1[video][audio]',
    ]);
    expect(args.join(' ')).toContain('-map [video] -map [audio] -c:v libx264');
    expect(args[args.indexOf('-bf') + 1]).toBe('0');
    expect(args[args.indexOf('-movflags') + 1]).toBe('+faststart');
    expect(args.slice(-3)).toEqual(['-f', 'mp4', '/tmp/video.mp4']);
  });

  it('lays the watermark, at its opacity, over the joined video as the last input', () => {
    const watermark = {
      file: '/tmp/mark.png',
      demuxer: 'png_pipe',
      positionX: 'left',
      positionY: 'top',
      paddingX: 12,
      paddingY: 8,
      opacity: 0.4,
    } as const;
    const args = fragmentVideoArgs([chunk('/c0', 0, 10), chunk('/c1', 0, 5)], '/tmp/v.mp4', watermark);
    expect(inputsOf(args)).toEqual(['/c0', '/c1', 'file:/tmp/mark.png']);
    // The image is a user's upload: read as the picture it was checked to be, and nothing else.
    expect(args.join(' ')).toContain('-protocol_whitelist file -f png_pipe -i file:/tmp/mark.png');
    const graph = graphOf(args).split(';');
    expect(graph.at(-3)).toBe('[v0][a0][v1][a1]concat=n=2:v=1:a=1[joined][audio]');
    expect(graph.at(-2)).toBe('[2:v:0]format=rgba,colorchannelmixer=aa=0.4[mark]');
    expect(graph.at(-1)).toBe('[joined][mark]overlay=x=12:y=8:format=auto,format=yuv420p[video]');
  });

  it('keeps the opacity between 0 and 1', () => {
    const base = {
      file: '/m.png',
      demuxer: 'png_pipe',
      positionX: 'right',
      positionY: 'bottom',
      paddingX: 0,
      paddingY: 0,
    } as const;
    expect(graphOf(fragmentVideoArgs([chunk('/c', 0, 1)], '/v.mp4', { ...base, opacity: 3 }))).toContain('aa=1[');
    expect(graphOf(fragmentVideoArgs([chunk('/c', 0, 1)], '/v.mp4', { ...base, opacity: -1 }))).toContain('aa=0[');
  });
});

describe('watermarkPosition', () => {
  it.each([
    ['left', 'top', '10', '20'],
    ['right', 'top', 'W-w-10', '20'],
    ['left', 'bottom', '10', 'H-h-20'],
    ['right', 'bottom', 'W-w-10', 'H-h-20'],
    // Centred on an axis, the padding of that axis does not apply.
    ['center', 'center', '(W-w)/2', '(H-h)/2'],
    ['center', 'bottom', '(W-w)/2', 'H-h-20'],
    ['right', 'center', 'W-w-10', '(H-h)/2'],
  ] as const)('places %s %s at x %s, y %s', (positionX, positionY, x, y) => {
    expect(watermarkPosition({ positionX, positionY, paddingX: 10, paddingY: 20 })).toEqual({ x, y });
  });
});

describe('extractAudioArgs', () => {
  it("copies a rendered MP4's audio out as ADTS AAC", () => {
    const args = extractAudioArgs('/tmp/video.mp4', '/tmp/audio.aac');
    expect(args.join(' ')).toContain('-i /tmp/video.mp4 -map 0:a:0 -vn -c:a copy');
    expect(args.slice(-3)).toEqual(['-f', 'adts', '/tmp/audio.aac']);
  });
});
