/**
 * spec 02 "Logger stream": the cursor menu (play, pause, start selection, end selection, copy
 * cursor URL, cancel) and the selection menu (play, pause, create fragment, copy Quick Share URL,
 * download audio or video, download TS for video, unselect).
 */
import { memo } from 'react';
import { Menu } from '@mantine/core';
import {
  IconDownload,
  IconLink,
  IconPlayerPause,
  IconPlayerPlay,
  IconScissors,
  IconSelect,
  IconShare,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TimelineMenu, type MenuAnchor } from './TimelineMenu';

export interface CursorMenuProps {
  anchor: MenuAnchor | null;
  onClose(): void;
  onPlay(): void;
  onPause(): void;
  onStartSelection(): void;
  onEndSelection(): void;
  onCopyUrl(): void;
  onCancel(): void;
}

/** Play and pause, the first items of both menus. */
function PlayPauseItems({ onPlay, onPause }: { onPlay(): void; onPause(): void }) {
  const { t } = useTranslation('logger-stream');
  return (
    <>
      <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={onPlay}>
        {t('menu.play')}
      </Menu.Item>
      <Menu.Item leftSection={<IconPlayerPause size={16} />} onClick={onPause}>
        {t('menu.pause')}
      </Menu.Item>
    </>
  );
}

export const CursorMenu = memo(function CursorMenu(props: CursorMenuProps) {
  const { t } = useTranslation('logger-stream');
  return (
    <TimelineMenu anchor={props.anchor} label={t('menu.cursor')} onClose={props.onClose}>
      <PlayPauseItems onPlay={props.onPlay} onPause={props.onPause} />
      <Menu.Item leftSection={<IconSelect size={16} />} onClick={props.onStartSelection}>
        {t('menu.startSelection')}
      </Menu.Item>
      <Menu.Item leftSection={<IconSelect size={16} />} onClick={props.onEndSelection}>
        {t('menu.endSelection')}
      </Menu.Item>
      <Menu.Item leftSection={<IconLink size={16} />} onClick={props.onCopyUrl}>
        {t('menu.copyCursor')}
      </Menu.Item>
      <Menu.Item leftSection={<IconX size={16} />} onClick={props.onCancel}>
        {t('menu.cancel')}
      </Menu.Item>
    </TimelineMenu>
  );
});

export interface SelectionMenuProps {
  anchor: MenuAnchor | null;
  video: boolean;
  canQuickShare: boolean;
  onClose(): void;
  onPlay(): void;
  onPause(): void;
  onCreateFragment(): void;
  onQuickShare(): void;
  onDownload(kind: 'media' | 'ts'): void;
  onUnselect(): void;
}

export const SelectionMenu = memo(function SelectionMenu(props: SelectionMenuProps) {
  const { t } = useTranslation('logger-stream');
  return (
    <TimelineMenu anchor={props.anchor} label={t('menu.selection')} onClose={props.onClose}>
      <PlayPauseItems onPlay={props.onPlay} onPause={props.onPause} />
      <Menu.Item leftSection={<IconScissors size={16} />} onClick={props.onCreateFragment}>
        {t('menu.createFragment')}
      </Menu.Item>
      {props.canQuickShare && (
        <Menu.Item leftSection={<IconShare size={16} />} onClick={props.onQuickShare}>
          {t('menu.quickShare')}
        </Menu.Item>
      )}
      <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => props.onDownload('media')}>
        {props.video ? t('menu.downloadVideo') : t('menu.downloadAudio')}
      </Menu.Item>
      {props.video && (
        <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => props.onDownload('ts')}>
          {t('menu.downloadTs')}
        </Menu.Item>
      )}
      <Menu.Item leftSection={<IconX size={16} />} onClick={props.onUnselect}>
        {t('menu.unselect')}
      </Menu.Item>
    </TimelineMenu>
  );
});
