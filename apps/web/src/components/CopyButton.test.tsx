import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import i18n from '../lib/i18n';
import es from '../locales/es/common.json';
import { CopyButton } from './CopyButton';

/** A page over plain HTTP at a network address: no clipboard API, not a secure context. */
function plainHttp(selectionCopyAllowed: boolean) {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
  const execCommand = vi.fn(() => selectionCopyAllowed);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

describe('CopyButton over plain HTTP', () => {
  afterEach(async () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(window, 'isSecureContext');
    Reflect.deleteProperty(document, 'execCommand');
    await i18n.changeLanguage('en');
  });

  const renderButton = () =>
    render(
      <MantineProvider>
        <CopyButton value="device-token-1" label="Copy token" />
      </MantineProvider>,
    );

  it('still copies, and confirms it', async () => {
    const execCommand = plainHttp(true);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Copy token' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('says in words, in Spanish, that copying needs HTTPS when the browser refuses', async () => {
    await i18n.changeLanguage('es');
    plainHttp(false);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Copy token' }));
    expect(await screen.findByRole('button', { name: es.copy.needsHttps })).toBeTruthy();
  });
});
