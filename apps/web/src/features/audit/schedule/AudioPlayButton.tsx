/**
 * Plays a reference audio in the shared media player modal (spec 03 "Media player modal"), as
 * the audios list does: the schedule detail and the schedule status play the audio of a custom id.
 */
import { useState } from 'react';
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditAudio } from '@antena/contract';
import { MediaPlayerModal } from '../../../components/MediaPlayerModal';
import { useMediaUrl } from '../../player/media-url';
import { auditAudioMediaPath } from '../audit.api';
import { playerTypeFor } from '../audit-format';

export interface AudioPlayButtonProps {
  audio: AuditAudio;
  stationId: string;
  /** An icon in a table row; a labelled button on a detail page. */
  compact?: boolean;
}

export function AudioPlayButton({ audio, stationId, compact = false }: AudioPlayButtonProps) {
  const { t } = useTranslation('audit-schedules');
  const mediaUrl = useMediaUrl();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const label = t('audio.play', { customId: audio.customId });

  const play = async () => {
    setFailed(false);
    try {
      setUrl(await mediaUrl(auditAudioMediaPath(stationId, audio.customId)));
    } catch (error) {
      console.error('Audio URL failed', error);
      setFailed(true);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {compact ? (
        <Tooltip label={label} withArrow>
          <ActionIcon variant="subtle" aria-label={label} onClick={() => void play()}>
            <IconPlayerPlay size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="light" leftSection={<IconPlayerPlay size={16} />} onClick={() => void play()}>
          {label}
        </Button>
      )}
      {failed && (
        <Text c="red" size="sm" role="alert">
          {t('audio.playFailed')}
        </Text>
      )}
      {url && (
        <MediaPlayerModal
          opened
          onClose={() => setUrl(null)}
          url={url}
          type={playerTypeFor(audio.filename)}
          title={t('audio.player', { customId: audio.customId })}
          filename={audio.filename}
          onError={() => {
            setUrl(null);
            setFailed(true);
          }}
        />
      )}
    </Group>
  );
}
