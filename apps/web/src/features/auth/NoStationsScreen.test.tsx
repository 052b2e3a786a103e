import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { readAuthAs, storeAuthAs } from '../../lib/auth-as';
import { pageReload } from '../settings/impersonation';
import { renderScreen } from '../../test/app-kit';
import { NoStationsScreen } from './NoStationsScreen';

describe('no stations', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says 'There are no stations assigned' and offers logout", async () => {
    renderScreen(<NoStationsScreen />, { path: '/no-stations' });
    expect(await screen.findByText('There are no stations assigned')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear user' })).toBeNull();
  });

  it('lets a superadmin acting as a user without stations clear the user', async () => {
    const reload = vi.spyOn(pageReload, 'toRoot').mockImplementation(() => {});
    storeAuthAs('ana@radio.com');
    renderScreen(<NoStationsScreen />, { path: '/no-stations' });
    expect(await screen.findByText('You are acting as ana@radio.com.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear user' }));
    expect(readAuthAs()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
