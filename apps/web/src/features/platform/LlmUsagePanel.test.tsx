import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LlmUsagePage, LlmUsageRecord } from '@antena/contract';
import { createFakeApi, renderScreen, reply } from '../../test/app-kit';
import { LlmUsagePanel } from './LlmUsagePanel';

const USAGE = '/platform/content-ai/usage';
const engine = { configured: true, model: 'gpt-4o-mini', host: 'llm.example', detail: 'OpenAI-compatible API' };

const aCall = (n: number, overrides: Partial<LlmUsageRecord> = {}): LlmUsageRecord => ({
  id: `0b0e6a52-1d0c-4a8e-9f3e-2a8d5c0f${String(n).padStart(4, '0')}`,
  createdAt: '2026-03-01T13:00:00Z',
  clientName: 'Radio Mitre',
  purpose: 'ARTICLES',
  model: 'gpt-4o-mini',
  promptTokens: 1200 + n,
  completionTokens: 300,
  durationMs: 2500,
  outcome: 'OK',
  error: null,
  ...overrides,
});

const aPage = (page: number, data: LlmUsageRecord[], total: number): LlmUsagePage => ({
  engine,
  totals: { calls: total, promptTokens: 123456, completionTokens: 7890 },
  data,
  total,
  page,
  pageCount: Math.ceil(total / 20),
  count: data.length,
});

const table = () => within(screen.getByRole('table', { name: 'Calls to the chat engine' }));

describe('content AI token use on the platform screen', () => {
  it('shows the engine, the totals and each call', async () => {
    const failed = aCall(2, {
      clientName: null,
      purpose: 'SOCIAL_VERSION',
      outcome: 'ERROR',
      error: 'Engine timed out after 180 s',
    });
    const api = createFakeApi({ [`GET ${USAGE}`]: aPage(1, [aCall(1), failed], 2) });
    renderScreen(<LlmUsagePanel />, { api });
    expect(await screen.findByText('Model gpt-4o-mini at llm.example — OpenAI-compatible API')).toBeTruthy();
    expect(screen.getByLabelText('Calls: 2')).toBeTruthy();
    expect(screen.getByLabelText('Prompt tokens: 123,456')).toBeTruthy();
    expect(screen.getByLabelText('Completion tokens: 7,890')).toBeTruthy();
    const rows = table().getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Radio Mitre')).toBeTruthy();
    expect(first.getByText('Articles')).toBeTruthy();
    expect(first.getByText('1,201')).toBeTruthy();
    expect(first.getByText('2.5 s')).toBeTruthy();
    expect(first.getByText('Succeeded')).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByText('None')).toBeTruthy();
    expect(second.getByText('Social version')).toBeTruthy();
    expect(second.getByText('Failed')).toBeTruthy();
    expect(second.getByText('Engine timed out after 180 s')).toBeTruthy();
  });

  it('asks the server for the next page', async () => {
    const api = createFakeApi({
      [`GET ${USAGE}`]: (call) => {
        const page = Number(call.query.get('page') ?? 1);
        return aPage(page, [aCall(page)], 45);
      },
    });
    renderScreen(<LlmUsagePanel />, { api });
    expect(await screen.findByText('1,201')).toBeTruthy();
    expect(screen.getByText('45 calls')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('1,202')).toBeTruthy();
    const pages = api.callsTo('GET', USAGE).map((call) => [call.query.get('page'), call.query.get('limit')]);
    expect(pages).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
  });

  it('says plainly when there is no engine and no call', async () => {
    const detail = 'No chat engine is configured (LLM_API_URL)';
    const api = createFakeApi({
      [`GET ${USAGE}`]: { ...aPage(1, [], 0), engine: { configured: false, model: null, host: null, detail } },
    });
    renderScreen(<LlmUsagePanel />, { api });
    expect(await screen.findByText(`No chat engine: ${detail}`)).toBeTruthy();
    expect(screen.getByText('No calls yet')).toBeTruthy();
  });

  it('offers a retry when the use cannot be loaded', async () => {
    let fail = true;
    const api = createFakeApi({ [`GET ${USAGE}`]: () => (fail ? reply(500) : aPage(1, [aCall(1)], 1)) });
    renderScreen(<LlmUsagePanel />, { api });
    expect(await screen.findByText('Could not load the token use')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('1,201')).toBeTruthy());
  });
});
