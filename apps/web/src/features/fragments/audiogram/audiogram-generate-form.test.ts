import { describe, expect, it } from 'vitest';
import { audiogramInputPropsSchema } from '@antena/contract';
import { aFragment } from '../fragments-test-kit';
import { audiogramPending, AUDIOGRAM_POLL_MS, audiogramRefetchInterval } from './audiogram.api';
import { audiogramFormErrors, choosesWidth, initialFormValues, toGenerateBody } from './audiogram-generate-form';

const job = (status: 'QUEUED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED') => ({
  status,
  progress: 0,
  failedReason: null,
  data: null,
});

describe('audiogram generation form', () => {
  it('chooses a width only for 1:1 and 16:9: portrait alone always sends 1080', () => {
    expect(choosesWidth(['9x16'])).toBe(false);
    expect(choosesWidth(['9x16', '16x9'])).toBe(true);
    const values = { ...initialFormValues(aFragment(), []), width: '1920' as const };
    expect(toGenerateBody({ ...values, variants: ['9x16'] }).inputProps?.width).toBe(1080);
    expect(toGenerateBody({ ...values, variants: ['1x1'] }).inputProps?.width).toBe(1920);
  });

  it("starts from the contract's defaults without templates, and sends what the contract accepts", () => {
    const values = initialFormValues(aFragment(), []);
    expect(audiogramFormErrors(values)).toEqual({});
    const body = toGenerateBody(values);
    expect(body.variants).toEqual(['1x1', '16x9', '9x16']);
    expect(audiogramInputPropsSchema.parse(body.inputProps)).toEqual(body.inputProps);
  });

  it('checks colours, the image background and the oscilloscope ranges', () => {
    const values = initialFormValues(aFragment(), []);
    expect(
      audiogramFormErrors({
        ...values,
        titleColor: 'red',
        visualizerColor: '',
        backgroundType: 'image',
        visualizerType: 'oscilloscope',
        amplitude: 0,
        padding: '',
        audioOffsetInSeconds: -1,
        variants: [],
      }),
    ).toEqual({
      titleColor: 'colour',
      visualizerColor: 'required',
      backgroundImageUrl: 'required',
      amplitude: 'range',
      padding: 'required',
      audioOffsetInSeconds: 'range',
      variants: 'variantsRequired',
    });
  });

  it('asks for the fragment every 2 s while a variant renders or an export is queued or runs', () => {
    const props = audiogramInputPropsSchema.parse({});
    const withJobs = (status: Parameters<typeof job>[0]) =>
      aFragment({ audiogramGeneration: { inputProps: props, variantsJobs: { '1x1': job(status) } } });
    expect(audiogramPending(withJobs('QUEUED'))).toBe(true);
    expect(audiogramPending(withJobs('IN_PROGRESS'))).toBe(true);
    expect(audiogramPending(withJobs('COMPLETED'))).toBe(false);
    expect(audiogramPending(withJobs('FAILED'))).toBe(false);
    const exporting = aFragment({
      audiogramExport: { platforms: { YOUTUBE: { status: 'QUEUED', failedReason: null, result: null } } },
    });
    expect(audiogramPending(exporting)).toBe(true);
    expect(audiogramPending(aFragment())).toBe(false);
    const query = (data: unknown) => ({ state: { data } }) as never;
    expect(audiogramRefetchInterval(query(exporting))).toBe(AUDIOGRAM_POLL_MS);
    expect(AUDIOGRAM_POLL_MS).toBe(2_000);
    expect(audiogramRefetchInterval(query(aFragment()))).toBe(false);
  });
});
