import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import type { PublicQuickShare } from '@antena/contract';
import { createAppRouter } from './router';
import type { AuthService } from '../features/auth/auth.service';
import {
  type Answer,
  createFakeApi,
  errorBody,
  renderRouter,
  reply,
  testQueryClient,
  testServices,
} from '../test/app-kit';

const TOKEN = 'q'.repeat(43);
/** 08:00:00 to 08:02:14 in Buenos Aires (UTC-3), whatever the viewer's own zone. */
const FROM = Date.UTC(2026, 2, 5, 11, 0);
const TO = FROM + 134_000;

const aShare = (overrides: Partial<PublicQuickShare> = {}): PublicQuickShare => ({
  title: 'Morning news',
  station: {
    name: 'Mitre AM 790',
    slug: 'mitre-am',
    format: 'mp3',
    logoUrl: null,
    timezone: 'America/Argentina/Buenos_Aires',
  },
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
    // On the station's clock and naming its zone, not on the viewer's.
    expect(screen.getByLabelText('Time range').textContent?.replace(/\s/g, ' ')).toBe(
      'Mar 5, 2026, 08:00:00 – 08:02:14 (America/Argentina/Buenos Aires, GMT-3)',
    );
    expect(screen.getByText(/Available until/).textContent?.replace(/\s/g, ' ')).toBe(
      'Available until Mar 12, 2026, 05:00 (America/Argentina/Buenos Aires, GMT-3)',
    );
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

  it('says when the clip cannot be prepared right now (429) and tries again on request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{}', { status: 429 }));
    openShare(aShare());
    const audio = await screen.findByLabelText('Audio of Mitre AM 790');
    fireEvent.error(audio);
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in a minute');
    expect(fetchSpy.mock.calls[0]![0]).toBe(`/api/public/quick-share/${TOKEN}/media`);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Audio of Mitre AM 790')).not.toBe(audio);
    fetchSpy.mockRestore();
  });

  it('says the recording could not be played when the media fails otherwise', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('{}', { status: 404 }));
    openShare(aShare());
    fireEvent.error(await screen.findByLabelText('Audio of Mitre AM 790'));
    expect((await screen.findByRole('alert')).textContent).toContain('This recording could not be played');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fetchSpy.mockRestore();
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
