/**
 * spec 02 "Logger stream": the settings dialog with the screen mode, Default or Editor (the joint
 * fragment editor under the timeline, fragments/JointEditor.tsx), and the audit toggles of the
 * overlays the station has (stream-overlays.ts); diarization and screenbug exclude each other.
 */
import { useState } from 'react';
import { ActionIcon, Divider, Modal, SegmentedControl, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SCREEN_MODES, type AuditToggle, type ScreenMode, type StreamSettings } from './stream-settings';

export interface StreamSettingsModalProps {
  mode: ScreenMode;
  onModeChange(mode: ScreenMode): void;
  /** The toggles whose feature the station has. */
  toggles: readonly AuditToggle[];
  audit: StreamSettings['audit'];
  onAuditChange(toggle: AuditToggle, on: boolean): void;
}

export function StreamSettingsButton({ mode, onModeChange, toggles, audit, onAuditChange }: StreamSettingsModalProps) {
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
          {toggles.length > 0 && (
            <>
              <Divider />
              <Text size="sm" fw={500} id="stream-audit-toggles">
                {t('settings.audit')}
              </Text>
              <Stack gap="xs" role="group" aria-labelledby="stream-audit-toggles">
                {toggles.map((toggle) => (
                  <Switch
                    key={toggle}
                    label={t(`settings.toggles.${toggle}`)}
                    checked={audit[toggle]}
                    onChange={(event) => onAuditChange(toggle, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
              {toggles.includes('diarization') && toggles.includes('screenbug') && (
                <Text size="xs" c="dimmed">
                  {t('settings.exclusive')}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
