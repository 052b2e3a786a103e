/**
 * The caption words the audiogram will show (GET …/audiogram/captions), or a note that the
 * fragment has no transcription yet, so the video would have no captions.
 */
import { Alert, Group, Paper, ScrollArea, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { ErrorState } from '../../../components/QueryState';
import { formatClock } from './audiogram-format';
import { audiogramCaptionsQueryOptions } from './audiogram.api';

/** Enough words to judge them; the rest are counted. */
const PREVIEW_WORDS = 400;

export function AudiogramCaptionsPreview({ fragmentId }: { fragmentId: string }) {
  const { t } = useTranslation('fragment-audiogram');
  const { api } = useAppServices();
  const captions = useQuery(audiogramCaptionsQueryOptions(api, fragmentId));

  const body = () => {
    if (captions.isError)
      return <ErrorState title={t('captions.loadFailed')} onRetry={() => void captions.refetch()} />;
    if (!captions.data)
      return (
        <Text size="sm" c="dimmed">
          {t('captions.loading')}
        </Text>
      );
    const { transcriptionStatus, captions: words } = captions.data;
    if (transcriptionStatus !== 'COMPLETED' || words.length === 0)
      return (
        <Alert color="yellow" icon={<IconInfoCircle />} role="note">
          {t(
            transcriptionStatus === 'QUEUED' || transcriptionStatus === 'IN_PROGRESS'
              ? 'captions.transcribing'
              : 'captions.none',
          )}
        </Alert>
      );
    const shown = words.slice(0, PREVIEW_WORDS);
    return (
      <ScrollArea.Autosize mah={160}>
        <Text size="sm" component="p" aria-label={t('captions.words')}>
          {shown.map((word, index) => (
            <span key={`${word.startMs}-${index}`} title={formatClock(word.startMs)}>
              {word.text}{' '}
            </span>
          ))}
          {words.length > shown.length && (
            <Text span c="dimmed">
              {t('captions.more', { count: words.length - shown.length })}
            </Text>
          )}
        </Text>
      </ScrollArea.Autosize>
    );
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={t('captions.title')}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {t('captions.title')}
        </Title>
      </Group>
      {body()}
    </Paper>
  );
}
