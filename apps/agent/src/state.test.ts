import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATE_FILE, StateStore } from './state';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-state-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('agent state', () => {
  it('starts empty on a first start', async () => {
    const store = await StateStore.open(dataDir);
    expect(store.state).toEqual({ name: null, coords: null, station: null, services: {} });
  });

  it('keeps the name, coordinates, station and services across a restart', async () => {
    const store = await StateStore.open(dataDir);
    await store.update((s) => {
      s.name = 'Studio box';
      s.coords = { lat: 40.4, lng: -3.7 };
      s.station = { id: 's1', slug: 'radio-uno', name: 'Radio Uno', format: 'aac' };
      s.services.streamer = { enabled: false, vars: { input: 'alsa:hw:1', bitrate: '64k' } };
    });
    const reopened = await StateStore.open(dataDir);
    expect(reopened.state).toEqual(store.state);
    expect(reopened.state.services.streamer?.enabled).toBe(false);
    // Written through a temporary file that is renamed: none is left behind.
    expect(await readdir(dataDir)).toEqual([STATE_FILE]);
  });

  it('applies updates in order', async () => {
    const store = await StateStore.open(dataDir);
    await Promise.all(['a', 'b', 'c'].map((name) => store.update((s) => void (s.name = (s.name ?? '') + name))));
    expect((await StateStore.open(dataDir)).state.name).toBe('abc');
  });

  it('refuses a state file it cannot read rather than overwrite it', async () => {
    await writeFile(path.join(dataDir, STATE_FILE), JSON.stringify({ name: 3 }));
    await expect(StateStore.open(dataDir)).rejects.toThrow(/not a valid agent state/);
  });
});
