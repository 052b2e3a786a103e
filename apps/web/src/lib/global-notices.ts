/**
 * The two app-wide warnings of spec 01 ("Shared screen elements"): the API-unresponsive notice
 * and the fatal-error notice. A tiny external store so the API layer can raise them without React.
 */
import { useSyncExternalStore } from 'react';

export type GlobalNotice = 'unresponsive' | 'fatal';

type State = Readonly<Record<GlobalNotice, boolean>>;

let state: State = { unresponsive: false, fatal: false };
const listeners = new Set<() => void>();

function set(notice: GlobalNotice, value: boolean) {
  if (state[notice] === value) return;
  state = { ...state, [notice]: value };
  listeners.forEach((listener) => listener());
}

export const globalNotices = {
  show: (notice: GlobalNotice) => set(notice, true),
  hide: (notice: GlobalNotice) => set(notice, false),
  get: (): State => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useGlobalNotices(): State {
  return useSyncExternalStore(globalNotices.subscribe, globalNotices.get, globalNotices.get);
}
