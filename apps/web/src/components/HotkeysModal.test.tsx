import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HotkeysProvider } from '../lib/hotkeys-context';
import { useHotkeys } from '../lib/use-hotkeys';
import { renderScreen } from '../test/app-kit';
import { HotkeysModal } from './HotkeysModal';

function Screen() {
  const handler = () => {};
  useHotkeys([
    { keys: 'k', description: 'Play or pause', handler },
    { keys: 'space', description: 'Play or pause', handler },
    { keys: 'mod+ArrowUp', description: 'Zoom all the way in', handler },
  ]);
  return null;
}

describe('HotkeysModal', () => {
  it('shows keys as the keyboard does, alternatives on one row', async () => {
    renderScreen(
      <HotkeysProvider>
        <Screen />
        <HotkeysModal />
      </HotkeysProvider>,
    );
    // The screen mounts once the test router has rendered; '?' opens the modal from then on.
    const table = await waitFor(() => {
      fireEvent.keyDown(window, { key: '?' });
      return screen.getByRole('table', { name: 'Keyboard shortcuts' });
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['KorSpacePlay or pause', 'Ctrl↑Zoom all the way in']);
    expect(within(rows[1]!).getByLabelText('Ctrl + ↑')).toBeTruthy();
    expect(table.textContent).not.toMatch(/mod|ArrowUp|space/);
  });
});
