/**
 * The actions of one reference audio: play (in the media player modal), download, and delete after a
 * confirmation that says its matches go with it (issue 15: deleting an audio deletes its matches).
 */
import { useState, type ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuditAudio } from '@antena/contract';
import { useAppServices } from '../../lib/app-services';
import { confirm } from '../../components/ConfirmModal';
import { errorText } from '../../lib/api-error';
import { useDownloadWithProgress } from '../downloads/use-download-with-progress';
import { useMediaUrl } from '../player/media-url';
import { auditAudioMediaPath, auditKeys, deleteAuditAudio } from './audit.api';

export interface AudioActionsProps {
  audio: AuditAudio;
  stationId: string;
  onPlay: (audio: AuditAudio) => void;
}

export function AudioActions({ audio, stationId, onPlay }: AudioActionsProps) {
  const { t } = useTranslation('audit');
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const mediaUrl = useMediaUrl();
  const download = useDownloadWithProgress();
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    const confirmed = await confirm({
      title: t('audios.delete.title'),
      message: t('audios.delete.message', { customId: audio.customId }),
      confirmLabel: t('audios.delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await deleteAuditAudio(api, audio.id);
      notifications.show({ color: 'teal', message: t('audios.delete.done', { customId: audio.customId }) });
      // Its matches went with it: the station's audit lists refresh, the CUSTOM ADS table too.
      await queryClient.invalidateQueries({ queryKey: auditKeys.station(stationId) });
    } catch (error) {
      notifications.show({ color: 'red', title: t('audios.delete.failed'), message: errorText(error, t) });
    } finally {
      setDeleting(false);
    }
  };

  const action = (
    label: string,
    icon: ReactNode,
    onClick: () => void,
    extra: { color?: string; loading?: boolean } = {},
  ) => (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick} {...extra}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {action(t('audios.play', { customId: audio.customId }), <IconPlayerPlay size={16} />, () => onPlay(audio))}
      {action(
        t('audios.download', { customId: audio.customId }),
        <IconDownload size={16} />,
        () =>
          void download(mediaUrl(auditAudioMediaPath(stationId, audio.customId), { download: true }), audio.filename),
      )}
      {action(t('audios.delete.button', { customId: audio.customId }), <IconTrash size={16} />, () => void remove(), {
        color: 'red',
        loading: deleting,
      })}
    </Group>
  );
}
