/**
 * The media watermark form (spec 02 section 5): an image (required when enabled), its position,
 * padding (hidden, and not checked, on an axis whose position is center) and opacity 0 to 1.
 * A station that never had a watermark image opens with the spec's defaults for a new one:
 * enabled, padding 10, opacity 1.
 */
import type { FragmentsConfig, FragmentsConfigUpdate } from '@antena/contract';
import type { ConfigErrors } from './config-errors';

type Watermark = FragmentsConfig['mediaWatermark'];

export const POSITIONS_X = ['left', 'center', 'right'] as const;
export const POSITIONS_Y = ['top', 'center', 'bottom'] as const;
export const WATERMARK_DEFAULTS = { enabled: true, padding: 10, opacity: 1 } as const;
/** The contract's bound of a padding (mediaWatermarkSchema), in pixels. */
export const PADDING_MAX = 10_000;

export interface WatermarkValues {
  enabled: boolean;
  imageUrl: string | null;
  positionX: Watermark['positionX'];
  positionY: Watermark['positionY'];
  paddingX: number | string;
  paddingY: number | string;
  opacity: number | string;
}

export function toWatermarkValues(config: FragmentsConfig): WatermarkValues {
  const watermark = config.mediaWatermark;
  const isNew = !watermark.enabled && !watermark.imageUrl;
  return isNew
    ? {
        ...watermark,
        enabled: WATERMARK_DEFAULTS.enabled,
        paddingX: WATERMARK_DEFAULTS.padding,
        paddingY: WATERMARK_DEFAULTS.padding,
        opacity: WATERMARK_DEFAULTS.opacity,
      }
    : { ...watermark };
}

const validPadding = (value: number | string) =>
  value !== '' && Number.isFinite(Number(value)) && Number(value) >= 0 && Number(value) <= PADDING_MAX;

/** A hidden padding (center on its axis) is sent as it was, or the default if it was left invalid. */
const padding = (value: number | string) => (validPadding(value) ? Number(value) : WATERMARK_DEFAULTS.padding);

export const toWatermarkUpdate = (values: WatermarkValues): FragmentsConfigUpdate => ({
  mediaWatermark: {
    enabled: values.enabled,
    imageUrl: values.imageUrl,
    positionX: values.positionX,
    positionY: values.positionY,
    paddingX: padding(values.paddingX),
    paddingY: padding(values.paddingY),
    opacity: Number(values.opacity),
  },
});

export function watermarkErrors(values: WatermarkValues): ConfigErrors {
  const errors: ConfigErrors = {};
  if (values.enabled && !values.imageUrl) errors.imageUrl = 'required';
  if (values.positionX !== 'center' && !validPadding(values.paddingX))
    errors.paddingX = values.paddingX === '' ? 'required' : 'padding';
  if (values.positionY !== 'center' && !validPadding(values.paddingY))
    errors.paddingY = values.paddingY === '' ? 'required' : 'padding';
  const opacity = Number(values.opacity);
  if (values.opacity === '') errors.opacity = 'required';
  else if (!(opacity >= 0 && opacity <= 1)) errors.opacity = 'opacity';
  return errors;
}
