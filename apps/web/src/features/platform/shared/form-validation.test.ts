import { stationWriteSchema } from '@antena/contract';
import { describe, expect, it } from 'vitest';
import es from '../../../locales/es/platform.json';
import i18n from '../../../lib/i18n';
import { zodResolver } from './form-validation';

const station = {
  name: 'Radio Norte',
  slug: 'norte',
  timezone: 'UTC',
  language: 'es',
  format: 'mp3',
  streamUrl: 'https://radio.example/live',
  featuresConfig: {},
};

describe("the contract's limits in the station form", () => {
  it('explains a refused stream URL and a too long name in Spanish', async () => {
    await i18n.changeLanguage('es');
    const validate = zodResolver(stationWriteSchema, (values: typeof station) => values);
    const errors = validate({ ...station, streamUrl: 'lavfi:amovie=/etc/passwd', name: 'x'.repeat(201) });
    expect(errors.streamUrl).toBe(es.validation.streamUrl);
    expect(errors.name).toBe('Como máximo 200 caracteres');
    expect(validate(station)).toEqual({});
    await i18n.changeLanguage('en');
  });
});
