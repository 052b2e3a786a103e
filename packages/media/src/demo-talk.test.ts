import { DEMO_SPOT_PERIOD_SECONDS, DEMO_SPOTS, DEMO_TALK_PASSAGES } from '@antena/contract';
import { describe, expect, it } from 'vitest';
import { captureArgs } from './capture';
import { demoTalkTrackArgs } from './demo-talk';
import { DEMO_SOURCES } from './input';

const valueOf = (args: string[], flag: string) => args[args.indexOf(flag) + 1];
const valuesOf = (args: string[], flag: string) => args.flatMap((arg, i) => (arg === flag ? [args[i + 1]] : []));
const base = { outputDir: '/data/segments/st1', segmentSeconds: 30, format: 'mp3' as const };

describe('the demo talk', () => {
  it('keeps its slots inside the period, apart from each other and clear of the spots', () => {
    const spans = [...DEMO_TALK_PASSAGES, ...DEMO_SPOTS]
      .map((item) => [item.offsetSeconds, item.offsetSeconds + item.seconds] as const)
      .sort((a, b) => a[0] - b[0]);
    for (const [index, [start, end]] of spans.entries()) {
      expect(start).toBeGreaterThanOrEqual(index === 0 ? 0 : spans[index - 1]![1]);
      expect(end).toBeLessThanOrEqual(DEMO_SPOT_PERIOD_SECONDS);
    }
  });

  it('lays one file a passage into a FLAC track of one period', () => {
    const files = DEMO_TALK_PASSAGES.map((passage) => `/data/demo-talk/${passage.id}.wav`);
    const args = demoTalkTrackArgs(files, '/data/demo-talk/talk.flac');
    expect(valuesOf(args, '-i')).toEqual(files);
    const graph = valueOf(args, '-filter_complex')!;
    expect(graph).toContain(`concat=n=${files.length}:v=0:a=1[track]`);
    // The parts' lengths add up to the period: the loop does not drift against the spots.
    const lengths = [...graph.matchAll(/apad=whole_dur=(\d+)/g)].map((match) => Number(match[1]));
    expect(lengths.reduce((sum, length) => sum + length, 0)).toBe(DEMO_SPOT_PERIOD_SECONDS);
    expect(args.at(-1)).toBe('/data/demo-talk/talk.flac');
    expect(() => demoTalkTrackArgs(files.slice(1), '/tmp/talk.flac')).toThrow();
  });

  it("mixes the track, looped, into the demo radio's capture with the tone muted in its slots, for the segments and the waveform tap", () => {
    const track = '/data/demo-talk/talk-abc.flac';
    const args = captureArgs({ ...base, streamUrl: DEMO_SOURCES.radio, demoTalkTrack: track, waveformPipe: 3 });
    const at = args.indexOf(track);
    expect(args.slice(at - 4, at + 1)).toEqual(['-re', '-stream_loop', '-1', '-i', track]);
    const graph = valueOf(args, '-filter_complex');
    expect(graph).toContain(`between(mod(t,${DEMO_SPOT_PERIOD_SECONDS}),15,45)`);
    expect(graph).toContain('asplit=2[programme][tap]');
    expect(valuesOf(args, '-map')).toEqual(['[programme]', '[tap]']);
  });

  it('leaves every other source as it is', () => {
    const track = '/data/demo-talk/talk-abc.flac';
    for (const streamUrl of [DEMO_SOURCES.audio, 'http://radio.example/live']) {
      const args = captureArgs({ ...base, streamUrl, demoTalkTrack: track, waveformPipe: 3 });
      expect(args).not.toContain(track);
      expect(args).not.toContain('-filter_complex');
      expect(valuesOf(args, '-map')).toEqual(['0:a:0', '0:a:0']);
    }
    const plain = captureArgs({ ...base, streamUrl: DEMO_SOURCES.radio });
    expect(plain).not.toContain('-filter_complex');
  });
});
