/**
 * Mantine hotkey syntax ('mod+shift+ArrowUp', 'space') as people read it on their keyboard:
 * ⌘ on a Mac and Ctrl elsewhere for 'mod', arrows as ↑ ↓ ← →, words for the named keys.
 */
export type KeyWord = 'space' | 'escape' | 'enter' | 'shift' | 'alt' | 'ctrl' | 'tab' | 'backspace' | 'delete';

const ARROWS: Record<string, string> = { arrowup: '↑', arrowdown: '↓', arrowleft: '←', arrowright: '→' };
const MAC_SYMBOLS: Record<string, string> = { mod: '⌘', meta: '⌘', shift: '⇧', alt: '⌥', ctrl: '⌃' };
const WORDS: Record<string, KeyWord> = {
  space: 'space',
  ' ': 'space',
  escape: 'escape',
  esc: 'escape',
  enter: 'enter',
  shift: 'shift',
  alt: 'alt',
  ctrl: 'ctrl',
  mod: 'ctrl',
  tab: 'tab',
  backspace: 'backspace',
  delete: 'delete',
};

export const isMacPlatform = (): boolean =>
  typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/** The labels of one hotkey's keys, in order; `word` translates a named key. */
export function hotkeyLabels(keys: string, word: (key: KeyWord) => string, mac = isMacPlatform()): string[] {
  return keys.split('+').map((raw) => {
    const key = raw.trim().toLowerCase();
    if (ARROWS[key]) return ARROWS[key];
    if (mac && MAC_SYMBOLS[key]) return MAC_SYMBOLS[key];
    if (WORDS[key]) return word(WORDS[key]);
    return raw.length === 1 ? raw.toUpperCase() : raw;
  });
}
