/**
 * A stand-in for Dailymotion's partner API (issue 34): a real HTTP server on a random loopback
 * port that speaks what dailymotion.client.ts uses: the client-credentials token
 * (`/oauth/v1/token`), the channel (`/rest/user/{id}`), an upload URL (`/rest/file/upload`), the
 * file POSTed to it (multipart `file`), the video created (`/rest/user/{id}/videos`) and
 * updated (`/rest/video/{id}`). It keeps the keys, tokens, files and videos, records every call,
 * and injects faults: a queued answer per route (`failNext`), a connection cut mid-upload
 * (`cutNext('upload', bytes)`), every token issued so far expired (`expireTokens`).
 *
 * Routes: token, user, file-upload, upload, create, update.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerOf, formOf, listen, sendJson, StandInBase } from './stand-in-http';

export interface DailymotionVideo {
  id: string;
  channel: string;
  /** The fields as sent when created, then as updated. */
  fields: Record<string, string>;
  file: Buffer;
}

export class DailymotionStandIn extends StandInBase {
  /** API key → its secret and the channels it manages. */
  keys = new Map<string, { secret: string; channels: string[] }>([
    ['key-antena', { secret: 'secret-antena', channels: ['x2abcde'] }],
  ]);
  channels = new Map<string, { screenname: string }>([['x2abcde', { screenname: 'Radio Antena' }]]);
  tokens = new Map<string, { key: string; expired: boolean }>();
  /** Upload URLs given out (uuid → the key's channel list is not checked: the seal is the URL). */
  uploadUrls = new Set<string>();
  /** Files received whole, by the URL answered for them. */
  files = new Map<string, Buffer>();
  videos: DailymotionVideo[] = [];
  close: () => Promise<void> = async () => undefined;

  expireTokens() {
    for (const token of this.tokens.values()) token.expired = true;
  }

  async answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    const path = url.pathname;
    const method = request.method;
    const route =
      method === 'POST' && path === '/oauth/v1/token'
        ? 'token'
        : method === 'GET' && path === '/rest/file/upload'
          ? 'file-upload'
          : method === 'POST' && path === '/upload'
            ? 'upload'
            : method === 'POST' && /^\/rest\/user\/[^/]+\/videos$/.test(path)
              ? 'create'
              : method === 'GET' && /^\/rest\/user\/[^/]+$/.test(path)
                ? 'user'
                : method === 'POST' && /^\/rest\/video\/[^/]+$/.test(path)
                  ? 'update'
                  : 'unknown';
    const body = await this.receive(route, request, response);
    if (!body) return;
    if (route === 'unknown')
      return sendJson(response, 404, { error: { code: 404, message: 'Not found', type: 'not_found' } });
    if (route === 'token') return this.token(response, await formOf(request, body));
    if (route === 'upload') return this.fileReceived(request, response, url, body);

    const token = this.tokens.get(bearerOf(request) ?? '');
    if (!token || token.expired) {
      return sendJson(response, 401, {
        error: { code: 401, message: 'Invalid or expired access token', type: 'invalid_token' },
      });
    }
    const channels = this.keys.get(token.key)?.channels ?? [];
    const channelOf = (id: string) =>
      channels.includes(id) && this.channels.has(id)
        ? id
        : (sendJson(response, 404, {
            error: { code: 404, message: `Can not find the object user \`${id}\`.`, type: 'not_found' },
          }),
          null);

    if (route === 'file-upload') {
      const uuid = randomBytes(6).toString('hex');
      const uploadUrl = `${this.url}/upload?uuid=${uuid}&seal=${randomBytes(8).toString('hex')}`;
      this.uploadUrls.add(uploadUrl);
      return sendJson(response, 200, { upload_url: uploadUrl, progress_url: `${this.url}/progress?uuid=${uuid}` });
    }
    const id = decodeURIComponent(path.split('/')[3]!);
    if (route === 'user') {
      if (!channelOf(id)) return;
      return sendJson(response, 200, {
        id,
        screenname: this.channels.get(id)!.screenname,
        avatar_120_url: `https://s1.dmcdn.net/u/${id}/120x120.jpg`,
        url: `https://www.dailymotion.com/${id}`,
      });
    }
    const fields = Object.fromEntries([...(await formOf(request, body)).entries()].map(([k, v]) => [k, String(v)]));
    if (route === 'create') {
      if (!channelOf(id)) return;
      const file = this.files.get(fields.url ?? '');
      if (!file)
        return sendJson(response, 400, { error: { code: 400, message: 'Invalid url', type: 'invalid_parameter' } });
      const video = { id: `x9${randomBytes(3).toString('hex')}`, channel: id, fields, file };
      this.videos.push(video);
      return sendJson(response, 200, { id: video.id, title: fields.title, channel: fields.channel, owner: id });
    }
    const video = this.videos.find((v) => v.id === id);
    if (!video)
      return sendJson(response, 404, {
        error: { code: 404, message: `Can not find the object video \`${id}\`.`, type: 'not_found' },
      });
    Object.assign(video.fields, fields);
    sendJson(response, 200, { id });
  }

  private token(response: ServerResponse, form: FormData) {
    const key = String(form.get('client_id') ?? '');
    if (form.get('grant_type') !== 'client_credentials') {
      return sendJson(response, 400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
    }
    if (this.keys.get(key)?.secret !== form.get('client_secret')) {
      return sendJson(response, 400, { error: 'invalid_client', error_description: 'Invalid API key or API secret.' });
    }
    const accessToken = `dm-${randomBytes(8).toString('hex')}`;
    this.tokens.set(accessToken, { key, expired: false });
    sendJson(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 36_000,
      scope: form.get('scope'),
    });
  }

  private async fileReceived(request: IncomingMessage, response: ServerResponse, url: URL, body: Buffer) {
    const uploadUrl = [...this.uploadUrls].find(
      (u) => new URL(u).searchParams.get('uuid') === url.searchParams.get('uuid'),
    );
    if (!uploadUrl) return sendJson(response, 400, { error: { code: 400, message: 'Invalid upload URL' } });
    const file = (await formOf(request, body)).get('file');
    if (!(file instanceof Blob)) return sendJson(response, 400, { error: { code: 400, message: 'No file' } });
    const bytes = Buffer.from(await file.arrayBuffer());
    const fileUrl = `${this.url}/files/${url.searchParams.get('uuid')}.mp4`;
    this.files.set(fileUrl, bytes);
    sendJson(response, 200, { url: fileUrl, name: 'video.mp4', size: bytes.length, format: 'MPEG-4' });
  }
}

export async function startDailymotionStandIn(): Promise<DailymotionStandIn> {
  const standIn = new DailymotionStandIn();
  const server = await listen((request, response) => standIn.answer(request, response));
  standIn.url = server.url;
  standIn.close = server.close;
  return standIn;
}
