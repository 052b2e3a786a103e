import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectingLogger } from './log';
import { Outbox } from './outbox';
import { waitFor } from './services.test-helpers';
import { createStreamerService, streamerArgs, streamerFormat, streamerInputArgs } from './streamer';
import { Supervisor } from './supervisor';

const station = (format: 'mp3' | 'aac' | 'mpegts') => ({ id: 's1', slug: 'radio', name: 'Radio', format });

describe('streamer input arguments', () => {
  it('reads an ALSA or PulseAudio device', () => {
    expect(streamerInputArgs('alsa:hw:1,0')).toEqual(['-f', 'alsa', '-i', 'hw:1,0']);
    expect(streamerInputArgs('pulse:default')).toEqual(['-f', 'pulse', '-i', 'default']);
  });

  it('reads any lavfi graph the device owner sets, in real time', () => {
    expect(streamerInputArgs('lavfi:sine=frequency=440')).toEqual(['-re', '-f', 'lavfi', '-i', 'sine=frequency=440']);
  });

  it('reads an HTTP stream with reconnection, and other network URLs as they are', () => {
    const http = streamerInputArgs('https://icecast.example/live.mp3');
    expect(http).toEqual(expect.arrayContaining(['-reconnect', '1', '-reconnect_streamed', '1']));
    expect(http.slice(-2)).toEqual(['-i', 'https://icecast.example/live.mp3']);
    const srt = streamerInputArgs('srt://10.0.0.2:9000');
    expect(srt).not.toContain('-reconnect');
    expect(srt).toContain('-rw_timeout');
    expect(srt.slice(-2)).toEqual(['-i', 'srt://10.0.0.2:9000']);
  });

  it('loops a local file at its own pace', () => {
    expect(streamerInputArgs('/srv/audio/loop.mp3')).toEqual([
      '-re',
      '-stream_loop',
      '-1',
      '-i',
      '/srv/audio/loop.mp3',
    ]);
  });
});

describe('streamer format', () => {
  it("follows the linked station's format when the codec is auto, mp3 when none is linked", () => {
    expect(streamerFormat('auto', station('aac'))).toBe('aac');
    expect(streamerFormat('auto', station('mpegts'))).toBe('mpegts');
    expect(streamerFormat('auto', null)).toBe('mp3');
    expect(streamerFormat('aac', station('mp3'))).toBe('aac');
  });
});

describe('streamer command line', () => {
  const base = { input: 'lavfi:sine', bitrate: '96k', segmentSeconds: 10, outputDir: '/data/recording' };
  const after = (args: string[], flag: string) => args[args.indexOf(flag) + 1];

  it('encodes mp3 with LAME at the bitrate into wall-clock segments listed on stdout', () => {
    const args = streamerArgs({ ...base, format: 'mp3' });
    expect(after(args, '-c:a')).toBe('libmp3lame');
    expect(after(args, '-b:a')).toBe('96k');
    expect(after(args, '-f')).toBe('lavfi');
    expect(after(args, '-segment_format')).toBe('mp3');
    expect(after(args, '-segment_time')).toBe('10');
    expect(after(args, '-segment_atclocktime')).toBe('1');
    expect(after(args, '-reset_timestamps')).toBe('1');
    expect(after(args, '-segment_list')).toBe('pipe:1');
    expect(after(args, '-segment_list_type')).toBe('csv');
    expect(args.at(-1)).toBe('/data/recording/%09d.mp3');
    // stdin stays open: the supervisor stops ffmpeg with 'q' so the segment in progress is kept.
    expect(args).not.toContain('-nostdin');
  });

  it('encodes aac as ADTS and mpegts as H.264 with AAC', () => {
    const aac = streamerArgs({ ...base, format: 'aac' });
    expect(after(aac, '-c:a')).toBe('aac');
    expect(after(aac, '-segment_format')).toBe('adts');
    expect(aac.at(-1)).toBe('/data/recording/%09d.aac');
    const ts = streamerArgs({ ...base, format: 'mpegts' });
    expect(after(ts, '-c:v')).toBe('libx264');
    expect(after(ts, '-c:a')).toBe('aac');
    expect(after(ts, '-segment_format')).toBe('mpegts');
    expect(ts.at(-1)).toBe('/data/recording/%09d.ts');
  });
});

describe('streamer service (real ffmpeg)', () => {
  it('records segments with wall-clock names into the outbox and keeps the one in progress on stop', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-streamer-'));
    const log = collectingLogger();
    const outbox = new Outbox(dataDir, { maxMs: 3_600_000, maxBytes: 1e9 }, log);
    await outbox.init();
    const streamer = createStreamerService({ dataDir, outbox, station: () => station('aac'), log });
    const vars = {
      input: 'lavfi:sine=frequency=440:sample_rate=44100',
      codec: 'auto',
      bitrate: '64k',
      segmentSeconds: '1',
    };
    const supervisor = new Supervisor({ name: 'streamer', autoRestart: false, log, spawn: () => streamer.spawn(vars) });
    try {
      await supervisor.start();
      await waitFor(async () => (await outbox.list()).length >= 2, 'two segments', 15_000);
      const beforeStop = (await outbox.list()).length;
      await supervisor.stop();
      const entries = await outbox.list();
      expect(entries.length).toBeGreaterThan(beforeStop);
      expect(entries.every((e) => e.ext === 'aac' && e.endTs > e.startTs)).toBe(true);
      // Consecutive segments join on the timeline without a gap or overlap.
      for (let i = 1; i < entries.length; i++) expect(entries[i]!.startTs).toBe(entries[i - 1]!.endTs);
      expect(entries.at(-1)!.endTs).toBeGreaterThan(Date.now() - 5000);
      expect(await readdir(path.join(dataDir, 'recording'))).toEqual([]);
    } finally {
      await supervisor.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
