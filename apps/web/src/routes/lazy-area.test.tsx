import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyArea } from './lazy-area';

const area = () => {
  const importer = vi.fn(async () => ({
    First: () => <p>first screen</p>,
    Second: ({ name }: { name: string }) => <p>second screen of {name}</p>,
  }));
  return { importer, ...lazyArea(importer) };
};

describe('lazyArea', () => {
  it('fetches the chunk once, then renders every screen of the area at once, without suspending', async () => {
    const { importer, load, screen: lazyScreen } = area();
    const First = lazyScreen('First');
    const Second = lazyScreen('Second');
    render(
      <Suspense fallback={<p>loading</p>}>
        <First />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('first screen')).toBeTruthy();
    await load();
    // No Suspense boundary: a screen that suspended would throw here.
    render(<Second name="FM 1" />);
    expect(screen.getByText('second screen of FM 1')).toBeTruthy();
    expect(importer).toHaveBeenCalledOnce();
  });
});
