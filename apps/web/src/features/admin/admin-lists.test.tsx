import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { aUserStation, createFakeApi, renderScreen, reply } from '../../test/app-kit';
import { GroupsListScreen } from './groups/GroupsListScreen';
import { StationsListScreen } from './stations/StationsListScreen';

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('admin lists', () => {
  it('pages the stations 50 at a time by name, with 20 and 100 on offer', async () => {
    const stations = Array.from({ length: 60 }, (_, i) =>
      aUserStation({ id: `s${i}`, slug: `fm-${i + 1}`, name: `FM ${i + 1}` }),
    );
    renderScreen(<StationsListScreen />, { api: createFakeApi({ 'GET /stations': stations.reverse() }) });
    await screen.findByRole('table', { name: 'Stations' });
    expect(rowsOf('Stations')).toHaveLength(50);
    expect(within(rowsOf('Stations')[0]!).getByText('FM 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    fireEvent.click(screen.getByRole('option', { name: '100 per page' }));
    expect(rowsOf('Stations')).toHaveLength(60);
  });

  it('says when the groups could not be loaded, with a retry', async () => {
    renderScreen(<GroupsListScreen />, { api: createFakeApi({ 'GET /users/groups': reply(500) }) });
    expect(await screen.findByText('Could not load the groups')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
