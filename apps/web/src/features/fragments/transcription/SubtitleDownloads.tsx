/** Subtitle downloads of a completed fragment transcription: txt, srt or json, all speakers or one. */
import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { SUBTITLE_FORMATS, type SubtitleFormat } from '@antena/contract';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../lib/app-services';
import { downloadSubtitles } from './fragment-transcription.api';

export function SubtitleDownloads({
  fragmentId,
  transcriptionId,
  title,
  speakers,
}: {
  fragmentId: string;
  transcriptionId: string;
  title: string;
  speakers: readonly string[];
}) {
  const { t } = useTranslation('fragment-transcription');
  const { api } = useAppServices();
  const [busy, setBusy] = useState(false);
  const download = async (format: SubtitleFormat, speakerId?: string) => {
    setBusy(true);
    try {
      const name = speakerId ? `${title} - ${speakerId}` : title;
      await downloadSubtitles(api, { fragmentId, transcriptionId }, format, name, speakerId);
    } catch (error) {
      console.error('subtitle download failed', error);
      notifications.show({ color: 'red', message: t('subtitles.failed') });
    } finally {
      setBusy(false);
    }
  };
  const items = (speakerId?: string) =>
    SUBTITLE_FORMATS.map((format) => (
      <Menu.Item key={`${speakerId ?? ''}-${format}`} onClick={() => void download(format, speakerId)}>
        {speakerId
          ? t('subtitles.speakerFormat', { speaker: speakerId, format: format.toUpperCase() })
          : t('subtitles.format', { format: format.toUpperCase() })}
      </Menu.Item>
    ));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} loading={busy}>
          {t('subtitles.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('subtitles.all')}</Menu.Label>
        {items()}
        {speakers.map((speaker) => [
          <Menu.Divider key={`${speaker}-divider`} />,
          <Menu.Label key={`${speaker}-label`}>{speaker}</Menu.Label>,
          ...items(speaker),
        ])}
      </Menu.Dropdown>
    </Menu>
  );
}
