import { describe, expect, it } from 'vitest';
import { DEFAULT_PATH_FORMATS } from '../../audit/audit-config';
import {
  EvidenceNames,
  needsCustomText,
  renderEvidencePath,
  safeSegment,
  type EvidencePathValues,
} from './evidence-paths';

// 2026-03-01 23:30:05 UTC is 2026-03-01 20:30:05 in Buenos Aires and 2026-03-02 00:30:05 in Madrid.
const AIRING: EvidencePathValues = {
  stationName: 'Radio Norte FM',
  timezone: 'America/Argentina/Buenos_Aires',
  datetime: Date.UTC(2026, 2, 1, 23, 30, 5),
  customId: 'SPOT-123',
  advertiser: 'Acme S.A.',
  campaign: 'Verano 2026',
  version: 'v2',
  order: 'ORD-9',
};
const pattern = (id: string) => DEFAULT_PATH_FORMATS.find((format) => format.id === id)!.pattern;

describe('evidence path formats', () => {
  it('renders the default formats with dates and times on the station clock', () => {
    expect(renderEvidencePath(pattern('station-date'), AIRING)).toBe('Radio_Norte_FM/2026-03-01/SPOT-123_20-30-05');
    expect(renderEvidencePath(pattern('station-date'), { ...AIRING, timezone: 'Europe/Madrid' })).toBe(
      'Radio_Norte_FM/2026-03-02/SPOT-123_00-30-05',
    );
    expect(renderEvidencePath(pattern('campaign'), AIRING)).toBe(
      'Acme_S.A/Verano_2026/Radio_Norte_FM/2026-03-01_20-30-05_SPOT-123',
    );
    expect(renderEvidencePath(pattern('custom'), { ...AIRING, customText: 'Campaña Día' })).toBe(
      'Campana_Dia/Radio_Norte_FM/2026-03-01_20-30-05_SPOT-123',
    );
  });

  it('knows which patterns need the custom text', () => {
    expect(needsCustomText(pattern('custom'))).toBe(true);
    expect(needsCustomText(pattern('station-date'))).toBe(false);
  });

  it('keeps values inside their segment: slashes, dot-dot and odd characters cannot add folders or climb out', () => {
    const hostile = { ...AIRING, stationName: '../../etc', advertiser: 'a/b\\c', campaign: '..', customId: 'x:y*?' };
    const rendered = renderEvidencePath('{station}/{advertiser}/{campaign}/{customId}', hostile);
    expect(rendered).toBe('etc/a_b_c/x_y');
    for (const segment of rendered.split('/')) expect(segment).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
    expect(renderEvidencePath('../{customId}', AIRING)).toBe('SPOT-123');
    expect(renderEvidencePath('/abs/{customId}', AIRING)).toBe('abs/SPOT-123');
  });

  it('leaves the version out with excludeVersion, and drops the segments left empty', () => {
    expect(renderEvidencePath('{customId}_{version}_{time}', AIRING)).toBe('SPOT-123_v2_20-30-05');
    expect(renderEvidencePath('{customId}_{version}_{time}', AIRING, true)).toBe('SPOT-123_20-30-05');
    expect(renderEvidencePath('{version}/{customId}', AIRING, true)).toBe('SPOT-123');
    expect(renderEvidencePath('{customText}/{station}', AIRING)).toBe('Radio_Norte_FM');
    expect(renderEvidencePath('{order}/{version}', { ...AIRING, order: null }, true)).toBe('SPOT-123');
  });

  it('shows an unknown placeholder by its name instead of failing', () => {
    expect(renderEvidencePath('{stationSlug}/{customId}', AIRING)).toBe('stationSlug/SPOT-123');
  });

  it('cuts long values to a length every file system takes', () => {
    expect(safeSegment('a'.repeat(500))).toHaveLength(120);
  });

  it('makes repeated names unique before the extension, case-insensitively, and never takes a reserved one', () => {
    const names = new EvidenceNames(['manifest.json']);
    expect(names.claim('Radio/SPOT_20-30-05', 'mp3')).toBe('Radio/SPOT_20-30-05.mp3');
    expect(names.claim('Radio/SPOT_20-30-05', 'mp3')).toBe('Radio/SPOT_20-30-05-2.mp3');
    expect(names.claim('radio/spot_20-30-05', 'mp3')).toBe('radio/spot_20-30-05-3.mp3');
    expect(names.claim('Radio/SPOT_20-30-05', 'aac')).toBe('Radio/SPOT_20-30-05.aac');
    expect(names.claim('manifest', 'json')).toBe('manifest-2.json');
  });
});
