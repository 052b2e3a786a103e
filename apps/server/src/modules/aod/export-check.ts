/**
 * Whether a run exports (spec 03 "AOD run", issue 20 point 6): the report's efficiency (confirmed
 * schedules / schedules, 0 to 1) at least the rule's minimum, or no minimum (`false`). The run
 * stores the outcome as a code and these figures (issue 31 point 8); `outcomeComment` words it in
 * English for the API's `statusComment`, and the web app words it in the user's language.
 */
import type { AodExportConditions, AodRunOutcome } from '@antena/contract';

/** Fractions come from divisions (9/10, the screen's 90 / 100): equal ones may differ in the last bit. */
const EPSILON = 1e-9;

export interface ExportCheck {
  passes: boolean;
  efficiency: number;
  /** null: no minimum. */
  minEfficiency: number | null;
}

export function exportCheck(efficiency: number, conditions: AodExportConditions): ExportCheck {
  const { minEfficiency } = conditions;
  if (minEfficiency === false) return { passes: true, efficiency, minEfficiency: null };
  return { passes: efficiency + EPSILON >= minEfficiency, efficiency, minEfficiency };
}

const percent = (fraction: number, digits: number) => (fraction * 100).toFixed(digits);
/** The minimum as the user typed it: 90, 72.5. */
const minimumText = (fraction: number) => String(Number(percent(fraction, 2)));

/** The outcome in English, for API callers that read `statusComment`. */
export function outcomeComment(outcome: AodRunOutcome): string {
  switch (outcome.code) {
    case 'NO_ORDER_SCHEDULES':
      return 'No schedules were found for the order';
    case 'ERROR':
      return `Error: ${outcome.message}`;
    case 'TEXT':
      return outcome.text;
    default: {
      const measured = `Efficiency ${percent(outcome.efficiency, 2)} %`;
      const minimum = outcome.minEfficiency === null ? null : minimumText(outcome.minEfficiency);
      if (outcome.code === 'UNDER_MINIMUM') return `${measured}, under the minimum of ${minimum} %`;
      const checked = minimum === null ? `${measured}, no minimum` : `${measured}, minimum ${minimum} %`;
      return outcome.code === 'EXPORTED' ? checked : `${checked}; the export did not finish`;
    }
  }
}
