import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { routes } from './routes';

describe('endpoints', () => {
  it('has every route of the table, with its method and path', () => {
    const fromRoutes = Object.fromEntries(
      Object.entries(routes).map(([name, route]) => [name, { method: route.method, path: route.path }]),
    );
    expect(endpoints).toEqual(fromRoutes);
  });
});
