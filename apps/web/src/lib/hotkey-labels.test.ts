import { describe, expect, it } from 'vitest';
import { hotkeyLabels } from './hotkey-labels';

const word = (key: string) => ({ space: 'Space', ctrl: 'Ctrl', shift: 'Shift', escape: 'Esc' })[key] ?? key;

describe('hotkey labels', () => {
  it('shows Ctrl, arrows and named keys off a Mac', () => {
    expect(hotkeyLabels('mod+ArrowUp', word, false)).toEqual(['Ctrl', '↑']);
    expect(hotkeyLabels('mod+shift+ArrowDown', word, false)).toEqual(['Ctrl', 'Shift', '↓']);
    expect(hotkeyLabels('space', word, false)).toEqual(['Space']);
    expect(hotkeyLabels('shift+j', word, false)).toEqual(['Shift', 'J']);
    expect(hotkeyLabels('Escape', word, false)).toEqual(['Esc']);
  });

  it('shows the Mac symbols on a Mac', () => {
    expect(hotkeyLabels('mod+shift+ArrowLeft', word, true)).toEqual(['⌘', '⇧', '←']);
  });
});
