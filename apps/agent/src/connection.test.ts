import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AgentMessage, ServerMessage } from '@antena/contract';
import { AgentConnection, agentSocketUrl } from './connection';
import { collectingLogger } from './log';
import { waitFor } from './services.test-helpers';

let server: WebSocketServer | null = null;
let connection: AgentConnection | null = null;

afterEach(async () => {
  connection?.stop();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
});

async function listen(accept: (auth: string | undefined) => boolean, refusal = 401): Promise<string> {
  server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    verifyClient: (info, done) => (accept(info.req.headers.authorization) ? done(true) : done(false, refusal)),
  });
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('agent connection', () => {
  it('builds the socket URL under the API root, keeping a base path', () => {
    expect(agentSocketUrl('https://antena.example/base')).toBe('wss://antena.example/base/api/streamer-box/agent');
    expect(agentSocketUrl('http://localhost:3000')).toBe('ws://localhost:3000/api/streamer-box/agent');
  });

  it('sends the token, receives hello and commands, and reconnects after the link drops', async () => {
    const url = await listen((auth) => auth === 'Bearer sbx_good');
    const fromAgent: AgentMessage[] = [];
    const sockets: WebSocket[] = [];
    server!.on('connection', (socket) => {
      sockets.push(socket);
      socket.on('message', (data) => fromAgent.push(JSON.parse(data.toString()) as AgentMessage));
      socket.send(JSON.stringify({ type: 'hello', deviceId: 'd1', name: 'Box', station: null }));
    });
    const received: ServerMessage[] = [];
    let opens = 0;
    connection = new AgentConnection({
      serverUrl: url,
      token: 'sbx_good',
      log: collectingLogger(),
      backoff: { initialMs: 20, maxMs: 50 },
      onOpen: () => {
        opens++;
        connection!.send({ type: 'ack', id: `open-${opens}`, ok: true });
      },
      onMessage: (message) => received.push(message),
      onRefused: () => undefined,
    });
    connection.start();
    await waitFor(() => received.length === 1, 'hello');
    expect(received[0]).toMatchObject({ type: 'hello', name: 'Box' });
    await waitFor(() => fromAgent.length === 1, 'the first message');

    sockets[0]!.send(JSON.stringify({ type: 'nonsense' }));
    sockets[0]!.send(JSON.stringify({ type: 'command', id: 'c1', command: { type: 'reboot' } }));
    await waitFor(() => received.length === 2, 'the command');
    expect(received[1]).toEqual({ type: 'command', id: 'c1', command: { type: 'reboot' } });

    sockets[0]!.terminate();
    await waitFor(() => opens === 2, 'the reconnection');
    // The agent sends on open; the server reads it a moment later.
    await waitFor(() => fromAgent.some((m) => m.type === 'ack' && m.id === 'open-2'), 'the message after reconnecting');
  });

  it('gives up at once when the server refuses the token', async () => {
    const url = await listen(() => false);
    const log = collectingLogger();
    let refused = 0;
    connection = new AgentConnection({
      serverUrl: url,
      token: 'sbx_bad',
      log,
      backoff: { initialMs: 20, maxMs: 50 },
      onOpen: () => undefined,
      onMessage: () => undefined,
      onRefused: () => refused++,
    });
    connection.start();
    await waitFor(() => refused === 1, 'the refusal');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(refused).toBe(1);
    expect(log.lines).toContain('ERROR The server refused this device token');
  });

  it('tries again when the server answers something else than 401 to the upgrade', async () => {
    let attempts = 0;
    const url = await listen(() => {
      attempts++;
      return attempts > 2;
    }, 503);
    server!.on('connection', (socket) =>
      socket.send(JSON.stringify({ type: 'hello', deviceId: 'd1', name: 'Box', station: null })),
    );
    let refused = 0;
    let opened = 0;
    connection = new AgentConnection({
      serverUrl: url,
      token: 'sbx_any',
      log: collectingLogger(),
      backoff: { initialMs: 20, maxMs: 50 },
      onOpen: () => opened++,
      onMessage: () => undefined,
      onRefused: () => refused++,
    });
    connection.start();
    await waitFor(() => opened === 1, 'the connection after two refusals');
    expect(attempts).toBe(3);
    expect(refused).toBe(0);
  });
});
