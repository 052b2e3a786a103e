/**
 * The station switcher of the fragment screens (spec 02 "Fragments": the list's header and the
 * info view's breadcrumbs): choosing a station opens its fragment list.
 */
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StationSwitcher } from '../stations/StationSwitcher';

export function FragmentsStationSwitcher({ slug, size }: { slug: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('fragments');
  const navigate = useNavigate();
  return (
    <StationSwitcher
      slug={slug}
      size={size}
      label={t('station.switch')}
      onSwitch={(next) => void navigate({ to: '/fragments/s/$station', params: { station: next } })}
    />
  );
}
