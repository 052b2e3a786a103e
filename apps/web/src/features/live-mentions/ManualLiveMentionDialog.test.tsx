import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aMeUser, aUserStation, errorBody, reply, type Answer } from '../../test/app-kit';
import { createFakePlayer, startStream } from '../logger-stream/stream-test-kit';
import { aMention, aMentionSchedule, mentionsServer, NOON, STATION } from './live-mentions-test-kit';

// As in the stream tabs' tests: the timeline and the player are stand-ins with their own tests.
const fakes = vi.hoisted(() => ({ player: null as unknown }));
vi.mock('../logger-stream/timeline/LoggerTimeline', () => ({ LoggerTimeline: () => <div data-testid="timeline" /> }));
vi.mock('../player/use-player', () => ({ usePlayer: () => fakes.player }));
vi.mock('../player/VideoPlayer', () => ({ VideoPlayer: () => <div data-testid="video">Video player</div> }));
vi.mock('../player/PlayerProvider', () => ({
  PlayerProvider: ({ children }: { children: ReactNode }) => children,
}));

const SCHEDULES = [aMentionSchedule(1), aMentionSchedule(2, { title: null, dirtyText: null })];
const createPath = `/v2/stations/${STATION}/audit/live-mentions/create-manual`;
const schedulesPath = `/v2/stations/${STATION}/audit/mentions-date-schedules`;

beforeEach(() => {
  fakes.player = createFakePlayer();
});

async function openDialog(answers: Record<string, Answer> = {}) {
  const server = mentionsServer([]);
  const view = startStream(`/logger/s/mitre-am?cursor=${NOON}&tab=livementions`, {
    user: aMeUser('CLIENT_USER'),
    station: aUserStation({}, { audit: { enabled: true, liveMentionsEnabled: true } }),
    answers: {
      ...server.answers,
      'GET /v2/stations/:id/audit/mentions-date-schedules': {
        results: SCHEDULES,
        metadata: { totalCount: 2 },
        pagesCount: 1,
      },
      ...answers,
    },
  });
  await screen.findByText('No live mentions found');
  fireEvent.click(screen.getByRole('button', { name: 'Add mention' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add live mention' });
  return { ...view, server, dialog };
}

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Add mention' }));
const useSchedules = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('radio', { name: 'Schedules' }));

async function chooseSchedule(option: string) {
  const select = screen.getByRole('combobox', { name: 'Schedule' }) as HTMLInputElement;
  fireEvent.click(select);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(select.value).toBe(option));
}

describe('manual live mention dialog', () => {
  it('starts at the cursor on the station clock and refuses a future moment and an empty name', async () => {
    const { api, dialog } = await openDialog();
    expect((within(dialog).getByLabelText(/^Date/) as HTMLInputElement).value).toBe('03/10/2026');
    expect((within(dialog).getByLabelText('Time, hours') as HTMLInputElement).value).toBe('12');
    expect((within(dialog).getByRole('radio', { name: 'Custom' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '01/01/2099' } });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '   ' } });
    submit(dialog);
    expect(await within(dialog).findByText('The moment cannot be in the future')).toBeTruthy();
    expect(within(dialog).getByText('Enter a name')).toBeTruthy();
    expect(api.callsTo('POST', createPath)).toHaveLength(0);
  });

  it('sends a custom mention with its name and description, says so, closes and lists it', async () => {
    const created = aMention(1, { datetime: NOON, type: 'manual', confidence: 'MANUAL', score: null, name: 'Promo' });
    const { api, dialog, server } = await openDialog({
      'POST /v2/stations/:id/audit/live-mentions/create-manual': () => {
        server.mentions.push(created);
        return created;
      },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: ' Promo ' } });
    fireEvent.change(within(dialog).getByLabelText(/^Description/), { target: { value: 'Said by hand' } });
    submit(dialog);
    expect(await screen.findByText('Mention created')).toBeTruthy();
    expect(api.callsTo('POST', createPath)[0]?.body).toEqual({
      datetime: NOON,
      name: 'Promo',
      description: 'Said by hand',
      scheduleId: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Promo')).toBeTruthy();
  });

  it("in schedules mode needs a schedule of the moment's station day, and sends its id, title and script", async () => {
    const { api, dialog } = await openDialog({
      'POST /v2/stations/:id/audit/live-mentions/create-manual': (call) =>
        aMention(1, { datetime: NOON, type: 'manual', confidence: 'MANUAL', ...(call.body as object) }),
    });
    useSchedules(dialog);
    submit(dialog);
    expect(await within(dialog).findByText('Choose a schedule')).toBeTruthy();
    expect(api.callsTo('POST', createPath)).toHaveLength(0);
    expect(api.callsTo('GET', schedulesPath)[0]?.query.get('date')).toBe('2026-03-10');

    await chooseSchedule('PNT-1 · Acme spring 1');
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Acme spring 1');
    expect((within(dialog).getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Read the Acme script 1');
    submit(dialog);
    expect(await screen.findByText('Mention created')).toBeTruthy();
    expect(api.callsTo('POST', createPath)[0]?.body).toEqual({
      datetime: NOON,
      name: 'Acme spring 1',
      description: 'Read the Acme script 1',
      scheduleId: SCHEDULES[0]!.id,
    });
  });

  it("says the creation failed with the server's reason, and stays open", async () => {
    const { dialog } = await openDialog({
      'POST /v2/stations/:id/audit/live-mentions/create-manual': reply(403, errorBody(403, 'ERR_FORBIDDEN')),
    });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Promo' } });
    submit(dialog);
    expect(await screen.findByText(/^Could not create the mention: /)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add live mention' })).toBeTruthy();
  });
});
