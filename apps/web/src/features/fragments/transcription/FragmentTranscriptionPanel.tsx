/**
 * The fragment info page's transcription panel (spec 02 "Fragments", issue 18 point 5), shown
 * where the station transcribes fragments: Start ('Transcription started'), QUEUED and
 * IN_PROGRESS with their progress (asked again every 10 s), FAILED with its reason and a retry,
 * and the entries with their speakers (palette of 20) and words coloured by confidence; a word
 * plays the fragment from it, a word (in a row's edit mode) and a speaker are edited in place,
 * and the subtitles downloaded.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMicrophone, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Fragment, FragmentTranscription, FragmentTranscriptionEntry, TranscriptionWord } from '@antena/contract';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { isApiError } from '../../../lib/api-error';
import {
  fragmentTranscriptionKey,
  fragmentTranscriptionQueryOptions,
  startFragmentTranscription,
  updateSpeaker,
  updateWords,
} from './fragment-transcription.api';
import { fragmentSpeakerColours } from './fragment-transcription-view';
import { SubtitleDownloads } from './SubtitleDownloads';
import { TranscriptionEntryRow } from './TranscriptionEntryRow';

export interface FragmentTranscriptionPanelProps {
  fragment: Pick<Fragment, 'id' | 'title'>;
  /** Plays the fragment's media from `mediaMs` (ms from the fragment's start, as word times are). */
  onPlayFrom(mediaMs: number): void;
}

export function FragmentTranscriptionPanel({ fragment, onPlayFrom }: FragmentTranscriptionPanelProps) {
  const { t } = useTranslation('fragment-transcription');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const key = fragmentTranscriptionKey(fragment.id);
  const query = useQuery(fragmentTranscriptionQueryOptions(api, fragment.id));
  const [starting, setStarting] = useState(false);

  const start = async (restart: boolean) => {
    setStarting(true);
    try {
      queryClient.setQueryData(key, await startFragmentTranscription(api, fragment.id, restart));
      notifications.show({ color: 'teal', message: t('started') });
    } catch (error) {
      // spec 02 section 9: the start form shows the server's message when there is one.
      notifications.show({
        color: 'red',
        message: isApiError(error) && error.message ? error.message : t('startFailed'),
      });
    } finally {
      setStarting(false);
    }
  };

  const replaceEntry = (entry: FragmentTranscriptionEntry) =>
    queryClient.setQueryData<FragmentTranscription>(
      key,
      (current) => current && { ...current, entries: current.entries.map((e) => (e.time === entry.time ? entry : e)) },
    );

  const changeWords = async (entry: FragmentTranscriptionEntry, words: TranscriptionWord[]) => {
    const data = query.data;
    if (!data?.id) return false;
    try {
      replaceEntry(
        await updateWords(
          api,
          { fragmentId: fragment.id, transcriptionId: data.id },
          { time: entry.time, wp_words: words },
        ),
      );
      return true;
    } catch (error) {
      console.error('word update failed', error);
      notifications.show({ color: 'red', message: t('word.failed') });
      return false;
    }
  };

  const changeSpeaker = async (entry: FragmentTranscriptionEntry, label: string) => {
    const data = query.data;
    if (!data?.id) return false;
    try {
      replaceEntry(
        await updateSpeaker(
          api,
          { fragmentId: fragment.id, transcriptionId: data.id },
          { time: entry.time, diarization: [{ label, voice_label: label }] },
        ),
      );
      // The speaker list (and so the palette and the downloads) is the server's.
      void queryClient.invalidateQueries({ queryKey: key });
      return true;
    } catch (error) {
      console.error('speaker update failed', error);
      notifications.show({ color: 'red', message: t('speaker.failed') });
      return false;
    }
  };

  const data = query.data;
  const status = data?.status ?? null;

  return (
    <Stack component="section" aria-labelledby="fragment-transcription-title" gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id="fragment-transcription-title">
            {t('title')}
          </Title>
          {status && (
            <Badge variant="light" color={status === 'COMPLETED' ? 'teal' : status === 'FAILED' ? 'red' : 'blue'}>
              {t(`statuses.${status}`)}
            </Badge>
          )}
        </Group>
        {status === 'COMPLETED' && data?.id && (
          <Group gap="xs">
            <SubtitleDownloads
              fragmentId={fragment.id}
              transcriptionId={data.id}
              title={fragment.title}
              speakers={data.speakers}
            />
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconRefresh size={14} />}
              loading={starting}
              onClick={() => void start(true)}
            >
              {t('restart')}
            </Button>
          </Group>
        )}
      </Group>
      {query.isPending ? (
        <LoadingState label={t('loading')} />
      ) : query.isError && !data ? (
        <ErrorState title={t('loadFailed')} onRetry={() => void query.refetch()} />
      ) : data ? (
        <PanelBody
          data={data}
          starting={starting}
          onStart={(restart) => void start(restart)}
          onWordsChange={changeWords}
          onSpeakerChange={changeSpeaker}
          onPlayFrom={onPlayFrom}
        />
      ) : null}
    </Stack>
  );
}

function PanelBody({
  data,
  starting,
  onStart,
  onWordsChange,
  onSpeakerChange,
  onPlayFrom,
}: {
  data: FragmentTranscription;
  starting: boolean;
  onStart(restart: boolean): void;
  onWordsChange(entry: FragmentTranscriptionEntry, words: TranscriptionWord[]): Promise<boolean>;
  onSpeakerChange(entry: FragmentTranscriptionEntry, label: string): Promise<boolean>;
  onPlayFrom(mediaMs: number): void;
}) {
  const { t } = useTranslation('fragment-transcription');
  if (data.status === null)
    return data.engine === 'none' ? (
      <Alert color="gray" title={t('noEngine.title')}>
        {t('noEngine.message')}
      </Alert>
    ) : (
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {t('notStarted')}
        </Text>
        <Button leftSection={<IconMicrophone size={16} />} loading={starting} onClick={() => onStart(false)}>
          {t('start')}
        </Button>
      </Group>
    );
  if (data.status === 'QUEUED' || data.status === 'IN_PROGRESS')
    return (
      <Stack gap={4}>
        <Text size="sm">{t(`running.${data.status}`, { percent: Math.round(data.progress) })}</Text>
        <Progress value={data.progress} aria-label={t('progress')} animated />
      </Stack>
    );
  if (data.status === 'FAILED')
    return (
      <Alert color="red" role="alert" title={t('failed')}>
        <Stack gap="xs" align="flex-start">
          {data.failedReason && <Text size="sm">{data.failedReason}</Text>}
          <Button size="xs" color="red" variant="light" loading={starting} onClick={() => onStart(true)}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (data.entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('empty')}
      </Text>
    );
  const colours = fragmentSpeakerColours(data.speakers);
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('entries')}>
      {data.entries.map((entry) => (
        <TranscriptionEntryRow
          key={entry.time}
          entry={entry}
          speakers={data.speakers}
          colours={colours}
          onWordsChange={onWordsChange}
          onSpeakerChange={onSpeakerChange}
          onPlayFrom={onPlayFrom}
        />
      ))}
    </Stack>
  );
}
