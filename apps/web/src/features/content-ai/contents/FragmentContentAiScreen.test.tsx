import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Content } from '@antena/contract';
import { aMeUser, reply } from '../../../test/app-kit';
import { aContent, CONTENT_ID, FRAGMENT_ID, startContentAi } from '../content-ai-test-kit';

const TAB = `/fragments/s/fm-1/fragment/${FRAGMENT_ID}/content-ai`;
// The key is one path segment: its colon travels encoded.
const BY_KEY = `/contents/key/FRAGMENT%3A${FRAGMENT_ID}`;
const fragmentNav = async () => within(await screen.findByRole('navigation', { name: 'Fragment sections' }));

describe("the fragment's Content AI tab (spec 02 sections 2 and 6)", () => {
  it('shows the Content AI link among the fragment links only with the flag', async () => {
    startContentAi(`/fragments/s/fm-1/fragment/${FRAGMENT_ID}`, {}, { flags: { app__content_ai_enabled: false } });
    const nav = await fragmentNav();
    expect(nav.getByRole('link', { name: 'Export' })).toBeTruthy();
    expect(nav.queryByRole('link', { name: 'Content AI' })).toBeNull();
  });

  it('asks a superadmin to log in as a client user', async () => {
    const { api } = startContentAi(TAB, {}, { user: aMeUser('SUPERADMIN') });
    expect(
      await screen.findByText("Content AI requires a client user: log in as one of the client's users"),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in as a user' }).getAttribute('href')).toBe('/settings/log-in-as');
    expect(api.callsTo('GET', BY_KEY)).toHaveLength(0);
    expect((await fragmentNav()).getByRole('link', { name: 'Content AI' }).getAttribute('aria-current')).toBe('page');
  });

  it("creates the fragment's content, then shows its wizard", async () => {
    let content: Content | null = null;
    const { api } = startContentAi(TAB, {
      [`GET ${BY_KEY}`]: () => content ?? reply(404),
      [`GET /contents/${CONTENT_ID}`]: () => content,
      'POST /contents': () => {
        content = aContent({ pntApiResult: { status: 'IN_PROGRESS', data: null } });
        return reply(201, { id: CONTENT_ID });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create content' }));
    await waitFor(() => expect(api.callsTo('POST', '/contents')).toHaveLength(1));
    expect(api.callsTo('POST', '/contents')[0]?.body).toEqual({
      sourceType: 'FRAGMENT',
      sourceData: { fragmentId: FRAGMENT_ID },
      key: `FRAGMENT:${FRAGMENT_ID}`,
    });
    expect(await screen.findByText('Preparing media for analysis')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Content AI' }).getAttribute('href')).toBe(
      `/content-ai/contents/${CONTENT_ID}`,
    );
  });

  it('says a client user without Contents_Create cannot create content', async () => {
    const { api } = startContentAi(
      TAB,
      { [`GET ${BY_KEY}`]: reply(404), 'GET /user/permissions/Contents_Create': { hasPermission: false } },
      { flags: { app__user_permissions_check: true } },
    );
    expect(await screen.findByText('You do not have permission to create content')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create content' })).toBeNull();
    expect(api.callsTo('GET', '/user/permissions/Contents_Create')).toHaveLength(1);
  });
});
