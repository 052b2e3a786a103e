import { describe, expect, it } from 'vitest';
import { segmentsJson } from './segments-json';
import { toSegmentDto, waveformValues, type SegmentRow } from './segments.service';

const row = (overrides: Partial<SegmentRow> = {}): SegmentRow => ({
  id: '0b9c3d3e-7c36-4a43-9d0a-3d8f4b0b5a11',
  stationId: 'a1f0c3b4-1d5e-4e7a-8a9b-0c1d2e3f4a5b',
  startTs: 1_795_000_000_000,
  endTs: 1_795_000_030_000,
  seq: 7,
  discontinuitySeq: 1,
  durationMs: 30_000,
  format: 'mp3',
  codec: 'mp3',
  bytes: 480_000,
  storageKey: 'stations/a/segments/2026/11/21/1795000000000.mp3',
  waveformSampleRate: 11025,
  waveformSamplesPerPixel: 441,
  waveform: Buffer.from(Int8Array.from([-128, 127, -3, 4, 0, 0]).buffer),
  thumbnailsKey: null,
  thumbnailsMeta: null,
  derivedBytes: 0,
  processingError: null,
  createdAt: new Date(0),
  ...overrides,
});

describe('segmentsJson', () => {
  it('writes exactly the contract segments that toSegmentDto makes, waveform values included', () => {
    const rows = [
      row(),
      row({ id: '1b9c3d3e-7c36-4a43-9d0a-3d8f4b0b5a11', waveform: null, waveformSampleRate: null }),
      row({
        format: 'mpegts',
        thumbnailsMeta: { interval: 1000, rows: 1, columns: 30, width: 256, height: 144 },
      }),
    ];
    const parsed = JSON.parse(segmentsJson(rows).toString());
    expect(parsed).toEqual(rows.map((r) => toSegmentDto(r)));
    expect(parsed[0].waveform.data).toEqual([-128, 127, -3, 4, 0, 0]);
    expect(parsed[0].waveform.length).toBe(3);
    expect(parsed[1].waveform).toBeNull();
  });

  it('answers an empty list as []', () => {
    expect(segmentsJson([]).toString()).toBe('[]');
  });

  it('coarsens waveforms to the samples per pixel asked, keeping the extremes of each group', () => {
    const coarse = JSON.parse(segmentsJson([row()], 882).toString());
    expect(coarse[0].waveform).toMatchObject({ samples_per_pixel: 882, length: 2, data: [-128, 127, 0, 0] });
  });
});

describe('waveformValues', () => {
  it('keeps the stored pairs at the stored resolution and groups them above it, a last partial group included', () => {
    const stored = row();
    expect(Array.from(waveformValues(stored)!.pairs)).toEqual([-128, 127, -3, 4, 0, 0]);
    expect(Array.from(waveformValues(stored, 441)!.pairs)).toEqual([-128, 127, -3, 4, 0, 0]);
    const wide = waveformValues(stored, 441 * 3)!;
    expect(wide).toMatchObject({ samplesPerPixel: 1323, sampleRate: 11025 });
    expect(Array.from(wide.pairs)).toEqual([-128, 127]);
    expect(waveformValues(row({ waveform: null }), 882)).toBeNull();
  });
});
