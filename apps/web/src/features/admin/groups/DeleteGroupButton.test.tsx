import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, renderScreen } from '../../../test/app-kit';
import { DeleteGroupButton } from './DeleteGroupButton';

const GROUP_ID = '0b5d2c7e-0000-4000-8000-0000000000a1';

async function renderButton(usersCount: number, remove = vi.fn().mockResolvedValue(undefined)) {
  const onDeleted = vi.fn();
  renderScreen(
    <DeleteGroupButton group={{ id: GROUP_ID, name: 'Sales', usersCount }} remove={remove} onDeleted={onDeleted} />,
    { api: createFakeApi() },
  );
  const button = await screen.findByRole('button', { name: 'Delete' });
  return { button, remove, onDeleted };
}

describe('DeleteGroupButton', () => {
  it('is disabled while the group has users, and its tooltip says why', async () => {
    const { button, remove } = await renderButton(2);
    expect(button.getAttribute('aria-disabled')).toBe('true');

    fireEvent.focus(button);
    expect(
      await screen.findByText(
        'The group has 2 users. Move them to another group or remove them from this one before deleting it.',
      ),
    ).toBeTruthy();

    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it("asks for confirmation, deletes and says 'Group deleted'", async () => {
    const { button, remove, onDeleted } = await renderButton(0);
    expect(button.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(button);

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the group Sales? This cannot be undone.');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Group deleted')).toBeTruthy();
    expect(remove).toHaveBeenCalledWith(GROUP_ID);
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it("says 'Could not delete group' when the server refuses", async () => {
    const { button, onDeleted } = await renderButton(0, vi.fn().mockRejectedValue(new Error('409')));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete group')).toBeTruthy();
    await waitFor(() => expect(onDeleted).not.toHaveBeenCalled());
  });
});
