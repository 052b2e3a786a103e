import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { type Answer, createFakeApi, reply, renderScreen } from '../../../test/app-kit';
import { WhatsappGroupCard } from './WhatsappGroupCard';

const LINK = 'https://chat.whatsapp.com/AbCdEf123';
const writeText = vi.fn();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => vi.useRealTimers());

async function renderCard(answer: Answer) {
  const api = createFakeApi();
  api.on('GET', '/alerts/whatsapp-group', answer);
  renderScreen(<WhatsappGroupCard />, { api });
  const button = await screen.findByRole('button', { name: 'Get the group invite link' });
  return { api, button };
}

describe('WhatsappGroupCard', () => {
  it('asks for the invite link only when the button is pressed, then shows it', async () => {
    const { api, button } = await renderCard({ groupInviteLink: LINK });
    expect(screen.getByRole('heading', { name: 'Whatsapp group for alerts' })).toBeTruthy();
    expect(api.calls).toEqual([]);
    fireEvent.click(button);
    const link = await screen.findByRole('link', { name: LINK });
    expect(link.getAttribute('href')).toBe(LINK);
    expect(api.callsTo('GET', '/alerts/whatsapp-group')).toHaveLength(1);
  });

  it('copies the link and shows it was copied for 3 s', async () => {
    const { button } = await renderCard({ groupInviteLink: LINK });
    fireEvent.click(button);
    const copy = await screen.findByRole('button', { name: 'Copy the invite link' });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(copy);
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Copy the invite link' })).toBeTruthy();
  });

  it('says no group is configured yet when the link is null', async () => {
    const { button } = await renderCard({ groupInviteLink: null });
    fireEvent.click(button);
    expect(
      await screen.findByText('No WhatsApp group for alerts is configured yet. The platform administrator sets it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a retry when the link cannot be obtained', async () => {
    const { api, button } = await renderCard(reply(500));
    fireEvent.click(button);
    expect(await screen.findByText('Could not get the group invite link')).toBeTruthy();
    api.on('GET', '/alerts/whatsapp-group', { groupInviteLink: LINK });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: LINK })).toBeTruthy();
  });
});
