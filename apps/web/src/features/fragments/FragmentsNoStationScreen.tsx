/** /fragments when the user reaches no station (the list opens the first station's otherwise). */
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

export function FragmentsNoStationScreen() {
  const { t } = useTranslation('fragments');
  return (
    <>
      <PageHeader title={t('title')} />
      <EmptyState title={t('station.none')} description={t('station.noneHelp')} />
    </>
  );
}
