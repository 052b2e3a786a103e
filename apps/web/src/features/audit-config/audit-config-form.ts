/**
 * The audit configuration form's values and rules (spec 03 section 5): the excluded custom ids
 * as one comma-separated entry (items trimmed, empty ones dropped), the client's default
 * tolerances in minutes, and the evidence path formats, one of them the default.
 */
import {
  MAX_TOLERANCE_MINUTES,
  type AuditConfig,
  type AuditConfigUpdate,
  type MeUser,
  type PathFormat,
} from '@antena/contract';

/** A path format as the form edits it; `key` tells the rows apart while the id is being typed. */
export type PathFormatValues = PathFormat & { key: string };

export interface AuditConfigValues {
  excludedCustomIds: string;
  toleranceBefore: number | string;
  toleranceAfter: number | string;
  pathFormats: PathFormatValues[];
}

/** The contract's bounds (pathFormatSchema, auditConfigUpdateSchema). */
export const LIMITS = { customId: 200, customIds: 10_000, formatId: 100, label: 200, pattern: 500, formats: 50 };

let nextKey = 0;
export const newKey = () => `format-${(nextKey += 1)}`;

/** 'A, B,,C ' → ['A', 'B', 'C']: trimmed, empties dropped, each once. */
export function parseCustomIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

export const toValues = (config: AuditConfig): AuditConfigValues => ({
  excludedCustomIds: config.excludedCustomIds.join(', '),
  toleranceBefore: config.tolerance.before,
  toleranceAfter: config.tolerance.after,
  pathFormats: config.evidenceExport.pathFormats.map((format) => ({ ...format, key: newKey() })),
});

export const toUpdate = (values: AuditConfigValues): AuditConfigUpdate => ({
  excludedCustomIds: parseCustomIds(values.excludedCustomIds),
  tolerance: { before: Number(values.toleranceBefore), after: Number(values.toleranceAfter) },
  evidenceExport: {
    pathFormats: values.pathFormats.map(({ id, label, default: isDefault, pattern }) => ({
      id: id.trim(),
      label: label.trim(),
      default: isDefault,
      pattern: pattern.trim(),
    })),
  },
});

/** Keys of the `audit-reports` namespace's `config.errors` texts. */
export type ConfigError = 'required' | 'tooLong' | 'tolerance' | 'duplicateId' | 'tooMany' | 'customIdTooLong';

export function customIdsError(text: string): ConfigError | null {
  const ids = parseCustomIds(text);
  if (ids.length > LIMITS.customIds) return 'tooMany';
  return ids.some((id) => id.length > LIMITS.customId) ? 'customIdTooLong' : null;
}

export function toleranceError(value: number | string): ConfigError | null {
  if (value === '') return 'required';
  const minutes = Number(value);
  return Number.isInteger(minutes) && minutes >= 0 && minutes <= MAX_TOLERANCE_MINUTES ? null : 'tolerance';
}

export function textError(value: string, max: number): ConfigError | null {
  if (!value.trim()) return 'required';
  return value.trim().length > max ? 'tooLong' : null;
}

export function formatIdError(value: string, formats: readonly PathFormatValues[]): ConfigError | null {
  const error = textError(value, LIMITS.formatId);
  if (error) return error;
  return formats.filter((format) => format.id.trim() === value.trim()).length > 1 ? 'duplicateId' : null;
}

/** After a removal: the formats left, the first one becoming the default if the default went. */
export function withoutFormat(formats: readonly PathFormatValues[], key: string): PathFormatValues[] {
  const left = formats.filter((format) => format.key !== key);
  if (left.length > 0 && !left.some((format) => format.default)) left[0] = { ...left[0]!, default: true };
  return left;
}

export const asDefault = (formats: readonly PathFormatValues[], key: string): PathFormatValues[] =>
  formats.map((format) => ({ ...format, default: format.key === key }));

/** The API's rule for PUT /v2/audit/config: client admins and superadmins (also acting as someone). */
export const canEditAuditConfig = (user: MeUser): boolean =>
  user.role === 'CLIENT_ADMIN' || user.role === 'SUPERADMIN' || user.impersonator !== null;
