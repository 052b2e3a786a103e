/**
 * A run's outcome in the user's language (issue 31 point 8): the server stores a code and its
 * figures, never a sentence, so the English screen no longer shows 'Eficiencia 33.33 %, sin mínimo'.
 */
import type { TFunction } from 'i18next';
import type { AodRunOutcome } from '@antena/contract';
import { TRANSLATED_ERROR_CODES } from '../../lib/api-error';
import { formatPercent } from '../global-reports/gip/report-format';

export function runOutcomeText(outcome: AodRunOutcome | null, t: TFunction, locale: string): string {
  if (!outcome) return '—';
  switch (outcome.code) {
    case 'NO_ORDER_SCHEDULES':
      return t('aod:outcome.noOrderSchedules');
    case 'TEXT':
      return outcome.text;
    case 'ERROR': {
      // A known code reads in the user's language; anything else only has the server's words.
      const known = outcome.errorCode && TRANSLATED_ERROR_CODES.includes(outcome.errorCode);
      return t('aod:outcome.error', { message: known ? t(`errors:codes.${outcome.errorCode}`) : outcome.message });
    }
    default: {
      const efficiency = formatPercent(outcome.efficiency * 100, locale);
      // The minimum as the user typed it: 90, 72.5.
      const minimum =
        outcome.minEfficiency === null
          ? null
          : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(outcome.minEfficiency * 100);
      if (outcome.code === 'UNDER_MINIMUM') return t('aod:outcome.underMinimum', { efficiency, minimum });
      const checked =
        minimum === null
          ? t('aod:outcome.noMinimum', { efficiency })
          : t('aod:outcome.minimum', { efficiency, minimum });
      return outcome.code === 'EXPORTED' ? checked : t('aod:outcome.exportUnfinished', { checked });
    }
  }
}
