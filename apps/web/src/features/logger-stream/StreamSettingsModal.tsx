/**
 * spec 02 "Logger stream": the settings dialog with the screen mode, Default or Editor (the joint
 * fragment editor under the timeline, fragments/JointEditor.tsx).
 */
import { useState } from 'react';
import { ActionIcon, Modal, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SCREEN_MODES, type ScreenMode } from './stream-settings';

export interface StreamSettingsModalProps {
  mode: ScreenMode;
  onModeChange(mode: ScreenMode): void;
}

export function StreamSettingsButton({ mode, onModeChange }: StreamSettingsModalProps) {
  const { t } = useTranslation('logger-stream');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={t('settings.open')}>
        <ActionIcon variant="default" size="lg" aria-label={t('settings.open')} onClick={() => setOpened(true)}>
          <IconSettings size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('settings.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack gap="sm">
          <Text size="sm" fw={500} id="stream-screen-mode">
            {t('settings.mode')}
          </Text>
          <SegmentedControl
            aria-labelledby="stream-screen-mode"
            value={mode}
            onChange={(value) => onModeChange(value as ScreenMode)}
            data={SCREEN_MODES.map((value) => ({ value, label: t(`settings.modes.${value}`) }))}
          />
          {mode === 'EDITOR' && (
            <Text size="sm" c="dimmed">
              {t('settings.editorHelp')}
            </Text>
          )}
        </Stack>
      </Modal>
    </>
  );
}
