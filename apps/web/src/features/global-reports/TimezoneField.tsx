/** The timezone a global report reads its range on, shows its times in and writes its files with. */
import { useTranslation } from 'react-i18next';
import { TimezoneSelect } from '../platform/stations/TimezoneSelect';

export function TimezoneField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('global-reports');
  return (
    <TimezoneSelect label={t('filters.timezone')} value={value} onChange={(next) => next && onChange(next)} w={260} />
  );
}
