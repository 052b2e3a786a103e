import { describe, expect, it } from 'vitest';
import { acceptToggle, withMentionChanged } from './live-mention-review';
import { foldedDescription, isAtCursor, mentionQuickShare } from './live-mention-view';
import { manualMentionBody, validateManualMention, type ManualMentionValues } from './manual-live-mention-form';
import { aMention, aMentionSchedule, NOON } from './live-mentions-test-kit';

const ZONE = 'America/Argentina/Buenos_Aires';

describe('live mention view', () => {
  it('folds a description over 100 characters, counting characters rather than UTF-16 units', () => {
    expect(foldedDescription('a'.repeat(100))).toEqual({ text: 'a'.repeat(100), cut: false });
    expect(foldedDescription(`${'ñ'.repeat(99)}😀 and more`)).toEqual({ text: `${'ñ'.repeat(99)}😀…`, cut: true });
  });

  it('matches the cursor within 5 s either side', () => {
    const mention = aMention(1, { datetime: NOON });
    expect(isAtCursor(mention, NOON - 5_000)).toBe(true);
    expect(isAtCursor(mention, NOON + 5_001)).toBe(false);
    expect(isAtCursor(mention, null)).toBe(false);
  });

  it('shares the 90 s from the mention with its name cut at 30 characters', () => {
    expect(mentionQuickShare({ datetime: NOON, name: '  Short  ' })).toEqual({
      range: { from: NOON, to: NOON + 90_000 },
      title: 'Short',
    });
    expect(mentionQuickShare({ datetime: NOON, name: 'x'.repeat(40) }).title).toHaveLength(30);
  });
});

describe('live mention review', () => {
  it('toggles ACCEPTED and back to the unreviewed confidence of the type', () => {
    expect(acceptToggle({ confidence: 'AUTO', type: 'zeroshot' })).toBe('ACCEPTED');
    expect(acceptToggle({ confidence: 'ACCEPTED', type: 'zeroshot' })).toBe('AUTO');
    expect(acceptToggle({ confidence: 'ACCEPTED', type: 'manual' })).toBe('MANUAL');
    expect(acceptToggle({ confidence: 'MANUAL', type: 'manual' })).toBe('ACCEPTED');
  });

  it('changes the mention in a page and in a mention status, and leaves other answers alone', () => {
    const mention = aMention(1);
    const reject = (cached: typeof mention) => ({ ...cached, confidence: 'REJECTED' as const });
    const page = { results: [mention, aMention(2)], metadata: { totalCount: 2 } };
    expect(withMentionChanged(page, mention.id, reject)).toEqual({
      ...page,
      results: [{ ...mention, confidence: 'REJECTED' }, aMention(2)],
    });
    const status = { results: [{ customId: 'PNT-1', matches: [mention] }] };
    expect(withMentionChanged(status, mention.id, reject)).toEqual({
      results: [{ customId: 'PNT-1', matches: [{ ...mention, confidence: 'REJECTED' }] }],
    });
    expect(withMentionChanged(undefined, mention.id, reject)).toBeUndefined();
  });
});

describe('manual live mention form', () => {
  const values = (overrides: Partial<ManualMentionValues> = {}): ManualMentionValues => ({
    source: 'custom',
    date: '2026-03-10',
    time: '12:00:00',
    scheduleId: null,
    name: 'Promo',
    description: '',
    ...overrides,
  });

  it('needs a moment not in the future, a name in custom mode and a schedule in schedules mode', () => {
    expect(validateManualMention(values(), ZONE, NOON)).toEqual({});
    expect(validateManualMention(values({ time: '12:00:01' }), ZONE, NOON)).toEqual({ datetime: 'future' });
    expect(validateManualMention(values({ date: '' }), ZONE, NOON)).toEqual({ datetime: 'datetimeRequired' });
    expect(validateManualMention(values({ name: ' ' }), ZONE, NOON)).toEqual({ name: 'nameRequired' });
    expect(validateManualMention(values({ source: 'schedules', name: '' }), ZONE, NOON)).toEqual({
      scheduleId: 'scheduleRequired',
    });
  });

  it("sends a schedule's title (or custom id) and script with its id", () => {
    const schedule = aMentionSchedule(1, { title: null });
    expect(manualMentionBody(values({ source: 'schedules', scheduleId: schedule.id }), ZONE, schedule)).toEqual({
      datetime: NOON,
      name: 'PNT-1',
      description: 'Read the Acme script 1',
      scheduleId: schedule.id,
    });
  });
});
