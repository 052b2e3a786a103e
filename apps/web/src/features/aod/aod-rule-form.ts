/**
 * The AOD rule wizard's values and rules (spec 03 sections 4, 5 and 9): basic info, report
 * config, export options and export conditions, each a step checked before the next; the review
 * step sends them as one rule. The efficiency check is a percentage on screen and a fraction in
 * the rule; changing the report type clears the later steps.
 */
import {
  AOD_RULE_NAME_MAX,
  DEFAULT_EXPORT_TIME_SECONDS,
  DEFAULT_MIN_EFFICIENCY_PERCENT,
  type AodRule,
  type AodRuleInput,
  type AodTrigger,
  type PathFormat,
  type ReportType,
} from '@antena/contract';
import { dayRangeBounds } from '../audit/audit-range';
import { toZonedInputs } from '../logger-stream/stream-time';

/** spec 03 "AOD rule": reportType only AUDIT_GIP_STATUS. */
export const AOD_REPORT_TYPES = ['AUDIT_GIP_STATUS'] as const satisfies readonly ReportType[];
export type AodReportType = (typeof AOD_REPORT_TYPES)[number];

export const AOD_STEPS = ['basic', 'reportConfig', 'exportOptions', 'exportConditions', 'review'] as const;
export type AodStep = (typeof AOD_STEPS)[number];

export interface BasicValues {
  /** '' while none is chosen. */
  reportType: AodReportType | '';
  name: string;
  trigger: AodTrigger | '';
  active: boolean;
}

export interface ReportConfigValues {
  stationsIds: string[];
  /** 'YYYY-MM-DD' days on the user's clock, '' when left out (the orders give the range). */
  from: string;
  to: string;
  advertisers: string[];
  campaigns: string[];
  versions: string[];
  /** Comma-separated, as typed. */
  customIds: string;
  orders: string;
  /** Kept as the rule has them: the wizard does not edit them. */
  customFields: Record<string, string>;
  excludedMatches: string[];
}

export interface ExportOptionValues {
  audioMatchIncludeBefore: number;
  audioMatchIncludeAfter: number;
  excludeVersion: boolean;
  publicLink: boolean;
  /** '' until the client's default path format is known. */
  formatId: string;
  formatCustomText: string;
}

export interface ExportConditionValues {
  efficiencyCheck: boolean;
  /** Percent 0 to 100 ('' while the field is empty). */
  minEfficiency: number | '';
}

export interface AodRuleValues {
  basic: BasicValues;
  reportConfig: ReportConfigValues;
  exportOptions: ExportOptionValues;
  exportConditions: ExportConditionValues;
}

export const emptyReportConfig = (): ReportConfigValues => ({
  stationsIds: [],
  from: '',
  to: '',
  advertisers: [],
  campaigns: [],
  versions: [],
  customIds: '',
  orders: '',
  customFields: {},
  excludedMatches: [],
});

export const defaultExportOptions = (): ExportOptionValues => ({
  audioMatchIncludeBefore: DEFAULT_EXPORT_TIME_SECONDS,
  audioMatchIncludeAfter: DEFAULT_EXPORT_TIME_SECONDS,
  excludeVersion: false,
  publicLink: false,
  formatId: '',
  formatCustomText: '',
});

export const defaultExportConditions = (): ExportConditionValues => ({ efficiencyCheck: false, minEfficiency: '' });

/** spec 03 section 9: a new rule is ORDER_END, active, AUDIT_GIP_STATUS. */
export const newRuleValues = (): AodRuleValues => ({
  basic: { reportType: 'AUDIT_GIP_STATUS', name: '', trigger: 'ORDER_END', active: true },
  reportConfig: emptyReportConfig(),
  exportOptions: defaultExportOptions(),
  exportConditions: defaultExportConditions(),
});

/** spec 03 section 4: a different report type starts the later steps over. */
export function withReportType(values: AodRuleValues, reportType: AodReportType | ''): AodRuleValues {
  if (reportType === values.basic.reportType) return values;
  return {
    basic: { ...values.basic, reportType },
    reportConfig: emptyReportConfig(),
    exportOptions: defaultExportOptions(),
    exportConditions: defaultExportConditions(),
  };
}

/** Switching the check on offers the spec's default (90) when no value was there yet. */
export function withEfficiencyCheck(values: ExportConditionValues, on: boolean): ExportConditionValues {
  if (!on) return { ...values, efficiencyCheck: false };
  return {
    efficiencyCheck: true,
    minEfficiency: values.minEfficiency === '' ? DEFAULT_MIN_EFFICIENCY_PERCENT : values.minEfficiency,
  };
}

/** 'A, B,,C ' → ['A', 'B', 'C']: trimmed, empties dropped, each once. */
export const parseList = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];

/** Error texts are keys of the `aod` namespace's `errors`, whose Spanish the spec gives. */
export type FieldErrors = Partial<Record<string, string>>;

export function basicErrors(values: BasicValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.reportType) errors.reportType = 'errors.reportTypeRequired';
  const name = values.name.trim();
  if (!name) errors.name = 'errors.nameRequired';
  else if (name.length > AOD_RULE_NAME_MAX) errors.name = 'errors.nameTooLong';
  if (!values.trigger) errors.trigger = 'errors.triggerRequired';
  return errors;
}

