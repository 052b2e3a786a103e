import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Content, SocialPlatform, SocialVersion } from '@antena/contract';
import { aMeUser, reply } from '../../../test/app-kit';
import {
  aVersion,
  connection,
  CONTENT_ID,
  CONTENT_PATH,
  startContentAi,
  UPLOAD_ID,
  withArticles,
} from '../content-ai-test-kit';

const ONE = `/contents/${CONTENT_ID}`;
const article = { title: 'Budget 2026', body: '<p>The minister spoke.</p>' };

const contentWith = (...versions: SocialVersion[]): Content =>
  withArticles({ userArticle: { data: article }, socialVersions: { versions } });

const generated = (platform: SocialPlatform, overrides: Partial<SocialVersion> = {}) =>
  aVersion(platform, {
    generation: { status: 'COMPLETED', data: { title: 'Budget', body: 'Taxes go down #budget' }, error: null },
    ...overrides,
  });

const card = (name: string) => screen.findByRole('region', { name });

describe('adapt and publish (spec 03 sections 2 and 4)', () => {
  it('generates a version with its instructions and shows it running at once', async () => {
    let content = contentWith();
    const { api } = startContentAi(CONTENT_PATH, {
      [`GET ${ONE}`]: () => content,
      [`PUT ${ONE}/user-article`]: () => content,
      [`PUT ${ONE}/social-version/youtube/generate`]: () =>
        (content = contentWith(
          aVersion('YOUTUBE', { generation: { status: 'IN_PROGRESS', data: null, error: null } }),
        )),
    });
    // A user article and no version: step 1 opens; the social step is one step on.
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    const youtube = await card('YouTube');
    fireEvent.change(within(youtube).getByRole('textbox', { name: 'Instructions for YouTube' }), {
      target: { value: 'Formal' },
    });
    const generate = within(youtube).getByRole('button', { name: 'Generate' });
    await waitFor(() => expect(generate.hasAttribute('disabled')).toBe(false));
    fireEvent.click(generate);
    expect(await within(youtube).findByText('Adapting the article…')).toBeTruthy();
    expect(api.callsTo('PUT', `${ONE}/social-version/youtube/generate`)[0]?.body).toEqual({ instructions: 'Formal' });
    // Everything else waits while it runs.
    const facebook = await card('Facebook');
    expect(within(facebook).getByRole('button', { name: 'Generate' }).hasAttribute('disabled')).toBe(true);
  });

  it('reviews a version with its counts, edits it and publishes it to the video link', async () => {
    let content = contentWith(generated('YOUTUBE'));
    const { api } = startContentAi(CONTENT_PATH, {
      [`GET ${ONE}`]: () => content,
      [`PUT ${ONE}/social-version/youtube/update`]: (call) =>
        (content = contentWith(generated('YOUTUBE', { userConfig: call.body as { title: string; body: string } }))),
      [`POST ${ONE}/social-version/youtube/publish`]: () =>
        (content = contentWith(
          generated('YOUTUBE', {
            userConfig: { title: 'Budget day', body: 'Taxes go down' },
            publish: {
              status: 'COMPLETED',
              data: { videoUrl: 'https://youtube.test/watch?v=1', uploadId: UPLOAD_ID },
              error: null,
            },
          }),
        )),
    });
    const youtube = await card('YouTube');
    expect(await within(youtube).findByText('Taxes go down #budget')).toBeTruthy();
    expect(within(youtube).getByText('Title: 6/100 characters')).toBeTruthy();
    expect(within(youtube).getByText('1/15 hashtags')).toBeTruthy();

    fireEvent.click(within(youtube).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(youtube).getByRole('textbox', { name: 'Title' }), { target: { value: 'Budget day' } });
    fireEvent.change(within(youtube).getByRole('textbox', { name: /Text/ }), { target: { value: 'Taxes go down' } });
    fireEvent.click(within(youtube).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `${ONE}/social-version/youtube/update`)[0]?.body).toEqual({
        title: 'Budget day',
        body: 'Taxes go down',
      }),
    );
    expect(await within(youtube).findByText('Taxes go down')).toBeTruthy();

    const publish = within(youtube).getByRole('button', { name: 'Publish' });
    await waitFor(() => expect(publish.hasAttribute('disabled')).toBe(false));
    fireEvent.click(publish);
    const link = await within(youtube).findByRole('link', { name: 'https://youtube.test/watch?v=1' });
    expect(link.getAttribute('href')).toBe('https://youtube.test/watch?v=1');
    expect(link.parentElement?.textContent).toBe('Published: https://youtube.test/watch?v=1');
  });

  it('hides the title where the platform has none (X)', async () => {
    startContentAi(CONTENT_PATH, { [`GET ${ONE}`]: contentWith(generated('TWITTER')) });
    const x = await card('X (Twitter)');
    fireEvent.click(await within(x).findByRole('button', { name: 'Edit' }));
    expect(within(x).queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(within(x).getByRole('textbox', { name: /Text/ })).toBeTruthy();
  });

  it("says the spec's words when publishing failed, with the server's reason", async () => {
    startContentAi(CONTENT_PATH, {
      [`GET ${ONE}`]: contentWith(
        generated('FACEBOOK', { publish: { status: 'ERROR', data: null, error: 'The Page refused the video' } }),
      ),
    });
    const facebook = await card('Facebook');
    expect(await within(facebook).findByText('The version could not be published, please try again')).toBeTruthy();
    expect(within(facebook).getByText('The Page refused the video')).toBeTruthy();
    expect(within(facebook).getByRole('button', { name: 'Publish again' })).toBeTruthy();
  });

  it('cannot publish to a platform that is not connected, and tells an administrator where to connect it', async () => {
    startContentAi(
      CONTENT_PATH,
      {
        [`GET ${ONE}`]: contentWith(generated('DAILYMOTION')),
        'GET /connections/:station/dailymotion': connection('DAILYMOTION', false),
      },
      { user: aMeUser('CLIENT_ADMIN') },
    );
    const dailymotion = await card('Dailymotion');
    expect(await within(dailymotion).findByText('Not connected')).toBeTruthy();
    expect(within(dailymotion).getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);
    const link = within(dailymotion).getByRole('link', { name: 'Connect Dailymotion in administration' });
    expect(link.getAttribute('href')).toBe('/admin/social-export/dailymotion');
  });

  it('puts the content back and says so when a publication cannot start', async () => {
    startContentAi(CONTENT_PATH, {
      [`GET ${ONE}`]: contentWith(generated('YOUTUBE')),
      [`POST ${ONE}/social-version/youtube/publish`]: reply(500),
    });
    const youtube = await card('YouTube');
    const publish = await within(youtube).findByRole('button', { name: 'Publish' });
    await waitFor(() => expect(publish.hasAttribute('disabled')).toBe(false));
    fireEvent.click(publish);
    expect(await screen.findByText('The publication could not be started')).toBeTruthy();
    await waitFor(() =>
      expect(within(youtube).getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('keeps a client user without Contents_SocialPublish from publishing, and says why', async () => {
    startContentAi(
      CONTENT_PATH,
      {
        [`GET ${ONE}`]: contentWith(generated('YOUTUBE')),
        'GET /user/permissions/Contents_SocialPublish': { hasPermission: false },
      },
      { flags: { app__user_permissions_check: true } },
    );
    const youtube = await card('YouTube');
    expect(
      await within(youtube).findByText('You do not have permission to publish contents to social networks'),
    ).toBeTruthy();
    expect(within(youtube).getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);
  });
});
