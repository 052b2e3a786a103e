import { describe, expect, it } from 'vitest';
import { fragmentSpeechArgs } from './fragment-speech';

describe('fragmentSpeechArgs', () => {
  it('joins the chunks in order as 16 kHz mono WAV, each trimmed to its recorded length', () => {
    const args = fragmentSpeechArgs(
      [
        { listFile: '/tmp/a.ffconcat', startSeconds: 0, durationSeconds: 3 },
        { listFile: '/tmp/b.ffconcat', startSeconds: 1.5, durationSeconds: 5 },
      ],
      '/tmp/out.wav',
    );
    expect(args.filter((arg) => arg.endsWith('.ffconcat'))).toEqual(['/tmp/a.ffconcat', '/tmp/b.ffconcat']);
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('[0:a:0]atrim=start=0.000000,asetpts=N/SR/TB,atrim=duration=3.000000');
    expect(graph).toContain('[1:a:0]atrim=start=1.500000,asetpts=N/SR/TB,atrim=duration=5.000000');
    expect(graph).toContain('[a0][a1]concat=n=2:v=0:a=1[speech]');
    expect(args.slice(-12)).toEqual([
      ...['-map', '[speech]', '-c:a', 'pcm_s16le', '-ar', '16000', '-ac', '1', '-f', 'wav', '-y'],
      '/tmp/out.wav',
    ]);
  });

  it('refuses a fragment without chunks', () => {
    expect(() => fragmentSpeechArgs([], '/tmp/out.wav')).toThrow('at least one chunk');
  });
});
