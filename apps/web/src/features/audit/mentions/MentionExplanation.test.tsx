/**
 * Issue 33 point 1: the audit's MENTIONS tab shows why a mention was detected: the brand's
 * distinctive word, the parts of the score and the words that carried it, heaviest first.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MentionExplanation } from '@antena/contract';
import { page, startAudit } from '../audit-test-kit';
import { mentionsStation, NOW } from '../schedule/schedule-test-kit';
import { aLiveMention, LIVE_MENTIONS } from './mentions-test-kit';

const EXPLANATION: MentionExplanation = {
  brand: 1,
  rest: 0.62,
  distinctive: 'Kalumbra',
  terms: [
    { term: 'Escuela', heard: null, class: 'brand', weight: 0.05, credit: 0 },
    { term: 'Kalumbra', heard: 'kalumbrra', class: 'brand', weight: 0.91, credit: 0.8 },
    { term: 'natación', heard: 'natación', class: 'content', weight: 0.12, credit: 1 },
    { term: '20', heard: 'veinte', class: 'number', weight: 0.3, credit: 1 },
    { term: 'Palermo', heard: null, class: 'name', weight: 0.2, credit: 0 },
  ],
};

describe('audit MENTIONS tab: why a mention was detected (issue 33)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('opens the words that carried the score, heaviest first, with what the engine misheard', async () => {
    startAudit('/audit/s/fm-2/matches/pnt', [mentionsStation], {
      [`GET ${LIVE_MENTIONS}`]: page([aLiveMention({ explanation: EXPLANATION })]),
    });
    const table = await screen.findByRole('table', { name: 'Live mention matches' });
    expect(within(table).queryByTestId('mention-explanation')).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Why this mention?' }));
    const why = within(table).getByTestId('mention-explanation');
    expect(why.textContent).toContain('Distinctive word: Kalumbra · brand 100% · rest of the script 62%');
    const heard = within(why).getByLabelText('Words heard, heaviest first');
    expect([...heard.children].map((chip) => chip.textContent)).toEqual([
      'Kalumbra (heard “kalumbrra”) 91%',
      '20 30%',
      'natación 12%',
    ]);
    expect(why.textContent).toContain('Not heard: Palermo, Escuela');
    fireEvent.click(within(table).getByRole('button', { name: 'Hide why' }));
    expect(within(table).queryByTestId('mention-explanation')).toBeNull();
  });

  it('offers no explanation for a mention made by hand', async () => {
    startAudit('/audit/s/fm-2/matches/pnt', [mentionsStation], {
      [`GET ${LIVE_MENTIONS}`]: page([aLiveMention({ type: 'manual', confidence: 'MANUAL', score: null })]),
    });
    const table = await screen.findByRole('table', { name: 'Live mention matches' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByRole('button', { name: 'Why this mention?' })).toBeNull();
  });
});
