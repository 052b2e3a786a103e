/**
 * The station form's values and their two ends: a PlatformStation (or a new station's
 * defaults) in, the contract's StationWrite out. Text fields hold '' where the contract says null.
 */
import {
  DEFAULT_TIMEZONE,
  effectiveFeaturesConfig,
  featuresConfigSchema,
  type FeaturesConfig,
  type PlatformStation,
  type StationFormat,
  type StationWrite,
} from '@antena/contract';
import { emptyToNull } from '../shared/form-validation';

export interface StationFormValues {
  name: string;
  slug: string;
  logoUrl: string;
  timezone: string;
  language: string;
  format: StationFormat;
  streamUrl: string;
  stationGroupId: string | null;
  featuresConfig: FeaturesConfig;
}

/** A new station: spec defaults (timezone, Spanish), audio, every feature at its contract default. */
export function newStationValues(): StationFormValues {
  return {
    name: '',
    slug: '',
    logoUrl: '',
    timezone: DEFAULT_TIMEZONE,
    language: 'es',
    format: 'mp3',
    streamUrl: '',
    stationGroupId: null,
    featuresConfig: featuresConfigSchema.parse({}),
  };
}

export function stationToValues(station: PlatformStation): StationFormValues {
  return {
    name: station.name,
    slug: station.slug,
    logoUrl: station.logoUrl ?? '',
    timezone: station.timezone,
    language: station.language,
    format: station.format,
    streamUrl: station.streamUrl ?? '',
    stationGroupId: station.stationGroup?.id ?? null,
    featuresConfig: station.featuresConfig,
  };
}

/**
 * Same paths as the form values, so schema errors land on the right fields. A sub-feature left on
 * under a parent switched off is saved off: it would do nothing (effectiveFeaturesConfig).
 */
export function toStationInput(values: StationFormValues): StationWrite {
  return {
    ...values,
    featuresConfig: effectiveFeaturesConfig(values.featuresConfig),
    language: values.language as StationWrite['language'],
    logoUrl: emptyToNull(values.logoUrl),
    streamUrl: emptyToNull(values.streamUrl),
  };
}
