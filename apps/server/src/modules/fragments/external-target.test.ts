import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { OutboundAddressError, outboundPolicy } from '../../http/outbound-address';
import {
  folderProblem,
  localDateTime,
  normalizeFolder,
  publicFailure,
  renderKey,
  SAMPLE_KEY_VALUES,
  suffixedKey,
  titleSlug,
} from './external-target';
import { putObject, S3PutError, type PutOptions, type PutTimeouts } from './external-target-s3';

describe('key patterns', () => {
  const values = { ...SAMPLE_KEY_VALUES, station: 'radio-norte', title: 'morning-news', ext: 'mp3' };

  it('replaces every placeholder', () => {
    expect(renderKey('{station}/{date}/{time}-{title}-{id}.{ext}', values)).toBe(
      'radio-norte/2026-01-31/23-59-59-morning-news-00000000-0000-4000-8000-000000000000.mp3',
    );
  });

  it('appends the extension when the pattern has none, so media and metadata differ', () => {
    expect(renderKey('exports/{id}', values)).toBe('exports/00000000-0000-4000-8000-000000000000.mp3');
    expect(renderKey('exports/{id}', { ...values, ext: 'json' })).toMatch(/\.json$/);
  });

  it.each([
    ['an unknown placeholder', '{station}/{user}.{ext}', 'Unknown placeholder {user}'],
    ['a way up', '../{id}', 'relative paths'],
    ['an absolute path', '/srv/{id}', 'relative paths'],
    ['an empty folder', '{station}//{id}', 'relative paths'],
    ['a space', 'my exports/{id}', 'relative paths'],
  ])('refuses %s', (_name, pattern, message) => {
    expect(() => renderKey(pattern, values)).toThrow(message);
  });

  it('puts a suffix before the extension of the file name only', () => {
    expect(suffixedKey('radio/2026/clip.mp3', 0)).toBe('radio/2026/clip.mp3');
    expect(suffixedKey('radio/2026/clip.mp3', 2)).toBe('radio/2026/clip-2.mp3');
    expect(suffixedKey('radio.v2/clip', 1)).toBe('radio.v2/clip-1');
  });

  it('makes titles into plain key parts', () => {
    expect(titleSlug('  Entrevista al Ministro: ¿qué dijo?  ')).toBe('entrevista-al-ministro-que-dijo');
    expect(titleSlug('¡¡¡')).toBe('fragment');
    expect(titleSlug('a'.repeat(100))).toHaveLength(60);
  });

  it("gives the fragment's start in the station's time zone", () => {
    expect(localDateTime(Date.parse('2026-03-01T02:30:05Z'), 'America/Argentina/Buenos_Aires')).toEqual({
      date: '2026-02-28',
      time: '23-30-05',
    });
  });
});

describe('folder targets', () => {
  let root: string;
  let outside: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'antena-export-root-'));
    outside = await mkdtemp(path.join(tmpdir(), 'antena-outside-'));
    await mkdir(path.join(root, 'radio'));
    await symlink(outside, path.join(root, 'escape'));
    await writeFile(path.join(root, 'file.txt'), 'x');
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(outside, { recursive: true, force: true });
  });

  it('accepts folders under the root, existing or not', async () => {
    expect(await folderProblem(root, 'radio')).toBeNull();
    expect(await folderProblem(root, 'radio/new/deeper')).toBeNull();
    expect(normalizeFolder('./radio//news/')).toBe('radio/news');
  });

  it.each([
    ['an absolute folder', () => '/etc', 'relative'],
    ['a way up', () => 'radio/../../etc', 'inside'],
    ['the root itself', () => '.', 'inside'],
    ['a symbolic link', () => 'escape/inner', 'symbolic link'],
    ['a file', () => 'file.txt', 'file'],
  ])('refuses %s', async (_name, folder, message) => {
    expect(await folderProblem(root, folder())).toContain(message);
  });
});

