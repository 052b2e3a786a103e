import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

/** A page over plain HTTP: no navigator.clipboard; the selection copy answers `allowed`. */
function plainHttp(allowed: boolean) {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  const copied: string[] = [];
  const execCommand = vi.fn((command: string) => {
    const area = document.activeElement as HTMLTextAreaElement;
    if (command === 'copy' && allowed) copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
    return allowed;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return copied;
}

describe('copyText', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('copies the selected text of a hidden text area where there is no clipboard API, and leaves none behind', async () => {
    const copied = plainHttp(true);
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();

    await copyText('http://10.0.0.5:3000/logger/s/demo-radio?cursor=1');

    expect(copied).toEqual(['http://10.0.0.5:3000/logger/s/demo-radio?cursor=1']);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('rejects when the browser refuses that copy too', async () => {
    plainHttp(false);
    await expect(copyText('x')).rejects.toThrow('refused');
  });

  it('uses the clipboard API where there is one', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await copyText('y');
    expect(writeText).toHaveBeenCalledWith('y');
  });
});
