/** /search when the user reaches no station (it opens the first station's search otherwise). */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

export function SearchNoStationScreen() {
  const { t } = useTranslation('search');
  return (
    <>
      <PageHeader title={t('title')} />
      <EmptyState title={t('station.none')} description={t('station.noneHelp')} />
    </>
  );
}
