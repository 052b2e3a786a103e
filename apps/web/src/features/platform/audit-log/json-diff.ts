/**
 * The leaves that differ between an entity's before and after, by dotted path
 * (`featuresConfig.audit.enabled`), so a reader of a long station does not hunt for the change.
 */
export interface LeafChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function changedLeaves(before: unknown, after: unknown, path = ''): LeafChange[] {
  const join = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (isRecord(before) && isRecord(after)) {
    const keys = Array.from(new Set([...Object.keys(before), ...Object.keys(after)]));
    return keys.flatMap((key) => changedLeaves(before[key], after[key], join(key)));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, index) => changedLeaves(before[index], after[index], join(index))).flat();
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
}
