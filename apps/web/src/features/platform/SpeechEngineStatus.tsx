/**
 * Issue 18: which speech engine the server transcribes with, or plainly why there is none, on
 * the platform's landing screen, so an operator sees at once why no station is transcribed.
 * Nothing is shown while it loads or when it cannot be read: the screen's own work comes first.
 */
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
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
  });
  if (!status.data) return null;
  const { engine, detail } = status.data;
  return (
    <Text size="sm" c={engine === 'none' ? 'orange' : 'dimmed'} mb="md">
      {t('speechEngine.line', { engine: t(`speechEngine.engines.${engine}`), detail })}
    </Text>
  );
}
