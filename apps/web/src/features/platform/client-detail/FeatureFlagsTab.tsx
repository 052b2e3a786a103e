/**
 * The feature flags tab: one switch per contract flag. A switch saves at once (only that flag
 * is sent) and shows its new state while the call runs; the others wait for it.
 */
import { Code, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FEATURE_FLAGS, type FeatureFlag } from '@antena/contract';
import { useAppServices } from '../../../lib/app-services';
import { clientFeatureFlagsQueryOptions } from '../platform.api';
import { useSetFeatureFlag } from '../platform-mutations';
import { LoadError, LoadingState } from '../../../components/QueryState';
import { notifyFailure } from '../shared/server-errors';

export function FeatureFlagsTab({ clientId }: { clientId: string }) {
  const { t } = useTranslation('platform');
  const { api } = useAppServices();
  const flags = useQuery(clientFeatureFlagsQueryOptions(api, clientId));
  const setFlag = useSetFeatureFlag(clientId);

  if (flags.isPending) return <LoadingState label={t('flags.loading')} />;
  if (flags.isError)
    return <LoadError error={flags.error} onRetry={() => void flags.refetch()} title={t('flags.loadFailed')} />;

  const toggle = (flag: FeatureFlag, enabled: boolean) =>
    setFlag.mutate(
      { flag, enabled },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t(enabled ? 'flags.turnedOn' : 'flags.turnedOff', { name: t(`flags.names.${flag}`) }),
          }),
        onError: notifyFailure,
      },
    );

  return (
    <Paper withBorder radius="md" p="lg" maw={880}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('flags.intro')}
        </Text>
        {FEATURE_FLAGS.map((flag) => {
          const pending = setFlag.isPending && setFlag.variables.flag === flag;
          const checked = pending ? setFlag.variables.enabled : (flags.data.flags[flag] ?? false);
          return (
            <Group key={flag} justify="space-between" wrap="nowrap" align="flex-start">
              <Switch
                checked={checked}
                onChange={(event) => toggle(flag, event.currentTarget.checked)}
                disabled={setFlag.isPending}
                label={t(`flags.names.${flag}`)}
                description={t(`flags.descriptions.${flag}`)}
                size="md"
                style={{ flex: 1 }}
              />
              <Code style={{ flexShrink: 0 }}>{flag}</Code>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
