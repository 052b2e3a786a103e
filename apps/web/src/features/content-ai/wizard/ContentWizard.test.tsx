import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  aContent,
  aVersion,
  CONTENT_ID,
  CONTENT_PATH,
  FRAGMENT_ID,
  startContentAi,
  withArticles,
} from '../content-ai-test-kit';
import { reply, type FakeApi } from '../../../test/app-kit';

const ONE = `/contents/${CONTENT_ID}`;

/** Holds the calls whose path has `part` until released: what the screen shows while they are on their way. */
function holdCalls(api: FakeApi, part: string): () => void {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const answer = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) => {
    if (String(input).includes(part)) await gate;
    return answer(input, init);
  });
  return release;
}

const activeStep = async () => {
  const steps = await screen.findAllByRole('button', { name: /Generate articles|Edit content|Adapt and publish/ });
  return steps.find((step) => step.hasAttribute('data-progress'))?.textContent ?? '';
};

describe('content wizard (spec 03 section 2)', () => {
  it.each([
    ['no user article', aContent(), 'Generate articles'],
    ['a user article', aContent({ userArticle: { data: { title: 'T', body: '<p>B</p>' } } }), 'Edit content'],
    [
      'a social version',
      aContent({
        userArticle: { data: { title: 'T', body: '<p>B</p>' } },
        socialVersions: { versions: [aVersion('TWITTER', { userConfig: { title: '', body: 'Hi' } })] },
      }),
      'Adapt and publish',
    ],
  ])('opens with %s on its step', async (_name, content, step) => {
    startContentAi(CONTENT_PATH, { [`GET ${ONE}`]: content });
    await waitFor(async () => expect(await activeStep()).toContain(step));
  });

  it("says 'Preparing media for analysis' while the media analysis runs", async () => {
    startContentAi(CONTENT_PATH, { [`GET ${ONE}`]: aContent({ pntApiResult: { status: 'IN_PROGRESS', data: null } }) });
    expect(await screen.findByText('Preparing media for analysis')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
  });

  it('needs a prompt, sends it with the instructions and shows the articles being written at once', async () => {
    const running = aContent({ aiArticles: { status: 'IN_PROGRESS', promptId: 'OPINION' } });
    const { api } = startContentAi(CONTENT_PATH, {
      [`GET ${ONE}`]: aContent(),
      [`PUT ${ONE}/generate-ai-articles`]: running,
    });
    const release = holdCalls(api, 'generate-ai-articles');
    const generate = await screen.findByRole('button', { name: 'Generate' });
    expect(generate.hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Choose a prompt to generate the articles.')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: /Prompt/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Opinion column', hidden: true }));
    fireEvent.change(screen.getByRole('textbox', { name: /Additional instructions/ }), {
      target: { value: 'Short, please' },
    });
    await waitFor(() => expect(generate.hasAttribute('disabled')).toBe(false));
    fireEvent.click(generate);

    // spec 03 section 4: IN_PROGRESS as soon as it is asked for, before the server answers.
    expect(await screen.findByText('Writing articles…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
    release();
    await waitFor(() => expect(api.callsTo('PUT', `${ONE}/generate-ai-articles`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${ONE}/generate-ai-articles`)[0]?.body).toEqual({
      promptId: 'OPINION',
      instructions: 'Short, please',
    });
    expect(await screen.findByText('Writing articles…')).toBeTruthy();
  });

  it('disables every action while a step runs', async () => {
    startContentAi(CONTENT_PATH, {
      [`GET ${ONE}`]: withArticles({
        socialVersions: {
          versions: [aVersion('YOUTUBE', { generation: { status: 'IN_PROGRESS', data: null, error: null } })],
        },
      }),
    });
    // Step 2 opens (a version exists): go back to the articles.
    fireEvent.click(await screen.findByRole('button', { name: /Generate articles/ }));
    const use = await screen.findAllByRole('button', { name: 'Use this article' });
    expect(use.every((button) => button.hasAttribute('disabled'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Regenerate' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByText('Wait until the running step finishes.').length).toBeGreaterThan(0);
  });

  it('underlines the claims, warns of one not found on air, and plays the moment a claim cites', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    startContentAi(CONTENT_PATH, { [`GET ${ONE}`]: withArticles() });
    const article = await screen.findByRole('article', { name: 'Article 1' });
    const quote = within(article).getByRole('button', { name: '"we will cut taxes" (1)' });
    const unverified = within(article).getByRole('button', { name: 'promised a surplus (1)' });
    expect(unverified.getAttribute('aria-description')).toBe('This quotation is not in the transcript');
    expect(within(article).getByRole('img', { name: 'This quotation is not in the transcript' })).toBeTruthy();
    expect(within(article).getByText('2 claims checked, 1 not found on air')).toBeTruthy();

    const audio = (await screen.findByLabelText('Fragment audio')) as HTMLAudioElement;
    fireEvent.click(quote);
    expect(audio.currentTime).toBe(12.5);
    expect(play).toHaveBeenCalled();
    fireEvent.click(unverified);
    expect(audio.currentTime).toBe(40);
    play.mockRestore();
  });

  it('saves the chosen article as the user article and moves to the edit step', async () => {
    const { api } = startContentAi(CONTENT_PATH, {
      [`GET ${ONE}`]: withArticles(),
      [`PUT ${ONE}/user-article`]: (call) =>
        withArticles({ userArticle: { data: call.body as { title: string; body: string } } }),
    });
    const second = await screen.findByRole('article', { name: 'Article 2' });
    fireEvent.click(within(second).getByRole('button', { name: 'Use this article' }));
    await waitFor(() => expect(api.callsTo('PUT', `${ONE}/user-article`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${ONE}/user-article`)[0]?.body).toEqual({
      title: 'Budget article 2',
      body: '<h1>Budget article 2</h1><p>The minister said "we will cut taxes" on air.</p>',
    });
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveProperty('value', 'Budget article 2');
  });

  it('edits the title, says it is required, saves and moves to the social step', async () => {
    const saved = { title: 'Budget', body: '<p>The minister spoke.</p>' };
    const { api } = startContentAi(CONTENT_PATH, {
      [`GET ${ONE}`]: withArticles({ userArticle: { data: saved } }),
      [`PUT ${ONE}/user-article`]: (call) =>
        withArticles({ userArticle: { data: call.body as { title: string; body: string } } }),
    });
    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(await screen.findByRole('toolbar', { name: 'Formatting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Block type' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Font size' })).toBeTruthy();
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(api.callsTo('PUT', `${ONE}/user-article`)).toHaveLength(0);

    fireEvent.change(title, { target: { value: 'Budget 2026' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(api.callsTo('PUT', `${ONE}/user-article`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${ONE}/user-article`)[0]?.body).toEqual({ title: 'Budget 2026', body: saved.body });
    await waitFor(async () => expect(await activeStep()).toContain('Adapt and publish'));
  });

  it('keeps the edits when saving fails', async () => {
    startContentAi(CONTENT_PATH, {
      [`GET ${ONE}`]: withArticles({ userArticle: { data: { title: 'Budget', body: '<p>B</p>' } } }),
      [`PUT ${ONE}/user-article`]: reply(500),
    });
    const title = await screen.findByRole('textbox', { name: /Title/ });
    fireEvent.change(title, { target: { value: 'Budget 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/your edits are kept here/)).toBeTruthy();
    expect(title).toHaveProperty('value', 'Budget 2026');
  });

  it('says the origin fragment was deleted and keeps the articles readable, without generating', async () => {
    startContentAi(CONTENT_PATH, { [`GET ${ONE}`]: withArticles({ fragmentDeleted: true }) });
    expect(await screen.findByText('The origin fragment was deleted')).toBeTruthy();
    expect(screen.getByText(/"Morning interview" was deleted/)).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Article 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regenerate' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('The origin fragment was deleted.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Morning interview' })).toBeNull();
  });

  it('links to the origin fragment', async () => {
    startContentAi(CONTENT_PATH, { [`GET ${ONE}`]: aContent() });
    const link = await screen.findByRole('link', { name: 'Morning interview' });
    expect(link.getAttribute('href')).toBe(`/fragments/s/fm-1/fragment/${FRAGMENT_ID}`);
  });
});
