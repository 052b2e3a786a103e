/**
 * Whether a run exports (spec 03 "AOD run", issue 20 point 6): the report's efficiency (confirmed
 * schedules / schedules, 0 to 1) at least the rule's minimum, or no minimum (`false`). The
 * comment says why a run did not export, or the efficiency it exported with.
 */
import type { AodExportConditions } from '@antena/contract';

/** Fractions come from divisions (9/10, the screen's 90 / 100): equal ones may differ in the last bit. */
const EPSILON = 1e-9;

const percent = (fraction: number, digits: number) => (fraction * 100).toFixed(digits);
/** The minimum as the user typed it: 90, 72.5. */
const minimumText = (fraction: number) => String(Number(percent(fraction, 2)));

export interface ExportCheck {
  passes: boolean;
  comment: string;
}

export function exportCheck(efficiency: number, conditions: AodExportConditions): ExportCheck {
  const { minEfficiency } = conditions;
  const measured = `Eficiencia ${percent(efficiency, 2)} %`;
  if (minEfficiency === false) return { passes: true, comment: `${measured}, sin mínimo` };
  const minimum = minimumText(minEfficiency);
  return efficiency + EPSILON >= minEfficiency
    ? { passes: true, comment: `${measured}, mínimo ${minimum} %` }
    : { passes: false, comment: `${measured} menor al mínimo ${minimum} %` };
}
