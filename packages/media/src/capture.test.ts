import { describe, expect, it } from 'vitest';
import { captureArgs, parseSegmentListLine, segmentClockOffset, segmentExtension, trimStartArgs } from './capture';
import { DEMO_SOURCES } from './input';

/** The value that follows `flag` in an argument list. */
function valueOf(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  return index === -1 ? undefined : args[index + 1];
}

const base = { outputDir: '/data/segments/st1', segmentSeconds: 30 };

describe('segmentExtension', () => {
  it('names MPEG-TS files .ts and audio files after their codec', () => {
    expect(segmentExtension('mp3')).toBe('mp3');
    expect(segmentExtension('aac')).toBe('aac');
    expect(segmentExtension('mpegts')).toBe('ts');
  });
});

describe('segmentClockOffset', () => {
  it("gives each station a stable moment of the period, spread so that few stations' segments end together", () => {
    const ids = Array.from({ length: 100 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const offsets = ids.map((id) => segmentClockOffset(id, 30));
    expect(offsets).toEqual(ids.map((id) => segmentClockOffset(id, 30)));
    for (const offset of offsets) {
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset).toBeLessThan(30);
    }
    // A uniform spread puts 10 of 100 in each 3 s; no 3 s of the period gets a third of them.
    const busiest = Math.max(
      ...Array.from({ length: 10 }, (_, k) => offsets.filter((o) => Math.floor(o / 3) === k).length),
    );
    expect(busiest).toBeLessThan(33);
    expect(segmentClockOffset(ids[0]!, 2)).toBeLessThan(2);
  });

  it('is passed to the segment muxer', () => {
    const args = captureArgs({
      ...base,
      streamUrl: 'http://radio.example/live',
      format: 'mp3',
      clockOffsetSeconds: 12.3,
    });
    expect(valueOf(args, '-segment_clocktime_offset')).toBe('12.3');
    expect(captureArgs({ ...base, streamUrl: 'http://radio.example/live', format: 'mp3' })).not.toContain(
      '-segment_clocktime_offset',
    );
  });
});

describe('captureArgs', () => {
  it('keeps the codec of an audio stream and writes segments cut on the wall clock', () => {
    const args = captureArgs({ ...base, streamUrl: 'http://radio.example/live', format: 'mp3' });
    // stdin stays open for the recorder's 'q'.
    expect(args.slice(0, 3)).toEqual(['-hide_banner', '-loglevel', 'error']);
    expect(args).not.toContain('-nostdin');
    expect(valueOf(args, '-c:a')).toBe('copy');
    expect(valueOf(args, '-map')).toBe('0:a:0');
    expect(args).toContain('-vn');
    expect(valueOf(args, '-f')).toBe('segment');
    expect(valueOf(args, '-segment_format')).toBe('mp3');
    expect(valueOf(args, '-segment_time')).toBe('30');
    expect(valueOf(args, '-segment_atclocktime')).toBe('1');
    expect(valueOf(args, '-reset_timestamps')).toBe('1');
    expect(valueOf(args, '-segment_list')).toBe('pipe:1');
    expect(valueOf(args, '-segment_list_type')).toBe('csv');
    expect(args).not.toContain('-segment_format_options');
    expect(args.at(-1)).toBe('/data/segments/st1/%09d.mp3');
  });

  it('adds the waveform tap after the segments for an audio station, not for video', () => {
    const audio = captureArgs({ ...base, streamUrl: 'http://radio.example/live', format: 'mp3', waveformPipe: 3 });
    const segmentsAt = audio.indexOf('/data/segments/st1/%09d.mp3');
    expect(audio.slice(segmentsAt + 1).join(' ')).toBe(
      '-map 0:a:0 -vn -ac 1 -ar 11025 -c:a pcm_s8 -flush_packets 1 -f s8 pipe:3',
    );
    const video = captureArgs({ ...base, streamUrl: 'srt://10.0.0.1:9000', format: 'mpegts', waveformPipe: 3 });
    expect(video.at(-1)).toBe('/data/segments/st1/%09d.ts');
  });

  it('writes AAC as ADTS segments', () => {
    const args = captureArgs({ ...base, streamUrl: 'srt://10.0.0.1:9000', format: 'aac' });
    expect(valueOf(args, '-segment_format')).toBe('adts');
    expect(valueOf(args, '-c:a')).toBe('copy');
    expect(args.at(-1)).toBe('/data/segments/st1/%09d.aac');
  });

  it('encodes a generated source, which has no codec to keep', () => {
    const mp3 = captureArgs({ ...base, streamUrl: DEMO_SOURCES.audio, format: 'mp3' });
    expect(valueOf(mp3, '-c:a')).toBe('libmp3lame');
    expect(valueOf(mp3, '-b:a')).toBe('128k');
    expect(valueOf(mp3, '-segment_format_options')).toBe('write_xing=0');
    const aac = captureArgs({ ...base, streamUrl: DEMO_SOURCES.audio, format: 'aac' });
    expect(valueOf(aac, '-c:a')).toBe('aac');
    expect(valueOf(aac, '-b:a')).toBe('128k');
  });

  it('reads the input through inputArgs', () => {
    const args = captureArgs({ ...base, streamUrl: DEMO_SOURCES.audio, format: 'aac' });
    expect(args.slice(args.indexOf('-re'), args.indexOf('-re') + 5)).toEqual([
      '-re',
      '-f',
      'lavfi',
      '-i',
      DEMO_SOURCES.audio.slice('lavfi:'.length),
    ]);
  });

  it('gives network inputs a stall timeout in microseconds before the input', () => {
    const network = captureArgs({ ...base, streamUrl: 'http://radio.example/live', format: 'mp3' });
    expect(valueOf(network, '-rw_timeout')).toBe('20000000');
    expect(network.indexOf('-rw_timeout')).toBeLessThan(network.indexOf('-i'));
    const custom = captureArgs({
      ...base,
      streamUrl: 'udp://239.0.0.1:1234',
      format: 'mpegts',
      stallTimeoutSeconds: 5,
    });
    expect(valueOf(custom, '-rw_timeout')).toBe('5000000');
  });

  it('gives files and generated sources no stall timeout', () => {
    for (const streamUrl of ['/var/media/file.mp3', 'file:///var/media/file.mp3', DEMO_SOURCES.audio]) {
      expect(captureArgs({ ...base, streamUrl, format: 'mp3' })).not.toContain('-rw_timeout');
    }
  });

  it('encodes video as H.264 with a keyframe every second and AAC, in MPEG-TS', () => {
    const args = captureArgs({ ...base, streamUrl: DEMO_SOURCES.video, format: 'mpegts' });
    expect(valueOf(args, '-c:v')).toBe('libx264');
    expect(valueOf(args, '-preset')).toBe('veryfast');
    expect(valueOf(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*1)');
    expect(valueOf(args, '-c:a')).toBe('aac');
    expect(valueOf(args, '-segment_format')).toBe('mpegts');
    expect(valueOf(args, '-reset_timestamps')).toBe('1');
    expect(valueOf(args, '-muxdelay')).toBe('0');
    expect(args).not.toContain('-vn');
    expect(args.at(-1)).toBe('/data/segments/st1/%09d.ts');
  });

  it('keeps a % in the output directory literal', () => {
    const args = captureArgs({ ...base, outputDir: '/data/100%/', streamUrl: 'rtmp://x/live', format: 'mpegts' });
    expect(args.at(-1)).toBe('/data/100%%/%09d.ts');
  });
});

describe('parseSegmentListLine', () => {
  it('reads file, start and end', () => {
    expect(parseSegmentListLine('000000003.mp3,90.000000,120.004082\n')).toEqual({
      file: '000000003.mp3',
      startSeconds: 90,
      endSeconds: 120.004082,
    });
  });

  it('unquotes a file name that ffmpeg had to quote', () => {
    expect(parseSegmentListLine('"a,""b"".ts",1.5,2.5')).toEqual({
      file: 'a,"b".ts',
      startSeconds: 1.5,
      endSeconds: 2.5,
    });
  });

  it('returns null for blank and malformed lines', () => {
    for (const line of ['', '   ', 'file.mp3', 'file.mp3,1', 'file.mp3,a,b', ',1,2', 'file.mp3,3,2', 'x.mp3,1,2,3']) {
      expect(parseSegmentListLine(line)).toBeNull();
    }
  });
});

describe('trimStartArgs', () => {
  it("seeks the input and copies the rest in the segment's own format", () => {
    expect(trimStartArgs('/s/000000000.aac', '/s/trim.aac', 3.25, 'aac').slice(4).join(' ')).toBe(
      '-ss 3.250 -i /s/000000000.aac -map 0 -c copy -f adts -y /s/trim.aac',
    );
    expect(trimStartArgs('/s/a.ts', '/s/b.ts', 1, 'mpegts').join(' ')).toContain('-muxdelay 0 -muxpreload 0 -f mpegts');
  });

  it('keeps only so many seconds after the cut when asked', () => {
    expect(trimStartArgs('/s/a.mp3', '/s/b.mp3', 0, 'mp3', 2).join(' ')).toContain(
      '-ss 0.000 -i /s/a.mp3 -t 2.000 -map 0',
    );
  });
});
