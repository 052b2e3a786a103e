import { useContext, useEffect, useId, useMemo } from 'react';
import { useHotkeys as useMantineHotkeys } from '@mantine/hooks';
import { HotkeysContext, type HotkeyDescription, type HotkeysContextValue } from './hotkeys-context';

export interface Hotkey extends HotkeyDescription {
  handler: (event: KeyboardEvent) => void;
}

/** Binds a screen's hotkeys while it is mounted and lists them in the HotkeysModal. */
export function useHotkeys(hotkeys: Hotkey[]): void {
  const owner = useId();
  const context = useContext(HotkeysContext);
  const register = context?.register;
  // Re-register only when what the modal shows changes, not on every new handler closure.
  const signature = hotkeys.map((hotkey) => `${hotkey.keys}\u0000${hotkey.description}`).join('\u0001');
  const descriptions = useMemo(
    () => hotkeys.map(({ keys, description }) => ({ keys, description })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature],
  );

  useEffect(() => register?.(owner, descriptions), [register, owner, descriptions]);
  useMantineHotkeys(hotkeys.map((hotkey) => [hotkey.keys, hotkey.handler]));
}

/** The registry, for the HotkeysModal and the button that opens it. */
export function useHotkeysRegistry(): HotkeysContextValue {
  const context = useContext(HotkeysContext);
  if (!context) throw new Error('useHotkeysRegistry needs a HotkeysProvider');
  return context;
}
