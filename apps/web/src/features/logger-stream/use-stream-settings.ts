import { useCallback, useState } from 'react';
import {
  readStreamSettings,
  withAuditToggle,
  writeStreamSettings,
  type AuditToggle,
  type ScreenMode,
  type StreamSettings,
} from './stream-settings';

/** The stream screen's settings, read once from the browser and written back on each change. */
export function useStreamSettings() {
  const [settings, setSettings] = useState<StreamSettings>(readStreamSettings);
  const update = useCallback((change: (current: StreamSettings) => StreamSettings) => {
    setSettings((current) => {
      const next = change(current);
      writeStreamSettings(next);
      return next;
    });
  }, []);
  return {
    settings,
    setMode: useCallback((mode: ScreenMode) => update((current) => ({ ...current, mode })), [update]),
    setAuditToggle: useCallback(
      (toggle: AuditToggle, on: boolean) =>
        update((current) => ({ ...current, audit: withAuditToggle(current.audit, toggle, on) })),
      [update],
    ),
  };
}
