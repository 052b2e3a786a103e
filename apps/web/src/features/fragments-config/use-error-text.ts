/** The forms' rule keys (config-errors.ts) as the texts Mantine shows beside each field. */
import { useTranslation } from 'react-i18next';
import type { ConfigErrors } from './config-errors';

export function useErrorText() {
  const { t } = useTranslation('fragments-config');
  return (errors: ConfigErrors): Record<string, string> =>
    Object.fromEntries(Object.entries(errors).map(([path, error]) => [path, t(`errors.${error}`)]));
}
