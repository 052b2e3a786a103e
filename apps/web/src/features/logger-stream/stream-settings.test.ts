import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_STREAM_SETTINGS,
  STREAM_SETTINGS_KEY,
  readStreamSettings,
  writeStreamSettings,
} from './stream-settings';

afterEach(() => window.localStorage.clear());

describe('stream settings', () => {
  it("starts with the spec's defaults", () => {
    expect(readStreamSettings()).toEqual({
      mode: 'DEFAULT',
      audit: {
        matches: true,
        liveMentions: true,
        diarization: true,
        screenbug: false,
        lowerthird: false,
        adoverlay: false,
      },
    });
  });

  it('persists in the browser and survives a broken value', () => {
    writeStreamSettings({ mode: 'EDITOR', audit: { ...DEFAULT_STREAM_SETTINGS.audit, lowerthird: true } });
    expect(readStreamSettings()).toMatchObject({ mode: 'EDITOR', audit: { lowerthird: true } });
    window.localStorage.setItem(STREAM_SETTINGS_KEY, '{not json');
    expect(readStreamSettings()).toEqual(DEFAULT_STREAM_SETTINGS);
  });
});
