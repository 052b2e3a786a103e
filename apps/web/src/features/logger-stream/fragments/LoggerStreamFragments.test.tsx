import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Fragment } from '@antena/contract';
import { STATION_ID, aMeUser, errorBody, reply, type RecordedCall } from '../../../test/app-kit';
import type { LoggerTimelineProps } from '../timeline/LoggerTimeline';
import { createFakePlayer, startStream, type FakePlayer } from '../stream-test-kit';

// As in LoggerStreamScreen.test.tsx: the timeline and the player are stand-ins.
const fakes = vi.hoisted(() => ({ timeline: null as LoggerTimelineProps | null, player: null as unknown }));
vi.mock('../timeline/LoggerTimeline', () => ({
  LoggerTimeline: (props: LoggerTimelineProps) => {
    fakes.timeline = props;
    return <div data-testid="timeline" />;
  },
}));
vi.mock('../../player/use-player', () => ({ usePlayer: () => fakes.player }));
vi.mock('../../player/PlayerProvider', () => ({ PlayerProvider: ({ children }: { children: ReactNode }) => children }));

const MINUTE = 60_000;
const FRAGMENT_ID = '7d1c2a52-1d0c-4a8e-9f3e-2a8d5c0f0901';
let player: FakePlayer;
const timeline = () => fakes.timeline!;

beforeEach(() => {
  player = createFakePlayer();
  fakes.player = player;
});
afterEach(() => window.localStorage.clear());

/** The fragment the server answers for a POST: its body's ranges as one whole chunk each. */
function created(call: RecordedCall): Fragment {
  const body = call.body as {
    type: Fragment['type'];
    title: string;
    from?: number;
    to?: number;
    chunks?: Fragment['chunks'];
  };
  const ranges = body.chunks ?? [{ from: body.from!, to: body.to!, label: null, color: null }];
  const chunks = ranges.map(({ from, to, label, color }) => ({
    from,
    to,
    duration: to - from,
    label: label ?? null,
    color: color ?? null,
    highlights: [],
    segments: [{ from, to }],
  }));
  return {
    id: FRAGMENT_ID,
    type: body.type,
    stationId: STATION_ID,
    title: body.title,
    description: null,
    tags: [],
    from: chunks[0]!.from,
    to: chunks.at(-1)!.to,
    duration: chunks.reduce((sum, chunk) => sum + chunk.duration, 0),
    gaps: [],
    chunks,
    doExternalExport: false,
    createdAt: '2026-11-20T12:00:00.000Z',
    createdBy: null,
    media: { status: 'WAITING', error: null, types: ['AUDIO'] },
    externalExport: { status: 'NONE', completedAt: null, filename: null, error: null },
    transcription: null,
    platformUpload: {},
    audiogramGeneration: null,
    audiogramExport: { platforms: {} },
  };
}

const stationConfig = (enabled: boolean) => ({
  stationId: STATION_ID,
  // As a client user reads it: whether a target is set and its type, never its details.
  externalExport: { enabled, type: enabled ? 'FOLDER' : null, target: null },
});

async function openStream(answers: Record<string, unknown> = {}) {
  const view = startStream('/logger/s/mitre-am', {
    user: aMeUser('CLIENT_USER'),
    answers: {
      'GET /station-config/:stationId': stationConfig(false),
      'POST /stations/:id/fragments': (call: RecordedCall) => reply(201, created(call)),
      ...answers,
    },
  });
  await screen.findByRole('heading', { name: 'Mitre AM 790' });
  return view;
}

const clickTimeline = (ts: number) => act(() => timeline().onTimelineClick(ts, { x: 100, y: 100 }));

/** A 2-minute selection from `ts`, made from the cursor menu as a user does. */
async function select(ts: number) {
  clickTimeline(ts);
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Start selection' }));
  expect(timeline().selection).toEqual({ tsA: ts, tsB: ts + 2 * MINUTE });
}

