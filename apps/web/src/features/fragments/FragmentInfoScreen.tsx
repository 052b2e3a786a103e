/**
 * /fragments/s/{slug}/fragment/{id} (spec 02 "Fragments" Info): the title with '+INFO' opening
 * the details drawer, a notice when the recording had gaps (the media holds the recorded parts
 * only), the media below, and the transcription panel, whose words play that media from them.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Group, List, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFragmentContext } from './fragment-context';
import { useFragmentPlayer } from './fragment-player';
import { formatDuration, formatStationTime } from './fragments-format';
import { FragmentInfoDrawer } from './FragmentInfoDrawer';
import { FragmentMedia } from './FragmentMedia';
import { FragmentTranscriptionPanel } from './transcription/FragmentTranscriptionPanel';

export function FragmentInfoScreen() {
  const { t, i18n } = useTranslation('fragments');
  const { fragment, station } = useFragmentContext();
  const [drawer, setDrawer] = useState(false);
  // A word of the transcription plays the fragment's media from that word.
  const player = useFragmentPlayer();
  const timeZone = station.timezone;
  useEffect(() => {
    document.title = `${fragment.title} · Antena`;
  }, [fragment.title]);

  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          {fragment.title}
        </Title>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setDrawer(true)}>
          {t('info.more')}
        </Button>
      </Group>
      {fragment.gaps.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle />} title={t('gaps.title')} role="note">
          {t('gaps.message', { duration: formatDuration(fragment.duration) })}
          <List size="sm" mt="xs">
            {fragment.gaps.map((gap) => (
              <List.Item key={gap.from}>
                {t('gaps.range', {
                  from: formatStationTime(gap.from, timeZone, i18n.language),
                  to: formatStationTime(gap.to, timeZone, i18n.language),
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <FragmentMedia fragment={fragment} station={station} attach={player.attach} />
      {/* spec 02: the transcription panel appears when fragment diarization is enabled. */}
      {station.featuresConfig.transcription.enabled && station.featuresConfig.transcription.diarization.fragments && (
        <FragmentTranscriptionPanel fragment={fragment} onPlayFrom={player.playFrom} />
      )}
      <FragmentInfoDrawer fragment={fragment} timeZone={timeZone} opened={drawer} onClose={() => setDrawer(false)} />
    </Stack>
  );
}
