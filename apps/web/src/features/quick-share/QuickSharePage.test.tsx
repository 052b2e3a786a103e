import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import type { PublicQuickShare } from '@antena/contract';
import { createAppRouter } from '../../app/router';
import type { AuthService } from '../auth/auth.service';
import {
  type Answer,
  createFakeApi,
  errorBody,
  renderRouter,
  reply,
  testQueryClient,
  testServices,
} from '../../test/app-kit';
import { formatQuickShareRange } from './quick-share-range';

const TOKEN = 'q'.repeat(43);
const FROM = new Date(2026, 2, 5, 8, 0).getTime();
const TO = new Date(2026, 2, 5, 8, 15).getTime();

const aShare = (overrides: Partial<PublicQuickShare> = {}): PublicQuickShare => ({
  title: 'Morning news',
  station: { name: 'Mitre AM 790', slug: 'mitre-am', format: 'mp3', logoUrl: null },
  from: FROM,
  to: TO,
  expiresAt: '2026-03-12T08:00:00.000Z',
  ...overrides,
});

/** The whole app's route tree, signed out: the page must not send anyone to sign in. */
function openShare(answer: Answer) {
  const api = createFakeApi({ [`GET /public/quick-share/${TOKEN}`]: answer });
  const queryClient = testQueryClient();
  const auth = { getUser: async () => null } as unknown as AuthService;
  const services = testServices(api, { auth });
  const router = createAppRouter({ ...services, queryClient });
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: [`/share/${TOKEN}`] }),
  });
  const view = renderRouter(router, { services, queryClient });
  return { ...view, api, router };
}

describe('QuickSharePage', () => {
  it("plays a radio station's range without signing in", async () => {
    const { router, api } = openShare(aShare());
    expect(await screen.findByRole('heading', { name: 'Morning news' })).toBeTruthy();
    expect(screen.getByText('Mitre AM 790')).toBeTruthy();
    expect(screen.getByText(formatQuickShareRange(FROM, TO))).toBeTruthy();
    const audio = screen.getByLabelText('Audio of Mitre AM 790');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.getAttribute('src')).toBe(`/api/public/quick-share/${TOKEN}/media`);
    expect(router.state.location.pathname).toBe(`/share/${TOKEN}`);
    expect(api.calls.map((call) => call.path)).toEqual([`/public/quick-share/${TOKEN}`]);
  });

  it('shows a video station in the video player', async () => {
    openShare(aShare({ title: null, station: { ...aShare().station, format: 'mpegts' } }));
    const video = await screen.findByLabelText('Video of Mitre AM 790');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('width')).toBe('798');
    expect(screen.getByRole('heading', { name: 'Quick Share' })).toBeTruthy();
  });

  it('says the link expired or does not exist on 404', async () => {
    openShare(
      reply(404, errorBody(404, 'ERR_QUICK_SHARE_NOT_FOUND', 'This Quick Share link has expired or does not exist')),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This Quick Share link has expired or does not exist',
    );
    expect(screen.queryByLabelText(/Audio of/)).toBeNull();
  });

  it('offers to try again when the server could not answer', async () => {
    openShare(reply(500));
    expect(await screen.findByText(/Could not load this Quick Share link/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
