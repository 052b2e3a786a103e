/** /audit when none of the user's stations has audit (spec 03 section 6: audit is enabled per station). */
import { Anchor } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

export function AuditNoStationScreen() {
  const { t } = useTranslation('audit');
  const { config } = useAppServices();
  return (
    <>
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('title') }]} />
      <EmptyState icon={<IconChecklist size={28} />} title={t('noStation.title')} description={t('noStation.help')}>
        <Anchor href={config.links.contact}>{t('noStation.contact')}</Anchor>
      </EmptyState>
    </>
  );
}