describe('S3 uploads', () => {
  const servers: net.Server[] = [];
  const sockets = new Set<net.Socket>();
  const listen = async (server: net.Server) => {
    servers.push(server);
    server.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as net.AddressInfo).port;
  };
  const target = (endpoint: string) => ({
    endpoint,
    region: 'us-east-1',
    bucket: 'clips',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret',
    forcePathStyle: true,
  });
  const allowLocal: PutOptions = { policy: outboundPolicy(loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'true' })) };
  const short: PutTimeouts = { connectMs: 2000, idleMs: 300, totalMs: () => 5000 };
  const put = (endpoint: string, options = allowLocal) =>
    putObject(target(endpoint), 'a/clip.mp3', { bytes: Buffer.from('media') }, 'audio/mpeg', options);

  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  });

  it('signs the upload with SigV4 and puts the bucket in the path when asked to', async () => {
    const seen: Array<{ url?: string; headers: http.IncomingHttpHeaders; body: string }> = [];
    const port = await listen(
      http.createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          seen.push({ url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString() });
          response.end();
        });
      }),
    );
    const endpoint = `http://127.0.0.1:${port}`;
    await putObject(target(endpoint), 'a b/c(1).mp3', { bytes: Buffer.from('media') }, 'audio/mpeg', allowLocal);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toMatch(/^\/clips\/a%20b\/c%281%29\.mp3(\?|$)/);
    expect(seen[0]!.body).toBe('media');
    expect(seen[0]!.headers['content-type']).toBe('audio/mpeg');
    expect(seen[0]!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[\w;-]*host[\w;-]*, Signature=[0-9a-f]{64}$/,
    );
  });

  it('gives up on an endpoint that takes the connection and never answers', async () => {
    const port = await listen(net.createServer(() => undefined));
    await expect(put(`http://127.0.0.1:${port}`, { ...allowLocal, timeouts: short })).rejects.toThrow(
      new S3PutError('The S3 endpoint did not answer in time'),
    );
  });

  it('gives up on an endpoint that answers a byte at a time past the total time', async () => {
    const port = await listen(
      net.createServer((socket) => {
        // A status line, then a header line every 50 ms: never idle, never done.
        socket.write('HTTP/1.1 200 OK\r\n');
        const drip = setInterval(() => socket.write('x-wait: 1\r\n'), 50);
        socket.on('close', () => clearInterval(drip));
        socket.on('error', () => clearInterval(drip));
      }),
    );
    const timeouts: PutTimeouts = { connectMs: 2000, idleMs: 5000, totalMs: () => 400 };
    await expect(put(`http://127.0.0.1:${port}`, { ...allowLocal, timeouts })).rejects.toThrow(
      'did not answer in time',
    );
  });

  it("tells the status and S3 code of a refusal, never the answer's body", async () => {
    const port = await listen(
      http.createServer((request, response) => {
        request.resume();
        request.on('end', () =>
          response
            .writeHead(403)
            .end('<Error><Code>AccessDenied</Code><Message>ssh-banner: OpenSSH_9.2 on db-01</Message></Error>'),
        );
      }),
    );
    const error = await put(`http://127.0.0.1:${port}`).catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('The S3 endpoint answered 403 AccessDenied');
    const odd = await listen(
      http.createServer((request, response) => {
        request.resume();
        request.on('end', () => response.writeHead(500).end('<Code>root:x:0:0:root:/root:/bin/bash</Code>'));
      }),
    );
    expect(await put(`http://127.0.0.1:${odd}`).catch((caught: Error) => caught.message)).toBe(
      'The S3 endpoint answered 500',
    );
  });

  it('never follows a redirect', async () => {
    let reached = 0;
    const inner = await listen(http.createServer((_request, response) => (reached += 1) && response.end()));
    const port = await listen(
      http.createServer((request, response) => {
        request.resume();
        request.on('end', () => response.writeHead(307, { location: `http://127.0.0.1:${inner}/` }).end());
      }),
    );
    await expect(put(`http://127.0.0.1:${port}`)).rejects.toThrow('The S3 endpoint answered 307');
    expect(reached).toBe(0);
  });

  it('refuses, before connecting, an endpoint that is or resolves to an address the policy refuses', async () => {
    let connections = 0;
    const port = await listen(net.createServer((socket) => (connections += 1) && socket.destroy()));
    const strict = { policy: outboundPolicy(loadConfig({})) };
    for (const endpoint of [`http://127.0.0.1:${port}`, `http://localhost:${port}`, `http://[::ffff:7f00:1]:${port}`]) {
      const error = await put(endpoint, strict).catch((caught: unknown) => caught);
      expect(error, endpoint).toBeInstanceOf(OutboundAddressError);
      expect(publicFailure(error)).not.toContain('127.0.0.1');
    }
    expect(connections).toBe(0);
  });

  it('says a refused connection in its own words', async () => {
    const port = await listen(net.createServer());
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const error = await put(`http://127.0.0.1:${port}`).catch((caught: unknown) => caught);
    expect(publicFailure(error)).toBe('The S3 endpoint refused the connection');
  });
});