describe('single fragment from the stream', () => {
  it("creates one from the selection menu, prefilled, and links to it in 'Fragment created'", async () => {
    const { api } = await openStream();
    const ts = timeline().focus.from + MINUTE + 250;
    await select(ts);
    clickTimeline(ts + MINUTE);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Create fragment' }));

    const form = await screen.findByRole('form', { name: 'Create fragment' });
    const switchInput = within(form).getByRole('switch', { name: /^Export to the external target/ });
    await waitFor(() => expect(switchInput).toHaveProperty('disabled', true));
    expect(
      await within(form).findByText(
        'It is required to configure an external target in order to enable the audio export',
      ),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByText('Required')).toBeTruthy();
    expect(api.callsTo('POST', `/stations/${STATION_ID}/fragments`)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: ' Editorial ' } });
    fireEvent.change(within(form).getByLabelText('Tags'), { target: { value: 'news, ,politics ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create fragment' })).toBeNull());
    expect(api.callsTo('POST', `/stations/${STATION_ID}/fragments`)[0]?.body).toEqual({
      type: 'DEFAULT_FRAGMENT',
      stationId: STATION_ID,
      title: 'Editorial',
      description: null,
      tags: ['news', 'politics'],
      doExternalExport: false,
      from: ts,
      to: ts + 2 * MINUTE,
    });
    expect(await screen.findByText('Fragment created')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to fragment' }).getAttribute('href')).toBe(
      `/fragments/s/mitre-am/fragment/${FRAGMENT_ID}`,
    );
  });

  it('opens with f, says why the server refused it and offers the export with a target', async () => {
    const { api } = await openStream({
      'GET /station-config/:stationId': stationConfig(true),
      'POST /stations/:id/fragments': reply(400, {
        ...errorBody(400, 'ERR_FRAGMENT_NOT_RECORDED'),
        details: [{ path: 'body.to', message: 'after the recording' }],
      }),
    });
    fireEvent.keyDown(document.body, { key: 'f' });
    expect(screen.queryByRole('form', { name: 'Create fragment' })).toBeNull();
    await select(timeline().focus.from + MINUTE);
    fireEvent.keyDown(document.body, { key: 'f' });

    const form = await screen.findByRole('form', { name: 'Create fragment' });
    const switchInput = within(form).getByRole('switch', { name: /^Export to the external target/ });
    await waitFor(() => expect(switchInput).toHaveProperty('disabled', false));
    fireEvent.click(switchInput);
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Late' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      "Nothing was recorded in that range yet. Choose a range inside the station's recording",
    );
    expect(api.callsTo('POST', `/stations/${STATION_ID}/fragments`)[0]?.body).toMatchObject({ doExternalExport: true });
  });
});

