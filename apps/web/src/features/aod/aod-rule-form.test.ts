import { describe, expect, it } from 'vitest';
import {
  basicErrors,
  exportConditionErrors,
  exportOptionErrors,
  fromRule,
  newRuleValues,
  reportConfigErrors,
  toRuleInput,
  withEfficiencyCheck,
  withReportType,
} from './aod-rule-form';
import { aRule, anAuditConfig } from './aod-test-kit';

const formats = anAuditConfig().evidenceExport.pathFormats;

describe('AOD rule form (spec 03 sections 5 and 9)', () => {
  it('starts a new rule on ORDER_END, active, AUDIT_GIP_STATUS, 60 s around each airing and no efficiency check', () => {
    const values = newRuleValues();
    expect(values.basic).toEqual({ reportType: 'AUDIT_GIP_STATUS', name: '', trigger: 'ORDER_END', active: true });
    expect(values.exportOptions.audioMatchIncludeBefore).toBe(60);
    expect(values.exportOptions.audioMatchIncludeAfter).toBe(60);
    expect(values.exportConditions.efficiencyCheck).toBe(false);
  });

  it('asks for the report type, a name of at most 255 characters and the trigger', () => {
    expect(basicErrors({ reportType: '', name: ' ', trigger: '', active: true })).toEqual({
      reportType: 'errors.reportTypeRequired',
      name: 'errors.nameRequired',
      trigger: 'errors.triggerRequired',
    });
    const base = newRuleValues().basic;
    expect(basicErrors({ ...base, name: 'x'.repeat(256) })).toEqual({ name: 'errors.nameTooLong' });
    expect(basicErrors({ ...base, name: 'x'.repeat(255) })).toEqual({});
  });

  it('needs a range unless orders give it, and an end not before the start', () => {
    const config = newRuleValues().reportConfig;
    expect(reportConfigErrors(config)).toEqual({ from: 'errors.rangeRequired', to: 'errors.rangeRequired' });
    expect(reportConfigErrors({ ...config, orders: ' ORD-1 ' })).toEqual({});
    expect(reportConfigErrors({ ...config, from: '2026-11-02', to: '2026-11-01' })).toEqual({
      to: 'errors.rangeOrder',
    });
    expect(reportConfigErrors({ ...config, orders: 'ORD-1', from: '2026-11-02' })).toEqual({
      to: 'errors.rangeRequired',
    });
  });

  it('asks for the custom text only when the chosen path pattern has {customText}', () => {
    const options = { ...newRuleValues().exportOptions, formatId: 'station-date' };
    expect(exportOptionErrors(options, formats)).toEqual({});
    expect(exportOptionErrors({ ...options, formatId: 'custom' }, formats)).toEqual({
      formatCustomText: 'errors.required',
    });
    expect(exportOptionErrors({ ...options, formatId: 'custom', formatCustomText: 'Cola' }, formats)).toEqual({});
  });

  it('offers 90 when the efficiency check is first switched on, and keeps a value typed before', () => {
    const off = newRuleValues().exportConditions;
    expect(withEfficiencyCheck(off, true)).toEqual({ efficiencyCheck: true, minEfficiency: 90 });
    expect(withEfficiencyCheck({ efficiencyCheck: false, minEfficiency: 70 }, true).minEfficiency).toBe(70);
    expect(exportConditionErrors({ efficiencyCheck: true, minEfficiency: 101 })).toEqual({
      minEfficiency: 'errors.efficiencyRange',
    });
    expect(exportConditionErrors({ efficiencyCheck: true, minEfficiency: 0 })).toEqual({});
  });

  it('sends the efficiency as a fraction, false with the check off, and the days as bounds on the user clock', () => {
    const values = newRuleValues();
    values.basic.name = ' Cola ';
    values.reportConfig = { ...values.reportConfig, from: '2026-11-01', to: '2026-11-02', customIds: 'A, ,B' };
    values.exportOptions.formatId = 'station-date';
    values.exportConditions = { efficiencyCheck: true, minEfficiency: 85 };
    const input = toRuleInput(values, 'America/Argentina/Buenos_Aires');
    expect(input.name).toBe('Cola');
    expect(input.exportConditions).toEqual({ minEfficiency: 0.85 });
    expect(input.reportConfig.customIds).toEqual(['A', 'B']);
    expect(input.reportConfig.from).toBe(Date.parse('2026-11-01T03:00:00Z'));
    expect(input.reportConfig.to).toBe(Date.parse('2026-11-03T03:00:00Z') - 1);
    values.exportConditions = { efficiencyCheck: false, minEfficiency: 85 };
    expect(toRuleInput(values, 'UTC').exportConditions).toEqual({ minEfficiency: false });
  });

  it('reads a rule back as the wizard shows it (0.9 → 90 %)', () => {
    const values = fromRule(aRule(), 'UTC');
    expect(values.exportConditions).toEqual({ efficiencyCheck: true, minEfficiency: 90 });
    expect(values.reportConfig.orders).toBe('ORD-7');
    expect(toRuleInput(values, 'UTC').exportConditions).toEqual({ minEfficiency: 0.9 });
  });

  it('clears the later steps when the report type changes, and keeps them when it does not', () => {
    const values = newRuleValues();
    values.basic.name = 'Cola';
    values.reportConfig.orders = 'ORD-1';
    values.exportConditions = { efficiencyCheck: true, minEfficiency: 80 };
    expect(withReportType(values, 'AUDIT_GIP_STATUS')).toBe(values);
    const cleared = withReportType(values, '');
    expect(cleared.basic.name).toBe('Cola');
    expect(cleared.reportConfig.orders).toBe('');
    expect(cleared.exportConditions.efficiencyCheck).toBe(false);
  });
});
