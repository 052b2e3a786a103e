import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_STREAM_SETTINGS,
  STREAM_SETTINGS_KEY,
  readStreamSettings,
  toggleAudit,
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

  it('keeps diarization and screenbug mutually exclusive', () => {
    const withScreenbug = toggleAudit(DEFAULT_STREAM_SETTINGS, 'screenbug');
    expect(withScreenbug.audit).toMatchObject({ screenbug: true, diarization: false });
    const back = toggleAudit(withScreenbug, 'diarization');
    expect(back.audit).toMatchObject({ screenbug: false, diarization: true });
    // Turning one off leaves the other alone.
    expect(toggleAudit(DEFAULT_STREAM_SETTINGS, 'diarization').audit).toMatchObject({
      screenbug: false,
      diarization: false,
    });
  });

  it('persists in the browser and survives a broken value', () => {
    writeStreamSettings({ ...toggleAudit(DEFAULT_STREAM_SETTINGS, 'lowerthird'), mode: 'EDITOR' });
    expect(readStreamSettings()).toMatchObject({ mode: 'EDITOR', audit: { lowerthird: true } });
    window.localStorage.setItem(STREAM_SETTINGS_KEY, '{not json');
    expect(readStreamSettings()).toEqual(DEFAULT_STREAM_SETTINGS);
  });
});
