import { describe, expect, it, vi } from 'vitest';
import { dedupeByKey, downloadInBatches } from './segment-downloader';

describe('downloadInBatches', () => {
  it('downloads 4 at a time with a 4 ms pause between batches and reports the percent', async () => {
    const active = { now: 0, max: 0 };
    const log: string[] = [];
    const download = async (item: number) => {
      active.now += 1;
      active.max = Math.max(active.max, active.now);
      await Promise.resolve();
      log.push(`got ${item}`);
      active.now -= 1;
    };
    await downloadInBatches([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], download, {
      onProgress: (percent) => log.push(`${percent}%`),
      sleep: async (ms) => {
        log.push(`pause ${ms}`);
      },
    });
    expect(active.max).toBe(4);
    expect(log.filter((line) => line.endsWith('%'))).toEqual(['0%', '40%', '80%', '100%']);
    expect(log.filter((line) => line.startsWith('pause'))).toEqual(['pause 4', 'pause 4']);
    expect(log.indexOf('got 5')).toBeGreaterThan(log.indexOf('pause 4'));
  });

  it('goes on past a failed download', async () => {
    const done: number[] = [];
    await downloadInBatches(
      [1, 2, 3, 4, 5],
      async (item) => {
        if (item === 2) throw new Error('503');
        done.push(item);
      },
      { sleep: async () => {} },
    );
    expect(done).toEqual([1, 3, 4, 5]);
  });

  it('stops between batches once aborted', async () => {
    const controller = new AbortController();
    const download = vi.fn(async () => controller.abort());
    await downloadInBatches([1, 2, 3, 4, 5, 6], download, { signal: controller.signal, sleep: async () => {} });
    expect(download).toHaveBeenCalledTimes(4);
  });
});

describe('dedupeByKey', () => {
  it('shares one running download per key and starts again once it has finished', async () => {
    const load = vi.fn(async (key: string) => `bytes of ${key}`);
    const get = dedupeByKey(load);
    const [a, b] = await Promise.all([get('s1'), get('s1')]);
    expect(a).toBe('bytes of s1');
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    await get('s1');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
