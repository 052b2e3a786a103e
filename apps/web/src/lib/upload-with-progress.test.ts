import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@antena/contract/endpoints';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { installFakeXhr } from '../test/fake-xhr';
import { uploadWithProgress } from './upload-with-progress';

afterEach(() => vi.unstubAllGlobals());

function setup(authAs: string | null = null) {
  const requests = installFakeXhr();
  const onUnauthenticated = vi.fn();
  const onUnreachable = vi.fn();
  const api = createApiClient({
    getAccessToken: async () => 'token-1',
    getAuthAs: () => authAs,
    onUnauthenticated,
    onUnreachable,
  });
  const body = new FormData();
  body.set('customId', 'SPOT-1');
  const onProgress = vi.fn();
  const controller = new AbortController();
  const upload = uploadWithProgress(api, endpoints.uploadAuditAudio, {
    body,
    onProgress,
    signal: controller.signal,
  });
  // The token is read before the request opens.
  const sent = () => vi.waitFor(() => requests[0] ?? Promise.reject(new Error('not sent')));
  return { upload, sent, onProgress, controller, onUnauthenticated, onUnreachable };
}

describe('uploadWithProgress', () => {
  it('posts the form with the API client headers and reports progress up to the answer', async () => {
    const { upload, sent, onProgress } = setup('ana@radio.com');
    const request = await sent();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v2/audit/audios');
    expect(request.headers).toMatchObject({ Authorization: 'Bearer token-1', 'X-Auth-As': 'ana@radio.com' });
    expect(request.field('customId')).toBe('SPOT-1');
    request.progress(25, 100);
    request.progress(1000, 1000);
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([0, 25, 99]);
    request.answer(201, { id: 'a1', overridden: true });
    await expect(upload).resolves.toEqual({ id: 'a1', overridden: true });
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  it('rejects with the ApiError of the error body', async () => {
    const { upload, sent } = setup();
    const request = await sent();
    expect(request.headers).not.toHaveProperty('X-Auth-As');
    request.answer(409, { statusCode: 409, code: 'ERR_AUDIT_AUDIO_EXISTS_MD5', message: 'Audio exists' });
    const error = await upload.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'ERR_AUDIT_AUDIO_EXISTS_MD5', path: '/v2/audit/audios' });
  });

  it('ends the session on a 401 and announces a dropped connection, as the API client does', async () => {
    const first = setup();
    (await first.sent()).answer(401, { statusCode: 401, code: 'ERR_UNAUTHORIZED', message: 'No' });
    await expect(first.upload).rejects.toMatchObject({ status: 401 });
    expect(first.onUnauthenticated).toHaveBeenCalledOnce();

    const second = setup();
    (await second.sent()).fail();
    await expect(second.upload).rejects.toMatchObject({ status: 0, code: 'ERR_NETWORK' });
    expect(second.onUnreachable).toHaveBeenCalledOnce();
  });

  it('aborts the request when its signal is aborted', async () => {
    const { upload, sent, controller, onUnreachable } = setup();
    const request = await sent();
    controller.abort();
    await expect(upload).rejects.toMatchObject({ code: 'ERR_ABORTED' });
    expect(request.aborted).toBe(true);
    expect(onUnreachable).not.toHaveBeenCalled();
  });
});
