import { describe, expect, it } from 'vitest';
import { ExportLimitError, ExportSlots } from './export-limits';

const slots = (concurrency = 2, perClient = 3, queueMax = 4) => new ExportSlots({ concurrency, perClient, queueMax });

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('export slots', () => {
  it('runs at most `concurrency` exports and starts the others first come, first served', async () => {
    const limiter = slots(2);
    const started: string[] = [];
    const take = (name: string, client: string) =>
      limiter.acquire({ client }).then((release) => {
        started.push(name);
        return release;
      });
    const a = take('a', 'one');
    const b = take('b', 'two');
    const c = take('c', 'three');
    const d = take('d', 'one');
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(limiter.stats()).toEqual({ running: 2, waiting: 2 });
    (await b)();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    (await a)();
    // Released twice: the second does nothing, so d does not start beside c and another.
    (await b)();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(limiter.stats()).toEqual({ running: 2, waiting: 0 });
    (await c)();
    (await d)();
    expect(limiter.stats('one')).toEqual({ running: 0, waiting: 0, client: 0 });
  });

  it("refuses a client's export past its limit, running and waiting counted, with 429", async () => {
    const limiter = slots(1, 2);
    const running = await limiter.acquire({ client: 'one' });
    const waiting = limiter.acquire({ client: 'one' });
    const refused = limiter.acquire({ client: 'one' });
    await expect(refused).rejects.toThrow(ExportLimitError);
    await expect(refused).rejects.toMatchObject({ statusCode: 429, code: 'ERR_RATE_LIMITED', retryAfterSeconds: 30 });
    // Another client is not refused; a job's cut never is.
    const other = limiter.acquire({ client: 'two' });
    const job = limiter.acquire({ client: null, background: true });
    running();
    (await waiting)();
    (await other)();
    (await job)();
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses an export with 503 when the queue is full, but never a job', async () => {
    const limiter = slots(1, 5, 1);
    const running = await limiter.acquire({ client: 'one' });
    const waiting = limiter.acquire({ client: 'two' });
    await expect(limiter.acquire({ client: 'three' })).rejects.toMatchObject({
      statusCode: 503,
      code: 'ERR_SERVICE_UNAVAILABLE',
    });
    const job = limiter.acquire({ client: null, background: true });
    expect(limiter.stats()).toEqual({ running: 1, waiting: 2 });
    running();
    (await waiting)();
    (await job)();
  });

  it('lets audio playback run at once, counted for its client only', async () => {
    const limiter = slots(1, 2);
    const running = await limiter.acquire({ client: 'one' });
    const playback = await limiter.acquire({ client: 'one', queued: false });
    expect(limiter.stats('one')).toEqual({ running: 1, waiting: 0, client: 2 });
    await expect(limiter.acquire({ client: 'one', queued: false })).rejects.toMatchObject({ statusCode: 429 });
    playback();
    running();
    expect(limiter.stats('one')).toEqual({ running: 0, waiting: 0, client: 0 });
  });

  it('takes a waiting export out of the queue when its client goes away', async () => {
    const limiter = slots(1, 2);
    const running = await limiter.acquire({ client: 'one' });
    const gone = new AbortController();
    const waiting = limiter.acquire({ client: 'one', signal: gone.signal });
    gone.abort(new Error('client closed the connection'));
    await expect(waiting).rejects.toThrow('client closed the connection');
    expect(limiter.stats('one')).toEqual({ running: 1, waiting: 0, client: 1 });
    running();
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
