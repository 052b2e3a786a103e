/** /settings/config: the signed-in user's settings (spec 01 "Settings"). */
import { Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIMEZONE } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, LoadingState } from '../../components/QueryState';
import { mySettingsQueryOptions } from './settings.api';
import { TimezoneForm } from './TimezoneForm';

export function SettingsConfigScreen() {
  const { t } = useTranslation('settings');
  const { api } = useAppServices();
  const navigate = useNavigate();
  const settings = useQuery(mySettingsQueryOptions(api));

  return (
    <>
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('home'), link: { to: '/' } }, { label: t('title') }]} />
      {settings.isPending ? (
        <LoadingState label={t('config.loading')} />
      ) : settings.isError ? (
        <LoadError error={settings.error} title={t('config.loadError')} onRetry={() => void settings.refetch()} />
      ) : (
        <Paper withBorder p="lg" maw={640}>
          <TimezoneForm
            // spec: the default timezone is America/Argentina/Buenos_Aires.
            settings={{ timezone: settings.data.timezone || DEFAULT_TIMEZONE }}
            onCancel={() => void navigate({ to: '/' })}
          />
        </Paper>
      )}
    </>
  );
}
