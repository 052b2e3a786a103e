/**
 * N real-time 128 kbps MP3 streams from one process, like a Shoutcast server: every listener of
 * any path gets `Content-Type: audio/mpeg` and the frames of one pre-encoded file, looped, paced
 * at the file's bitrate by one shared timer. Prints its port on stdout.
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';

const file = process.argv[2];
if (!file) throw new Error('usage: stream-server.ts <file.mp3>');
const audio = readFileSync(file);
const BYTES_PER_SECOND = 128_000 / 8;
const TICK_MS = 100;

interface Listener {
  response: ServerResponse;
  startedAt: number;
  sent: number;
}
const listeners = new Set<Listener>();

function send(listener: Listener, now: number): void {
  const due = Math.floor(((now - listener.startedAt) / 1000) * BYTES_PER_SECOND) - listener.sent;
  let left = due;
  while (left > 0) {
    const offset = listener.sent % audio.length;
    const chunk = audio.subarray(offset, Math.min(audio.length, offset + left));
    listener.response.write(chunk);
    listener.sent += chunk.length;
    left -= chunk.length;
  }
}

const server = createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'audio/mpeg', 'Cache-Control': 'no-cache', 'icy-br': '128' });
  // Start a little ahead, as streaming servers do, so the listener's demuxer can probe at once.
  const listener = { response, startedAt: Date.now() - 1000, sent: 0 };
  listeners.add(listener);
  send(listener, Date.now());
  request.on('close', () => listeners.delete(listener));
});

setInterval(() => {
  const now = Date.now();
  for (const listener of listeners) send(listener, now);
}, TICK_MS);

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
