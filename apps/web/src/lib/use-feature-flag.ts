import type { FeatureFlag } from '@antena/contract';

/**
 * Whether a feature flag (contract FEATURE_FLAGS) is on for the current user.
 * The flag service arrives with the administration issue; until then every flag is off,
 * so flagged areas (Content AI, AOD, action permissions) stay hidden rather than half-shown.
 */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  void flag;
  return false;
}
