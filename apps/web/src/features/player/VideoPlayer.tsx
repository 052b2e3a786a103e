/**
 * The recording's video (spec 01 sections 4 and 9): a 798 x 449 element played by the provider's
 * hls.js playback, a playback rate menu (0.5, 1, 1.5, 2) and a snapshot button that downloads
 * the current frame as a PNG named after the station and the frame's time.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionIcon, Box, Button, Group, Menu, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera } from '@tabler/icons-react';
import { PLAYBACK_RATES, VIDEO_SIZE } from './hls-config';
import { downloadSnapshot, snapshotFileName } from './snapshot';
import { usePlayerContext } from './use-player';

/**
 * At most the spec's 449 px high, less on a short window so the timeline below stays in view
 * (issue 13.7: at 1366 x 768 the full size pushed it below the fold). 610 px is what the shell,
 * the page header, the controls and the timeline's preview and focus strips take above and below.
 */
export const VIDEO_HEIGHT_CSS = `clamp(150px, calc(100dvh - 610px), ${VIDEO_SIZE.height}px)`;

export function VideoPlayer({ stationSlug }: { stationSlug: string }) {
  const { t } = useTranslation('player');
  const { state, attachVideo, emit } = usePlayerContext();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState<number>(1);

  useEffect(() => {
    attachVideo(videoRef.current);
    return () => attachVideo(null);
  }, [attachVideo]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // A new source resets playbackRate to the default one: set both so the choice survives it.
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }, [rate]);

  const currentTs = state.currentTs;
  const takeSnapshot = useCallback(async () => {
    const video = videoRef.current;
    if (!video) return;
    const fileName = snapshotFileName(stationSlug, currentTs ?? Date.now());
    if (!(await downloadSnapshot(video, fileName))) return;
    emit({ type: 'SNAPSHOT_TAKEN', fileName });
    notifications.show({ message: t('video.snapshotTaken', { fileName }) });
  }, [currentTs, emit, stationSlug, t]);

  return (
    <Box pos="relative" style={{ flex: 'none' }}>
      <video
        ref={videoRef}
        width={VIDEO_SIZE.width}
        height={VIDEO_SIZE.height}
        aria-label={t('video.label')}
        playsInline
        style={{
          display: 'block',
          background: 'black',
          height: VIDEO_HEIGHT_CSS,
          width: 'auto',
          aspectRatio: '16 / 9',
        }}
      />
      <Group justify="flex-end" gap="xs" mt={4}>
        <Menu position="top-end" withinPortal>
          <Menu.Target>
            <Button size="compact-sm" variant="default" aria-label={t('video.playbackRate')}>
              {t('video.rate', { rate })}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {PLAYBACK_RATES.map((option) => (
              <Menu.Item key={option} onClick={() => setRate(option)} fw={option === rate ? 700 : undefined}>
                {t('video.rate', { rate: option })}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Tooltip label={t('video.snapshot')}>
          <ActionIcon variant="default" aria-label={t('video.snapshot')} onClick={() => void takeSnapshot()}>
            <IconCamera size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Box>
  );
}
