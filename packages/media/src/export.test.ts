import { describe, expect, it } from 'vitest';
import { adtsToM4aArgs, audioExportArgs, concatList, videoExportArgs } from './export';

describe('concatList', () => {
  it('lists the pieces in order with their in and out points', () => {
    expect(
      concatList([
        { file: '/seg/1.mp3', inpointSeconds: 1.37 },
        { file: '/seg/2.mp3' },
        { file: '/seg/3.mp3', outpointSeconds: 0.61 },
      ]),
    ).toBe(
      [
        'ffconcat version 1.0',
        "file '/seg/1.mp3'",
        'inpoint 1.370000',
        "file '/seg/2.mp3'",
        "file '/seg/3.mp3'",
        'outpoint 0.610000',
        '',
      ].join('\n'),
    );
  });

  it('quotes paths with spaces and single quotes', () => {
    expect(concatList([{ file: "/data/it's here/a b.ts" }])).toContain("file '/data/it'\\''s here/a b.ts'\n");
  });

  it('refuses a path with a line break, which would start a new directive', () => {
    expect(() => concatList([{ file: '/seg/a\nfile /etc/passwd' }])).toThrow('line break');
  });
});

describe('audioExportArgs', () => {
  it('copies the audio of the list to stdout, dropping what precedes the first inpoint', () => {
    const args = audioExportArgs('/tmp/list.txt', 'mp3');
    expect(args.join(' ')).toContain('-copyts -f concat -safe 0 -i /tmp/list.txt');
    expect(args[args.indexOf('-c:a') + 1]).toBe('copy');
    expect(args[args.indexOf('-ss') + 1]).toBe('0');
    expect(args.slice(-3)).toEqual(['-f', 'mp3', 'pipe:1']);
  });

  it('writes AAC as ADTS', () => {
    expect(audioExportArgs('/tmp/list.txt', 'aac').slice(-3)).toEqual(['-f', 'adts', 'pipe:1']);
  });
});

describe('adtsToM4aArgs', () => {
  it('rewraps ADTS AAC as MP4 audio with its index first, copying the frames', () => {
    const args = adtsToM4aArgs('/tmp/export.aac', '/tmp/clip.m4a');
    expect(args.join(' ')).toContain('-i /tmp/export.aac -map 0:a:0');
    expect(args[args.indexOf('-c:a') + 1]).toBe('copy');
    expect(args[args.indexOf('-bsf:a') + 1]).toBe('aac_adtstoasc');
    expect(args[args.indexOf('-movflags') + 1]).toBe('+faststart');
    expect(args.slice(-3)).toEqual(['-f', 'mp4', '/tmp/clip.m4a']);
    expect(args).toContain('-nostdin');
  });
});

describe('videoExportArgs', () => {
  it('re-encodes and trims the decoded frames to the range', () => {
    const args = videoExportArgs('/tmp/list.txt', 'mp4', { startSeconds: 1.37, durationSeconds: 61.24 });
    expect(args[args.indexOf('-c:v') + 1]).toBe('libx264');
    expect(args[args.indexOf('-preset') + 1]).toBe('veryfast');
    expect(args[args.indexOf('-c:a') + 1]).toBe('aac');
    expect(args[args.indexOf('-vf') + 1]).toBe('trim=start=1.370000:duration=61.240000,setpts=PTS-STARTPTS');
    expect(args[args.indexOf('-af') + 1]).toBe('atrim=start=1.370000:duration=61.240000,asetpts=PTS-STARTPTS');
  });

  it('streams MP4 as fragments and TS as is', () => {
    const mp4 = videoExportArgs('/tmp/list.txt', 'mp4');
    expect(mp4[mp4.indexOf('-movflags') + 1]).toBe('frag_keyframe+empty_moov');
    expect(mp4.slice(-3)).toEqual(['-f', 'mp4', 'pipe:1']);
    const ts = videoExportArgs('/tmp/list.txt', 'ts');
    expect(ts).not.toContain('-movflags');
    expect(ts.slice(-3)).toEqual(['-f', 'mpegts', 'pipe:1']);
    expect(ts[ts.indexOf('-vf') + 1]).toBe('trim=start=0.000000,setpts=PTS-STARTPTS');
    expect(ts[ts.indexOf('-bsf:a') + 1]).toBe('noise=drop=lt(pts\\,0)');
    expect(mp4).not.toContain('-bsf:a');
  });

  it('writes a file destination as a plain MP4 with its index first, so its duration is known at once', () => {
    const mp4 = videoExportArgs('/tmp/list.txt', 'mp4', { destination: '/tmp/out.mp4' });
    expect(mp4[mp4.indexOf('-movflags') + 1]).toBe('+faststart');
    expect(mp4.slice(-3)).toEqual(['-f', 'mp4', '/tmp/out.mp4']);
    expect(audioExportArgs('/tmp/list.txt', 'mp3', '/tmp/out.mp3').slice(-3)).toEqual(['-f', 'mp3', '/tmp/out.mp3']);
  });
});
