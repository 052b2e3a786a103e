/**
 * Plays an audio or video URL in a modal (spec 01 "Shared screen elements": 50rem wide, with a
 * download button, 'No player found for type' for anything else). The audit audios list
 * (spec 03) plays its reference audios in it.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// spec: media player modal 50rem wide.
export const MEDIA_PLAYER_WIDTH = '50rem';

export type PlayerKind = 'audio' | 'video';

/** 'audio', 'video' or a MIME type ('audio/mpeg', 'video/mp4'); anything else has no player. */
export function playerKindFor(type: string | null | undefined): PlayerKind | null {
  const base = type?.trim().toLowerCase().split('/')[0];
  return base === 'audio' || base === 'video' ? base : null;
}

export interface MediaPlayerModalProps {
  opened: boolean;
  onClose: () => void;
  url: string;
  /** 'audio' | 'video' | a MIME type. */
  type: string;
  title?: string;
  /** Suggested file name for the download. */
  filename?: string;
  /** The media could not be loaded or played. */
  onError?: () => void;
}

export function MediaPlayerModal({ opened, onClose, url, type, title, filename, onError }: MediaPlayerModalProps) {
  const { t } = useTranslation();
  const kind = playerKindFor(type);
  const heading = title ?? t('player.title');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={heading}
      size={MEDIA_PLAYER_WIDTH}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        {kind === 'audio' && (
          <audio src={url} controls autoPlay style={{ width: '100%' }} aria-label={heading} onError={onError} />
        )}
        {kind === 'video' && (
          <video
            src={url}
            controls
            autoPlay
            style={{ width: '100%', maxHeight: '60vh' }}
            aria-label={heading}
            onError={onError}
          />
        )}
        {kind === null && (
          <Text c="red" role="alert">
            {t('player.noPlayer')}: {type}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            component="a"
            href={url}
            download={filename ?? true}
            leftSection={<IconDownload size={16} />}
            variant="default"
          >
            {t('player.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
