import { describe, expect, it } from 'vitest';
import { contentInProgress, contentPolling, socialGenerationRequested } from '../content-ai.api';
import { aContent, aVersion } from '../content-ai-test-kit';
import { contentBlocks, socialTextCounts, startStep } from './content-steps';

const article = { data: { title: 'T', body: '<p>B</p>' } };

describe('content steps (spec 03 sections 2, 4 and 9)', () => {
  it('starts on 2 with a social version, 1 with a user article, else 0', () => {
    expect(startStep(aContent())).toBe(0);
    expect(startStep(aContent({ userArticle: article }))).toBe(1);
    // A version nobody touched does not count.
    expect(startStep(aContent({ userArticle: article, socialVersions: { versions: [aVersion('YOUTUBE')] } }))).toBe(1);
    const published = aVersion('YOUTUBE', { publish: { status: 'ERROR', data: null, error: 'x' } });
    expect(startStep(aContent({ socialVersions: { versions: [published] } }))).toBe(2);
  });

  it('polls while something runs, and while the media analysis has not started', () => {
    expect(contentPolling(aContent())).toBe(false);
    expect(contentPolling(aContent({ pntApiResult: { status: 'NONE', data: null } }))).toBe(true);
    expect(contentPolling(aContent({ aiArticles: { status: 'IN_PROGRESS' } }))).toBe(true);
    expect(contentInProgress(socialGenerationRequested(aContent(), 'TWITTER'))).toBe(true);
  });

  it('blocks every action while something runs, generation without the fragment or the engine', () => {
    expect(contentBlocks(aContent(), true)).toEqual({ save: null, generate: null, publish: null });
    expect(contentBlocks(aContent({ aiArticles: { status: 'IN_PROGRESS' } }), true)).toEqual({
      save: 'blocked.inProgress',
      generate: 'blocked.inProgress',
      publish: 'blocked.inProgress',
    });
    expect(contentBlocks(aContent({ fragmentDeleted: true }), true)).toEqual({
      save: null,
      generate: 'blocked.fragmentDeleted',
      publish: 'blocked.fragmentDeleted',
    });
    expect(contentBlocks(aContent(), false).generate).toBe('blocked.engine');
  });

  it("measures a version against its platform's limits", () => {
    expect(socialTextCounts('TWITTER', { title: '', body: 'Hi #a #b #c' })).toMatchObject({
      title: null,
      hashtags: { count: 3, max: 2 },
      fits: false,
    });
    expect(socialTextCounts('YOUTUBE', { title: 'x'.repeat(100), body: 'ok' }).fits).toBe(true);
    expect(socialTextCounts('YOUTUBE', { title: 'x'.repeat(101), body: 'ok' }).fits).toBe(false);
  });
});
