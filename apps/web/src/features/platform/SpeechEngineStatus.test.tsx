import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ClientsListScreen } from './clients/ClientsListScreen';
import { createFakeApi, renderScreen } from '../../test/app-kit';

describe('speech engine on the platform screen', () => {
  it('names the engine and where it is', async () => {
    const api = createFakeApi({
      'GET /platform/clients': [],
      'GET /platform/transcription/engine': { engine: 'openai-api', detail: 'http://asr:8000/v1 (model whisper-1)' },
    });
    renderScreen(<ClientsListScreen />, { api });
    expect(
      await screen.findByText('Speech engine: OpenAI-compatible API — http://asr:8000/v1 (model whisper-1)'),
    ).toBeTruthy();
  });

  it('says plainly why nothing is transcribed', async () => {
    const detail = 'No speech engine is configured (TRANSCRIPTION_API_URL, or WHISPER_CPP_BIN and WHISPER_MODEL_PATH)';
    const api = createFakeApi({
      'GET /platform/clients': [],
      'GET /platform/transcription/engine': { engine: 'none', detail },
    });
    renderScreen(<ClientsListScreen />, { api });
    expect(await screen.findByText(`Speech engine: none — ${detail}`)).toBeTruthy();
  });
});
