/** spec 02 "Logger stream": the audit options menu, toggles kept in the stream settings. */
import { ActionIcon, Menu, Switch, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_TOGGLES, type AuditToggle, type StreamSettings } from './stream-settings';

export interface AuditOptionsMenuProps {
  audit: StreamSettings['audit'];
  onToggle(toggle: AuditToggle): void;
}

export function AuditOptionsMenu({ audit, onToggle }: AuditOptionsMenuProps) {
  const { t } = useTranslation('logger-stream');
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('audit.menu')}>
          <ActionIcon variant="default" size="lg" aria-label={t('audit.menu')}>
            <IconAdjustmentsHorizontal size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('audit.menu')}</Menu.Label>
        {AUDIT_TOGGLES.map((toggle) => (
          <Menu.Item key={toggle} component="div" closeMenuOnClick={false}>
            <Switch label={t(`audit.${toggle}`)} checked={audit[toggle]} onChange={() => onToggle(toggle)} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