export function reportConfigErrors(values: ReportConfigValues): FieldErrors {
  const errors: FieldErrors = {};
  const byOrders = parseList(values.orders).length > 0 || Object.keys(values.customFields).length > 0;
  if (!values.from && !byOrders) errors.from = 'errors.rangeRequired';
  if (!values.to && (values.from || !byOrders)) errors.to = 'errors.rangeRequired';
  if (values.to && !values.from) errors.from = 'errors.rangeRequired';
  if (values.from && values.to && values.to < values.from) errors.to = 'errors.rangeOrder';
  return errors;
}

/** spec 03 section 5: the custom text is needed only when the chosen pattern has `{customText}`. */
export const needsCustomText = (format: PathFormat | undefined): boolean =>
  format?.pattern.includes('{customText}') ?? false;

export function exportOptionErrors(values: ExportOptionValues, formats: readonly PathFormat[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.formatId) errors.formatId = 'errors.required';
  const format = formats.find((candidate) => candidate.id === values.formatId);
  if (needsCustomText(format) && !values.formatCustomText.trim()) errors.formatCustomText = 'errors.required';
  return errors;
}

export function exportConditionErrors(values: ExportConditionValues): FieldErrors {
  if (!values.efficiencyCheck) return {};
  const percent = values.minEfficiency;
  if (percent === '') return { minEfficiency: 'errors.required' };
  return Number.isInteger(percent) && percent >= 0 && percent <= 100 ? {} : { minEfficiency: 'errors.efficiencyRange' };
}

/** The errors of one step (the review step has none of its own). */
export function stepErrors(step: AodStep, values: AodRuleValues, formats: readonly PathFormat[]): FieldErrors {
  switch (step) {
    case 'basic':
      return basicErrors(values.basic);
    case 'reportConfig':
      return reportConfigErrors(values.reportConfig);
    case 'exportOptions':
      return exportOptionErrors(values.exportOptions, formats);
    case 'exportConditions':
      return exportConditionErrors(values.exportConditions);
    default:
      return {};
  }
}

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);

/** The rule the API takes; days are the user's, sent as epoch-ms bounds on their clock. */
export function toRuleInput(values: AodRuleValues, timeZone: string, clientId?: string): AodRuleInput {
  const { basic, reportConfig: config, exportOptions: options, exportConditions: conditions } = values;
  const range = config.from && config.to ? dayRangeBounds({ from: config.from, to: config.to }, timeZone) : {};
  return {
    ...(clientId ? { clientId } : {}),
    name: basic.name.trim(),
    reportType: 'AUDIT_GIP_STATUS',
    trigger: basic.trigger || 'ORDER_END',
    active: basic.active,
    reportConfig: {
      stationsIds: config.stationsIds,
      ...range,
      advertisers: config.advertisers,
      campaigns: config.campaigns,
      versions: config.versions,
      customFields: config.customFields,
      customIds: parseList(config.customIds),
      orders: parseList(config.orders),
      excludedMatches: config.excludedMatches,
    },
    exportOptions: {
      audioMatchIncludeBefore:
        options.audioMatchIncludeBefore as AodRuleInput['exportOptions']['audioMatchIncludeBefore'],
      audioMatchIncludeAfter: options.audioMatchIncludeAfter as AodRuleInput['exportOptions']['audioMatchIncludeAfter'],
      excludeVersion: options.excludeVersion,
      publicLink: options.publicLink,
      pathFormat: {
        formatId: options.formatId,
        ...(options.formatCustomText.trim() ? { formatCustomText: options.formatCustomText.trim() } : {}),
      },
    },
    exportConditions: { minEfficiency: toFraction(conditions) },
  };
}

/** spec 03 section 5: stored as a fraction (the percentage divided by 100), or false with the check off. */
export function toFraction(conditions: ExportConditionValues): number | false {
  if (!conditions.efficiencyCheck || conditions.minEfficiency === '') return false;
  return Math.round(conditions.minEfficiency) / 100;
}

/** The percentage shown for a stored fraction (0.9 → 90). */
export const toPercent = (fraction: number): number => Math.round(fraction * 10_000) / 100;

/** A rule's export conditions as the form shows them (check off for `false`). */
export function conditionsOf(rule: Pick<AodRule, 'exportConditions'>): ExportConditionValues {
  const minEfficiency = rule.exportConditions.minEfficiency;
  return minEfficiency === false
    ? defaultExportConditions()
    : { efficiencyCheck: true, minEfficiency: toPercent(minEfficiency) };
}

/** An existing rule as the wizard edits it. */
export function fromRule(rule: AodRule, timeZone: string): AodRuleValues {
  const config = rule.reportConfig;
  const day = (ms: number | undefined) => (ms === undefined ? '' : toZonedInputs(ms, timeZone).date);
  return {
    basic: { reportType: rule.reportType, name: rule.name, trigger: rule.trigger, active: rule.active },
    reportConfig: {
      stationsIds: config.stationsIds,
      from: day(config.from),
      to: day(config.to),
      advertisers: config.advertisers,
      campaigns: config.campaigns,
      versions: config.versions,
      customIds: config.customIds.join(', '),
      orders: config.orders.join(', '),
      customFields: config.customFields,
      excludedMatches: config.excludedMatches,
    },
    exportOptions: {
      audioMatchIncludeBefore: rule.exportOptions.audioMatchIncludeBefore,
      audioMatchIncludeAfter: rule.exportOptions.audioMatchIncludeAfter,
      excludeVersion: rule.exportOptions.excludeVersion,
      publicLink: rule.exportOptions.publicLink,
      formatId: rule.exportOptions.pathFormat.formatId,
      formatCustomText: rule.exportOptions.pathFormat.formatCustomText ?? '',
    },
    exportConditions: conditionsOf(rule),
  };
}
