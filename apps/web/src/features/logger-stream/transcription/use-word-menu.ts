/**
 * spec 02 section 2: a word's menu opens after the pointer rests on it for 1 s, so reading
 * across the transcription with the mouse opens nothing. Leaving the word first cancels it.
 */
import { useEffect, useRef, useState } from 'react';
import type { TranscriptionWord } from '@antena/contract';
import { useStableCallback } from '../../../lib/use-stable-callback';
import type { MenuAnchor } from '../TimelineMenu';

export const WORD_MENU_DELAY_MS = 1000;

export interface OpenWordMenu {
  word: TranscriptionWord;
  anchor: MenuAnchor;
}

export function useWordMenu() {
  const [open, setOpen] = useState<OpenWordMenu | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancel = useStableCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  });
  const hover = useStableCallback((word: TranscriptionWord, element: HTMLElement) => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = null;
      // Under the word, where it is when the menu opens (the list may have scrolled meanwhile).
      const rect = element.getBoundingClientRect();
      setOpen({ word, anchor: { x: rect.left, y: rect.bottom } });
    }, WORD_MENU_DELAY_MS);
  });
  const close = useStableCallback(() => setOpen(null));
  useEffect(() => cancel, [cancel]);

  return { open, hover, leave: cancel, close };
}