describe('joint fragment editor', () => {
  async function enterEditor() {
    fireEvent.click(screen.getByRole('button', { name: 'Screen settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Screen settings' });
    fireEvent.click(within(dialog).getByText('Editor'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    return screen.findByRole('region', { name: 'Joint fragment' });
  }

  it('adds selections with p, refuses overlaps, moves, plays, deletes and saves the chunks', async () => {
    const { api } = await openStream();
    const editor = await enterEditor();
    expect(within(editor).getByText(/press p, or Add selection/)).toBeTruthy();

    const start = timeline().focus.from + MINUTE;
    await select(start);
    fireEvent.keyDown(document.body, { key: 'p' });
    expect(await within(editor).findByRole('group', { name: 'Chunk 1' })).toBeTruthy();
    expect(timeline().selection).toBeNull();
    fireEvent.keyDown(document.body, { key: 'p' });
    expect(await screen.findByText('Select a range first.')).toBeTruthy();

    await select(start + MINUTE);
    fireEvent.click(within(editor).getByRole('button', { name: 'Add selection' }));
    expect(await screen.findByText('The selection overlaps a chunk of the fragment.')).toBeTruthy();
    await select(start + 5 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'p' });
    const second = await within(editor).findByRole('group', { name: 'Chunk 2' });

    const label = within(second).getByRole('textbox', { name: 'Label of Chunk 2' });
    fireEvent.change(label, { target: { value: '  Opening  ' } });
    fireEvent.blur(label);
    expect(within(second).getByText('Opening')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: 'Move Chunk 2 left' }));
    const first = within(editor).getByRole('group', { name: 'Chunk 1' });
    expect(within(first).getByText('Opening')).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Play Chunk 1' }));
    await waitFor(() =>
      expect(player.play).toHaveBeenCalledWith(
        expect.objectContaining({ startTs: start + 5 * MINUTE, stopTs: start + 7 * MINUTE }),
      ),
    );

    await select(start + 10 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'p' });
    const third = await within(editor).findByRole('group', { name: 'Chunk 3' });
    fireEvent.click(within(third).getByRole('button', { name: 'Delete Chunk 3' }));
    await waitFor(() => expect(within(editor).queryByRole('group', { name: 'Chunk 3' })).toBeNull());

    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    const form = await screen.findByRole('form', { name: 'Save joint fragment' });
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Best of' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect((await within(editor).findByRole('status')).textContent).toBe('Fragment created');
    expect(within(editor).getByRole('link', { name: 'View fragment detail' })).toHaveProperty(
      'pathname',
      `/fragments/s/mitre-am/fragment/${FRAGMENT_ID}`,
    );
    const body = api.callsTo('POST', `/stations/${STATION_ID}/fragments`)[0]?.body as {
      type: string;
      chunks: { from: number; to: number; label: string | null; color: string }[];
    };
    expect(body.type).toBe('JOINT_FRAGMENT');
    expect(body.chunks.map(({ from, to, label }) => ({ from, to, label }))).toEqual([
      { from: start + 5 * MINUTE, to: start + 7 * MINUTE, label: 'Opening' },
      { from: start, to: start + 2 * MINUTE, label: null },
    ]);
    expect(new Set(body.chunks.map((chunk) => chunk.color)).size).toBe(2);

    fireEvent.click(within(editor).getByRole('button', { name: 'Create new fragment' }));
    expect(await within(editor).findByText(/press p, or Add selection/)).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'Close editor' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Joint fragment' })).toBeNull());
  });

  it('plays a chunk of another hour by opening that hour first', async () => {
    await openStream();
    const editor = await enterEditor();
    const start = timeline().focus.from + MINUTE;
    await select(start);
    fireEvent.keyDown(document.body, { key: 'p' });
    fireEvent.click(screen.getByRole('button', { name: 'Rewind one hour' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rewind one hour' }));
    expect(timeline().preview.to).toBeLessThan(start);
    fireEvent.click(await within(editor).findByRole('button', { name: 'Play Chunk 1' }));
    await waitFor(() =>
      expect(player.play).toHaveBeenCalledWith(expect.objectContaining({ startTs: start, stopTs: start + 2 * MINUTE })),
    );
    expect(timeline().preview.from).toBeLessThanOrEqual(start);
  });

  it("says 'Could not create fragment' when the save fails, keeping the chunks", async () => {
    await openStream({
      'POST /stations/:id/fragments': reply(400, {
        ...errorBody(400, 'ERR_FRAGMENT_NOT_RECORDED'),
        details: [{ path: 'body.chunks.0', message: 'not recorded' }],
      }),
    });
    const editor = await enterEditor();
    await select(timeline().focus.from + MINUTE);
    fireEvent.keyDown(document.body, { key: 'p' });
    fireEvent.click(await within(editor).findByRole('button', { name: 'Save' }));
    const form = await screen.findByRole('form', { name: 'Save joint fragment' });
    fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Best of' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not create fragment')).toBeTruthy();
    expect((await within(form).findByRole('alert')).textContent).toMatch(/^Chunk 1: Nothing was recorded/);
    expect(within(editor).getByRole('group', { name: 'Chunk 1' })).toBeTruthy();
  });
});
