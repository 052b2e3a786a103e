import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlag } from '../enums';

/** Every feature flag of the contract with its value for one client (off unless set). */
export const featureFlagsSchema = z
  .object({ flags: z.record(z.enum(FEATURE_FLAGS), z.boolean()) })
  .meta({ id: 'FeatureFlags' });
export type FeatureFlags = Record<FeatureFlag, boolean>;
export const featureFlagsUpdateSchema = z
  .object({ flags: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()) })
  .meta({ id: 'FeatureFlagsUpdate' });
