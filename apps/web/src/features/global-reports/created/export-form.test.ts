import { describe, expect, it } from 'vitest';
import type { PathFormat } from '@antena/contract';
import { initialExportValues, needsCustomText, toExportOptions, validateExportValues } from './export-form';

const formats: PathFormat[] = [
  { id: 'station-date', label: 'Station / date', default: false, pattern: '{station}/{date}/{customId}' },
  { id: 'agency', label: 'Agency', default: true, pattern: '{customText}/{station}/{date}_{time}_{customId}' },
];

describe('export dialog values', () => {
  it('starts from 60 s before and after, both switches off and the default path format', () => {
    expect(initialExportValues(formats)).toEqual({
      audioMatchIncludeBefore: '60',
      audioMatchIncludeAfter: '60',
      excludeVersion: false,
      publicLink: false,
      formatId: 'agency',
      formatCustomText: '',
    });
  });

  it('takes the first format when none is marked default', () => {
    expect(initialExportValues(formats.map((format) => ({ ...format, default: false }))).formatId).toBe('station-date');
  });

  it('starts a retry from the failed export’s options, a removed format falling back to the default', () => {
    const previous = {
      audioMatchIncludeBefore: 5,
      audioMatchIncludeAfter: 300,
      excludeVersion: true,
      publicLink: true,
      pathFormat: { formatId: 'station-date' },
    } as const;
    expect(initialExportValues(formats, previous)).toMatchObject({
      audioMatchIncludeBefore: '5',
      audioMatchIncludeAfter: '300',
      excludeVersion: true,
      publicLink: true,
      formatId: 'station-date',
    });
    const removed = { ...previous, pathFormat: { formatId: 'gone', formatCustomText: 'X' } };
    expect(initialExportValues(formats, removed)).toMatchObject({ formatId: 'agency', formatCustomText: '' });
  });

  it('requires the custom text only for a pattern with {customText}', () => {
    expect(needsCustomText(formats, 'agency')).toBe(true);
    expect(needsCustomText(formats, 'station-date')).toBe(false);
    const values = initialExportValues(formats);
    expect(validateExportValues(values, formats)).toEqual({ formatCustomText: 'required' });
    expect(validateExportValues({ ...values, formatCustomText: '   ' }, formats)).toEqual({
      formatCustomText: 'required',
    });
    expect(validateExportValues({ ...values, formatCustomText: 'ACME' }, formats)).toEqual({});
    expect(validateExportValues({ ...values, formatId: 'station-date' }, formats)).toEqual({});
  });

  it('requires before, after and a path format of the client', () => {
    const values = { ...initialExportValues(formats), formatCustomText: 'ACME' };
    expect(
      validateExportValues(
        { ...values, audioMatchIncludeBefore: '', audioMatchIncludeAfter: '7', formatId: null },
        formats,
      ),
    ).toEqual({ audioMatchIncludeBefore: 'required', audioMatchIncludeAfter: 'required', formatId: 'required' });
  });

  it('sends numbers, and the custom text (trimmed) only with a pattern that uses it', () => {
    const values = { ...initialExportValues(formats), audioMatchIncludeBefore: '15', formatCustomText: ' ACME ' };
    expect(toExportOptions(values, formats)).toEqual({
      audioMatchIncludeBefore: 15,
      audioMatchIncludeAfter: 60,
      excludeVersion: false,
      publicLink: false,
      pathFormat: { formatId: 'agency', formatCustomText: 'ACME' },
    });
    expect(toExportOptions({ ...values, formatId: 'station-date' }, formats).pathFormat).toEqual({
      formatId: 'station-date',
    });
  });
});
