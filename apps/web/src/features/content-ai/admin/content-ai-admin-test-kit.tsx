/** The content-AI admin screen against the fake API: two stations, an engine, a prompt list. */
import { fireEvent, screen, within } from '@testing-library/react';
import type { Prompt, StationContentConfig } from '@antena/contract';
import { aUserStation, createFakeApi, renderScreen, STATION_ID, type Answer } from '../../../test/app-kit';
import { ContentAiAdminScreen } from './ContentAiAdminScreen';

export const FM_ID = STATION_ID;
export const TV_ID = '0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f0102';
export const CONFIG_PATH = `/content-ai/station-config/${FM_ID}`;

export const stations = [
  aUserStation({ id: FM_ID, slug: 'mitre-am', name: 'Mitre AM 790' }),
  aUserStation({ id: TV_ID, slug: 'demo-tv', name: 'Demo TV', format: 'mpegts' }),
];

export const NEWS: Prompt = { id: 'NEWS', name: 'News', content: 'Write a news article.' };
export const INTERVIEW: Prompt = { id: 'INTERVIEW', name: 'Interview', content: 'Write an interview summary.' };

export const aConfig = (prompts: Prompt[], builtIn = false, stationId = FM_ID): StationContentConfig => ({
  stationId,
  prompts,
  builtIn,
  updatedAt: builtIn ? null : '2026-03-01T10:00:00Z',
});

export const engineReady = { configured: true, model: 'gpt-4o-mini', host: 'llm.local', detail: 'ok' };

/** PUT answers what the server would: the list with empty ids filled in. */
const echoPut: Answer = (call) => {
  const body = call.body as { prompts: Prompt[] };
  return aConfig(body.prompts.map((prompt) => ({ ...prompt, id: prompt.id || prompt.name.toUpperCase() })));
};

export function renderContentAiAdmin(answers: Record<string, Answer> = {}) {
  const api = createFakeApi({
    'GET /stations': stations,
    'GET /content-ai/engine': engineReady,
    [`GET ${CONFIG_PATH}`]: aConfig([NEWS, INTERVIEW]),
    [`GET /content-ai/station-config/${TV_ID}`]: aConfig([], false, TV_ID),
    [`PUT ${CONFIG_PATH}`]: echoPut,
    ...answers,
  });
  return renderScreen(<ContentAiAdminScreen />, { api, path: '/admin/content-ai' });
}

export const prompts = () => within(screen.getByRole('list', { name: 'Prompts in the order users see them' }));
export const promptNames = () =>
  prompts()
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
export const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
export const sentPrompts = (api: ReturnType<typeof createFakeApi>) =>
  api.callsTo('PUT', CONFIG_PATH).map((call) => (call.body as { prompts: Prompt[] }).prompts);
