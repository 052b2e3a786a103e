import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../test/app-kit';
import { TemporaryPasswordModal } from './TemporaryPasswordModal';

describe('TemporaryPasswordModal', () => {
  it('shows the password once, to copy, and closes only by its button', async () => {
    const onClose = vi.fn();
    renderScreen(
      <TemporaryPasswordModal account={{ email: 'ana@radio.com', temporaryPassword: 'Tmp-42' }} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Temporary password' });
    expect(within(dialog).getByText('Tmp-42')).toBeTruthy();
    expect(dialog.textContent).toContain('ana@radio.com');
    expect(within(dialog).getByRole('button', { name: 'Copy password' })).toBeTruthy();
    expect(within(dialog).getByRole('note').textContent).toMatch(/only time the password is shown/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('stays closed without an account', () => {
    renderScreen(<TemporaryPasswordModal account={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
