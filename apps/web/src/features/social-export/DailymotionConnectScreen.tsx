/**
 * /admin/social-export/dailymotion/connect/{station} (spec 02 "Social export"): a station is
 * connected to Dailymotion with an API key, secret and 7-character channel id (the contract's
 * dailymotionCredentialsSchema). Dailymotion checks them before they are stored: when it refuses,
 * the server's message shows above the buttons; once connected, back to the platform's screen.
 */
import { useState } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { dailymotionCredentialsSchema, type DailymotionCredentials } from '@antena/contract';
import { ButtonLink } from '../../components/links';
import { PageHeader } from '../../components/PageHeader';
import { LoadError, LoadingState } from '../../components/QueryState';
import { EmptyState } from '../../components/EmptyState';
import { useAppServices } from '../../lib/app-services';
import { errorText, isApiError } from '../../lib/api-error';
import { stationsQueryOptions } from '../stations/stations.api';
import { useAdminBreadcrumbs } from '../admin/dashboard/use-admin-breadcrumbs';
import { connectDailymotion, socialKeys } from './social-export.api';
import { socialPlatformLink } from './social-platform';

/** The channel id's length (spec 02 section 5). */
const CHANNEL_ID_LENGTH = 7;

export function DailymotionConnectScreen({ stationId }: { stationId: string }) {
  const { t } = useTranslation('social-export');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const stations = useQuery(stationsQueryOptions(api));
  const station = stations.data?.find((one) => one.id === stationId || one.slug === stationId);
  const platformName = t('platforms.DAILYMOTION');
  const breadcrumbs = useAdminBreadcrumbs(
    { label: t('title'), link: { to: '/admin/social-export' } },
    { label: platformName, link: socialPlatformLink('DAILYMOTION') },
    { label: station?.name ?? stationId },
  );

  const form = useForm<DailymotionCredentials>({
    mode: 'controlled',
    initialValues: { key: '', secret: '', channelId: '' },
    validate: {
      key: (value) => (value.trim() ? null : t('form.required')),
      secret: (value) => (value.trim() ? null : t('form.required')),
      channelId: (value) =>
        value.trim().length === CHANNEL_ID_LENGTH ? null : t('dailymotion.channelIdLength', { n: CHANNEL_ID_LENGTH }),
    },
    validateInputOnBlur: true,
  });

  const save = useMutation({
    mutationFn: (values: DailymotionCredentials) =>
      connectDailymotion(api, station!.id, dailymotionCredentialsSchema.parse(values)),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('connect.connected', { station: station?.name }) });
      void queryClient.invalidateQueries({ queryKey: socialKeys.all });
      void navigate({ to: '/admin/social-export/$platform', params: { platform: 'dailymotion' } });
    },
    // Dailymotion's refusal in the server's words (spec: the connect form shows the server's message).
    onError: (error) =>
      setFailure(isApiError(error) && !error.isNetworkError && error.message ? error.message : errorText(error, t)),
  });

  const title = t('dailymotion.title', { station: station?.name ?? '' });
  if (stations.isPending) return <LoadingState label={t('dailymotion.loading')} />;
  if (stations.isError) {
    return (
      <LoadError error={stations.error} onRetry={() => void stations.refetch()} title={t('dailymotion.loadFailed')} />
    );
  }
  if (!station) {
    return (
      <>
        <PageHeader title={t('dailymotion.stationNotFound')} breadcrumbs={breadcrumbs} />
        <EmptyState title={t('dailymotion.stationNotFound')} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <Paper withBorder p="md" maw={560}>
        <form
          noValidate
          onSubmit={form.onSubmit((values) => {
            setFailure(null);
            save.mutate(values);
          })}
        >
          <Stack gap="md">
            <TextInput label={t('dailymotion.key')} required {...form.getInputProps('key')} />
            <PasswordInput label={t('dailymotion.secret')} required {...form.getInputProps('secret')} />
            <TextInput
              label={t('dailymotion.channelId')}
              description={t('dailymotion.channelIdHelp', { n: CHANNEL_ID_LENGTH })}
              required
              maxLength={CHANNEL_ID_LENGTH}
              {...form.getInputProps('channelId')}
            />
            {failure && (
              <Alert color="red" icon={<IconAlertTriangle />} role="alert" title={t('dailymotion.failed')}>
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <ButtonLink variant="default" {...socialPlatformLink('DAILYMOTION')}>
                {t('form.cancel')}
              </ButtonLink>
              <Button type="submit" loading={save.isPending}>
                {t('dailymotion.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
