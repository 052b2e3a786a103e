import { ERROR_CODES } from '@antena/contract';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/errors.json';
import es from '../locales/es/errors.json';
import { ApiError, apiErrorFromBody, errorText, TRANSLATED_ERROR_CODES } from './api-error';
import i18n from './i18n';

describe('error codes', () => {
  it('has an English and a Spanish text for every code of the contract and of the client', () => {
    for (const code of TRANSLATED_ERROR_CODES) {
      expect((en.codes as Record<string, string>)[code], code).toBeTruthy();
      expect((es.codes as Record<string, string>)[code], code).toBeTruthy();
    }
    expect(TRANSLATED_ERROR_CODES).toEqual(expect.arrayContaining([...ERROR_CODES]));
  });

  it("shows a Spanish user the code's text, never the server's English message", async () => {
    await i18n.changeLanguage('es');
    const error = apiErrorFromBody(429, 'Too Many Requests', '/assets', {
      statusCode: 429,
      code: 'ERR_UPLOAD_QUOTA',
      message: 'Upload quota reached: a client may upload 500 MB a day',
    });
    expect(errorText(error, i18n.t)).toBe(es.codes.ERR_UPLOAD_QUOTA);
    expect(errorText(new ApiError({ status: 0, code: 'ERR_NETWORK', message: 'x', path: '/' }), i18n.t)).toBe(
      es.codes.ERR_NETWORK,
    );
    expect(errorText(new Error('boom'), i18n.t)).toBe(es.codes.ERR_UNKNOWN);
    await i18n.changeLanguage('en');
    expect(errorText(error, i18n.t)).toBe(en.codes.ERR_UPLOAD_QUOTA);
  });

  it('names the switched-off feature when the spec words it, the general text otherwise', () => {
    const off = (feature: unknown) =>
      apiErrorFromBody(403, 'Forbidden', '/audit', {
        statusCode: 403,
        code: 'ERR_FEATURE_NOT_ENABLED',
        message: 'The audit feature is not enabled for this station',
        feature,
      });
    expect(off('audit').feature).toBe('audit');
    expect(errorText(off('audit'), i18n.t)).toBe(en.features.audit);
    expect(errorText(off('liveMentions'), i18n.t)).toBe(en.features.liveMentions);
    expect(errorText(off('lowerThird'), i18n.t)).toBe(en.codes.ERR_FEATURE_NOT_ENABLED);
    expect(off('no such feature').feature).toBeUndefined();
    expect(errorText(off(undefined), i18n.t)).toBe(en.codes.ERR_FEATURE_NOT_ENABLED);
  });
});
