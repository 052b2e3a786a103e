/**
 * A free TCP port on the loopback interface, for a server that a script, a test or a benchmark
 * starts: the one implementation, in plain JavaScript so that node runs it without a TypeScript
 * loader (scripts/postgres.mjs); TypeScript callers get its types from free-port.d.mts.
 */
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
