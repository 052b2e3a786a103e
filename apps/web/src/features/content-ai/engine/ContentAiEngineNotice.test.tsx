import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { createFakeApi, renderScreen, reply } from '../../../test/app-kit';
import { ContentAiEngineNotice } from './ContentAiEngineNotice';

const detail = 'No chat engine is configured (LLM_API_URL)';

describe('ContentAiEngineNotice', () => {
  it('shows nothing when the engine is configured', async () => {
    const api = createFakeApi({
      'GET /content-ai/engine': { configured: true, model: 'gpt-4o-mini', host: 'llm.local', detail: 'ok' },
    });
    renderScreen(<ContentAiEngineNotice />, { api });
    await waitFor(() => expect(api.callsTo('GET', '/content-ai/engine')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Content AI is not available')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says why it is not available, with the server's detail", async () => {
    const api = createFakeApi({
      'GET /content-ai/engine': { configured: false, model: null, host: null, detail },
    });
    renderScreen(<ContentAiEngineNotice />, { api });
    expect(await screen.findByText('Content AI is not available')).toBeTruthy();
    expect(screen.getByText(detail)).toBeTruthy();
    expect(screen.getByText('docs/content-ai.md')).toBeTruthy();
  });

  it('offers a retry when the status cannot be read', async () => {
    let fail = true;
    const api = createFakeApi({
      'GET /content-ai/engine': () => (fail ? reply(500) : { configured: false, model: null, host: null, detail }),
    });
    renderScreen(<ContentAiEngineNotice />, { api });
    expect(await screen.findByText('Could not check whether Content AI is available.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(detail)).toBeTruthy();
  });
});
