/**
 * Copying text where `navigator.clipboard` is missing: browsers give it only to secure contexts,
 * and a team often opens Antena over plain HTTP at its machine's network address (issue 31).
 * There the older copy of a selected, hidden text area still works while the click that asked
 * for it is recent.
 */

function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(area);
  // The copy takes the focused element's selection; fixed at the top, focusing it scrolls nothing.
  area.focus();
  area.select();
  try {
    // Deprecated, but the only copy a non-secure context has.
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } finally {
    area.remove();
    focused?.focus();
  }
}

/** Copies `text` to the clipboard; rejects when the browser refuses both ways. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch (error) {
      // Refused (no focus, a permission policy): the selection copy may still be allowed.
      if (!copyBySelection(text)) throw error;
      return;
    }
  }
  if (!copyBySelection(text)) throw new Error('The browser refused to copy to the clipboard');
}

/** Copying needs HTTPS when the page has no clipboard API at all (plain HTTP, not localhost). */
export const copyNeedsHttps = () => window.isSecureContext === false;
