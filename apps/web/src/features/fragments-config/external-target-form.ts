/**
 * A station's external target (docs/fragments.md "External targets"): none, a folder under the
 * server's export root, or an S3-compatible bucket, each with the key pattern that names the
 * exported files. The S3 secret is write-only: the answer only says whether one is stored, and an
 * empty secret on save keeps it; a new S3 target needs one.
 */
import type { StationConfig, StationConfigUpdate } from '@antena/contract';
import { isBlank, type ConfigErrors } from './config-errors';

export const TARGET_TYPES = ['NONE', 'FOLDER', 'S3'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

/** The placeholders a key pattern may use (docs/fragments.md "Key pattern"). */
export const KEY_PLACEHOLDERS = '{station} {date} {time} {title} {id} {ext}';
export const DEFAULT_KEY_PATTERN = '{station}/{date}/{time}-{title}-{id}.{ext}';

export interface TargetValues {
  type: TargetType;
  folder: string;
  keyPattern: string;
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const EMPTY: TargetValues = {
  type: 'NONE',
  folder: '',
  keyPattern: DEFAULT_KEY_PATTERN,
  endpoint: '',
  region: 'us-east-1',
  bucket: '',
  accessKeyId: '',
  secretAccessKey: '',
  forcePathStyle: true,
};

export function toTargetValues(config: StationConfig): TargetValues {
  const target = config.externalExport.target;
  if (!target) return { ...EMPTY };
  if (target.type === 'FOLDER') return { ...EMPTY, ...target };
  const { secretAccessKeySet: _set, ...s3 } = target;
  return { ...EMPTY, ...s3, secretAccessKey: '' };
}

/** Whether the station's stored S3 target already has a secret (so an empty one keeps it). */
export const hasStoredSecret = (config: StationConfig) =>
  config.externalExport.target?.type === 'S3' && config.externalExport.target.secretAccessKeySet;

export function toTargetUpdate(values: TargetValues): StationConfigUpdate {
  if (values.type === 'NONE') return { externalExport: { target: null } };
  if (values.type === 'FOLDER')
    return {
      externalExport: {
        target: { type: 'FOLDER', folder: values.folder.trim(), keyPattern: values.keyPattern.trim() },
      },
    };
  const secret = values.secretAccessKey.trim();
  return {
    externalExport: {
      target: {
        type: 'S3',
        endpoint: values.endpoint.trim(),
        region: values.region.trim(),
        bucket: values.bucket.trim(),
        accessKeyId: values.accessKeyId.trim(),
        ...(secret ? { secretAccessKey: secret } : {}),
        forcePathStyle: values.forcePathStyle,
        keyPattern: values.keyPattern.trim(),
      },
    },
  };
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
}

export function targetErrors(values: TargetValues, secretStored: boolean): ConfigErrors {
  const errors: ConfigErrors = {};
  const required = (field: keyof TargetValues) => {
    if (isBlank(values[field] as string)) errors[field] = 'required';
  };
  if (values.type === 'NONE') return errors;
  required('keyPattern');
  if (values.type === 'FOLDER') {
    required('folder');
    return errors;
  }
  if (isBlank(values.endpoint)) errors.endpoint = 'required';
  else if (!isHttpUrl(values.endpoint)) errors.endpoint = 'url';
  required('region');
  required('bucket');
  required('accessKeyId');
  if (!secretStored) required('secretAccessKey');
  return errors;
}
