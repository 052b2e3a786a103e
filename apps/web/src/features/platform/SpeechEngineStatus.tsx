/**
 * Issue 18: which speech engine the server transcribes with, or plainly why there is none, on
 * the platform's landing screen, so an operator sees at once why no station is transcribed.
 * Issue 31: for the built-in engine, how its model's download stands (polled while it runs),
 * and where it failed, how to put the file in place by hand. Nothing is shown while it loads or
 * when it cannot be read: the screen's own work comes first.
 */
import { Alert, Code, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { WhisperModelStatus } from '@antena/contract';
import { endpoints } from '@antena/contract/endpoints';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../lib/app-services';
import { platformKeys } from './platform.api';

export function SpeechEngineStatus() {
  const { t } = useTranslation('platform');
  const { api } = useAppServices();
  const status = useQuery({
    queryKey: [...platformKeys.all, 'transcription-engine'],
    queryFn: ({ signal }) => api.call(endpoints.transcriptionEngineStatus, { signal }),
    refetchInterval: (query) => (query.state.data?.model?.state === 'downloading' ? 2000 : false),
  });
  if (!status.data) return null;
  const { engine, detail, model } = status.data;
  return (
    <Stack gap="xs" mb="md">
      <Text size="sm" c={engine === 'none' ? 'orange' : 'dimmed'}>
        {t('speechEngine.line', { engine: t(`speechEngine.engines.${engine}`), detail })}
      </Text>
      {model && <ModelStatus model={model} />}
    </Stack>
  );
}

function ModelStatus({ model }: { model: WhisperModelStatus }) {
  const { t } = useTranslation('platform');
  const mb = (bytes: number) => Math.round(bytes / 1e6);
  if (model.state === 'ready')
    return (
      <Text size="sm" c="dimmed">
        {t('speechEngine.model.ready', { name: model.name, stations: model.maxStations })}
      </Text>
    );
  if (model.state === 'downloading' || model.state === 'missing') {
    const percent = model.totalBytes ? (model.receivedBytes / model.totalBytes) * 100 : 0;
    return (
      <Stack gap={4} maw={480}>
        <Text size="sm">
          {t(`speechEngine.model.${model.state}`, {
            name: model.name,
            received: mb(model.receivedBytes),
            total: model.totalBytes ? mb(model.totalBytes) : '?',
          })}
        </Text>
        {model.state === 'downloading' && (
          <Progress value={percent} aria-label={t('speechEngine.model.progress')} animated />
        )}
      </Stack>
    );
  }
  return (
    <Alert color="orange" title={t('speechEngine.model.failedTitle', { name: model.name })} maw={720}>
      <Text size="sm">{model.error}</Text>
      <Text size="sm" mt="xs">
        {t('speechEngine.model.byHand')}
      </Text>
      <Code block mt="xs">
        {`curl -L -o '${model.path}' '${model.url}'`}
      </Code>
    </Alert>
  );
}
