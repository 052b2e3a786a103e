import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_STREAM_SETTINGS,
  STREAM_SETTINGS_KEY,
  readStreamSettings,
  withAuditToggle,
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

  it('turns screenbug off when diarization goes on, and the other way round (spec 02 section 4)', () => {
    const audit = DEFAULT_STREAM_SETTINGS.audit;
    expect(withAuditToggle(audit, 'screenbug', true)).toMatchObject({ screenbug: true, diarization: false });
    expect(withAuditToggle({ ...audit, diarization: false, screenbug: true }, 'diarization', true)).toMatchObject({
      screenbug: false,
      diarization: true,
    });
    // Turning one off leaves the other as it was.
    expect(withAuditToggle(audit, 'diarization', false)).toMatchObject({ screenbug: false, diarization: false });
    expect(withAuditToggle(audit, 'lowerthird', true)).toEqual({ ...audit, lowerthird: true });
  });

  it('reads a saved value with both exclusive toggles on as diarization only', () => {
    window.localStorage.setItem(STREAM_SETTINGS_KEY, JSON.stringify({ audit: { diarization: true, screenbug: true } }));
    expect(readStreamSettings().audit).toMatchObject({ diarization: true, screenbug: false });
  });
});
