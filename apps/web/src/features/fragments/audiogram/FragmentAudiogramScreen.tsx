/**
 * /fragments/s/{slug}/fragment/{id}/audiogram (spec 02 "Fragments" Audiogram): the generation
 * form until a generation has started; then its variants (in progress, failed with Regenerate,
 * completed to play and download), 'New audiogram' to make it again with other props, and the
 * export section once a variant is complete. The fragment is asked for every 2 s while a variant
 * renders or an export runs.
 */
import { useEffect, useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { useFragmentContext } from '../fragment-context';
import { fragmentQueryOptions } from '../fragments.api';
import { AudiogramExportSection } from './AudiogramExportSection';
import { AudiogramGenerateForm } from './AudiogramGenerateForm';
import { AudiogramVariants } from './AudiogramVariants';
import { audiogramRefetchInterval } from './audiogram.api';

export function FragmentAudiogramScreen() {
  const { t } = useTranslation('fragment-audiogram');
  const { api } = useAppServices();
  const { fragment, station } = useFragmentContext();
  // A second observer of the layout's fragment query: its own interval, while audiogram work runs.
  useQuery({ ...fragmentQueryOptions(api, fragment.id), refetchInterval: audiogramRefetchInterval });
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    document.title = `${t('title')} · ${fragment.title} · Antena`;
  }, [fragment.title, t]);

  const jobs = fragment.audiogramGeneration?.variantsJobs ?? {};
  const started = Object.keys(jobs).length > 0;
  if (!started || editing)
    return (
      <AudiogramGenerateForm
        fragment={fragment}
        station={station}
        onGenerated={() => setEditing(false)}
        onCancel={started ? () => setEditing(false) : undefined}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing(true)}>
          {t('newAudiogram')}
        </Button>
      </Group>
      <AudiogramVariants fragment={fragment} />
      {Object.values(jobs).some((job) => job.status === 'COMPLETED') && (
        <AudiogramExportSection fragment={fragment} station={station} />
      )}
    </Stack>
  );
}
