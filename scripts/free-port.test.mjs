import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port.mjs';

const listenOn = (port) =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('freePort', () => {
  it('gives ports a server can listen on', async () => {
    const servers = [];
    try {
      // The second is asked for while a server holds the first, so the two differ.
      for (let i = 0; i < 2; i++) servers.push(await listenOn(await freePort()));
      const [first, second] = servers.map((server) => server.address().port);
      expect(first).toBeGreaterThan(0);
      expect(second).not.toBe(first);
    } finally {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    }
  });
});
