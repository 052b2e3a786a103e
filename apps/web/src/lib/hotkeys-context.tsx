/**
 * Hotkeys registry: screens declare their hotkeys with `useHotkeys`, the HotkeysModal lists
 * whatever the mounted screens declared (spec 01: "Hotkeys modal is available on screens that
 * define hotkeys"). `?` opens the modal when at least one hotkey is registered.
 */
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface HotkeyDescription {
  /** Mantine hotkey syntax: 'space', 'mod+K', 'shift+ArrowLeft'. */
  keys: string;
  /** Already translated text shown in the modal. */
  description: string;
}

export interface HotkeysContextValue {
  hotkeys: HotkeyDescription[];
  register: (owner: string, hotkeys: HotkeyDescription[]) => () => void;
  opened: boolean;
  open: () => void;
  close: () => void;
}

export const HotkeysContext = createContext<HotkeysContextValue | null>(null);

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function HotkeysProvider({ children }: { children: ReactNode }) {
  const [owners, setOwners] = useState<ReadonlyMap<string, HotkeyDescription[]>>(new Map());
  const [opened, setOpened] = useState(false);

  const register = useCallback((owner: string, hotkeys: HotkeyDescription[]) => {
    setOwners((current) => new Map(current).set(owner, hotkeys));
    return () =>
      setOwners((current) => {
        const next = new Map(current);
        next.delete(owner);
        return next;
      });
  }, []);

  const hotkeys = useMemo(() => [...owners.values()].flat(), [owners]);

  useEffect(() => {
    if (hotkeys.length === 0) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === '?' && !isTyping(event.target)) setOpened(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hotkeys.length]);

  const value = useMemo<HotkeysContextValue>(
    () => ({ hotkeys, register, opened, open: () => setOpened(true), close: () => setOpened(false) }),
    [hotkeys, register, opened],
  );
  return <HotkeysContext.Provider value={value}>{children}</HotkeysContext.Provider>;
}
