/** The Search screen's station switcher: choosing a station opens its search. */
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StationSwitcher } from '../stations/StationSwitcher';

export function SearchStationSwitcher({ slug }: { slug: string }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  return (
    <StationSwitcher
      slug={slug}
      label={t('station.switch')}
      onSwitch={(next) => void navigate({ to: '/search/s/$station', params: { station: next } })}
    />
  );
}
