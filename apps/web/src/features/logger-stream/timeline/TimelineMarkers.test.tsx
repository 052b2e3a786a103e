import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../../test/app-kit';
import { TimelineMarkers } from './TimelineMarkers';

const range = { from: 0, to: 100_000 };

describe('timeline markers', () => {
  it('draws each finding over what aired, named for screen readers, and none outside the range', async () => {
    renderScreen(
      <div style={{ position: 'relative' }}>
        <TimelineMarkers
          range={range}
          cursor={null}
          selection={null}
          playheadTs={null}
          findings={[
            { from: 20_000, to: 50_000, label: 'Audio match SPOT-A at 12:00:20' },
            { from: 90_000, to: 130_000, label: 'Audio match SPOT-B at 12:01:30' },
            { from: 150_000, to: 160_000, label: 'Audio match SPOT-C at 12:02:30' },
          ]}
        />
      </div>,
    );
    const first = await screen.findByRole('img', { name: 'Audio match SPOT-A at 12:00:20' });
    expect(first.style.left).toBe('20%');
    expect(first.style.right).toBe('50%');
    // One running past the range's end is cut at the edge.
    const second = screen.getByRole('img', { name: 'Audio match SPOT-B at 12:01:30' });
    expect([second.style.left, second.style.right]).toEqual(['90%', '0%']);
    expect(screen.queryByRole('img', { name: /SPOT-C/ })).toBeNull();
  });

  it('draws a live mention apart from the audio matches, a manual one (no length) still visible', async () => {
    renderScreen(
      <div style={{ position: 'relative' }}>
        <TimelineMarkers
          range={range}
          cursor={null}
          selection={null}
          playheadTs={null}
          findings={[
            { from: 20_000, to: 50_000, label: 'Audio match SPOT-A at 12:00:20' },
            { from: 30_000, to: 45_000, label: 'Live mention: Acme', kind: 'liveMention' },
            { from: 70_000, to: 70_000, label: 'Live mention: Hand made', kind: 'liveMention' },
          ]}
        />
      </div>,
    );
    const match = await screen.findByRole('img', { name: 'Audio match SPOT-A at 12:00:20' });
    const mention = screen.getByRole('img', { name: 'Live mention: Acme' });
    expect([mention.style.left, mention.style.right]).toEqual(['30%', '55%']);
    expect(mention.style.background).not.toBe(match.style.background);
    const manual = screen.getByRole('img', { name: 'Live mention: Hand made' });
    expect([manual.style.left, manual.style.right, manual.style.minWidth]).toEqual(['70%', '30%', '3px']);
  });
});
